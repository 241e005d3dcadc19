import {
  capaian,
  IMPORT_MAX_LISTED,
  imporKinerjaProgram,
  type CellValue,
  type ImportChange,
  type ImportRefusal,
  type ImportRow,
} from '@sakip/domain';
import type { Db, Tx } from '../../../db/client';
import { assertPerencanaanEditable } from '../../../lib/crud/index';
import { auditRows, change, changedKeys, differences, labelsOf, matchKey, pick, withoutDuplicates } from '../../../lib/import/plan';
import type { ImportContext, ImportKind, ImportPlan } from '../../../lib/import/routes';
import { polaritasOf } from '../shared/ukuran';
import {
  insertPrograms,
  programsByKode,
  programsOfUnit,
  sasaranPdOfUnit,
  updatePrograms,
  type KinerjaProgramRow,
  type NewProgram,
  type ProgramValues,
} from './impor-kinerja-program.repository';

/**
 * Import of a unit's kinerja program of the year with budgets (issue 26 kind d). A row is matched
 * by its program code and indicator: a known one is updated, a new one added under the SS-PD the
 * row names (never deleted). The code must be in the master data and the SS-PD one the unit's
 * programs may hang under; the whole import is refused (422) while the unit's plan of the year is
 * in validation or validated, as every kinerja write is.
 */

const recipe = imporKinerjaProgram;
const LABELS = labelsOf(recipe);
const COMPARED = ['sasaran_strategis_pd', 'sasaran', 'satuan', 'polaritas', 'target', 'anggaran'] as const;
const KOLOM_KODE = 'Kode Program';
const KOLOM_SS_PD = 'Sasaran Strategis PD';

const norm = (text: string) => text.replace(/\s+/g, ' ').trim().toLowerCase();

interface Lookups {
  tahun: number;
  byKey: Map<string, KinerjaProgramRow[]>;
  masters: Map<string, { id: number; aktif: boolean }>;
  /** SS-PD by normalised text (the first of equal texts) and by id. */
  ssPdByText: Map<string, { id: number; sasaran: string }>;
  ssPdById: Map<number, string>;
}

async function lookups(db: Db | Tx, unit: string, tahun: number, rows: ImportRow[]): Promise<Lookups> {
  const existing = await programsOfUnit(db, unit, tahun);
  const kodes = [...new Set(rows.map((r) => r.values.kode).filter((k): k is string => typeof k === 'string'))];
  const masters = await programsByKode(db, kodes);
  const ssPds = await sasaranPdOfUnit(db, unit, tahun);
  const byKey = new Map<string, KinerjaProgramRow[]>();
  for (const row of existing) {
    const key = matchKey({ kode: row.kode, indikator: row.indikator }, recipe.matchBy);
    byKey.set(key, [...(byKey.get(key) ?? []), row]);
  }
  const ssPdByText = new Map<string, { id: number; sasaran: string }>();
  for (const s of ssPds) if (!ssPdByText.has(norm(s.sasaran))) ssPdByText.set(norm(s.sasaran), s);
  return {
    tahun,
    byKey,
    masters: new Map(masters.map((m) => [m.kode, m])),
    ssPdByText,
    ssPdById: new Map(ssPds.map((s) => [s.id, s.sasaran])),
  };
}

type Resolved = { ok: true; ssPdId: number | null } | { ok: false; refusal: ImportRefusal };

/** The SS-PD a row names (null: the cell is empty); the current one when its text is the row's. */
function resolveSsPd(row: ImportRow, look: Lookups, current: KinerjaProgramRow | undefined): Resolved {
  const text = row.values.sasaran_strategis_pd;
  if (typeof text !== 'string' || text.trim() === '') return { ok: true, ssPdId: null };
  const currentText = current ? look.ssPdById.get(current.sasaran_strategis_pd_id) : undefined;
  if (current && currentText !== undefined && norm(currentText) === norm(text)) {
    return { ok: true, ssPdId: current.sasaran_strategis_pd_id };
  }
  const found = look.ssPdByText.get(norm(text));
  if (found) return { ok: true, ssPdId: found.id };
  return {
    ok: false,
    refusal: {
      baris: row.baris,
      kolom: KOLOM_SS_PD,
      alasan: `Sasaran strategis PD "${text}" tidak ada di unit ini untuk tahun ${look.tahun}.`,
    },
  };
}

/** Why a row without a kinerja program of its key cannot be added, or null. */
function refusalOfNew(row: ImportRow, look: Lookups, ssPdId: number | null): ImportRefusal | null {
  const kode = String(row.values.kode);
  const master = look.masters.get(kode);
  if (!master) return { baris: row.baris, kolom: KOLOM_KODE, alasan: `Kode program ${kode} tidak ada di data master Program.` };
  if (!master.aktif) return { baris: row.baris, kolom: KOLOM_KODE, alasan: `Program ${kode} sudah tidak aktif di data master Program.` };
  if (ssPdId === null) {
    return { baris: row.baris, kolom: KOLOM_SS_PD, alasan: 'Wajib diisi untuk kinerja program baru (induknya).' };
  }
  return null;
}

