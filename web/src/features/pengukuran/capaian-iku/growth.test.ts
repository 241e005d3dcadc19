import { describe, expect, it } from 'vitest';
import { growthHint, growthText } from './growth';

const base = {
  tahun: 2024,
  capaian: 100.94,
  target: 10.6,
  realisasi: 10.7,
  realisasi_tahun_lalu: 10.52,
  growth: null,
  growth_satuan: 'persen' as const,
  capaian_target_akhir: 97.27,
  perbandingan: { ada: false as const, pesan: 'Belum ada data dari rata-rata nasional' },
};

describe('capaian card growth (issue 10 item 4)', () => {
  it("the strategic goal's growth is a percent, the unit IKU's in points", () => {
    expect(growthText(4.63, 'persen')).toBe('+4,63 %');
    expect(growthText(-10, 'poin')).toBe('-10,00 poin');
    expect(growthText(null, 'persen')).toBe('-');
  });
  it("a '-' growth above last year's realisasi says why", () => {
    expect(growthHint(base, 'Tahun')).toBe(
      'Realisasi 2023: 10,52 Tahun (tanpa target 2023, pertumbuhan tidak dapat dihitung)',
    );
    expect(growthHint({ ...base, growth: 4.63 }, 'Tahun')).toBe('Realisasi 2023: 10,52 Tahun');
  });
});
