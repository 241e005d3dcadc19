import { imporPegawai, NIP_MESSAGES, nipProblem, type CellValue, type ImportChange, type ImportRefusal, type ImportRow } from '@sakip/domain';
import type { Db, Tx } from '../../../db/client';
import { auditRows, change, differences, labelsOf, withoutDuplicates } from '../../../lib/import/plan';
import type { ImportContext, ImportKind, ImportPlan } from '../../../lib/import/routes';
import {
  allPegawai,
  insertPegawai,
  organisasi,
  updatePegawai,
  type PegawaiNow,
  type PegawaiValues,
} from './impor-pegawai.repository';

/**
 * Import of pegawai (issue 26 kind b, super): a row per NIP, added or updated; the columns are those
 * of the list's export, so an export edited in Excel imports back. The unit is named by its code
 * or its name, the position by its name inside that unit. Nobody is deleted.
 */

const recipe = imporPegawai;
type Org = Awaited<ReturnType<typeof organisasi>>;

const lower = (v: string) => v.replace(/\s+/g, ' ').trim().toLowerCase();

/** The row's unit and position, or the refusal naming the column. */
function placementOf(row: ImportRow, org: Org, before: PegawaiNow | undefined): { unit: string | null; position: number | null } | ImportRefusal {
  const named = row.values.satuan_kerja as string | null | undefined;
  let unit = before?.satuan_kerja_id ?? null;
  if (named !== undefined) {
    if (named === null) unit = null;
    else {
      const found = org.units.filter((u) => u.id === named || lower(u.nama) === lower(named));
      if (found.length !== 1 || !found[0]?.active) {
        return { baris: row.baris, kolom: 'Satuan Kerja', alasan: `Satuan kerja "${named}" tidak ditemukan atau tidak aktif.` };
      }
      unit = found[0].id;
    }
  }
  const position = row.values.unit_kerja as string | null | undefined;
  if (position === undefined) return { unit, position: unit === before?.satuan_kerja_id ? (before?.unit_kerja_id ?? null) : null };
  if (position === null) return { unit, position: null };
  const found = org.positions.filter((p) => p.satuan_kerja_id === unit && lower(p.nama) === lower(position));
  if (found.length !== 1) {
    return { baris: row.baris, kolom: 'Unit Kerja', alasan: `Unit kerja "${position}" tidak ditemukan (atau lebih dari satu) di satuan kerja itu.` };
  }
  return { unit, position: found[0]?.id ?? null };
}

function valuesOf(row: ImportRow, before: PegawaiNow | undefined, place: { unit: string | null; position: number | null }): PegawaiValues {
  const v = row.values;
  const text = (key: string, old: string | null | undefined) => (key in v ? ((v[key] as string | null) ?? null) : (old ?? null));
  return {
    nip: v.nip as string,
    peg_nama: v.peg_nama as string,
    pangkat_golongan: text('pangkat_golongan', before?.pangkat_golongan),
    jabatan: text('jabatan', before?.jabatan),
    satuan_kerja_id: place.unit,
    unit_kerja_id: place.position,
    active: 'active' in v && v.active !== null ? v.active === 'Aktif' : (before?.active ?? true),
  };
}

const LABELS: Record<string, string> = {
  ...labelsOf(recipe),
  satuan_kerja_id: 'Satuan Kerja',
  unit_kerja_id: 'Unit Kerja',
  active: 'Status',
};
const COMPARED = ['peg_nama', 'pangkat_golongan', 'jabatan', 'satuan_kerja_id', 'unit_kerja_id', 'active'] as const;

function asCells(p: PegawaiValues | PegawaiNow): Record<string, CellValue> {
  return { ...p, active: p.active ? 'Aktif' : 'Nonaktif' };
}

async function plan(db: Db | Tx, context: ImportContext, rows: ImportRow[]): Promise<ImportPlan> {
  const refused: ImportRefusal[] = [];
  const existing = new Map((await allPegawai(db)).map((p) => [p.nip, p]));
  const org = await organisasi(db);
  const added: PegawaiValues[] = [];
  const updated: { before: PegawaiNow; after: PegawaiValues }[] = [];
  const changes: ImportChange[] = [];
  let tetap = 0;
  for (const row of await withoutDuplicates(recipe, rows, refused)) {
    const nip = row.values.nip as string;
    const problem = nipProblem(nip);
    if (problem) {
      refused.push({ baris: row.baris, kolom: 'NIP', alasan: NIP_MESSAGES[problem] });
      continue;
    }
    const before = existing.get(nip);
    const place = placementOf(row, org, before);
    if ('alasan' in place) {
      refused.push(place);
      continue;
    }
    const after = valuesOf(row, before, place);
    if (!before) {
      added.push(after);
      changes.push(change(row, 'tambah', `${nip} ${after.peg_nama}`, []));
      continue;
    }
    const diff = differences(LABELS, COMPARED, asCells(before), asCells(after));
    if (diff.length === 0) tetap += 1;
    else {
      updated.push({ before, after });
      changes.push(change(row, 'ubah', `${nip} ${after.peg_nama}`, diff));
    }
  }
  return {
    counts: { tambah: added.length, ubah: updated.length, tetap },
    changes,
    refused,
    write: async (tx: Tx) => {
      const ids = await insertPegawai(tx, added, context.actor.id);
      await updatePegawai(tx, updated.map((u) => u.after), context.actor.id);
      const actor = { actorId: context.actor.id, table: 'pegawai' };
      await auditRows(tx, { ...actor, action: 'create' }, ids.map((r, i) => ({ id: r.id, new: added[i] })));
      await auditRows(tx, { ...actor, action: 'update' }, updated.map((u) => ({ id: u.before.id, old: u.before, new: u.after })));
    },
  };
}

export const imporPegawaiKind: ImportKind = { recipe, plan };
