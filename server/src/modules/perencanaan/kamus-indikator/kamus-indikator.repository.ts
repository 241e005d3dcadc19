import { asc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { kamusIndikator, satuanKerja, subKegiatan, users } from '../../../db/schema/index';
import { selectRecordQueries } from '../../../lib/db/record-list';
import { columnsOf } from '../../../lib/db/columns';

const t = kamusIndikator;
const validator = alias(users, 'validator');

const recordColumns = {
  ...columnsOf(t, ['id', 'tahun', 'satuan_kerja_id']),
  satuan_kerja_nama: satuanKerja.satuan_kerja_nama,
  sub_kegiatan_id: t.sub_kegiatan_id,
  sub_kegiatan_kode: subKegiatan.kode,
  sub_kegiatan_nama: subKegiatan.nama,
  ...columnsOf(t, [
    'indikator_output',
    'indikator_kemendagri',
    'satuan',
    'is_fungsional',
    'keterangan',
    'status_validasi',
    'catatan_validasi',
    'validasi_at',
  ]),
  validasi_nama: validator.nama,
  updated_at: t.updated_at,
};

export const searchColumns = [t.indikator_output, t.indikator_kemendagri, subKegiatan.nama, subKegiatan.kode];

const queries = selectRecordQueries({
  table: t,
  select: (db) =>
    db
      .select(recordColumns)
      .from(t)
      .innerJoin(satuanKerja, eq(satuanKerja.satuan_kerja_id, t.satuan_kerja_id))
      .leftJoin(subKegiatan, eq(subKegiatan.id, t.sub_kegiatan_id))
      .leftJoin(validator, eq(validator.id, t.validasi_by))
      .$dynamic(),
  orderBy: [asc(t.satuan_kerja_id), asc(subKegiatan.kode), asc(t.id)],
});
export const { listRows, countRows, findRecord, findRow } = queries;
export type KamusIndikatorRow = Awaited<ReturnType<typeof listRows>>[number];
