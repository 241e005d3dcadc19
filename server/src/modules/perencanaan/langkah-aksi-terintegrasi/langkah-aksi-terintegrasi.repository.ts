import { and, asc, eq, getTableColumns, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import {
  anggotaDisetujui,
  kinerjaLangkahAksi,
  kinerjaLangkahAksiAnggota,
  kinerjaSubKegiatan,
  pegawai,
  subKegiatan,
  timKerja,
  timKerjaAnggota,
} from '../../../db/schema/index';
import { likePattern } from '../../../lib/pagination';
import { ketua, timKerjaColumns } from '../shared/pengampu';
import { findById } from '../../../lib/crud/index';
import { columnsOf } from '../../../lib/db/columns';

const t = kinerjaLangkahAksi;

/**
 * A unit's action steps of a year with their sub kegiatan and team (one statement), ordered as the
 * cascading tree orders them.
 */
export function findLangkahAksi(
  db: Db | Tx,
  filter: {
    satuanKerjaId: string;
    tahun: number;
    id?: number;
    kinerjaSubKegiatanId?: number | undefined;
    search?: string | undefined;
  },
) {
  const pattern = filter.search ? likePattern(filter.search) : undefined;
  const where: SQL | undefined = and(
    eq(t.tahun, filter.tahun),
    eq(t.satuan_kerja_id, filter.satuanKerjaId),
    filter.id ? eq(t.id, filter.id) : undefined,
    filter.kinerjaSubKegiatanId ? eq(t.kinerja_sub_kegiatan_id, filter.kinerjaSubKegiatanId) : undefined,
    pattern
      ? or(
          ilike(t.sasaran, pattern),
          ilike(t.indikator, pattern),
          ilike(kinerjaSubKegiatan.sasaran, pattern),
          ilike(subKegiatan.nama, pattern),
        )
      : undefined,
  );
  return db
    .select({
      ...getTableColumns(t),
      ksk_sasaran: kinerjaSubKegiatan.sasaran,
      ksk_indikator: kinerjaSubKegiatan.indikator,
      ksk_target: kinerjaSubKegiatan.target,
      ksk_satuan: kinerjaSubKegiatan.satuan,
      sub_kegiatan_id: subKegiatan.id,
      sub_kegiatan_kode: subKegiatan.kode,
      sub_kegiatan_nama: subKegiatan.nama,
      ...timKerjaColumns,
      tk_ketua_nip: timKerja.ketua_nip,
    })
    .from(t)
    .innerJoin(kinerjaSubKegiatan, eq(kinerjaSubKegiatan.id, t.kinerja_sub_kegiatan_id))
    .innerJoin(subKegiatan, eq(subKegiatan.id, kinerjaSubKegiatan.sub_kegiatan_id))
    .leftJoin(timKerja, eq(timKerja.id, t.tim_kerja_id))
    .leftJoin(ketua, eq(ketua.nip, timKerja.ketua_nip))
    .where(where)
    .orderBy(asc(kinerjaSubKegiatan.urutan), asc(kinerjaSubKegiatan.id), asc(t.urutan), asc(t.id));
}
export type LangkahAksiRow = Awaited<ReturnType<typeof findLangkahAksi>>[number];

/** The member targets of several action steps with the members' names (one statement). */
export async function findAnggotaOf(db: Db | Tx, langkahAksiIds: number[]) {
  if (langkahAksiIds.length === 0) return [];
  const a = kinerjaLangkahAksiAnggota;
  return db
    .select({
      ...columnsOf(a, ['kinerja_langkah_aksi_id', 'id', 'tim_kerja_anggota_id']),
      nip: timKerjaAnggota.nip,
      nama_pegawai_anggota: pegawai.peg_nama,
      ...columnsOf(a, ['target', 'satuan', 'realisasi']),
      /** Approved by the kepala bidang and the kepala OPD (DOMAIN-2 §4): shown on public pages. */
      disetujui: anggotaDisetujui,
    })
    .from(a)
    .innerJoin(timKerjaAnggota, eq(timKerjaAnggota.id, a.tim_kerja_anggota_id))
    .innerJoin(pegawai, eq(pegawai.nip, timKerjaAnggota.nip))
    .where(inArray(a.kinerja_langkah_aksi_id, langkahAksiIds))
    .orderBy(asc(a.id));
}

export function findRow(db: Db | Tx, id: number) {
  return findById(db, t, id);
}

/** The member targets of a step, each with whether both heads approved the membership (anggotaDisetujui). */
export function findAnggotaRows(tx: Tx, id: number) {
  return tx
    .select({ ...getTableColumns(kinerjaLangkahAksiAnggota), disetujui: anggotaDisetujui })
    .from(kinerjaLangkahAksiAnggota)
    .innerJoin(timKerjaAnggota, eq(timKerjaAnggota.id, kinerjaLangkahAksiAnggota.tim_kerja_anggota_id))
    .where(eq(kinerjaLangkahAksiAnggota.kinerja_langkah_aksi_id, id));
}

/** The members of a team with their names, and the team's unit (one statement). */
export function findTimAnggota(db: Db, timKerjaId: number) {
  return db
    .select({
      id: timKerjaAnggota.id,
      nip: timKerjaAnggota.nip,
      nama: pegawai.peg_nama,
      satuan_kerja_id: timKerja.satuan_kerja_id,
    })
    .from(timKerjaAnggota)
    .innerJoin(timKerja, eq(timKerja.id, timKerjaAnggota.tim_kerja_id))
    .innerJoin(pegawai, eq(pegawai.nip, timKerjaAnggota.nip))
    .where(eq(timKerjaAnggota.tim_kerja_id, timKerjaId))
    .orderBy(asc(timKerjaAnggota.id));
}
