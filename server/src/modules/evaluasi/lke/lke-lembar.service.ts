import {
  formatNumber,
  LKE_LEMBAR_LEVEL_LABEL,
  type LkeLembarBobotBody,
  type LkeLembarCreateBody,
  type LkeLembarEditor,
  type LkeLembarLevel,
  type LkeLembarUpdateBody,
  type LkeLembarUrutanBody,
  type LkeSlotJenis,
  type SessionUser,
} from '@sakip/domain';
import type { Db } from '../../../db/client';
import { recordAudit } from '../../../lib/audit';
import { assertCan } from '../../../lib/crud/access';
import { fieldError, ForbiddenError, NotFoundError, ValidationError } from '../../../lib/errors';
import * as repo from './lke-lembar.repository';

/**
 * Super edits the worksheet of a year (issue 23 §5): components, sub components and their weights,
 * criteria, options and evidence slots; reorder; deactivate (a row already answered is kept, never
 * deleted). Every write is refused once a unit of the year has submitted, checks the weights after
 * the change (components sum to 100, sub components to their component; the caller's transaction
 * rolls a refused write back) and is audited.
 */

type Write = Promise<{ message: string; data: { id: number } | null }>;

const TABLE: Record<LkeLembarLevel, string> = {
  komponen: 'lke_komponen',
  'sub-komponen': 'lke_sub_komponen',
  kriteria: 'lke_kriteria',
  opsi: 'lke_opsi',
  'eviden-slot': 'lke_eviden_slot',
};
const PARENT: Record<Exclude<LkeLembarLevel, 'komponen'>, { level: LkeLembarLevel; field: string }> = {
  'sub-komponen': { level: 'komponen', field: 'komponen_id' },
  kriteria: { level: 'sub-komponen', field: 'sub_komponen_id' },
  opsi: { level: 'kriteria', field: 'kriteria_id' },
  'eviden-slot': { level: 'kriteria', field: 'kriteria_id' },
};

/** Super only: the LKE worksheet for the whole city (permission first, then the role). */
function assertEditor(actor: SessionUser) {
  const scope = assertCan(actor, 'write', 'lke');
  if (scope.kind !== 'all' || actor.role !== 'super') throw new ForbiddenError();
}

export const lockedMessage = (tahun: number, units: number) =>
  `Lembar kerja LKE tahun ${tahun} tidak dapat diubah karena ${units} satuan kerja sudah mengajukan LKE tahun ini`;

async function assertOpen(db: Db, tahun: number) {
  const units = await repo.submittedUnits(db, tahun);
  if (units) throw new ValidationError({ tahun: [lockedMessage(tahun, units)] });
}

/** The whole worksheet of a year for the editor, inactive rows included (six statements). */
export async function lembar(db: Db, actor: SessionUser, tahun: number): Promise<LkeLembarEditor> {
  assertEditor(actor);
  const [[komponen, sub, kriteria, opsi, slots], units] = [await repo.editorRows(db, tahun), await repo.submittedUnits(db, tahun)];
  const row = <T extends { id: number; urutan: number; aktif: boolean }>(r: T) => ({ id: r.id, urutan: r.urutan, aktif: r.aktif });
  return {
    tahun,
    terkunci: units ? lockedMessage(tahun, units) : null,
    komponen: komponen.map((k) => ({
      ...row(k),
      kode: k.kode,
      nama: k.nama,
      bobot: k.bobot,
      sub: sub
        .filter((s) => s.komponen_id === k.id)
        .map((s) => ({
          ...row(s),
          kode: s.kode,
          nama: s.nama,
          bobot: s.bobot_x100 / 100,
          kriteria: kriteria
            .filter((c) => c.sub_komponen_id === s.id)
            .map((c) => ({
              ...row(c),
              dipakai: Boolean(c.dipakai),
              kode: c.kode,
              pertanyaan: c.pertanyaan,
              opsi: opsi
                .filter((o) => o.kriteria_id === c.id)
                .map((o) => ({ ...row(o), dipakai: Boolean(o.dipakai), label: o.label, nilai_persen: o.nilai_persen, penjelasan: o.penjelasan })),
              slots: slots
                .filter((sl) => sl.kriteria_id === c.id)
                .map((sl) => ({
                  ...row(sl),
                  dipakai: Boolean(sl.dipakai),
                  label: sl.label,
                  jenis: sl.jenis as LkeSlotJenis,
                  tautan_sistem: sl.tautan_sistem,
                })),
            })),
        })),
    })),
  };
}

