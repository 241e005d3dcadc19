import { describe, expect, it } from 'vitest';
import {
  CAPAIAN_THRESHOLD,
  NODE_ICON_LABELS,
  NODE_ICON_VARIANTS,
  PERBANDINGAN_TETAP,
  bandingkanRataRata,
  capaian,
  capaianAnggaran,
  capaianTargetAkhir,
  growthPersen,
  cumulativeByTriwulan,
  cumulativeUntilTriwulan,
  efisiensiSumberDaya,
  finiteOrNull,
  growth,
  hasTargetInTriwulan,
  isTercapai,
  nodeIcon,
  penyebabKegagalanApplies,
  perbandinganTetap,
  round2,
  sumPresent,
  sumRealisasiAnggaran,
  triwulanOfBulan,
} from './capaian';

describe('capaian (DOMAIN.md Achievement)', () => {
  it('higher is better: realisasi / target × 100 with two decimals', () => {
    expect(capaian(100, 80)).toBe(80);
    expect(capaian(3, 2)).toBe(66.67);
    expect(capaian(8, 10, 'naik')).toBe(125);
    expect(capaian(0.5, 0.5)).toBe(100);
  });

  it('lower is better: (2 × target − realisasi) / target × 100', () => {
    expect(capaian(10, 8, 'turun')).toBe(120);
    expect(capaian(10, 12, 'turun')).toBe(80);
    expect(capaian(10, 10, 'turun')).toBe(100);
    expect(capaian(3, 2, 'turun')).toBe(133.33);
    // realisasi above twice the target is not clamped
    expect(capaian(10, 25, 'turun')).toBe(-50);
  });

  it('is missing when the target or realisasi is missing, or the target is zero', () => {
    expect(capaian(null, 10)).toBeNull();
    expect(capaian(10, null)).toBeNull();
    expect(capaian(undefined, undefined)).toBeNull();
    expect(capaian(0, 10)).toBeNull();
    expect(capaian(0, 0, 'turun')).toBeNull();
    expect(capaian(Number.NaN, 1)).toBeNull();
    // zero realisasi is a value
    expect(capaian(10, 0)).toBe(0);
  });

  it('rounds half away from zero', () => {
    expect(round2(1.005)).toBe(1.01);
    expect(round2(-1.005)).toBe(-1.01);
    expect(round2(2.344)).toBe(2.34);
  });

  it('is achieved from 100 on; a cause of failure applies below', () => {
    expect(CAPAIAN_THRESHOLD).toBe(100);
    expect(isTercapai(100)).toBe(true);
    expect(isTercapai(99.99)).toBe(false);
    expect(isTercapai(null)).toBe(false);
    expect(penyebabKegagalanApplies(100)).toBe(false);
    expect(penyebabKegagalanApplies(150)).toBe(false);
    expect(penyebabKegagalanApplies(99.99)).toBe(true);
    expect(penyebabKegagalanApplies(null)).toBe(true);
  });

  it('growth is the change in points against last year', () => {
    expect(growth(105.5, 98.25)).toBe(7.25);
    expect(growth(90, 100)).toBe(-10);
    expect(growth(90, null)).toBeNull();
    expect(growth(undefined, 90)).toBeNull();
  });

  it('achievement against the final target (unit IKU: realisasi / target_3 × 100)', () => {
    expect(capaianTargetAkhir(80, 60)).toBe(75);
    expect(capaianTargetAkhir(0, 60)).toBeNull();
  });

  it('against the final target a lower-is-better indicator reads target ÷ realisasi, never negative', () => {
    expect(capaianTargetAkhir(33, 63.2, 'turun')).toBe(52.22);
    expect(capaianTargetAkhir(33, 33, 'turun')).toBe(100);
    expect(capaianTargetAkhir(33, 30, 'turun')).toBe(110);
    expect(capaianTargetAkhir(10, 25, 'turun')).toBe(40);
    expect(capaianTargetAkhir(33, 0, 'turun')).toBeNull();
    expect(capaianTargetAkhir(null, 10, 'turun')).toBeNull();
  });

  it('growth in percent is the relative change of capaian', () => {
    expect(growthPersen(110, 90)).toBe(22.22);
    expect(growthPersen(90, 100)).toBe(-10);
    expect(growthPersen(90, 0)).toBeNull();
    expect(growthPersen(null, 90)).toBeNull();
  });
});

