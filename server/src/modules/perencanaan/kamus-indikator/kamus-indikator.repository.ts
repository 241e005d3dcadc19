import { asc, count, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { kamusIndikator, satuanKerja, subKegiatan, users } from '../../../db/schema/index';
import { recordQueries } from '../../../lib/crud/index';

const t = kamusIndikator;
const validator = alias(users, 'validator');

const recordColumns = {
  id: t.id,
  tahun: t.tahun,
  satuan_kerja_id: t.satuan_kerja_id,
  satuan_kerja_nama: satuanKerja.satuan_kerja_nama,
  sub_kegiatan_id: t.sub_kegiatan_id,
  sub_kegiatan_kode: subKegiatan.kode,
  sub_kegiatan_nama: subKegiatan.nama,
  indikator_output: t.indikator_output,
  indikator_kemendagri: t.indikator_kemendagri,
  satuan: t.satuan,
  is_fungsional: t.is_fungsional,
  keterangan: t.keterangan,
  status_validasi: t.status_validasi,
  catatan_validasi: t.catatan_validasi,
  validasi_at: t.validasi_at,
  validasi_nama: validator.nama,
  updated_at: t.updated_at,
};

export const searchColumns = [t.indikator_output, t.indikator_kemendagri, subKegiatan.nama, subKegiatan.kode];

const queries = recordQueries({
  table: t,
  rows: (db, where) => db
      .select(recordColumns)
      .from(t)
      .innerJoin(satuanKerja, eq(satuanKerja.satuan_kerja_id, t.satuan_kerja_id))
      .leftJoin(subKegiatan, eq(subKegiatan.id, t.sub_kegiatan_id))
      .leftJoin(validator, eq(validator.id, t.validasi_by))
      .where(where)
      .orderBy(asc(t.satuan_kerja_id), asc(subKegiatan.kode), asc(t.id))
      .$dynamic(),
  count: (db, where) => db.select({ total: count() }).from(t).leftJoin(subKegiatan, eq(subKegiatan.id, t.sub_kegiatan_id)).where(where),
});
export const { listRows, countRows, findRecord, findRow } = queries;
export type KamusIndikatorRow = Awaited<ReturnType<typeof listRows>>[number];
