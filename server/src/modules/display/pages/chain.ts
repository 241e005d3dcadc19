import { nilaiTahun, type DisplayScope, type Polaritas } from '@sakip/domain';
import type { ReportContext } from '../../../lib/report/index';
import * as repo from './display.repository';

/**
 * The plan of a year as the display pages walk it (DOMAIN-2 §3): the city's goals (RPJMD), the
 * units' goals (SS-PD) serving them, and below each goal its programs, kegiatan, sub kegiatan and
 * langkah aksi. One statement per level whatever the number of rows (mikro: one unit; makro: every
 * unit); the pages then flatten it into rows.
 */

export type RpjmdGoal = Awaited<ReturnType<typeof repo.sasaranRpjmd>>[number];
export type PdGoal = Awaited<ReturnType<typeof repo.sasaranPd>>[number];
export type ProgramNode = Awaited<ReturnType<typeof repo.programs>>[number];
export type KegiatanNode = Awaited<ReturnType<typeof repo.kegiatanRows>>[number];
export type SubKegiatanNode = Awaited<ReturnType<typeof repo.subKegiatanRows>>[number];
export type LangkahAksiNode = Awaited<ReturnType<typeof repo.langkahAksiRows>>[number];

/** How deep a page reads: 0 goals only, 1 programs, 2 kegiatan, 3 sub kegiatan, 4 langkah aksi. */
export type Depth = 0 | 1 | 2 | 3 | 4;

export interface Chain {
  tahun: number;
  periodStart: number;
  rpjmd: RpjmdGoal[];
  pd: PdGoal[];
  programsOf: Map<number, ProgramNode[]>;
  kegiatanOf: Map<number, KegiatanNode[]>;
  subOf: Map<number, SubKegiatanNode[]>;
  langkahAksiOf: Map<number, LangkahAksiNode[]>;
}

function groupBy<T>(rows: readonly T[], key: (row: T) => number): Map<number, T[]> {
  const out = new Map<number, T[]>();
  for (const row of rows) {
    const k = key(row);
    const list = out.get(k);
    if (list) list.push(row);
    else out.set(k, [row]);
  }
  return out;
}

export const polaritasOf = (value: string): Polaritas => (value === 'turun' ? 'turun' : 'naik');

/** A goal's names and its year's target, realisasi and capaian: the first columns of every capaian table. */
export function goalCapaian<
  G extends { sasaran: unknown; indikator: unknown; satuan: unknown },
  R extends { target: unknown; realisasi: unknown; capaian: unknown },
>(g: G, r: R): Pick<G, 'sasaran' | 'indikator' | 'satuan'> & Pick<R, 'target' | 'realisasi' | 'capaian'> {
  const { sasaran, indikator, satuan } = g;
  return { sasaran, indikator, satuan, target: r.target, realisasi: r.realisasi, capaian: r.capaian };
}

/**
 * Reads the chain of `ctx` down to `depth`. The unit is ctx.satuanKerjaId on mikro pages (null:
 * nothing chosen yet → null chain) and every unit on makro pages. Statements: period, RPJMD goals,
 * SS-PD (when `withPd`), then one per level read.
 */
export async function loadChain(
  ctx: ReportContext,
  scope: DisplayScope,
  depth: Depth,
  options: { withPd?: boolean; inovasiOnly?: boolean } = {},
): Promise<Chain | null> {
  const unit = scope === 'mikro' ? ctx.satuanKerjaId : null;
  if (scope === 'mikro' && !unit) return null;
  const period = await repo.periodOfYear(ctx.db, ctx.tahun);
  if (!period) return null;
  const withPd = options.withPd ?? true;
  const [rpjmd, pd, programs, kegiatan, sub, la] = await Promise.all([
    repo.sasaranRpjmd(ctx.db, period.id),
    withPd ? repo.sasaranPd(ctx.db, period.id, ctx.tahun, unit) : Promise.resolve([]),
    depth >= 1 ? repo.programs(ctx.db, ctx.tahun, unit) : Promise.resolve([]),
    depth >= 2 ? repo.kegiatanRows(ctx.db, ctx.tahun, unit) : Promise.resolve([]),
    depth >= 3 ? repo.subKegiatanRows(ctx.db, ctx.tahun, unit, options.inovasiOnly) : Promise.resolve([]),
    depth >= 4 ? repo.langkahAksiRows(ctx.db, ctx.tahun, unit) : Promise.resolve([]),
  ]);
  return {
    tahun: ctx.tahun,
    periodStart: period.tahun_awal,
    rpjmd,
    pd,
    programsOf: groupBy(programs, (p) => p.row.sasaran_strategis_pd_id),
    kegiatanOf: groupBy(kegiatan, (k) => k.row.kinerja_program_id),
    subOf: groupBy(sub, (s) => s.row.kinerja_kegiatan_id),
    langkahAksiOf: groupBy(la, (l) => l.row.kinerja_sub_kegiatan_id),
  };
}

