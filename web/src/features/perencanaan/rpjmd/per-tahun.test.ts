import { describe, expect, it } from 'vitest';
import { withPeriodYear } from './PerTahun';

describe('messages of a period year', () => {
  it('name the year the form labels, not its place in the period', () => {
    expect(withPeriodYear('Target tahun ke-1 wajib diisi', 2024)).toBe('Target 2024 wajib diisi');
    expect(withPeriodYear('Realisasi tahun ke-5 harus berupa angka', 2021)).toBe('Realisasi 2025 harus berupa angka');
    expect(withPeriodYear('Satuan wajib diisi', 2024)).toBe('Satuan wajib diisi');
    expect(withPeriodYear(undefined, 2024)).toBeUndefined();
  });
});
