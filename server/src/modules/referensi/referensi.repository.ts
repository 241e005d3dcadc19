import { and, count, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { referensi, validasiPerencanaan } from '../../db/schema/index';
import { likePattern, offsetOf } from '../../lib/pagination';

export async function findDeadline(db: Db, tahun: number, kode: string) {
  const rows = await db
    .select({ nilai_date: referensi.nilai_date })
    .from(referensi)
    .where(and(eq(referensi.tahun, tahun), eq(referensi.kode, kode)))
    .limit(1);
  return rows[0];
}

export async function listDeadlines(db: Db, tahun: number, search: string | undefined, page: number, perPage: number) {
  const conditions: (SQL | undefined)[] = [eq(referensi.tahun, tahun)];
  if (search) conditions.push(or(ilike(referensi.nama, likePattern(search)), ilike(referensi.kode, likePattern(search))));
  const where = and(...conditions);
  const [rows, totals] = await Promise.all([
    db.select().from(referensi).where(where).orderBy(referensi.nilai_date, referensi.id).limit(perPage).offset(offsetOf(page, perPage)),
    db.select({ total: count() }).from(referensi).where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

export async function allDeadlines(db: Db, tahun: number) {
  return db.select().from(referensi).where(eq(referensi.tahun, tahun)).orderBy(referensi.nilai_date);
}

export async function findDeadlineById(db: Db | Tx, id: number) {
  const rows = await db.select().from(referensi).where(eq(referensi.id, id)).limit(1);
  return rows[0];
}

export async function findDeadlineByKode(db: Db | Tx, tahun: number, kode: string) {
  const rows = await db
    .select({ id: referensi.id })
    .from(referensi)
    .where(and(eq(referensi.tahun, tahun), eq(referensi.kode, kode)))
    .limit(1);
  return rows[0];
}

export async function findValidasiStatus(db: Db, satuanKerjaId: string, tahun: number) {
  const rows = await db
    .select({ status: validasiPerencanaan.status, tahap: validasiPerencanaan.tahap })
    .from(validasiPerencanaan)
    .where(and(eq(validasiPerencanaan.satuan_kerja_id, satuanKerjaId), eq(validasiPerencanaan.tahun, tahun)))
    .limit(1);
  return rows[0];
}
