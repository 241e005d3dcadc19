import { describe, expect, it } from 'vitest';
import { BULAN, BULAN_DESC, formatDate, formatNumber, formatPercent, formatRupiah, formatRupiahDecimal } from './format';

describe('money and numbers (id-ID)', () => {
  it('shows rupiah without decimals and Rp 0 when empty', () => {
    expect(formatRupiah(1234567)).toBe('Rp 1.234.567');
    expect(formatRupiah('2500000.75')).toBe('Rp 2.500.001');
    expect(formatRupiah(null)).toBe('Rp 0');
    expect(formatRupiah(undefined)).toBe('Rp 0');
    expect(formatRupiah('')).toBe('Rp 0');
  });

  it('uses dot thousands and comma decimals elsewhere', () => {
    expect(formatRupiahDecimal(1234.5)).toBe('Rp 1.234,5');
    expect(formatNumber(98765.4321, 2)).toBe('98.765,43');
    expect(formatPercent(87.456)).toBe('87,46%');
    expect(formatPercent(null)).toBe('-');
  });
});

describe('dates', () => {
  it('writes day, Indonesian month and year, with HH:mm on request', () => {
    const d = new Date(2026, 10, 21, 9, 5);
    expect(formatDate(d)).toBe('21 November 2026');
    expect(formatDate(d, true)).toBe('21 November 2026 09:05');
    expect(formatDate(null)).toBe('-');
    expect(formatDate('bukan tanggal')).toBe('-');
  });

  it('lists the months ascending and descending', () => {
    expect(BULAN[0]).toBe('Januari');
    expect(BULAN[11]).toBe('Desember');
    expect(BULAN_DESC[0]).toBe('Desember');
    expect(BULAN_DESC).toHaveLength(12);
  });
});
