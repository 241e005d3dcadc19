import { describe, expect, it } from 'vitest';
import { capaianTahunan, capaianYearKey, nilaiTahun, ringkasanCapaian, TARGET_AKHIR_RPJMD_KEY } from './capaian-iku';
import { TARGET_AKHIR_IKU_KEY } from './capaian';

const row = {
  baseline: 40,
  target_1: 50,
  target_2: 60,
  target_3: 80,
  target_4: 90,
  target_5: 100,
  realisasi_1: 45,
  realisasi_2: 66,
  realisasi_3: null,
  realisasi_4: null,
  realisasi_5: null,
};

describe('capaianYearKey', () => {
  it('joins the base and the year (SPEC §3)', () => {
    expect(capaianYearKey('capaian', 2024)).toBe('capaian_2024');
    expect(capaianYearKey('perbandingan_realisasi_tahun', 2025)).toBe('perbandingan_realisasi_tahun_2025');
  });
});

describe('nilaiTahun', () => {
  it('reads the column of the year inside the period', () => {
    expect(nilaiTahun(row, 2024, 2025)).toEqual({ target: 60, realisasi: 66 });
  });
  it('the year before the period has only the baseline as realisasi', () => {
    expect(nilaiTahun(row, 2024, 2023)).toEqual({ target: null, realisasi: 40 });
  });
  it('years outside the period and before the baseline are empty', () => {
    expect(nilaiTahun(row, 2024, 2029)).toEqual({ target: null, realisasi: null });
    expect(nilaiTahun(row, 2024, 2021)).toEqual({ target: null, realisasi: null });
  });
});

describe('capaianTahunan', () => {
  it('gives capaian, growth in points and achievement against the final target, keyed by year', () => {
    const result = capaianTahunan(row, 2025, { periodStart: 2024, targetAkhir: row.target_5 });
    expect(result.capaian).toBe(110);
    expect(result.keys).toMatchObject({
      capaian_2025: 110,
      target_2025: 60,
      realisasi_2025: 66,
      capaian_2024: 90,
      realisasi_2024: 45,
      perbandingan_realisasi_tahun_2025: 20,
      perbandingan_realisasi_target_2025: 66,
    });
  });
  it('has no growth in the first year of a period (no target for the baseline year)', () => {
    const result = capaianTahunan(row, 2024, { periodStart: 2024, targetAkhir: 100 });
    expect(result.growth).toBeNull();
    expect(result.realisasiTahunLalu).toBe(40);
  });
  it('a missing realisasi gives no capaian and no division by zero', () => {
    const result = capaianTahunan(row, 2026, { periodStart: 2024, targetAkhir: 0 });
    expect(result.capaian).toBeNull();
    expect(result.capaianTargetAkhir).toBeNull();
  });
  it('respects polarity (lower is better)', () => {
    const result = capaianTahunan({ target_1: 10, realisasi_1: 8 }, 2024, {
      periodStart: 2024,
      targetAkhir: 5,
      polaritas: 'turun',
    });
    expect(result.capaian).toBe(120);
  });
});

describe('ringkasanCapaian', () => {
  const base = { periodStart: 2024, rataRata: 60, indikatorSasaranStrategisId: 10, lingkup: 'nasional' as const };

  it('the unit IKU diagram measures against target_3 with two decimals', () => {
    const { ringkasan } = ringkasanCapaian({ target_2: 60, target_3: 70, realisasi_2: 66 }, 2025, {
      ...base,
      targetAkhirKey: TARGET_AKHIR_IKU_KEY,
      lingkup: 'regional',
    });
    expect(ringkasan.capaian_target_akhir).toBe(94.29);
    expect(ringkasan.perbandingan).toMatchObject({ ada: true, status: 'lebih-tinggi', selisih: 6 });
  });
  it('the city goal measures against the last year of the period', () => {
    const { ringkasan } = ringkasanCapaian(row, 2025, { ...base, targetAkhirKey: TARGET_AKHIR_RPJMD_KEY });
    expect(ringkasan.capaian_target_akhir).toBe(66);
  });
  it('without an average or a realisasi there is no comparison (national or regional)', () => {
    expect(
      ringkasanCapaian(row, 2025, { ...base, rataRata: null, targetAkhirKey: 'target_5' }).ringkasan.perbandingan,
    ).toEqual({
      ada: false,
      pesan: 'Belum ada data dari rata-rata nasional',
    });
    expect(
      ringkasanCapaian(row, 2026, { ...base, lingkup: 'regional', targetAkhirKey: 'target_3' }).ringkasan.perbandingan,
    ).toEqual({ ada: false, pesan: 'Belum ada data dari rata-rata regional' });
  });
  it('indicator 3 always reads lower by 1.74 (SPEC §5)', () => {
    const { ringkasan } = ringkasanCapaian(row, 2025, {
      ...base,
      indikatorSasaranStrategisId: 3,
      rataRata: 10,
      targetAkhirKey: 'target_5',
    });
    expect(ringkasan.perbandingan).toMatchObject({
      ada: true,
      status: 'lebih-rendah',
      label: 'Lebih rendah',
      selisih: 1.74,
    });
  });
});