describe('months and quarters', () => {
  const monthly = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];

  it('maps months to quarters', () => {
    expect([1, 3, 4, 6, 7, 9, 10, 12].map(triwulanOfBulan)).toEqual([1, 1, 2, 2, 3, 3, 4, 4]);
    expect(() => triwulanOfBulan(13)).toThrow(RangeError);
    expect(() => triwulanOfBulan(0)).toThrow(RangeError);
  });

  it('sums quarters cumulatively: TW1 = Jan-Mar, TW2 = Jan-Jun, ...', () => {
    expect(cumulativeByTriwulan(monthly)).toEqual([6, 21, 45, 78]);
    expect(cumulativeUntilTriwulan(monthly, 2)).toBe(21);
    expect(() => cumulativeUntilTriwulan(monthly, 5)).toThrow(RangeError);
  });

  it('counts missing months as 0 once something is reported, else null', () => {
    const partial = [null, 5, null, null, null, null, 2.5, null, null, null, null, null];
    expect(cumulativeByTriwulan(partial)).toEqual([5, 5, 7.5, 7.5]);
    const late = [null, null, null, null, 1, null, null, null, null, null, null, null];
    expect(cumulativeByTriwulan(late)).toEqual([null, 1, 1, 1]);
    expect(cumulativeByTriwulan(Array(12).fill(null))).toEqual([null, null, null, null]);
    expect(cumulativeByTriwulan([])).toEqual([null, null, null, null]);
  });

  it('avoids float noise in sums', () => {
    expect(sumPresent([0.1, 0.2])).toBe(0.3);
    expect(sumPresent([null, undefined])).toBeNull();
  });

  it('knows whether a quarter has a target in its own months', () => {
    const targets = [0, 0, 0, 5, null, null, null, null, null, null, null, 1];
    expect(hasTargetInTriwulan(targets, 1)).toBe(false);
    expect(hasTargetInTriwulan(targets, 2)).toBe(true);
    expect(hasTargetInTriwulan(targets, 3)).toBe(false);
    expect(hasTargetInTriwulan(targets, 4)).toBe(true);
  });

  it('realisasi anggaran is the sum of monthly spending (0 when none)', () => {
    expect(sumRealisasiAnggaran([1_000_000, 2_500_000.5, null])).toBe(3_500_000.5);
    expect(sumRealisasiAnggaran([])).toBe(0);
    expect(sumRealisasiAnggaran(Array(12).fill(null))).toBe(0);
  });

  it('capaian anggaran = realisasi anggaran / anggaran × 100, none without a budget', () => {
    expect(capaianAnggaran(4_000_000, 3_000_000)).toBe(75);
    expect(capaianAnggaran(3, 1)).toBe(33.33);
    expect(capaianAnggaran(0, 100)).toBeNull();
    expect(capaianAnggaran(null, 100)).toBeNull();
    expect(capaianAnggaran(100, null)).toBeNull();
  });
});

describe('efisiensi sumber daya', () => {
  it('nominal = pagu − realisasi, persen = 100 − realisasi / pagu × 100', () => {
    expect(efisiensiSumberDaya(1_000_000, 750_000)).toEqual({ nominal: 250_000, persen: 25 });
    expect(efisiensiSumberDaya(3, 1)).toEqual({ nominal: 2, persen: 66.67 });
    expect(efisiensiSumberDaya(1_000, null)).toEqual({ nominal: 1_000, persen: 100 });
  });

  it('is empty when the pagu is 0 or missing', () => {
    expect(efisiensiSumberDaya(0, 0)).toEqual({ nominal: null, persen: null });
    expect(efisiensiSumberDaya(null, 10)).toEqual({ nominal: null, persen: null });
  });
});

