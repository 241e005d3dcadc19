import { and, asc, count, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import { jenisRb, kategoriTematik, kinerjaSubKegiatan, satuanKerja, subKegiatan } from '../../../db/schema/index';
import { selectRecordQueries } from '../../../lib/db/record-list';
import { columnsOf } from '../../../lib/db/columns';

const k = kategoriTematik;
const ksk = kinerjaSubKegiatan;

/** How many kinerja sub kegiatan (any year) carry the category: one correlated count. */
const jumlahSubKegiatan = sql<number>`(select count(*) from ${ksk} where ${ksk.kategori_tematik_id} = ${k.id})`.mapWith(
  Number,
);

const recordColumns = {
  ...columnsOf(k, ['id', 'nama', 'jenis_rb_id']),
  jenis_rb_nama: jenisRb.nama,
  urutan: k.urutan,
  aktif: k.aktif,
  jumlah_sub_kegiatan: jumlahSubKegiatan,
  updated_at: k.updated_at,
};

export const searchColumns = [k.nama, jenisRb.nama];

function joined(db: Db | Tx) {
  return db.select(recordColumns).from(k).leftJoin(jenisRb, eq(jenisRb.id, k.jenis_rb_id)).$dynamic();
}

const queries = selectRecordQueries({
  table: k,
  select: joined,
  orderBy: [asc(jenisRb.urutan), asc(k.urutan), asc(k.id)],
});
export const { listRows, countRows, findRecord, findRow } = queries;
export type KategoriRow = Awaited<ReturnType<typeof listRows>>[number];

export async function jenisRbExists(db: Db | Tx, id: number): Promise<boolean> {
  const [row] = await db.select({ id: jenisRb.id }).from(jenisRb).where(eq(jenisRb.id, id)).limit(1);
  return !!row;
}

export async function namaTaken(db: Db | Tx, nama: string, exceptId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: k.id })
    .from(k)
    .where(and(sql`lower(${k.nama}) = lower(${nama})`, exceptId ? sql`${k.id} <> ${exceptId}` : undefined))
    .limit(1);
  return !!row;
}

/** Where a category is used: the first few sub kegiatan (unit, year, name) and the total, one statement. */
export async function usesOfKategori(db: Db | Tx, id: number, limit = 3) {
  return db
    .select({
      satuan_kerja_nama: satuanKerja.satuan_kerja_nama,
      tahun: ksk.tahun,
      sub_kegiatan: subKegiatan.nama,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(ksk)
    .innerJoin(subKegiatan, eq(subKegiatan.id, ksk.sub_kegiatan_id))
    .innerJoin(satuanKerja, eq(satuanKerja.satuan_kerja_id, ksk.satuan_kerja_id))
    .where(eq(ksk.kategori_tematik_id, id))
    .orderBy(asc(ksk.tahun), asc(satuanKerja.urutan), asc(ksk.id))
    .limit(limit);
}

// ---------------------------------------------------------------------------------------------
// The sub kegiatan of the units with their category
// ---------------------------------------------------------------------------------------------

const subColumns = {
  id: ksk.id,
  satuan_kerja_id: ksk.satuan_kerja_id,
  satuan_kerja_nama: satuanKerja.satuan_kerja_nama,
  kode: subKegiatan.kode,
  sub_kegiatan: subKegiatan.nama,
  indikator: ksk.indikator,
  kategori_tematik_id: ksk.kategori_tematik_id,
  kategori_tematik: k.nama,
};

export function subKegiatanWhere(
  tahun: number,
  filter: { satuanKerjaId?: string; kategori?: string; search?: string },
): SQL | undefined {
  const { satuanKerjaId, kategori, search } = filter;
  const pattern = search ? `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
  return and(
    eq(ksk.tahun, tahun),
    satuanKerjaId ? eq(ksk.satuan_kerja_id, satuanKerjaId) : undefined,
    kategori === 'none'
      ? isNull(ksk.kategori_tematik_id)
      : kategori
        ? eq(ksk.kategori_tematik_id, Number(kategori))
        : undefined,
    pattern
      ? or(ilike(subKegiatan.nama, pattern), ilike(subKegiatan.kode, pattern), ilike(ksk.indikator, pattern))
      : undefined,
  );
}

function subJoined(db: Db | Tx) {
  return db
    .select(subColumns)
    .from(ksk)
    .innerJoin(subKegiatan, eq(subKegiatan.id, ksk.sub_kegiatan_id))
    .innerJoin(satuanKerja, eq(satuanKerja.satuan_kerja_id, ksk.satuan_kerja_id))
    .leftJoin(k, eq(k.id, ksk.kategori_tematik_id));
}

export function subKegiatanRows(db: Db, where: SQL | undefined, limit?: number, offset = 0) {
  const q = subJoined(db)
    .where(where)
    .orderBy(asc(satuanKerja.urutan), asc(ksk.satuan_kerja_id), asc(subKegiatan.kode), asc(ksk.id))
    .$dynamic();
  return limit === undefined ? q : q.limit(limit).offset(offset);
}

export async function subKegiatanCount(db: Db, where: SQL | undefined): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(ksk)
    .innerJoin(subKegiatan, eq(subKegiatan.id, ksk.sub_kegiatan_id))
    .where(where);
  return row?.total ?? 0;
}
