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
  it('the final target of a lower-is-better indicator reads target ÷ realisasi (issue 10 item 5)', () => {
    // Luas Kawasan Permukiman Kumuh 2024: target 61, realisasi 63,2, final target 33 Ha.
    const kumuh = { baseline: 68.5, target_1: 61, target_5: 33, realisasi_1: 63.2 };
    const result = capaianTahunan(kumuh, 2024, { periodStart: 2024, targetAkhir: 33, polaritas: 'turun' });
    expect(result.capaian).toBe(96.39);
    expect(result.capaianTargetAkhir).toBe(52.22);
    expect(result.keys.perbandingan_realisasi_target_2024).toBe(52.22);
  });
  it('growth in the first year of a period reads the previous period (issue 10 item 4)', () => {
    const previous = { row: { target_5: 10, realisasi_5: 10.52 }, periodStart: 2019 };
    const current = { baseline: 10.52, target_1: 10.6, realisasi_1: 10.7 };
    const result = capaianTahunan(current, 2024, { periodStart: 2024, targetAkhir: 11, previous });
    expect(result.realisasiTahunLalu).toBe(10.52);
    expect(result.keys).toMatchObject({ capaian_2023: 105.2, target_2023: 10, realisasi_2023: 10.52 });
    expect(result.capaian).toBe(100.94);
    expect(result.growth).toBe(-4.26);
    // Without the previous period only the baseline is known: no growth, as before.
    expect(capaianTahunan(current, 2024, { periodStart: 2024, targetAkhir: 11 }).growth).toBeNull();
  });
  it("the city goal's growth is a percent of last year's capaian, the unit's in points (SPEC §1)", () => {
    const persen = capaianTahunan(row, 2025, { periodStart: 2024, targetAkhir: 100, growthSatuan: 'persen' });
    // capaian 2025 = 110, 2024 = 90: +20 points = +22,22 %.
    expect(persen.growth).toBe(22.22);
    expect(capaianTahunan(row, 2025, { periodStart: 2024, targetAkhir: 100 }).growth).toBe(20);
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
    expect(ringkasan.growth_satuan).toBe('poin');
    const persen = ringkasanCapaian(row, 2025, {
      ...base,
      targetAkhirKey: TARGET_AKHIR_RPJMD_KEY,
      growthSatuan: 'persen',
    });
    expect(persen.ringkasan).toMatchObject({ growth: 22.22, growth_satuan: 'persen' });
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
