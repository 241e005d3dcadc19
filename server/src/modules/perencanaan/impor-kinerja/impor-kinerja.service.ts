import {
  capaian,
  IMPORT_MAX_LISTED,
  imporKinerjaKegiatan,
  imporKinerjaProgram,
  imporKinerjaSubKegiatan,
  type CellValue,
  type ImportChange,
  type ImportRecipe,
  type ImportRefusal,
  type ImportRow,
} from '@sakip/domain';
import type { Db, Tx } from '../../../db/client';
import { assertPerencanaanEditable } from '../../../lib/crud/index';
import { auditRows, change, changedKeys, differences, labelsOf, matchKey, pick, withoutDuplicates } from '../../../lib/import/plan';
import type { ImportContext, ImportKind, ImportPlan } from '../../../lib/import/routes';
import { polaritasOf } from '../shared/ukuran';
import { validasiResetOnChange } from '../kinerja/kinerja-sub-kegiatan.level';
import type { UpdateEffect } from '../kinerja/level';
import {
  insertRows,
  kegiatanByKode,
  kegiatanOfUnit,
  programParentsOfUnit,
  programsByKode,
  kegiatanParentsOfUnit,
  programsOfUnit,
  resetValidasi,
  sasaranPdOfUnit,
  subKegiatanByKode,
  subKegiatanOfUnit,
  updateRows,
  type ExistingRow,
  type KinerjaTableName,
  type MasterRow,
  type MeasuredValues,
  type NewRow,
  type ParentRow,
} from './impor-kinerja.repository';

/**
 * Import of a unit's kinerja program, kinerja kegiatan and kinerja sub kegiatan of the year with
 * budgets (issue 26 kind d), one kind per level. A row is matched by its master code and indicator:
 * a known one is updated, a new one added under the parent the row names (never deleted). The code
 * must be in the master data, the parent one the unit's row may hang under (program: an SS-PD of
 * the unit; kegiatan / sub kegiatan: a kinerja program / kegiatan of the unit for the master's
 * parent); the whole import is refused (422) while the unit's plan of the year is in validation or
 * validated, as every kinerja write is. A validated sub kegiatan the import changes goes back to
 * 'Belum Tervalidasi' by the rule of its form (kinerja-sub-kegiatan.level.ts).
 */

interface Level {
  recipe: ImportRecipe;
  table: KinerjaTableName;
  /** The words of the level: "kinerja program". */
  label: string;
  masterLabel: string;
  kolomKode: string;
  /** The column naming the parent and its row key. */
  kolomInduk: string;
  indukKey: string;
  /** A new row without a parent named takes the only one there is (kegiatan), or is refused. */
  implicitParent: boolean;
  /** The words of the parent: "kinerja program". */
  parentLabel: string;
  /** The compared keys beyond the measurement (sub kegiatan: indikator_kemendagri). */
  extra: readonly ('indikator_kemendagri')[];
  /** The level's side effect of an update (sub kegiatan: Bappeda's validation reset). */
  onUpdate?: (before: ExistingRow, after: MeasuredValues) => UpdateEffect | undefined;
  existing: (db: Db | Tx, unit: string, tahun: number) => Promise<ExistingRow[]>;
  masters: (db: Db | Tx, kodes: readonly string[]) => Promise<MasterRow[]>;
  parents: (db: Db | Tx, unit: string, tahun: number) => Promise<ParentRow[]>;
  unknownParent: (text: string, tahun: number) => string;
  noParent: (kode: string, tahun: number) => string;
}

const COMPARED = ['induk', 'sasaran', 'satuan', 'polaritas', 'target', 'anggaran'] as const;
/** The words of a preview's change that sends a validated sub kegiatan back to Bappeda. */
const VALIDASI_DIRESET = 'Status validasi Bappeda: Tervalidasi → Belum Tervalidasi';
const comparedOf = (level: Level): readonly string[] => [...COMPARED, ...level.extra];
const norm = (text: string) => text.replace(/\s+/g, ' ').trim().toLowerCase();

interface Lookups {
  tahun: number;
  byKey: Map<string, ExistingRow[]>;
  masters: Map<string, MasterRow>;
  parents: ParentRow[];
  parentText: Map<number, string>;
}