/** The row with its year, 404 when unknown, 422 when its year is locked. */
async function openRow(db: Db, level: LkeLembarLevel, id: number) {
  const found = await repo.rowContext(db, level, id);
  if (!found) throw new NotFoundError(`${LKE_LEMBAR_LEVEL_LABEL[level]} tidak ditemukan`);
  await assertOpen(db, found.tahun);
  return found;
}

/**
 * The weights after a write: the active components sum to 100 and the active sub components of
 * each active component to its weight (422 naming the component and the sums, in id-ID numbers).
 */
async function assertTotals(db: Db, tahun: number) {
  const [komponen, sub] = await repo.weightRows(db, tahun);
  const active = komponen.filter((k) => k.aktif);
  if (!active.length) return;
  const errors: Record<string, string[]> = {};
  const total = active.reduce((sum, k) => sum + k.bobot, 0);
  if (total !== 100)
    errors.komponen = [`Jumlah bobot komponen aktif harus 100 (sekarang ${formatNumber(total, 2)})`];
  for (const k of active) {
    const sum = sub.filter((s) => s.komponen_id === k.id && s.aktif).reduce((acc, s) => acc + s.bobot_x100, 0);
    if (sum !== k.bobot * 100)
      errors[`komponen.${k.id}`] = [
        `Jumlah bobot sub komponen aktif pada komponen ${k.kode} ${k.nama} harus ${formatNumber(k.bobot, 2)} (sekarang ${formatNumber(sum / 100, 2)})`,
      ];
  }
  if (Object.keys(errors).length) throw new ValidationError(errors);
}

/** The columns of a level's body (the parent id moves to its column name, which is the same). */
function columnsOf(level: LkeLembarLevel, body: Record<string, unknown>) {
  return level === 'komponen' ? { ...body, bobot: 0 } : level === 'sub-komponen' ? { ...body, bobot_x100: 0 } : body;
}

/** Creates a row under its parent (a component under the year); a new criterion takes its neighbours' options. */
export async function create<L extends LkeLembarLevel>(
  db: Db,
  actor: SessionUser,
  tahun: number,
  level: L,
  body: LkeLembarCreateBody<L>,
): Write {
  assertEditor(actor);
  let year = tahun;
  let parentId = tahun;
  const plain: LkeLembarLevel = level;
  if (plain !== 'komponen') {
    const parent = PARENT[plain];
    parentId = Number((body as unknown as Record<string, number>)[parent.field]);
    const found = await repo.rowContext(db, parent.level, parentId);
    if (!found) throw fieldError(parent.field, `${LKE_LEMBAR_LEVEL_LABEL[parent.level]} tidak ditemukan`);
    year = found.tahun;
  }
  await assertOpen(db, year);
  const values = level === 'komponen' ? { ...columnsOf(level, body), tahun } : columnsOf(level, body);
  const id = await repo.insertRow(db, level, values, parentId, actor.id);
  if (level === 'kriteria') await repo.copySiblingOptions(db, year, id, parentId);
  await recordAudit(db, { actorId: actor.id, action: 'create', table: TABLE[level], recordId: id, newValues: values });
  return { message: `${LKE_LEMBAR_LEVEL_LABEL[level]} berhasil ditambahkan`, data: { id } };
}

export async function update<L extends LkeLembarLevel>(
  db: Db,
  actor: SessionUser,
  level: L,
  id: number,
  body: LkeLembarUpdateBody<L>,
): Write {
  assertEditor(actor);
  const found = await openRow(db, level, id);
  await repo.updateRow(db, level, id, body, actor.id);
  await recordAudit(db, { actorId: actor.id, action: 'update', table: TABLE[level], recordId: id, oldValues: found.row, newValues: body });
  return { message: `${LKE_LEMBAR_LEVEL_LABEL[level]} berhasil disimpan`, data: { id } };
}

