import {
  capaian,
  IMPORT_MAX_LISTED,
  imporKinerjaKegiatan,
  imporKinerjaProgram,
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
import {
  insertRows,
  kegiatanByKode,
  kegiatanOfUnit,
  programParentsOfUnit,
  programsByKode,
  programsOfUnit,
  sasaranPdOfUnit,
  updateRows,
  type ExistingRow,
  type KinerjaTableName,
  type MasterRow,
  type MeasuredValues,
  type NewRow,
  type ParentRow,
} from './impor-kinerja.repository';

/**
 * Import of a unit's kinerja program and kinerja kegiatan of the year with budgets (issue 26 kind
 * d), one kind per level. A row is matched by its master code and indicator: a known one is
 * updated, a new one added under the parent the row names (never deleted). The code must be in
 * the master data, the parent one the unit's row may hang under (program: an SS-PD of the unit;
 * kegiatan: a kinerja program of the unit for the kegiatan's program); the whole import is refused
 * (422) while the unit's plan of the year is in validation or validated, as every kinerja write is.
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
  existing: (db: Db | Tx, unit: string, tahun: number) => Promise<ExistingRow[]>;
  masters: (db: Db | Tx, kodes: readonly string[]) => Promise<MasterRow[]>;
  parents: (db: Db | Tx, unit: string, tahun: number) => Promise<ParentRow[]>;
  unknownParent: (text: string, tahun: number) => string;
  noParent: (kode: string, tahun: number) => string;
}

const COMPARED = ['induk', 'sasaran', 'satuan', 'polaritas', 'target', 'anggaran'] as const;
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

function newRow(row: ImportRow, look: Lookups, parentId: number): NewRow {
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
  };
}

/** The row's values over the record's (an empty cell leaves its value), with capaian recomputed. */
function updated(before: ExistingRow, values: Record<string, CellValue>, parentId: number | null): MeasuredValues & { id: number } {
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
  };
}

interface Collected {
  refused: ImportRefusal[];
  changes: ImportChange[];
  added: NewRow[];
  changed: { before: Record<string, unknown>; after: MeasuredValues & { id: number } }[];
  tetap: number;
}

/** One row against an existing record: a change, or nothing to do. */
function compareRow(level: Level, row: ImportRow, look: Lookups, target: ExistingRow, parentId: number | null, out: Collected) {
  const labels = { ...labelsOf(level.recipe), induk: level.kolomInduk };
  const before: Record<string, unknown> = { ...target, induk: look.parentText.get(target.parent_id) ?? '' };
  const filled: Record<string, CellValue> = Object.fromEntries(
    Object.entries(row.values).filter(([k, v]) => v !== null && (COMPARED as readonly string[]).includes(k)),
  );
  if (parentId !== null) filled.induk = look.parentText.get(parentId) ?? '';
  const keys = changedKeys(COMPARED, before, filled);
  if (keys.length === 0) {
    out.tetap += 1;
    return;
  }
  if (out.changes.length < IMPORT_MAX_LISTED) {
    out.changes.push(change(row, 'ubah', `${target.kode} · ${target.indikator}`, differences(labels, keys, before, filled)));
  }
  const after = updated(target, row.values, parentId);
  out.changed.push({ before: pick(target, Object.keys(after)), after });
}

/** Every row of the file: refused, added, changed or left alone. */
function collect(level: Level, rows: ImportRow[], look: Lookups): Collected {
  const out: Collected = { refused: [], changes: [], added: [], changed: [], tetap: 0 };
  for (const row of withoutDuplicates(level.recipe, rows, out.refused)) {
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
      out.added.push(newRow(row, look, parent.parentId as number));
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
    const out = collect(level, rows, await lookups(level, db, unit, tahun, rows));
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
        await auditRows(
          tx,
          { actorId, table: level.table, action: 'update' },
          out.changed.map((c) => ({ id: c.after.id, old: c.before, new: { ...c.after, impor: true } })),
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
  existing: kegiatanOfUnit,
  masters: kegiatanByKode,
  parents: programParentsOfUnit,
  unknownParent: (text, tahun) =>
    `Kinerja program dengan indikator "${text}" untuk program kegiatan ini tidak ada di unit ini pada tahun ${tahun}.`,
  noParent: (kode, tahun) =>
    `Kinerja program induk kegiatan ${kode} belum ada di unit ini pada tahun ${tahun}: isi atau impor Kinerja Program dulu.`,
});