describe('node icons (SPEC §4)', () => {
  it('derives the icon from capaian and the failed-CSF count', () => {
    expect(nodeIcon(null, 0)).toBe('tidak-tercapai');
    expect(nodeIcon(99.99, 0)).toBe('tidak-tercapai');
    expect(nodeIcon(100, 2)).toBe('csf-gagal');
    expect(nodeIcon(80, 1)).toBe('tidak-tercapai-csf-gagal');
    expect(nodeIcon(undefined, 3)).toBe('tidak-tercapai-csf-gagal');
    expect(nodeIcon(100, 0)).toBeNull();
    expect(nodeIcon(120, 0)).toBeNull();
  });

  it('has the Indonesian labels and the SPEC variants', () => {
    expect(NODE_ICON_LABELS).toEqual({
      'tidak-tercapai': 'Tidak tercapai',
      'csf-gagal': 'CSF Gagal',
      'tidak-tercapai-csf-gagal': 'Tidak tercapai & CSF Gagal',
    });
    expect(NODE_ICON_VARIANTS).toEqual({
      'tidak-tercapai': 'warning',
      'csf-gagal': 'danger',
      'tidak-tercapai-csf-gagal': 'info',
    });
  });
});

describe('comparison with the national average (SPEC §5)', () => {
  it('compares realisasi with the average: higher, lower, same', () => {
    expect(bandingkanRataRata(75.5, 70)).toEqual({
      ada: true,
      status: 'lebih-tinggi',
      label: 'Lebih tinggi',
      selisih: 5.5,
      pesan: 'Lebih tinggi 5,50 dari rata-rata nasional',
    });
    expect(bandingkanRataRata(60, 70.25)).toMatchObject({
      status: 'lebih-rendah',
      label: 'Lebih rendah',
      selisih: 10.25,
    });
    expect(bandingkanRataRata(70, 70)).toMatchObject({ status: 'sama', label: 'Sama', selisih: 0 });
  });

  it('shows the no-data message unless both the average and the realisasi exist', () => {
    expect(bandingkanRataRata(null, 70)).toEqual({ ada: false, pesan: 'Belum ada data dari rata-rata nasional' });
    expect(bandingkanRataRata(70, null)).toEqual({ ada: false, pesan: 'Belum ada data dari rata-rata nasional' });
    expect(bandingkanRataRata(70, undefined, { lingkup: 'regional' })).toEqual({
      ada: false,
      pesan: 'Belum ada data dari rata-rata regional',
    });
  });

  it("always reads 'Lebih rendah' by 1.74 for indicator id 3", () => {
    expect(PERBANDINGAN_TETAP.indikatorSasaranStrategisId).toBe(3);
    expect(perbandinganTetap(3)).toEqual({ status: 'lebih-rendah', selisih: 1.74 });
    expect(perbandinganTetap(4)).toBeUndefined();
    expect(perbandinganTetap(null)).toBeUndefined();
    expect(bandingkanRataRata(99, 10, { indikatorSasaranStrategisId: 3 })).toMatchObject({
      ada: true,
      status: 'lebih-rendah',
      label: 'Lebih rendah',
      selisih: 1.74,
      pesan: 'Lebih rendah 1,74 dari rata-rata nasional',
    });
    expect(bandingkanRataRata(99, 10, { indikatorSasaranStrategisId: 4 })).toMatchObject({ status: 'lebih-tinggi' });
    // the message without data still wins
    expect(bandingkanRataRata(null, 10, { indikatorSasaranStrategisId: 3 })).toMatchObject({ ada: false });
  });
});

describe('non-finite results (issue 9)', () => {
  it('a ratio over a tiny target, a sum of huge values or a stored NaN gives null, never Infinity', () => {
    expect(capaian(5e-324, 50)).toBeNull();
    expect(capaian(5e-324, 50, 'turun')).toBeNull();
    expect(capaian(Number.NaN, 50)).toBeNull();
    expect(capaian(10, Number.POSITIVE_INFINITY)).toBeNull();
    expect(sumPresent(Array(12).fill(1e308))).toBeNull();
    expect(cumulativeByTriwulan(Array(12).fill(1e308))).toEqual([null, null, null, null]);
    expect(capaianAnggaran(5e-324, 1)).toBeNull();
    expect(growth(1e308, -1e308)).toBeNull();
    expect(efisiensiSumberDaya(5e-324, 1)).toEqual({ nominal: -1, persen: null });
    expect(bandingkanRataRata(1e308, -1e308)).toMatchObject({ ada: false });
    expect(finiteOrNull(Number.NaN)).toBeNull();
    expect(finiteOrNull(12.5)).toBe(12.5);
  });
});