/** Deactivates (kept for the answers given, out of the worksheet and its scores) or activates a row. */
export async function setAktif(db: Db, actor: SessionUser, level: LkeLembarLevel, id: number, aktif: boolean): Write {
  assertEditor(actor);
  const found = await openRow(db, level, id);
  await repo.updateRow(db, level, id, { aktif }, actor.id);
  if (level === 'komponen' || level === 'sub-komponen') await assertTotals(db, found.tahun);
  await recordAudit(db, {
    actorId: actor.id,
    action: 'update',
    table: TABLE[level],
    recordId: id,
    oldValues: { aktif: found.row.aktif },
    newValues: { aktif },
  });
  const label = LKE_LEMBAR_LEVEL_LABEL[level];
  return { message: aktif ? `${label} berhasil diaktifkan` : `${label} berhasil dinonaktifkan`, data: { id } };
}

/** Deletes a row nobody has answered (422 otherwise: deactivate it instead). */
export async function remove(db: Db, actor: SessionUser, level: LkeLembarLevel, id: number): Write {
  assertEditor(actor);
  const found = await openRow(db, level, id);
  const label = LKE_LEMBAR_LEVEL_LABEL[level];
  if (await repo.isUsed(db, level, id))
    throw fieldError('id', `${label} sudah dijawab atau diberi eviden sehingga tidak dapat dihapus; nonaktifkan saja`);
  await repo.deleteRow(db, level, id);
  if (level === 'komponen' || level === 'sub-komponen') await assertTotals(db, found.tahun);
  await recordAudit(db, { actorId: actor.id, action: 'delete', table: TABLE[level], recordId: id, oldValues: found.row });
  return { message: `${label} berhasil dihapus`, data: null };
}

/** Puts one parent's rows in the given order. */
export async function reorder(db: Db, actor: SessionUser, level: LkeLembarLevel, body: LkeLembarUrutanBody): Write {
  assertEditor(actor);
  const rows = await repo.parentsOf(db, level, body.ids);
  if (rows.length !== body.ids.length) throw fieldError('ids', `${LKE_LEMBAR_LEVEL_LABEL[level]} tidak ditemukan`);
  if (new Set(rows.map((r) => Number(r.parent_id))).size !== 1)
    throw fieldError('ids', 'Urutan hanya dapat diubah di antara baris dengan induk yang sama');
  const found = await openRow(db, level, rows[0]?.id ?? 0);
  await repo.reorder(db, level, body.ids);
  await recordAudit(db, {
    actorId: actor.id,
    action: 'update',
    table: TABLE[level],
    recordId: `urutan/${found.parent_id}`,
    newValues: { ids: body.ids },
  });
  return { message: 'Urutan berhasil disimpan', data: null };
}

/** Sets the weights of the year's components and sub components at once; the totals must hold after. */
export async function setBobot(db: Db, actor: SessionUser, tahun: number, body: LkeLembarBobotBody): Write {
  assertEditor(actor);
  await assertOpen(db, tahun);
  const [komponen, sub] = await repo.weightRows(db, tahun);
  const known = new Set([...komponen.map((k) => `k${k.id}`), ...sub.map((s) => `s${s.id}`)]);
  const unknown = [...body.komponen.map((k) => `k${k.id}`), ...body.sub_komponen.map((s) => `s${s.id}`)].filter(
    (key) => !known.has(key),
  );
  if (unknown.length) throw fieldError('bobot', `Komponen atau sub komponen bukan bagian lembar kerja tahun ${tahun}`);
  await repo.setWeights(db, 'komponen', body.komponen.map((k) => ({ id: k.id, value: k.bobot })), actor.id);
  await repo.setWeights(
    db,
    'sub-komponen',
    body.sub_komponen.map((s) => ({ id: s.id, value: Math.round(s.bobot * 100) })),
    actor.id,
  );
  await assertTotals(db, tahun);
  await recordAudit(db, {
    actorId: actor.id,
    action: 'update',
    table: 'lke_komponen',
    recordId: `bobot/${tahun}`,
    oldValues: {
      komponen: komponen.map((k) => ({ id: k.id, bobot: k.bobot })),
      sub_komponen: sub.map((s) => ({ id: s.id, bobot: s.bobot_x100 / 100 })),
    },
    newValues: body,
  });
  return { message: 'Bobot berhasil disimpan', data: null };
}
