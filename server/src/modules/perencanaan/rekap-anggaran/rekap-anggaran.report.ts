import type { z } from 'zod';
import {
  REKAP_BULAN_KEYS,
  LEVEL_ANGGARAN,
  mayChooseUnit,
  persenRealisasi,
  scopeOf,
  type rekapAnggaranReport,
  type rekapRincianReport,
  type SessionUser,
} from '@sakip/domain';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { and, eq } from 'drizzle-orm';
import { satuanKerja } from '../../../db/schema/index';
import type { ReportContext } from '../../../lib/report/index';
import { scopeCondition } from '../../../lib/scope';
import * as repo from './rekap-anggaran.repository';

/**
 * The rows of the budget recap (DOMAIN-2 §5 'Rekap anggaran'): per unit, and per target (program →
 * kegiatan → sub kegiatan). A unit role sees its own unit whatever it asks for (its read scope on
 * a unit's plan); the city sees every unit.
 */
const RESOURCE = 'kinerja-program';

type UnitRow = z.infer<(typeof rekapAnggaranReport)['row']>;
type RincianRow = z.infer<(typeof rekapRincianReport)['row']>;

function months(bulan: repo.Bulan) {
  return Object.fromEntries(REKAP_BULAN_KEYS.map((k, i) => [k, bulan[i] ?? null])) as Record<
    (typeof REKAP_BULAN_KEYS)[number],
    number | null
  >;
}

/** The units the actor reads (its scope), narrowed to the chosen one when there is one. */
function unitsOf(actor: SessionUser | null, chosen: string | null) {
  const scope = actor ? scopeOf(actor, 'read', RESOURCE) : ({ kind: 'none' } as const);
  return (column: AnyPgColumn) => {
    const inScope = scopeCondition(column, scope);
    return chosen ? and(inScope, eq(column, chosen)) : inScope;
  };
}

/**
 * Per unit: pagu, realisasi, serapan, sisa and the monthly realisation of every unit in scope (the
 * page has no unit picker; the download narrows to the unit it names, inside the scope).
 */
export async function rekapAnggaranRows(ctx: ReportContext): Promise<UnitRow[]> {
  const units = unitsOf(ctx.actor, ctx.satuanKerjaId);
  const rows = await repo.totalsPerUnit(ctx.db, ctx.tahun, units(satuanKerja.satuan_kerja_id));
  return rows.map((r) => ({
    satuan_kerja_id: r.satuan_kerja_id,
    satuan_kerja_nama: r.satuan_kerja_nama,
    jumlah_program: r.jumlah_program,
    anggaran: r.anggaran ?? 0,
    realisasi_anggaran: r.realisasi_anggaran ?? 0,
    persen: persenRealisasi(r.anggaran, r.realisasi_anggaran),
    sisa: (r.anggaran ?? 0) - (r.realisasi_anggaran ?? 0),
    ...months(r.bulan),
  }));
}

const LEVEL_LABEL = Object.fromEntries(LEVEL_ANGGARAN.map((l) => [l.value, l.label])) as Record<string, string>;

/**
 * Per target: each program of the unit followed by its kegiatan, each followed by its sub
 * kegiatan (the `level` filter keeps one level). Without a chosen unit, an actor who reads every
 * unit gets every unit (the XLSX of the whole city); others their own.
 */
export async function rekapRincianRows(ctx: ReportContext): Promise<RincianRow[]> {
  if (!ctx.actor) return [];
  const chosen = ctx.satuanKerjaId;
  if (!chosen && !mayChooseUnit(ctx.actor, RESOURCE, 'read')) return [];
  const { programs, kegiatans, subs } = await repo.rincianLevels(ctx.db, ctx.tahun, unitsOf(ctx.actor, chosen));
  const level = typeof ctx.filters.level === 'string' ? ctx.filters.level : undefined;
  const kegiatanOf = groupBy(kegiatans);
  const subOf = groupBy(subs);
  const out: RincianRow[] = [];
  const push = (node: repo.RincianNode, kind: string) => {
    if (level && level !== kind) return;
    out.push({
      id: `${kind}-${node.id}`,
      satuan_kerja_nama: node.satuan_kerja_nama,
      level: LEVEL_LABEL[kind] ?? kind,
      kode: node.kode,
      nama: node.nama,
      sasaran: node.sasaran,
      indikator: node.indikator,
      anggaran: node.anggaran,
      realisasi_anggaran: node.realisasi_anggaran,
      persen: persenRealisasi(node.anggaran, node.realisasi_anggaran),
      ...months(node.bulan),
    });
  };
  for (const p of programs) {
    push(p, 'program');
    for (const k of kegiatanOf.get(p.id) ?? []) {
      push(k, 'kegiatan');
      for (const s of subOf.get(k.id) ?? []) push(s, 'sub_kegiatan');
    }
  }
  return out;
}

function groupBy(nodes: repo.RincianNode[]): Map<number, repo.RincianNode[]> {
  const out = new Map<number, repo.RincianNode[]>();
  for (const node of nodes) {
    const key = node.parent_id ?? 0;
    const list = out.get(key);
    if (list) list.push(node);
    else out.set(key, [node]);
  }
  return out;
}
