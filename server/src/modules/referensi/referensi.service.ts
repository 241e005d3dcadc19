import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { BatasWaktuRecord, batasWaktuSchema, SessionUser } from '@sakip/domain';
import type { Db } from '../../db/client';
import { referensi } from '../../db/schema/index';
import { recordAudit } from '../../lib/audit';
import { fieldError, NotFoundError } from '../../lib/errors';
import { paginate } from '../../lib/pagination';
import { deleteOr404, listRiwayat } from '../../lib/crud/index';
import { buildXlsx, nomorColumn, type XlsxColumn } from '../../lib/xlsx';
import { allDeadlines, findDeadlineById, findDeadlineByKode, listDeadlines } from './referensi.repository';
import { must } from '../../lib/must';

type Row = NonNullable<Awaited<ReturnType<typeof findDeadlineById>>>;
type Input = z.output<typeof batasWaktuSchema>;

function toRecord(row: Row): BatasWaktuRecord {
  return {
    id: row.id,
    tahun: row.tahun,
    kode: row.kode,
    nama: row.nama,
    nilai_date: row.nilai_date,
    keterangan: row.keterangan,
    updated_at: row.updated_at.toISOString(),
  };
}

const DUPLICATE = 'Batas waktu jenis ini sudah ada untuk tahun tersebut';

export async function list(db: Db, tahun: number, search: string | undefined, page: number, perPage: number) {
  const { rows, total } = await listDeadlines(db, tahun, search, page, perPage);
  return paginate(rows.map(toRecord), total, page, perPage);
}

export async function get(db: Db, id: number) {
  const row = await findDeadlineById(db, id);
  if (!row) throw new NotFoundError('Batas waktu tidak ditemukan');
  return toRecord(row);
}

export async function create(db: Db, actor: SessionUser, tahun: number, input: Input) {
  return db.transaction(async (tx) => {
    if (await findDeadlineByKode(tx, tahun, input.kode)) throw fieldError('kode', DUPLICATE);
    const [row] = await tx.insert(referensi).values({ ...input, tahun, updated_by: actor.id }).returning();
    await recordAudit(tx, { actorId: actor.id, action: 'create', table: 'referensi', recordId: must(row).id, newValues: row });
    return toRecord(must(row));
  });
}

export async function update(db: Db, actor: SessionUser, id: number, input: Input) {
  return db.transaction(async (tx) => {
    const before = await findDeadlineById(tx, id);
    if (!before) throw new NotFoundError('Batas waktu tidak ditemukan');
    const other = await findDeadlineByKode(tx, before.tahun, input.kode);
    if (other && other.id !== id) throw fieldError('kode', DUPLICATE);
    const [after] = await tx
      .update(referensi)
      .set({ ...input, updated_at: new Date(), updated_by: actor.id })
      .where(eq(referensi.id, id))
      .returning();
    await recordAudit(tx, { actorId: actor.id, action: 'update', table: 'referensi', recordId: id, oldValues: before, newValues: after });
    return toRecord(must(after));
  });
}

export async function remove(db: Db, actor: SessionUser, id: number) {
  await db.transaction(async (tx) => {
    const before = await findDeadlineById(tx, id);
    if (!before) throw new NotFoundError('Batas waktu tidak ditemukan');
    await deleteOr404(tx, referensi, eq(referensi.id, id), 'Batas waktu tidak ditemukan');
    await recordAudit(tx, { actorId: actor.id, action: 'delete', table: 'referensi', recordId: id, oldValues: before });
  });
}

const XLSX_COLUMNS: XlsxColumn<BatasWaktuRecord>[] = [
  nomorColumn(),
  { header: 'Kode', value: (r) => r.kode, width: 22 },
  { header: 'Nama', value: (r) => r.nama, width: 40 },
  { header: 'Tanggal', value: (r) => r.nilai_date, width: 14 },
  { header: 'Keterangan', value: (r) => r.keterangan, width: 40 },
];

/** GET /referensi/export: every deadline of the year. */
export async function exportXlsx(db: Db, tahun: number) {
  const rows = await allDeadlines(db, tahun);
  return buildXlsx({ sheetName: `Referensi ${tahun}`, columns: XLSX_COLUMNS, rows: rows.map(toRecord) });
}

/** GET /referensi/:id/riwayat: the history of one deadline. */
export async function riwayat(db: Db, id: number) {
  if (!(await findDeadlineById(db, id))) throw new NotFoundError('Batas waktu tidak ditemukan');
  return listRiwayat(db, referensi, id);
}

/** Every deadline of a year (the dashboard's countdowns). */
export function deadlinesOfYear(db: Db, tahun: number) {
  return allDeadlines(db, tahun);
}