function newProgram(row: ImportRow, look: Lookups, ssPdId: number): NewProgram {
  const v = row.values;
  const polaritas = typeof v.polaritas === 'string' ? v.polaritas : 'naik';
  const target = typeof v.target === 'number' ? v.target : null;
  return {
    program_id: look.masters.get(String(v.kode))!.id,
    sasaran_strategis_pd_id: ssPdId,
    sasaran: String(v.sasaran),
    indikator: String(v.indikator),
    satuan: String(v.satuan),
    polaritas,
    target,
    capaian: capaian(target, null, polaritasOf(polaritas)),
    anggaran: typeof v.anggaran === 'number' ? v.anggaran : 0,
  };
}

/** The row's values over the record's (an empty cell leaves its value), with capaian recomputed. */
function updated(before: KinerjaProgramRow, values: Record<string, CellValue>, ssPdId: number | null): ProgramValues & { id: number } {
  const polaritas = typeof values.polaritas === 'string' ? values.polaritas : before.polaritas;
  const target = typeof values.target === 'number' ? values.target : before.target;
  return {
    id: before.id,
    sasaran_strategis_pd_id: ssPdId ?? before.sasaran_strategis_pd_id,
    sasaran: String(values.sasaran),
    satuan: String(values.satuan),
    polaritas,
    target,
    capaian: capaian(target, before.realisasi, polaritasOf(polaritas)),
    anggaran: typeof values.anggaran === 'number' ? values.anggaran : before.anggaran,
  };
}

interface Collected {
  refused: ImportRefusal[];
  changes: ImportChange[];
  added: NewProgram[];
  changed: { before: Record<string, unknown>; after: ProgramValues & { id: number }; keys: string[] }[];
  tetap: number;
}

/** One row against an existing record: a change, or nothing to do. */
function compareRow(row: ImportRow, look: Lookups, target: KinerjaProgramRow, ssPdId: number | null, out: Collected) {
  const before: Record<string, unknown> = { ...target, sasaran_strategis_pd: look.ssPdById.get(target.sasaran_strategis_pd_id) ?? '' };
  const filled: Record<string, CellValue> = Object.fromEntries(
    Object.entries(row.values).filter(([k, v]) => v !== null && (COMPARED as readonly string[]).includes(k)),
  );
  if (ssPdId !== null) filled.sasaran_strategis_pd = look.ssPdById.get(ssPdId) ?? '';
  const keys = changedKeys(COMPARED, before, filled);
  if (keys.length === 0) {
    out.tetap += 1;
    return;
  }
  if (out.changes.length < IMPORT_MAX_LISTED) {
    out.changes.push(change(row, 'ubah', `${target.kode} · ${target.indikator}`, differences(LABELS, keys, before, filled)));
  }
  const after = updated(target, row.values, ssPdId);
  out.changed.push({ before: pick(target, Object.keys(after)), after, keys });
}

function collect(rows: ImportRow[], look: Lookups): Collected {
  const out: Collected = { refused: [], changes: [], added: [], changed: [], tetap: 0 };
  for (const row of withoutDuplicates(recipe, rows, out.refused)) {
    const found = look.byKey.get(matchKey(row.values, recipe.matchBy)) ?? [];
    if (found.length > 1) {
      const alasan = `Lebih dari satu kinerja program ${row.values.kode} dengan indikator ini; ubah lewat formulir.`;
      out.refused.push({ baris: row.baris, kolom: KOLOM_KODE, alasan });
      continue;
    }
    const [target] = found;
    const ssPd = resolveSsPd(row, look, target);
    if (!ssPd.ok) {
      out.refused.push(ssPd.refusal);
      continue;
    }
    if (target) {
      compareRow(row, look, target, ssPd.ssPdId, out);
      continue;
    }
    const refusal = refusalOfNew(row, look, ssPd.ssPdId);
    if (refusal) {
      out.refused.push(refusal);
      continue;
    }
    out.added.push(newProgram(row, look, ssPd.ssPdId as number));
    if (out.changes.length < IMPORT_MAX_LISTED) {
      out.changes.push(change(row, 'tambah', `${row.values.kode} · ${row.values.indikator}`, []));
    }
  }
  return out;
}

async function plan(db: Db | Tx, context: ImportContext, rows: ImportRow[]): Promise<ImportPlan> {
  const unit = context.unit as string;
  await assertPerencanaanEditable(db, context.actor, unit, context.tahun);
  const out = collect(rows, await lookups(db, unit, context.tahun, rows));
  const userId = context.actor.id;
  return {
    counts: { tambah: out.added.length, ubah: out.changed.length, tetap: out.tetap },
    changes: out.changes,
    refused: out.refused,
    write: async (tx) => {
      const ids = await insertPrograms(tx, { unit, tahun: context.tahun, userId }, out.added);
      await auditRows(
        tx,
        { actorId: userId, table: 'kinerja_program', action: 'create' },
        out.added.map((row, i) => ({ id: ids[i]!, new: { ...row, tahun: context.tahun, satuan_kerja_id: unit, impor: true } })),
      );
      await updatePrograms(tx, userId, out.changed.map((c) => c.after));
      await auditRows(
        tx,
        { actorId: userId, table: 'kinerja_program', action: 'update' },
        out.changed.map((c) => ({ id: c.after.id, old: c.before, new: { ...c.after, impor: true } })),
      );
    },
  };
}

export const imporKinerjaProgramKind: ImportKind = { recipe, plan };
