import { count, eq, getTableColumns, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import {
  kategoriTematik,
  kegiatan,
  kinerjaKegiatan,
  kinerjaLangkahAksi,
  kinerjaSubKegiatan,
  satuanKerja,
  subKegiatan,
  timKerja,
  unitKerja,
} from '../../../db/schema/index';
import { ketua, pengampuColumns } from '../shared/pengampu';

const t = kinerjaSubKegiatan;

const recordColumns = {
  ...getTableColumns(t),
  satuan_kerja_nama: satuanKerja.satuan_kerja_nama,
  sub_kegiatan_kode: subKegiatan.kode,
  sub_kegiatan_nama: subKegiatan.nama,
  parent_sasaran: kinerjaKegiatan.sasaran,
  parent_indikator: kinerjaKegiatan.indikator,
  kegiatan_kode: kegiatan.kode,
  kegiatan_nama: kegiatan.nama,
  kategori_tematik_nama: kategoriTematik.nama,
  ...pengampuColumns,
};

function selectRecords(db: Db | Tx) {
  return db
    .select(recordColumns)
    .from(t)
    .innerJoin(satuanKerja, eq(satuanKerja.satuan_kerja_id, t.satuan_kerja_id))
    .innerJoin(subKegiatan, eq(subKegiatan.id, t.sub_kegiatan_id))
    .innerJoin(kinerjaKegiatan, eq(kinerjaKegiatan.id, t.kinerja_kegiatan_id))
    .innerJoin(kegiatan, eq(kegiatan.id, kinerjaKegiatan.kegiatan_id))
    .leftJoin(kategoriTematik, eq(kategoriTematik.id, t.kategori_tematik_id))
    .leftJoin(unitKerja, eq(unitKerja.id, t.unit_kerja_id))
    .leftJoin(timKerja, eq(timKerja.id, t.tim_kerja_id))
    .leftJoin(ketua, eq(ketua.nip, timKerja.ketua_nip));
}
export type KinerjaSubKegiatanRow = Awaited<ReturnType<typeof selectRecords>>[number];

export const searchColumns = [t.sasaran, t.indikator, t.indikator_kemendagri, subKegiatan.nama, subKegiatan.kode];

export function listRows(db: Db, where: SQL | undefined, limit?: number, offset?: number) {
  const q = selectRecords(db).where(where).orderBy(t.satuan_kerja_id, t.kinerja_kegiatan_id, t.urutan, t.id).$dynamic();
  return limit === undefined ? q : q.limit(limit).offset(offset ?? 0);
}

export function countRows(db: Db, where: SQL | undefined) {
  return db
    .select({ total: count() })
    .from(t)
    .innerJoin(subKegiatan, eq(subKegiatan.id, t.sub_kegiatan_id))
    .where(where);
}

export async function findRecord(db: Db | Tx, id: number): Promise<KinerjaSubKegiatanRow | undefined> {
  const [row] = await selectRecords(db).where(eq(t.id, id)).limit(1);
  return row;
}

export async function findRow(db: Db | Tx, id: number) {
  const [row] = await db.select().from(t).where(eq(t.id, id)).limit(1);
  return row;
}

/** The parent kegiatan performance: its unit, year and master kegiatan. */
export async function findParent(db: Db | Tx, id: number) {
  const [row] = await db
    .select({
      id: kinerjaKegiatan.id,
      satuan_kerja_id: kinerjaKegiatan.satuan_kerja_id,
      tahun: kinerjaKegiatan.tahun,
      kegiatan_id: kinerjaKegiatan.kegiatan_id,
    })
    .from(kinerjaKegiatan)
    .where(eq(kinerjaKegiatan.id, id))
    .limit(1);
  return row;
}

/** Its langkah aksi (one statement). */
export function findChildren(db: Db | Tx, id: number) {
  return db
    .select({
      id: kinerjaLangkahAksi.id,
      sasaran: kinerjaLangkahAksi.sasaran,
      indikator: kinerjaLangkahAksi.indikator,
      target: kinerjaLangkahAksi.target,
      satuan: kinerjaLangkahAksi.satuan,
      realisasi: kinerjaLangkahAksi.realisasi,
      capaian: kinerjaLangkahAksi.capaian,
      satuan_kerja_id: kinerjaLangkahAksi.satuan_kerja_id,
      satuan_kerja_nama: satuanKerja.satuan_kerja_nama,
    })
    .from(kinerjaLangkahAksi)
    .innerJoin(satuanKerja, eq(satuanKerja.satuan_kerja_id, kinerjaLangkahAksi.satuan_kerja_id))
    .where(eq(kinerjaLangkahAksi.kinerja_sub_kegiatan_id, id))
    .orderBy(kinerjaLangkahAksi.urutan, kinerjaLangkahAksi.id);
}