/** One row's place in the plan: the goals and the nodes down to the page's level. */
export interface Path {
  rpjmd: RpjmdGoal | undefined;
  pd: PdGoal | undefined;
  program?: ProgramNode;
  kegiatan?: KegiatanNode;
  sub?: SubKegiatanNode;
  langkahAksi?: LangkahAksiNode;
}

/** Target and realisasi of a period row in the chain's year. */
export function tahunIni(chain: Chain, row: Record<string, unknown> & { baseline?: number | null }) {
  return nilaiTahun(row, chain.periodStart, chain.tahun);
}

/** The RPJMD goal a unit goal serves. */
function rpjmdIndex(chain: Chain) {
  return new Map(chain.rpjmd.map((g) => [g.row.id, g]));
}

/**
 * The paths of the chain down to `depth` in display order: makro from each RPJMD goal (then the
 * unit goals serving it), mikro from each unit goal. With `partial`, a node without children still
 * gives a row (a plan page shows a program that has no kegiatan yet); without it, only nodes at
 * `depth` give rows (a capaian page of kegiatan lists kegiatan).
 */
export function paths(chain: Chain, scope: DisplayScope, depth: Depth, partial: boolean): Path[] {
  const out: Path[] = [];
  const rpjmdOf = rpjmdIndex(chain);
  const below = (base: Path, level: Depth): void => {
    if (level > depth) {
      out.push(base);
      return;
    }
    const children: Path[] = [];
    const of = <T>(map: Map<number, T[]>, parent: { row: { id: number } } | undefined) =>
      (parent ? map.get(parent.row.id) : undefined) ?? [];
    if (level === 1) for (const program of of(chain.programsOf, base.pd)) children.push({ ...base, program });
    if (level === 2) for (const kegiatan of of(chain.kegiatanOf, base.program)) children.push({ ...base, kegiatan });
    if (level === 3) for (const sub of of(chain.subOf, base.kegiatan)) children.push({ ...base, sub });
    if (level === 4)
      for (const langkahAksi of of(chain.langkahAksiOf, base.sub)) children.push({ ...base, langkahAksi });
    if (children.length === 0) {
      if (partial) out.push(base);
      return;
    }
    for (const child of children) below(child, (level + 1) as Depth);
  };
  if (scope === 'mikro') {
    for (const pd of chain.pd) below({ rpjmd: rpjmdOf.get(pd.row.sasaran_strategis_rpjmd_id), pd }, 1);
    return out;
  }
  const pdOf = groupBy(chain.pd, (p) => p.row.sasaran_strategis_rpjmd_id);
  for (const rpjmd of chain.rpjmd) {
    const goals = pdOf.get(rpjmd.row.id) ?? [];
    if (goals.length === 0 && partial) out.push({ rpjmd, pd: undefined });
    for (const pd of goals) below({ rpjmd, pd }, 1);
  }
  return out;
}

/** 'kode nama' of a master entry. */
export const namaKode = (n: { kode: string; nama: string } | undefined) => (n ? `${n.kode} ${n.nama}` : null);

/** A stable row id from the ids of the path. */
export function pathId(p: Path): string {
  return [
    p.rpjmd?.row.id ?? 0,
    p.pd?.row.id ?? 0,
    p.program?.row.id,
    p.kegiatan?.row.id,
    p.sub?.row.id,
    p.langkahAksi?.row.id,
  ]
    .filter((v) => v !== undefined)
    .join('-');
}

/** The unit of a makro row: the program's unit (a biro's programs hang under setda's goals), else the goal's. */
export function unitName(p: Path): string | null {
  return p.program?.satuan_kerja_nama ?? p.pd?.satuan_kerja_nama ?? null;
}