async function lookups(level: Level, db: Db | Tx, unit: string, tahun: number, rows: ImportRow[]): Promise<Lookups> {
  const existing = await level.existing(db, unit, tahun);
  const kodes = [...new Set(rows.map((r) => r.values.kode).filter((k): k is string => typeof k === 'string'))];
  const masters = await level.masters(db, kodes);
  const parents = await level.parents(db, unit, tahun);
  const byKey = new Map<string, ExistingRow[]>();
  for (const row of existing) {
    const key = matchKey({ kode: row.kode, indikator: row.indikator }, level.recipe.matchBy);
    byKey.set(key, [...(byKey.get(key) ?? []), row]);
  }
  return {
    tahun,
    byKey,
    masters: new Map(masters.map((m) => [m.kode, m])),
    parents,
    parentText: new Map(parents.map((p) => [p.id, p.text])),
  };
}

type Resolved = { ok: true; parentId: number | null } | { ok: false; refusal: ImportRefusal };

/** The parent a row names; the current one when the cell is empty or names it; null for none. */
function resolveParent(level: Level, row: ImportRow, look: Lookups, current: ExistingRow | undefined): Resolved {
  const kode = String(row.values.kode);
  const master = look.masters.get(kode);
  const candidates = look.parents.filter((p) => p.master_id === null || p.master_id === master?.parent_master_id);
  const text = row.values[level.indukKey];
  const refuse = (alasan: string): Resolved => ({ ok: false, refusal: { baris: row.baris, kolom: level.kolomInduk, alasan } });
  // An unknown code is refused on its own column (refusalOfNew).
  if (!master && !current) return { ok: true, parentId: null };
  if (typeof text !== 'string' || text.trim() === '') {
    if (current) return { ok: true, parentId: current.parent_id };
    const [only] = candidates;
    if (level.implicitParent && candidates.length === 1 && only) return { ok: true, parentId: only.id };
    if (level.implicitParent && candidates.length === 0) return refuse(level.noParent(kode, look.tahun));
    if (level.implicitParent) {
      return refuse(`Ada ${candidates.length} ${level.parentLabel} yang dapat menjadi induk ${kode}: isi kolom ini untuk memilih satu.`);
    }
    return { ok: true, parentId: null };
  }
  const currentText = current ? look.parentText.get(current.parent_id) : undefined;
  if (current && currentText !== undefined && norm(currentText) === norm(text)) return { ok: true, parentId: current.parent_id };
  const found = candidates.find((p) => norm(p.text) === norm(text));
  return found ? { ok: true, parentId: found.id } : refuse(level.unknownParent(text, look.tahun));
}

/** Why a row without a record of its key cannot be added, or null. */
function refusalOfNew(level: Level, row: ImportRow, look: Lookups, parentId: number | null): ImportRefusal | null {
  const kode = String(row.values.kode);
  const master = look.masters.get(kode);
  const refuse = (kolom: string, alasan: string) => ({ baris: row.baris, kolom, alasan });
  if (!master) return refuse(level.kolomKode, `Kode ${level.masterLabel.toLowerCase()} ${kode} tidak ada di data master ${level.masterLabel}.`);
  if (!master.aktif) return refuse(level.kolomKode, `${level.masterLabel} ${kode} sudah tidak aktif di data master ${level.masterLabel}.`);
  if (parentId === null) return refuse(level.kolomInduk, `Wajib diisi untuk ${level.label} baru (induknya).`);
  return null;
}

/** The level's extra columns of a row: the cell, else the record's value (an empty cell leaves it). */
function extraOf(level: Level, values: Record<string, CellValue>, before?: ExistingRow): Partial<MeasuredValues> {
  return Object.fromEntries(
    level.extra.map((key) => [key, typeof values[key] === 'string' ? values[key] : (before?.[key] ?? null)]),
  );
}

function newRow(level: Level, row: ImportRow, look: Lookups, parentId: number): NewRow {
  const v = row.values;
  const polaritas = typeof v.polaritas === 'string' ? v.polaritas : 'naik';
  const target = typeof v.target === 'number' ? v.target : null;
  return {
    // refusalOfNew refused the rows whose code is not in the master data.
    master_id: look.masters.get(String(v.kode))?.id as number,
    parent_id: parentId,
    sasaran: String(v.sasaran),
    indikator: String(v.indikator),
    satuan: String(v.satuan),
    polaritas,
    target,
    capaian: capaian(target, null, polaritasOf(polaritas)),
    anggaran: typeof v.anggaran === 'number' ? v.anggaran : 0,
    ...extraOf(level, v),
  };
}

