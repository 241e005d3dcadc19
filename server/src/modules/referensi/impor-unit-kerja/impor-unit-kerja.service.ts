import type { z } from 'zod';
import {
  atasanProblem,
  imporUnitKerja,
  JABATAN_PINDAH_MESSAGE,
  PEGAWAI_AKTIF_MESSAGE,
  unitKerjaSchema,
  type CellValue,
  type ImportChange,
  type ImportRefusal,
  type ImportRow,
  type JabatanRef,
} from '@sakip/domain';
import type { Db, Tx } from '../../../db/client';
import {
  activeOr,
  change,
  differences,
  labelsOf,
  normText,
  refusalsOf,
  textOr,
  withoutDuplicates,
} from '../../../lib/import/plan';
import type { ImportContext, ImportKind, ImportPlan } from '../../../lib/import/routes';
import { activeNips, allPlt, NO_PLT, pltKey, type PltValues } from '../organisasi/plt.repository';
import { allStored, unitCodes, type UnitKerjaStored } from '../unit-kerja/unit-kerja.repository';
import { unitKerjaWrites } from '../unit-kerja/unit-kerja.service';

/**
 * Import of unit kerja positions (issue 26, super): a row per position, matched by its ID Jabatan
 * or by the satuan kerja's code and the unit's name, added or updated through the very writes of
 * the form (unitKerjaWrites: references, the atasan rule, Plt., audit, the holder of the head
 * position carried over to the satuan kerja's head). The atasan is named by its unit name and may
 * be a row of the same file; the preview holds each row to the form's rules (the domain's schema
 * and atasanProblem) against what the database and the file hold.
 */

const recipe = imporUnitKerja;
type Input = z.output<typeof unitKerjaSchema>;

/** A row found: its record (if any) and its key, the record's id or -row for a new one. */
interface Found {
  row: ImportRow;
  before: UnitKerjaStored | undefined;
  key: number;
  code: string;
  eselon: number;
}

interface Entry extends Found {
  input: Input;
  /** The key of the atasan (a record's id or a new row's key), null for none. */
  parentKey: number | null;
}

interface Lookups {
  byId: Map<number, UnitKerjaStored>;
  byName: Map<string, UnitKerjaStored[]>;
  /** The file's rows by unit code and name (a parent may be new in the same file). */
  fileByName: Map<string, Found>;
  fileByKey: Map<number, Found>;
  units: Set<string>;
  aktif: Set<string>;
  plt: Map<string, PltValues>;
}

const COLUMNS: Record<string, string> = {
  satuan_kerja_id: 'Kode Satuan Kerja',
  parent_id: 'Atasan',
  unit_kerja_nama: 'Unit Kerja',
  unit_kerja_nama_full: 'Nama Lengkap',
  jabatan_nama: 'Jabatan',
  eselon: 'Eselon',
  pejabat_nip: 'NIP Pejabat',
  active: 'Status',
  plt_nip: 'NIP Plt.',
  plt_mulai: 'Plt. Mulai',
  plt_selesai: 'Plt. Selesai',
};
const LABELS: Record<string, string> = { ...labelsOf(recipe), ...COLUMNS };
const COMPARED = [
  'unit_kerja_nama',
  'unit_kerja_nama_full',
  'jabatan_nama',
  'eselon',
  'parent_id',
  'pejabat_nip',
  'plt_nip',
  'plt_mulai',
  'plt_selesai',
  'active',
] as const;

const nameKey = (code: string, nama: string) => `${code}\u0000${normText(nama)}`;
const refuse = (row: ImportRow, kolom: string, alasan: string): ImportRefusal => ({ baris: row.baris, kolom, alasan });

