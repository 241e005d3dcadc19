import { eq, getTableColumns } from 'drizzle-orm';
import { BULAN_KE, monthlyKey, monthlyValues } from '@sakip/domain';
import type { Db, Tx } from '../../../db/client';
import {
  kinerjaLangkahAksi,
  kinerjaLangkahAksiAnggota,
  kinerjaSubKegiatan,
  pegawai,
  satuanKerja,
  subKegiatan,
  timKerja,
  timKerjaAnggota,
} from '../../../db/schema/index';
import { ketua, timKerjaColumns } from '../shared/pengampu';
import { selectRecordQueries } from '../../../lib/db/record-list';
import { columnsOf } from '../../../lib/db/columns';

const t = kinerjaLangkahAksi;

const recordColumns = {
  ...getTableColumns(t),
  satuan_kerja_nama: satuanKerja.satuan_kerja_nama,
  parent_sasaran: kinerjaSubKegiatan.sasaran,
  parent_indikator: kinerjaSubKegiatan.indikator,
  sub_kegiatan_id: subKegiatan.id,
  sub_kegiatan_kode: subKegiatan.kode,
  sub_kegiatan_nama: subKegiatan.nama,
  ...timKerjaColumns,
};

function selectRecords(db: Db | Tx) {
  return db
    .select(recordColumns)
    .from(t)
    .innerJoin(satuanKerja, eq(satuanKerja.satuan_kerja_id, t.satuan_kerja_id))
    .innerJoin(kinerjaSubKegiatan, eq(kinerjaSubKegiatan.id, t.kinerja_sub_kegiatan_id))
    .innerJoin(subKegiatan, eq(subKegiatan.id, kinerjaSubKegiatan.sub_kegiatan_id))
    .leftJoin(timKerja, eq(timKerja.id, t.tim_kerja_id))
    .leftJoin(ketua, eq(ketua.nip, timKerja.ketua_nip))
    .$dynamic();
}
export type KinerjaLangkahAksiRow = Awaited<ReturnType<typeof selectRecords>>[number];

export const searchColumns = [t.sasaran, t.indikator, subKegiatan.nama];

const queries = selectRecordQueries({
  table: t,
  select: selectRecords,
  orderBy: [t.satuan_kerja_id, t.kinerja_sub_kegiatan_id, t.urutan, t.id],
});
export const { listRows, countRows, findRecord, findRow } = queries;

export async function findParent(db: Db | Tx, id: number) {
  const [row] = await db
    .select(columnsOf(kinerjaSubKegiatan, ['id', 'satuan_kerja_id', 'tahun']))
    .from(kinerjaSubKegiatan)
    .where(eq(kinerjaSubKegiatan.id, id))
    .limit(1);
  return row;
}

/** The member targets with the members' names and monthly targets (one statement). */
export async function findAnggota(db: Db | Tx, id: number) {
  const klaa = kinerjaLangkahAksiAnggota;
  const rows = await db
    .select({
      id: klaa.id,
      tim_kerja_anggota_id: klaa.tim_kerja_anggota_id,
      nip: timKerjaAnggota.nip,
      nama_pegawai_anggota: pegawai.peg_nama,
      ...columnsOf(klaa, ['target', 'satuan', 'realisasi']),
      ...Object.fromEntries(BULAN_KE.map((b) => [monthlyKey('target', b), klaa[monthlyKey('target', b)]])),
    })
    .from(klaa)
    .innerJoin(timKerjaAnggota, eq(timKerjaAnggota.id, klaa.tim_kerja_anggota_id))
    .innerJoin(pegawai, eq(pegawai.nip, timKerjaAnggota.nip))
    .where(eq(klaa.kinerja_langkah_aksi_id, id))
    .orderBy(klaa.id);
  return rows.map((r) => ({
    id: r.id,
    tim_kerja_anggota_id: r.tim_kerja_anggota_id,
    nip: r.nip,
    nama_pegawai_anggota: r.nama_pegawai_anggota,
    target: r.target,
    target_bulanan: monthlyValues(r, 'target'),
    satuan: r.satuan,
    realisasi: r.realisasi,
  }));
}