/** The row's values over the record's (an empty cell leaves its value), with capaian recomputed. */
function updated(
  level: Level,
  before: ExistingRow,
  values: Record<string, CellValue>,
  parentId: number | null,
): MeasuredValues & { id: number } {
  const polaritas = typeof values.polaritas === 'string' ? values.polaritas : before.polaritas;
  const target = typeof values.target === 'number' ? values.target : before.target;
  return {
    id: before.id,
    parent_id: parentId ?? before.parent_id,
    sasaran: String(values.sasaran),
    satuan: String(values.satuan),
    polaritas,
    target,
    capaian: capaian(target, before.realisasi, polaritasOf(polaritas)),
    anggaran: typeof values.anggaran === 'number' ? values.anggaran : before.anggaran,
    ...extraOf(level, values, before),
  };
}

interface Collected {
  refused: ImportRefusal[];
  changes: ImportChange[];
  added: NewRow[];
  changed: { before: Record<string, unknown>; after: MeasuredValues & { id: number }; effect?: UpdateEffect }[];
  tetap: number;
}

/** One row against an existing record: a change, or nothing to do. */
function compareRow(level: Level, row: ImportRow, look: Lookups, target: ExistingRow, parentId: number | null, out: Collected) {
  const labels = { ...labelsOf(level.recipe), induk: level.kolomInduk };
  const before: Record<string, unknown> = { ...target, induk: look.parentText.get(target.parent_id) ?? '' };
  const filled: Record<string, CellValue> = Object.fromEntries(
    Object.entries(row.values).filter(([k, v]) => v !== null && comparedOf(level).includes(k)),
  );
  if (parentId !== null) filled.induk = look.parentText.get(parentId) ?? '';
  const keys = changedKeys(comparedOf(level), before, filled);
  if (keys.length === 0) {
    out.tetap += 1;
    return;
  }
  const after = updated(level, target, row.values, parentId);
  const effect = level.onUpdate?.(target, after);
  if (out.changes.length < IMPORT_MAX_LISTED) {
    const words = differences(labels, keys, before, filled);
    if (effect) words.push(VALIDASI_DIRESET);
    out.changes.push(change(row, 'ubah', `${target.kode} · ${target.indikator}`, words));
  }
  out.changed.push({ before: pick(target, [...Object.keys(after), ...Object.keys(effect?.set ?? {})]), after, ...(effect ? { effect } : {}) });
}

/** Every row of the file: refused, added, changed or left alone. */
async function collect(level: Level, rows: ImportRow[], look: Lookups): Promise<Collected> {
  const out: Collected = { refused: [], changes: [], added: [], changed: [], tetap: 0 };
  for (const row of await withoutDuplicates(level.recipe, rows, out.refused)) {
    const found = look.byKey.get(matchKey(row.values, level.recipe.matchBy)) ?? [];
    if (found.length > 1) {
      const alasan = `Lebih dari satu ${level.label} ${row.values.kode} dengan indikator ini; ubah lewat formulir.`;
      out.refused.push({ baris: row.baris, kolom: level.kolomKode, alasan });
      continue;
    }
    const [target] = found;
    const parent = resolveParent(level, row, look, target);
    if (!parent.ok) {
      out.refused.push(parent.refusal);
    } else if (target) {
      compareRow(level, row, look, target, parent.parentId, out);
    } else {
      const refusal = refusalOfNew(level, row, look, parent.parentId);
      if (refusal) {
        out.refused.push(refusal);
        continue;
      }
      out.added.push(newRow(level, row, look, parent.parentId as number));
      if (out.changes.length < IMPORT_MAX_LISTED) {
        out.changes.push(change(row, 'tambah', `${row.values.kode} · ${row.values.indikator}`, []));
      }
    }
  }
  return out;
}

