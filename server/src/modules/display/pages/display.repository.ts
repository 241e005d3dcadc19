import { and, asc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/client';
import {
  anggotaDisetujui,
  indikatorTujuan,
  kegiatan,
  kinerjaKegiatan,
  kinerjaLangkahAksi,
  kinerjaLangkahAksiAnggota,
  kinerjaProgram,
  kinerjaSubKegiatan,
  misi,
  pegawai,
  penghargaanKinerja,
  periode,
  program,
  programInovatif,
  sasaranStrategis,
  sasaranStrategisPd,
  sasaranStrategisRpjmd,
  satuanKerja,
  strategiRpjmd,
  subKegiatan,
  timKerja,
  timKerjaAnggota,
  tujuan,
  visi,
} from '../../../db/schema/index';
import { joinUp } from '../../../lib/db/rpjmd-joins';
import { selectSasaranRpjmdGoals } from '../../../lib/db/sasaran-rpjmd-goals';
import { periodeOfYear } from '../../../lib/periode';

/**
 * The display pages' own reads (DOMAIN-2 §3): one statement per level of the plan, filtered by the
 * year and, for mikro pages, the unit; never a statement per row.
 */

export async function periodOfYear(db: Db, tahun: number) {
  const [row] = await db
    .select({ id: periode.id, tahun_awal: periode.tahun_awal })
    .from(periode)
    .where(periodeOfYear(tahun))
    .limit(1);
  return row;
}

/** The city's strategic goals of a period with sasaran, indicator and the tujuan / misi / visi above. */
export function sasaranRpjmd(db: Db, periodeId: number) {
  const q = selectSasaranRpjmdGoals(db, {
    tujuan_id: tujuan.id,
    tujuan: tujuan.tujuan,
    misi: misi.misi,
    visi: visi.visi,
  });
  return joinUp(q, 'sasaran', 'visi')
    .where(eq(sasaranStrategisRpjmd.periode_id, periodeId))
    .orderBy(
      asc(misi.nomor),
      asc(tujuan.nomor),
      asc(sasaranStrategis.nomor),
      asc(sasaranStrategisRpjmd.urutan),
      asc(sasaranStrategisRpjmd.id),
    );
}

/** Indicators of the tujuan of a period (display makro RPJMD). */
export function indikatorTujuanOf(db: Db, periodeId: number) {
  return joinUp(db.select({ row: indikatorTujuan }).from(indikatorTujuan).$dynamic(), 'indikator-tujuan', 'visi')
    .where(eq(visi.periode_id, periodeId))
    .orderBy(asc(indikatorTujuan.nomor), asc(indikatorTujuan.id));
}

/** Strategies of the sasaran strategis of a period, with their policies. */
export function strategiOf(db: Db, periodeId: number) {
  const q = db
    .select({
      sasaran_strategis_id: strategiRpjmd.sasaran_strategis_id,
      strategi: strategiRpjmd.strategi,
      arah_kebijakan: strategiRpjmd.arah_kebijakan,
    })
    .from(strategiRpjmd)
    .innerJoin(sasaranStrategis, eq(sasaranStrategis.id, strategiRpjmd.sasaran_strategis_id))
    .$dynamic();
  return joinUp(q, 'sasaran', 'visi')
    .where(eq(visi.periode_id, periodeId))
    .orderBy(asc(strategiRpjmd.nomor), asc(strategiRpjmd.id));
}

/**
 * The unit goals (SS-PD) of a period: of one unit (and the goals its programs of the year hang
 * under: a biro's programs serve setda's goals), or of every unit (makro), with the unit's name.
 */
export function sasaranPd(db: Db, periodeId: number, tahun: number, unit: string | null) {
  const own: SQL | undefined = unit
    ? or(
        eq(sasaranStrategisPd.satuan_kerja_id, unit),
        inArray(
          sasaranStrategisPd.id,
          db
            .select({ id: kinerjaProgram.sasaran_strategis_pd_id })
            .from(kinerjaProgram)
            .where(and(eq(kinerjaProgram.satuan_kerja_id, unit), eq(kinerjaProgram.tahun, tahun))),
        ),
      )
    : undefined;
  return db
    .select({ row: sasaranStrategisPd, satuan_kerja_nama: satuanKerja.satuan_kerja_nama })
    .from(sasaranStrategisPd)
    .innerJoin(satuanKerja, eq(satuanKerja.satuan_kerja_id, sasaranStrategisPd.satuan_kerja_id))
    .where(and(eq(sasaranStrategisPd.periode_id, periodeId), own))
    .orderBy(
      asc(satuanKerja.urutan),
      asc(satuanKerja.satuan_kerja_id),
      asc(sasaranStrategisPd.urutan),
      asc(sasaranStrategisPd.id),
    );
}

const unitOf = (column: AnyPgColumn, unit: string | null) => (unit ? eq(column, unit) : undefined);

/** The year's kinerja program (of a unit, or every unit) with the program's code and name. */
export function programs(db: Db, tahun: number, unit: string | null) {
  return db
    .select({
      row: kinerjaProgram,
      kode: program.kode,
      nama: program.nama,
      satuan_kerja_nama: satuanKerja.satuan_kerja_nama,
    })
    .from(kinerjaProgram)
    .innerJoin(program, eq(program.id, kinerjaProgram.program_id))
    .innerJoin(satuanKerja, eq(satuanKerja.satuan_kerja_id, kinerjaProgram.satuan_kerja_id))
    .where(and(eq(kinerjaProgram.tahun, tahun), unitOf(kinerjaProgram.satuan_kerja_id, unit)))
    .orderBy(asc(kinerjaProgram.urutan), asc(kinerjaProgram.id));
}

export function kegiatanRows(db: Db, tahun: number, unit: string | null) {
  return db
    .select({ row: kinerjaKegiatan, kode: kegiatan.kode, nama: kegiatan.nama })
    .from(kinerjaKegiatan)
    .innerJoin(kegiatan, eq(kegiatan.id, kinerjaKegiatan.kegiatan_id))
    .where(and(eq(kinerjaKegiatan.tahun, tahun), unitOf(kinerjaKegiatan.satuan_kerja_id, unit)))
    .orderBy(asc(kinerjaKegiatan.urutan), asc(kinerjaKegiatan.id));
}

/**
 * Sub kegiatan with their innovation (program inovatif) when they have one; `inovasiOnly`: only
 * those that have one (the program inovatif page: a handful of a city's thousands).
 */
export function subKegiatanRows(db: Db, tahun: number, unit: string | null, inovasiOnly = false) {
  const rows = db
    .select({
      row: kinerjaSubKegiatan,
      kode: subKegiatan.kode,
      nama: subKegiatan.nama,
      nama_inovasi: programInovatif.nama_inovasi,
      inovasi: programInovatif.inovasi,
    })
    .from(kinerjaSubKegiatan)
    .innerJoin(subKegiatan, eq(subKegiatan.id, kinerjaSubKegiatan.sub_kegiatan_id));
  const on = eq(programInovatif.kinerja_sub_kegiatan_id, kinerjaSubKegiatan.id);
  return (inovasiOnly ? rows.innerJoin(programInovatif, on) : rows.leftJoin(programInovatif, on))
    .where(and(eq(kinerjaSubKegiatan.tahun, tahun), unitOf(kinerjaSubKegiatan.satuan_kerja_id, unit)))
    .orderBy(asc(kinerjaSubKegiatan.urutan), asc(kinerjaSubKegiatan.id));
}

export function langkahAksiRows(db: Db, tahun: number, unit: string | null) {
  return db
    .select({ row: kinerjaLangkahAksi, tim_kerja: timKerja.nama })
    .from(kinerjaLangkahAksi)
    .leftJoin(timKerja, eq(timKerja.id, kinerjaLangkahAksi.tim_kerja_id))
    .where(and(eq(kinerjaLangkahAksi.tahun, tahun), unitOf(kinerjaLangkahAksi.satuan_kerja_id, unit)))
    .orderBy(asc(kinerjaLangkahAksi.urutan), asc(kinerjaLangkahAksi.id));
}

/**
 * The langkah aksi targets of team members of the year (and unit) whose membership both heads
 * approved, with the member's name only (public pages show no NIP), in one statement.
 */
export function anggotaLangkahAksiRows(db: Db, tahun: number, unit: string | null) {
  const klaa = kinerjaLangkahAksiAnggota;
  const a = timKerjaAnggota;
  return db
    .select({ row: klaa, nama: pegawai.peg_nama })
    .from(klaa)
    .innerJoin(kinerjaLangkahAksi, eq(kinerjaLangkahAksi.id, klaa.kinerja_langkah_aksi_id))
    .innerJoin(a, eq(a.id, klaa.tim_kerja_anggota_id))
    .innerJoin(pegawai, eq(pegawai.nip, a.nip))
    .where(and(eq(kinerjaLangkahAksi.tahun, tahun), unitOf(kinerjaLangkahAksi.satuan_kerja_id, unit), anggotaDisetujui))
    .orderBy(asc(klaa.kinerja_langkah_aksi_id), asc(pegawai.peg_nama), asc(klaa.id));
}

/** Rank and awards of the year's goals: of the city (RPJMD goals) or of units (SS-PD). */
export function penghargaan(db: Db, tahun: number, level: 'rpjmd' | 'pd') {
  return db
    .select({
      sasaran_strategis_rpjmd_id: penghargaanKinerja.sasaran_strategis_rpjmd_id,
      sasaran_strategis_pd_id: penghargaanKinerja.sasaran_strategis_pd_id,
      peringkat: penghargaanKinerja.peringkat,
      penghargaan: penghargaanKinerja.penghargaan,
    })
    .from(penghargaanKinerja)
    .where(
      and(
        eq(penghargaanKinerja.tahun, tahun),
        level === 'rpjmd'
          ? sql`${penghargaanKinerja.sasaran_strategis_rpjmd_id} is not null`
          : sql`${penghargaanKinerja.sasaran_strategis_pd_id} is not null`,
      ),
    );
}