/** The record a row names: by its ID Jabatan, else by unit code and name (unique), else none. */
function find(row: ImportRow, l: Pick<Lookups, 'byId' | 'byName'>): Found | ImportRefusal {
  const code = String(row.values.kode_satuan_kerja);
  const nama = String(row.values.unit_kerja_nama);
  const eselon = Number(row.values.eselon);
  const id = row.values.id;
  if (id !== undefined && id !== null) {
    if (typeof id !== 'number' || !Number.isInteger(id) || id < 1)
      return refuse(row, 'ID Jabatan', 'harus bilangan bulat');
    const before = l.byId.get(id);
    if (!before) return refuse(row, 'ID Jabatan', `Jabatan dengan ID ${id} tidak ditemukan.`);
    if (before.satuan_kerja_id !== code) return refuse(row, 'Kode Satuan Kerja', JABATAN_PINDAH_MESSAGE);
    return { row, before, key: id, code, eselon };
  }
  const same = l.byName.get(nameKey(code, nama)) ?? [];
  if (same.length > 1) {
    return refuse(
      row,
      'Unit Kerja',
      `Ada ${same.length} jabatan bernama "${nama}" di satuan kerja ${code}: isi kolom ID Jabatan.`,
    );
  }
  const before = same[0];
  return { row, before, key: before?.id ?? -row.baris, code, eselon };
}

/** The position behind a key as the atasan rule reads it (the file's eselon when the file has it). */
function refOf(key: number, l: Lookups): JabatanRef | undefined {
  const inFile = l.fileByKey.get(key);
  if (inFile) return { id: key, satuan_kerja_id: inFile.code, eselon: inFile.eselon };
  const stored = l.byId.get(key);
  return stored && { id: stored.id, satuan_kerja_id: stored.satuan_kerja_id, eselon: stored.eselon };
}

/** The atasan's key: the column's unit name in the file or the database, or the record's own. */
function parentKeyOf(f: Found, l: Lookups): number | null | ImportRefusal {
  if (!('atasan' in f.row.values)) return f.before?.parent_id ?? null;
  const named = f.row.values.atasan as string | null;
  if (named === null) return null;
  const inFile = l.fileByName.get(nameKey(f.code, named));
  if (inFile) return inFile.key;
  const stored = l.byName.get(nameKey(f.code, named)) ?? [];
  if (stored.length === 1 && stored[0]) return stored[0].id;
  return refuse(
    f.row,
    'Atasan',
    `Unit kerja atasan "${named}" tidak ditemukan (atau lebih dari satu) di satuan kerja itu.`,
  );
}

function inputOf(f: Found, plt: PltValues) {
  const { row, before } = f;
  const v = row.values;
  const text = (key: keyof PltValues) => textOr(row, key, plt[key]);
  return {
    satuan_kerja_id: f.code,
    parent_id: null,
    unit_kerja_nama: v.unit_kerja_nama,
    unit_kerja_nama_full: textOr(row, 'unit_kerja_nama_full', before?.unit_kerja_nama_full),
    jabatan_nama: v.jabatan_nama,
    eselon: f.eselon,
    pejabat_nip: textOr(row, 'pejabat_nip', before?.pejabat_nip),
    active: activeOr(row, before?.active),
    plt_nip: text('plt_nip'),
    plt_mulai: text('plt_mulai'),
    plt_selesai: text('plt_selesai'),
  };
}

/** The row checked as the form checks it: the entry, or the refusals naming their columns. */
function checked(f: Found, l: Lookups): Entry | ImportRefusal[] {
  const plt = f.before ? (l.plt.get(pltKey(f.code, f.before.id)) ?? NO_PLT) : NO_PLT;
  const parsed = unitKerjaSchema.safeParse(inputOf(f, plt));
  if (!parsed.success) return refusalsOf(f.row, parsed.error, COLUMNS);
  const input = parsed.data;
  const refused: ImportRefusal[] = [];
  if (!l.units.has(f.code)) refused.push(refuse(f.row, 'Kode Satuan Kerja', 'Satuan kerja tidak ditemukan'));
  for (const [field, kolom] of [
    ['pejabat_nip', 'NIP Pejabat'],
    ['plt_nip', 'NIP Plt.'],
  ] as const) {
    const nip = input[field];
    if (nip && !l.aktif.has(nip)) refused.push(refuse(f.row, kolom, PEGAWAI_AKTIF_MESSAGE));
  }
  const parentKey = parentKeyOf(f, l);
  if (parentKey !== null && typeof parentKey === 'object') refused.push(parentKey);
  else if (parentKey !== null) {
    const problem = atasanProblem(refOf(parentKey, l), input, f.key);
    if (problem) refused.push(refuse(f.row, 'Atasan', problem));
  }
  if (refused.length) return refused;
  return { ...f, input, parentKey: parentKey as number | null };
}

