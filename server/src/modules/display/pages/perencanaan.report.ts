import { monthlyValues, nilaiTahun, sumPresent, type DisplayScope, type ReportRow } from '@sakip/domain';
import type { ReportContext } from '../../../lib/report/index';
import { must } from '../../../lib/must';
import * as repo from './display.repository';
import { loadChain, namaKode, pathId, paths, tahunIni, unitName, type Path } from './chain';

/**
 * Rows of the plan pages of display makro / mikro (packages/domain report/pages/display-perencanaan):
 * RPJMD, Renstra, RKPD / RKT, Perjanjian Kinerja, Rencana Aksi.
 */

const period = (row: Record<string, unknown>) =>
  Object.fromEntries([1, 2, 3, 4, 5].map((i) => [`target_${i}`, (row[`target_${i}`] as number | null) ?? null]));

/**
 * makro/rpjmd: one row per IKU of the period under its visi, misi, tujuan (with its indicators) and
 * sasaran, with the sasaran's strategies and policies (one line each).
 */
export async function rpjmdRows(ctx: ReportContext): Promise<ReportRow[]> {
  const p = await repo.periodOfYear(ctx.db, ctx.tahun);
  if (!p) return [];
  const [goals, indikator, strategi] = await Promise.all([
    repo.sasaranRpjmd(ctx.db, p.id),
    repo.indikatorTujuanOf(ctx.db, p.id),
    repo.strategiOf(ctx.db, p.id),
  ]);
  const lines = (list: (string | null)[]) => {
    const present = list.filter((l): l is string => l !== null && l !== '');
    return present.length ? present.join('\n') : null;
  };
  return goals.map((g) => {
    const ofTujuan = indikator.filter((i) => i.row.tujuan_id === g.tujuan_id);
    const ofSasaran = strategi.filter((s) => s.sasaran_strategis_id === g.row.sasaran_strategis_id);
    const targets = ofTujuan.map((i) => nilaiTahun(i.row, p.tahun_awal, ctx.tahun).target);
    return {
      id: String(g.row.id),
      visi: g.visi,
      misi: g.misi,
      tujuan: g.tujuan,
      indikator_tujuan: lines(ofTujuan.map((i) => `${i.row.indikator} (${i.row.satuan})`)),
      target_tujuan: lines(targets.map((t) => (t === null ? '-' : t.toLocaleString('id-ID')))),
      sasaran: g.sasaran,
      iku: g.indikator,
      satuan: g.satuan,
      ...period(g.row),
      strategi: lines(ofSasaran.map((s) => s.strategi)),
      arah_kebijakan: lines(ofSasaran.map((s) => s.arah_kebijakan)),
    };
  });
}

/** mikro/renstra: the unit's goals of the period with baseline and five-year targets. */
export async function renstraRows(ctx: ReportContext): Promise<ReportRow[]> {
  const chain = await loadChain(ctx, 'mikro', 0);
  if (!chain) return [];
  return chain.pd.map(({ row }) => ({
    id: String(row.id),
    sasaran: row.sasaran_strategis_satker,
    iku: row.iku,
    satuan: row.satuan,
    baseline: row.baseline,
    ...period(row),
  }));
}

/** The goal of a row: the RPJMD goal on makro pages, the unit goal on mikro pages. */
function goalOf(scope: DisplayScope, chainTahun: Parameters<typeof tahunIni>[0], p: Path) {
  if (scope === 'makro' && p.rpjmd) {
    return {
      sasaran: p.rpjmd.sasaran,
      iku: p.rpjmd.indikator,
      satuan: p.rpjmd.satuan,
      target: tahunIni(chainTahun, p.rpjmd.row).target,
    };
  }
  const pd = must(p.pd, 'sasaran strategis PD').row;
  return {
    sasaran: pd.sasaran_strategis_satker,
    iku: pd.iku,
    satuan: pd.satuan,
    target: tahunIni(chainTahun, pd).target,
  };
}

/**
 * makro/rkpd and mikro/rkt: one row per sub kegiatan (or per program / kegiatan without children).
 * With `depth` 1, one row per program (kegiatan and sub kegiatan empty): the city's LKIP chapter
 * shows the plan down to the programs only, and need not load the city's every sub kegiatan.
 */
export function rencanaKerjaRows(scope: DisplayScope, depth: 1 | 3 = 3) {
  return async (ctx: ReportContext): Promise<ReportRow[]> => {
    const chain = await loadChain(ctx, scope, depth);
    if (!chain) return [];
    return paths(chain, scope, depth, true).map((p) => {
      const goal = goalOf(scope, chain, p);
      const deepest = p.sub ?? p.kegiatan ?? p.program;
      return {
        id: pathId(p),
        sasaran: goal.sasaran,
        iku: goal.iku,
        target: goal.target,
        ...(scope === 'makro' ? { perangkat_daerah: unitName(p) } : {}),
        program: namaKode(p.program),
        kegiatan: namaKode(p.kegiatan),
        sub_kegiatan: namaKode(p.sub),
        anggaran: deepest?.row.anggaran ?? null,
      };
    });
  };
}

/** perjanjian-kinerja: the goals of the year (makro: RPJMD; mikro: the unit's SS-PD) with the year's target. */
export function perjanjianKinerjaRows(scope: DisplayScope) {
  return async (ctx: ReportContext): Promise<ReportRow[]> => {
    const chain = await loadChain(ctx, scope, 0, { withPd: scope === 'mikro' });
    if (!chain) return [];
    if (scope === 'makro') {
      return chain.rpjmd.map((g) => ({
        id: String(g.row.id),
        sasaran: g.sasaran,
        indikator: g.indikator,
        satuan: g.satuan,
        target: tahunIni(chain, g.row).target,
      }));
    }
    return chain.pd.map(({ row }) => ({
      id: String(row.id),
      sasaran: row.sasaran_strategis_satker,
      indikator: row.iku,
      satuan: row.satuan,
      target: tahunIni(chain, row).target,
    }));
  };
}

/** rencana-aksi: one row per langkah aksi (or per node without children) with its monthly targets. */
export function rencanaAksiRows(scope: DisplayScope) {
  return async (ctx: ReportContext): Promise<ReportRow[]> => {
    const chain = await loadChain(ctx, scope, 4);
    if (!chain) return [];
    return paths(chain, scope, 4, true).map((p) => {
      const deepest = p.langkahAksi ?? p.sub ?? p.kegiatan ?? p.program;
      const bulan = deepest ? monthlyValues(deepest.row, 'target') : Array<number | null>(12).fill(null);
      const pd = p.pd?.row;
      return {
        id: pathId(p),
        sasaran_rpjmd: p.rpjmd?.sasaran ?? '-',
        iku_rpjmd: p.rpjmd?.indikator ?? '-',
        target_rpjmd: p.rpjmd ? tahunIni(chain, p.rpjmd.row).target : null,
        ...(scope === 'makro' ? { perangkat_daerah: unitName(p) } : {}),
        sasaran_pd: pd?.sasaran_strategis_satker ?? '-',
        iku_pd: pd?.iku ?? '-',
        program: namaKode(p.program),
        kegiatan: namaKode(p.kegiatan),
        sub_kegiatan: namaKode(p.sub),
        aktivitas: p.langkahAksi?.row.sasaran ?? null,
        indikator: deepest?.row.indikator ?? null,
        satuan: deepest?.row.satuan ?? null,
        ...Object.fromEntries(bulan.map((v, i) => [`target_bulan_${i + 1}`, v])),
        jumlah: sumPresent(bulan),
      };
    });
  };
}
