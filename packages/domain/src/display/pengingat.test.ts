import { describe, expect, it } from 'vitest';
import { tahapPengingat, tambahHari, tanggalIso } from './pengingat';

describe('reminder stages', () => {
  it('7, 3 and 1 days before; days between belong to the next threshold; none on or after the day', () => {
    expect([8, 7, 6, 5, 4, 3, 2, 1, 0, -1].map(tahapPengingat)).toEqual([null, 7, 7, 7, 7, 3, 3, 1, null, null]);
  });
  it('counts calendar days', () => {
    expect(tanggalIso(new Date(2024, 0, 9))).toBe('2024-01-09');
    expect(tanggalIso(tambahHari(new Date(2024, 11, 30), 3))).toBe('2025-01-02');
    expect(tanggalIso(tambahHari(new Date(2024, 2, 1), -1))).toBe('2024-02-29');
  });
});

describe('the month whose realisasi is checked', () => {
  it('last month of the current year, December of a past year, none in January or for a future year', async () => {
    const { bulanRealisasiDiperiksa } = await import('./kesehatan-data');
    expect(bulanRealisasiDiperiksa(2026, new Date(2026, 10, 27))).toBe(10);
    expect(bulanRealisasiDiperiksa(2024, new Date(2026, 10, 27))).toBe(12);
    expect(bulanRealisasiDiperiksa(2026, new Date(2026, 0, 5))).toBeNull();
    expect(bulanRealisasiDiperiksa(2027, new Date(2026, 10, 27))).toBeNull();
  });
});
