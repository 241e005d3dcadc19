import { describe, expect, it } from 'vitest';
import {
  BOBOT_PENILAIAN_AWAL,
  hitungKomposit,
  peringkatKompetisi,
  rankPenilaian,
  rataRata,
  segmenTriwulan,
  skor,
  skorEfisiensi,
  type NilaiKomponen,
} from './penilaian';

const full: NilaiKomponen = { capaian_iku: 90, rapor: 80, lke: 70, nilai_jenjang: 100, efisiensi: 60 };

describe('rataRata', () => {
  it('averages graded values only, two decimals; null when nothing is graded', () => {
    expect(rataRata([100, 80, null, 80])).toBe(86.67);
    expect(rataRata([null, undefined])).toBeNull();
    expect(rataRata([])).toBeNull();
  });
});

describe('skor and skorEfisiensi', () => {
  it('clips to 0..100 and keeps a missing value missing', () => {
    expect(skor(135.5)).toBe(100);
    expect(skor(-4)).toBe(0);
    expect(skor(null)).toBeNull();
    expect(skor(Number.NaN)).toBeNull();
  });
  it('is 100 on the Garis Normal and falls with the distance from it', () => {
    expect(skorEfisiensi(75, 75)).toBe(100);
    expect(skorEfisiensi(90, 60)).toBe(70);
    expect(skorEfisiensi(10, 100)).toBe(10);
    expect(skorEfisiensi(null, 80)).toBeNull();
  });
});

describe('hitungKomposit', () => {
  it('is the weighted average of every part when all have data', () => {
    const k = hitungKomposit(full, BOBOT_PENILAIAN_AWAL);
    // (30*90 + 25*80 + 20*70 + 15*100 + 10*60) / 100
    expect(k.nilai).toBe(82);
    expect(k.dinormalisasi).toBe(false);
    expect(k.bobot_efektif.capaian_iku).toBe(30);
  });
  it('leaves out parts without data and re-normalises the other weights', () => {
    const k = hitungKomposit({ ...full, lke: null }, BOBOT_PENILAIAN_AWAL);
    // (30*90 + 25*80 + 15*100 + 10*60) / 80
    expect(k.nilai).toBe(85);
    expect(k.dinormalisasi).toBe(true);
    expect(k.bobot_efektif.lke).toBeNull();
    expect(k.bobot_efektif.capaian_iku).toBe(37.5);
  });
  it('ignores a part with weight 0 and is null when no weighted part has data', () => {
    const zeroLke = { ...BOBOT_PENILAIAN_AWAL, lke: 0 };
    expect(hitungKomposit({ ...full, lke: null }, zeroLke).dinormalisasi).toBe(false);
    const none: NilaiKomponen = { capaian_iku: null, rapor: null, lke: null, nilai_jenjang: null, efisiensi: null };
    const k = hitungKomposit(none, BOBOT_PENILAIAN_AWAL);
    expect(k.nilai).toBeNull();
    expect(Number.isFinite(k.nilai)).toBe(false);
    expect(hitungKomposit(full, { capaian_iku: 0, rapor: 0, lke: 0, nilai_jenjang: 0, efisiensi: 0 }).nilai).toBeNull();
  });
});

describe('rankPenilaian', () => {
  it('ranks by composite descending, missing last, ties by name', () => {
    const ranked = rankPenilaian([
      { satuan_kerja_nama: 'Dinas B', nilai: 80 },
      { satuan_kerja_nama: 'Dinas C', nilai: null },
      { satuan_kerja_nama: 'Dinas A', nilai: 80 },
      { satuan_kerja_nama: 'Dinas D', nilai: 95 },
    ]);
    expect(ranked.map((r) => [r.satuan_kerja_nama, r.rank])).toEqual([
      ['Dinas D', 1],
      ['Dinas A', 2],
      ['Dinas B', 3],
      ['Dinas C', 4],
    ]);
  });
});

describe('segmenTriwulan', () => {
  it('stacks the increments over the previous quarter, labelled with the cumulative value', () => {
    expect(segmenTriwulan([25, 50, 80, 100])).toEqual([
      { segmen: 25, kumulatif: 25 },
      { segmen: 25, kumulatif: 50 },
      { segmen: 30, kumulatif: 80 },
      { segmen: 20, kumulatif: 100 },
    ]);
  });
  it('never draws a negative segment and skips missing quarters', () => {
    expect(segmenTriwulan([40, null, 30, 70])).toEqual([
      { segmen: 40, kumulatif: 40 },
      { segmen: null, kumulatif: null },
      { segmen: 0, kumulatif: 30 },
      { segmen: 30, kumulatif: 70 },
    ]);
  });
});

describe('peringkatKompetisi (issue 25 item 25)', () => {
  it('gives equal values the same rank and skips the shared places (1, 2, 2, 4)', () => {
    expect(peringkatKompetisi([100, 90, 90, 80])).toEqual([1, 2, 2, 4]);
    expect(peringkatKompetisi([90, 90, 90])).toEqual([1, 1, 1]);
    expect(peringkatKompetisi([100, 80, null, null])).toEqual([1, 2, 3, 3]);
    expect(peringkatKompetisi([])).toEqual([]);
  });
});