function kindOf(level: Level): ImportKind {
  async function plan(db: Db | Tx, context: ImportContext, rows: ImportRow[]): Promise<ImportPlan> {
    const unit = context.unit as string;
    const { tahun } = context;
    await assertPerencanaanEditable(db, context.actor, unit, tahun);
    const out = await collect(level, rows, await lookups(level, db, unit, tahun, rows));
    const actorId = context.actor.id;
    return {
      counts: { tambah: out.added.length, ubah: out.changed.length, tetap: out.tetap },
      changes: out.changes,
      refused: out.refused,
      write: async (tx) => {
        const ids = await insertRows(tx, level.table, { unit, tahun, userId: actorId }, out.added);
        await auditRows(
          tx,
          { actorId, table: level.table, action: 'create' },
          out.added.map((row, i) => ({ id: ids[i] as number, new: { ...row, tahun, satuan_kerja_id: unit, impor: true } })),
        );
        await updateRows(tx, level.table, actorId, out.changed.map((c) => c.after));
        const reset = out.changed.filter((c) => c.effect);
        if (reset[0]?.effect) await resetValidasi(tx, reset.map((c) => c.after.id), reset[0].effect.set);
        await auditRows(
          tx,
          { actorId, table: level.table, action: 'update' },
          out.changed.map((c) => ({ id: c.after.id, old: c.before, new: { ...c.after, ...c.effect?.set, impor: true } })),
        );
      },
    };
  }
  return { recipe: level.recipe, plan };
}

export const imporKinerjaProgramKind = kindOf({
  recipe: imporKinerjaProgram,
  table: 'kinerja_program',
  label: 'kinerja program',
  masterLabel: 'Program',
  kolomKode: 'Kode Program',
  kolomInduk: 'Sasaran Strategis PD',
  indukKey: 'sasaran_strategis_pd',
  implicitParent: false,
  parentLabel: 'sasaran strategis PD',
  extra: [],
  existing: programsOfUnit,
  masters: programsByKode,
  parents: sasaranPdOfUnit,
  unknownParent: (text, tahun) => `Sasaran strategis PD "${text}" tidak ada di unit ini untuk tahun ${tahun}.`,
  noParent: (_kode, tahun) => `Unit ini belum punya sasaran strategis PD untuk tahun ${tahun}.`,
});

export const imporKinerjaKegiatanKind = kindOf({
  recipe: imporKinerjaKegiatan,
  table: 'kinerja_kegiatan',
  label: 'kinerja kegiatan',
  masterLabel: 'Kegiatan',
  kolomKode: 'Kode Kegiatan',
  kolomInduk: 'Indikator Program',
  indukKey: 'indikator_program',
  implicitParent: true,
  parentLabel: 'kinerja program',
  extra: [],
  existing: kegiatanOfUnit,
  masters: kegiatanByKode,
  parents: programParentsOfUnit,
  unknownParent: (text, tahun) =>
    `Kinerja program dengan indikator "${text}" untuk program kegiatan ini tidak ada di unit ini pada tahun ${tahun}.`,
  noParent: (kode, tahun) =>
    `Kinerja program induk kegiatan ${kode} belum ada di unit ini pada tahun ${tahun}: isi atau impor Kinerja Program dulu.`,
});

/** What the sub kegiatan form compares for Bappeda's validation, of a record as the import reads it. */
const validated = (row: ExistingRow | MeasuredValues) => ({
  kinerja_kegiatan_id: row.parent_id,
  sasaran: row.sasaran,
  satuan: row.satuan,
  polaritas: row.polaritas,
  target: row.target,
  anggaran: row.anggaran,
  indikator_kemendagri: row.indikator_kemendagri ?? null,
});

export const imporKinerjaSubKegiatanKind = kindOf({
  recipe: imporKinerjaSubKegiatan,
  table: 'kinerja_sub_kegiatan',
  label: 'kinerja sub kegiatan',
  masterLabel: 'Sub Kegiatan',
  kolomKode: 'Kode Sub Kegiatan',
  kolomInduk: 'Indikator Kegiatan',
  indukKey: 'indikator_kegiatan',
  implicitParent: true,
  parentLabel: 'kinerja kegiatan',
  extra: ['indikator_kemendagri'],
  // The form's rule (kinerja-sub-kegiatan.level.ts), on the columns the import writes.
  onUpdate: (before, after) =>
    validasiResetOnChange({ ...validated(before), status_validasi: before.status_validasi ?? false }, validated(after)),
  existing: subKegiatanOfUnit,
  masters: subKegiatanByKode,
  parents: kegiatanParentsOfUnit,
  unknownParent: (text, tahun) =>
    `Kinerja kegiatan dengan indikator "${text}" untuk kegiatan sub kegiatan ini tidak ada di unit ini pada tahun ${tahun}.`,
  noParent: (kode, tahun) =>
    `Kinerja kegiatan induk sub kegiatan ${kode} belum ada di unit ini pada tahun ${tahun}: isi atau impor Kinerja Kegiatan dulu.`,
});
