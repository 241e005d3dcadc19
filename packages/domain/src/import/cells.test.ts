import { describe, expect, it } from 'vitest';
import { parseAngka, parseTanggal, readCell } from './cells';

describe('reading import cells', () => {
  it('reads numbers in Indonesian format, plain, English grouping and as Excel numbers', () => {
    expect(parseAngka('1.234,56')).toBe(1234.56);
    expect(parseAngka('1.234')).toBe(1234);
    expect(parseAngka('12,5')).toBe(12.5);
    expect(parseAngka('12.5')).toBe(12.5);
    expect(parseAngka('1,234,567.5')).toBe(1234567.5);
    expect(parseAngka('Rp 1.500.000')).toBe(1500000);
    expect(parseAngka('dua')).toBeNull();
    expect(readCell({ type: 'number' }, 7.25)).toEqual({ ok: true, value: 7.25 });
    expect(readCell({ type: 'number' }, 'abc')).toEqual({ ok: false, reason: 'bukan angka (contoh: 1.234,56)' });
  });

  it('reads dates as Excel dates, serial numbers, dd/mm/yyyy and yyyy-mm-dd', () => {
    expect(parseTanggal(new Date(Date.UTC(2024, 2, 31)))).toBe('2024-03-31');
    expect(parseTanggal(45382)).toBe('2024-03-31');
    expect(parseTanggal('31/03/2024')).toBe('2024-03-31');
    expect(parseTanggal('2024-03-31')).toBe('2024-03-31');
    expect(parseTanggal('31/02/2024')).toBeNull();
  });

  it('keeps NIP as text, refuses it as a number, and matches fixed values without case', () => {
    expect(readCell({ type: 'nip' }, '198001012005011001')).toEqual({ ok: true, value: '198001012005011001' });
    // A NIP typed as a number has already lost its last digits in Excel: refused.
    expect(readCell({ type: 'nip' }, Number('198001012005011001')).ok).toBe(false);
    expect(readCell({ type: 'enum', values: ['Aktif', 'Nonaktif'] }, 'aktif')).toEqual({ ok: true, value: 'Aktif' });
    expect(readCell({ type: 'text', required: true }, '  ')).toEqual({ ok: false, reason: 'wajib diisi' });
  });
});
