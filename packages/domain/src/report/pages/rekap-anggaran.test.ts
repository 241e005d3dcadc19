import { describe, expect, it } from 'vitest';
import { persenRealisasi, rekapAnggaranReport, rekapRincianReport } from './rekap-anggaran';

describe('rekap anggaran', () => {
  it('computes the serapan with two decimals, none without a budget', () => {
    expect(persenRealisasi(1000, 333)).toBe(33.3);
    expect(persenRealisasi(3, 1)).toBe(33.33);
    expect(persenRealisasi(1000, null)).toBe(0);
    expect(persenRealisasi(0, 10)).toBeNull();
    expect(persenRealisasi(null, 10)).toBeNull();
  });

  it('declares twelve months of realisation on both tables; the rincian has a unit and a level filter', () => {
    for (const report of [rekapAnggaranReport, rekapRincianReport]) {
      expect(
        report.columns.filter((c) => c.group === 'Realisasi Anggaran per Bulan').map((c) => c.header),
      ).toHaveLength(12);
    }
    expect(rekapRincianReport.unit?.resource).toBe('kinerja-program');
    expect(rekapRincianReport.query.safeParse({ level: 'kegiatan' }).success).toBe(true);
    expect(rekapRincianReport.query.safeParse({ level: 'x' }).success).toBe(false);
  });
});