/** The values compared and shown: the full name as stored (the short name when empty), the atasan's name. */
function asCells(
  values: Omit<Input, 'parent_id'> & PltValues,
  parentKey: number | null,
  l: Lookups,
): Record<string, CellValue> {
  const parentName = (key: number) =>
    l.fileByKey.get(key)?.row.values.unit_kerja_nama ?? l.byId.get(key)?.unit_kerja_nama ?? null;
  return {
    ...values,
    unit_kerja_nama_full: values.unit_kerja_nama_full ?? values.unit_kerja_nama,
    parent_id: parentKey === null ? null : String(parentName(parentKey)),
    active: values.active ? 'Aktif' : 'Nonaktif',
  };
}

async function lookupsOf(db: Db | Tx): Promise<Omit<Lookups, 'fileByName' | 'fileByKey'>> {
  const positions = await allStored(db);
  const byName = new Map<string, UnitKerjaStored[]>();
  for (const p of positions) {
    const key = nameKey(p.satuan_kerja_id, p.unit_kerja_nama);
    byName.set(key, [...(byName.get(key) ?? []), p]);
  }
  return {
    byId: new Map(positions.map((p) => [p.id, p])),
    byName,
    units: await unitCodes(db),
    aktif: await activeNips(db),
    plt: await allPlt(db),
  };
}

/** The rows found in the database and among each other (the file's names, for atasan). */
async function foundRows(
  rows: ImportRow[],
  base: Omit<Lookups, 'fileByName' | 'fileByKey'>,
  refused: ImportRefusal[],
): Promise<{ found: Found[]; l: Lookups }> {
  const found: Found[] = [];
  for (const row of await withoutDuplicates(recipe, rows, refused)) {
    const f = find(row, base);
    if ('alasan' in f) refused.push(f);
    else found.push(f);
  }
  const fileByName = new Map(found.map((f) => [nameKey(f.code, String(f.row.values.unit_kerja_nama)), f]));
  return { found, l: { ...base, fileByName, fileByKey: new Map(found.map((f) => [f.key, f])) } };
}

async function plan(db: Db | Tx, context: ImportContext, rows: ImportRow[]): Promise<ImportPlan> {
  const refused: ImportRefusal[] = [];
  const { found, l } = await foundRows(rows, await lookupsOf(db), refused);
  const writes: Entry[] = [];
  const changes: ImportChange[] = [];
  let tetap = 0;
  for (const f of found) {
    const entry = checked(f, l);
    if (Array.isArray(entry)) {
      refused.push(...entry);
      continue;
    }
    const kunci = `${entry.code} ${entry.input.unit_kerja_nama}`;
    if (!entry.before) {
      writes.push(entry);
      changes.push(change(f.row, 'tambah', kunci, []));
      continue;
    }
    const plt = l.plt.get(pltKey(entry.code, entry.before.id)) ?? NO_PLT;
    const before = asCells({ ...entry.before, ...plt }, entry.before.parent_id, l);
    const diff = differences(LABELS, COMPARED, before, asCells(entry.input, entry.parentKey, l));
    if (diff.length === 0) tetap += 1;
    else {
      writes.push(entry);
      changes.push(change(f.row, 'ubah', kunci, diff));
    }
  }
  const tambah = writes.filter((e) => !e.before).length;
  return {
    counts: { tambah, ubah: writes.length - tambah, tetap },
    changes,
    refused,
    write: (tx: Tx) => writeAll(tx, context.actor.id, writes),
  };
}

/** The writes, atasan first (a higher rank before a lower one), new rows' keys turned into their ids. */
async function writeAll(tx: Tx, actorId: number, entries: Entry[]): Promise<void> {
  const ids = new Map<number, number>();
  for (const e of [...entries].sort((a, b) => a.eselon - b.eselon || a.row.baris - b.row.baris)) {
    const parentId = e.parentKey === null ? null : (ids.get(e.parentKey) ?? e.parentKey);
    const input = { ...e.input, parent_id: parentId };
    if (e.before) await unitKerjaWrites.write(tx, actorId, e.before, input);
    else ids.set(e.key, await unitKerjaWrites.insert(tx, actorId, input));
  }
}

export const imporUnitKerjaKind: ImportKind = { recipe, plan };
