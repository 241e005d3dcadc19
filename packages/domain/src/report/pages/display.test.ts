import { describe, expect, it } from 'vitest';
import { perbandinganRealisasi } from '../../capaian';
import { DISPLAY_MAKRO_PAGES, DISPLAY_MIKRO_PAGES } from '../../menus';
import { flatHeader, reportHeaderText } from '../index';
import { capaianSummary, efisiensiKota } from './display-dashboard';
import { DISPLAY_EMPTY_TEXT } from './display-common';
import { DISPLAY_MAKRO_REPORTS, DISPLAY_MIKRO_REPORTS } from './display';
import { displayMikroCapaianKinerjaPdReport, displayMikroEfisiensiAnggaranReport } from './display-capaian';
import { displayMakroRpjmdReport, displayMikroRencanaAksiReport } from './display-perencanaan';

describe('display pages (DOMAIN-2 §3)', () => {
  it('every menu page but cascading has one declaration, public, under its scope', () => {
    const slugs = (pages: readonly (readonly [string, string])[]) => pages.map(([s]) => s).filter((s) => s !== 'cascading');
    expect(DISPLAY_MAKRO_REPORTS.map((e) => e.slug)).toEqual(slugs(DISPLAY_MAKRO_PAGES));
    expect(DISPLAY_MIKRO_REPORTS.filter((e) => e.authenticated).map((e) => e.slug)).toEqual(slugs(DISPLAY_MIKRO_PAGES));
    for (const { slug, report } of [...DISPLAY_MAKRO_REPORTS, ...DISPLAY_MIKRO_REPORTS]) {
      expect(report.public).toBe(true);
      expect(report.emptyText).toBe(DISPLAY_EMPTY_TEXT);
      expect(report.slug).toMatch(new RegExp(`^display-(makro|mikro)/${slug}$`));
      expect(report.area).toBe('display');
    }
  });

  it('mikro pages pick the unit, makro pages do not', () => {
    for (const { report } of DISPLAY_MIKRO_REPORTS) expect(report.unit?.resource).toBe('kinerja-program');
    for (const { report } of DISPLAY_MAKRO_REPORTS) expect(report.unit).toBeUndefined();
  });

  it('capaian kinerja PD has the four header groups of DOMAIN-2 §3 and the year in its headers', () => {
    const groups = [...new Set(displayMikroCapaianKinerjaPdReport.columns.map((c) => c.group).filter(Boolean))];
    expect(groups).toEqual([
      'Capaian Tahun {tahun}',
      'Peningkatan dari Tahun Lalu',
      'Terhadap Target Akhir Renstra',
      'Perbandingan Dengan Nasional',
    ]);
    const lalu = displayMikroCapaianKinerjaPdReport.columns.find((c) => c.key === 'realisasi_lalu');
    expect(lalu && flatHeader(lalu, 2025)).toBe('Peningkatan dari Tahun Lalu - Realisasi 2024');
    expect(displayMikroCapaianKinerjaPdReport.columns.at(-1)?.header).toBe('Penghargaan');
  });

  it('efisiensi anggaran groups pagu, realisasi, penyerapan and efisiensi under Anggaran', () => {
    const anggaran = displayMikroEfisiensiAnggaranReport.columns.filter((c) => c.group === 'Anggaran').map((c) => c.key);
    expect(anggaran).toEqual(['pagu', 'realisasi_anggaran', 'penyerapan', 'efisiensi', 'efisiensi_persen']);
  });

  it('rencana aksi has the chain, the 12 months and Jumlah; RPJMD the five years of the period', () => {
    const keys = displayMikroRencanaAksiReport.columns.map((c) => c.key);
    expect(keys.slice(0, 3)).toEqual(['sasaran_rpjmd', 'iku_rpjmd', 'target_rpjmd']);
    expect(keys.filter((k) => k.startsWith('target_bulan_'))).toHaveLength(12);
    expect(keys.at(-1)).toBe('jumlah');
    const years = displayMakroRpjmdReport.columns.filter((c) => c.group === 'Target').map((c) => reportHeaderText(c.header, 2025));
    expect(years).toEqual(['2024', '2025', '2026', '2027', '2028']);
  });

  it('period placeholders follow the period of the year', () => {
    expect(reportHeaderText('{periode_1}-{periode_5}', 2023)).toBe('2019-2023');
    expect(reportHeaderText('{periode_1} / {tahun} / {tahun_lalu}', 2024)).toBe('2024 / 2024 / 2023');
  });
});

describe('perbandinganRealisasi (Peningkatan dari Tahun Lalu)', () => {
  it('this year against last year with the polarity, above 100 is better', () => {
    expect(perbandinganRealisasi(110, 100)).toBe(110);
    expect(perbandinganRealisasi(90, 100, 'turun')).toBe(110);
    expect(perbandinganRealisasi(110, 100, 'turun')).toBe(90);
  });
  it('null when an input is missing or last year is 0 (never a division by zero)', () => {
    expect(perbandinganRealisasi(null, 100)).toBeNull();
    expect(perbandinganRealisasi(10, null)).toBeNull();
    expect(perbandinganRealisasi(10, 0)).toBeNull();
  });
});

describe('capaianSummary (public dashboard)', () => {
  it('counts the bands and averages the present capaian', () => {
    const { counts, rataRata } = capaianSummary([120, 100, 80, 50, null]);
    expect(counts).toEqual({ tercapai: 2, hampir: 1, belum: 1, kosong: 1 });
    expect(rataRata).toBe(87.5);
  });
  it('no capaian: null average', () => {
    expect(capaianSummary([null]).rataRata).toBeNull();
    expect(capaianSummary([]).counts.kosong).toBe(0);
  });
});

describe('efisiensiKota (DOMAIN-2 §1, issue 25 item 15)', () => {
  it('counts the unspent budget as efficiency only when every IKU is tercapai', () => {
    expect(efisiensiKota({ pagu: 1000, realisasi: 600, jumlahIku: 19, tercapai: 12 })).toEqual({
      anggaran_tidak_terserap: 400,
      efisiensi: null,
    });
    expect(efisiensiKota({ pagu: 1000, realisasi: 600, jumlahIku: 3, tercapai: 3 })).toEqual({
      anggaran_tidak_terserap: 400,
      efisiensi: 400,
    });
  });

  it('never below zero; no pagu or no IKU: nothing to call efficient', () => {
    expect(efisiensiKota({ pagu: 1000, realisasi: 1200, jumlahIku: 2, tercapai: 2 }).anggaran_tidak_terserap).toBe(0);
    expect(efisiensiKota({ pagu: 0, realisasi: 0, jumlahIku: 2, tercapai: 2 })).toEqual({
      anggaran_tidak_terserap: null,
      efisiensi: null,
    });
    expect(efisiensiKota({ pagu: 1000, realisasi: null, jumlahIku: 0, tercapai: 0 }).efisiensi).toBeNull();
  });
});
