import { and, asc, eq, inArray, notInArray, type SQL } from 'drizzle-orm';
import { BULAN_KE, monthlyKey, type MonthlyPrefix } from '@sakip/domain';
import type { Db, Tx } from '../../../db/client';
import {
  kinerjaLangkahAksi,
  kinerjaSubKegiatan,
  langkahAksiPerbaikan,
  penambahanJumlahOutput,
  penyebabKegagalan,
  satuanKerja,
  subKegiatan,
  timKerja,
} from '../../../db/schema/index';

/**
 * The rapor's reads (DOMAIN-2 §1). Each is one statement whatever the size of the city: the rank
 * reads the year's sub kegiatan of every unit once; a unit's card adds its causes, corrective
 * steps and langkah aksi, one statement each.
 */

const ksk = kinerjaSubKegiatan;
const PREFIXES: MonthlyPrefix[] = ['target', 'realisasi', 'anggaran', 'realisasi_anggaran'];
const monthColumns = Object.fromEntries(
  PREFIXES.flatMap((p) => BULAN_KE.map((b) => [monthlyKey(p, b), ksk[monthlyKey(p, b)]])),
) as { [K in `${MonthlyPrefix}_bulan_${(typeof BULAN_KE)[number]}`]: (typeof ksk)[K] };

/** Active units (setda and each biro separately), by name. */
export function units(db: Db | Tx) {
  return db
    .select({ satuan_kerja_id: satuanKerja.satuan_kerja_id, satuan_kerja_nama: satuanKerja.satuan_kerja_nama })
    .from(satuanKerja)
    .where(eq(satuanKerja.active, true))
    .orderBy(asc(satuanKerja.satuan_kerja_nama));
}

/** The monthly values of every sub kegiatan of the year (the rank), or of one unit. */
export function monthlyOfYear(db: Db | Tx, tahun: number, unit?: string) {
  return db
    .select({
      id: ksk.id,
      satuan_kerja_id: ksk.satuan_kerja_id,
      polaritas: ksk.polaritas,
      anggaran: ksk.anggaran,
      ...monthColumns,
    })
    .from(ksk)
    .where(and(eq(ksk.tahun, tahun), unit === undefined ? undefined : eq(ksk.satuan_kerja_id, unit)));
}
export type MonthlyRow = Awaited<ReturnType<typeof monthlyOfYear>>[number];

/** A unit's sub kegiatan of the year with their words and monthly values, in plan order. */
export function itemsOfUnit(db: Db | Tx, tahun: number, unit: string, id?: number) {
  return db
    .select({
      id: ksk.id,
      satuan_kerja_id: ksk.satuan_kerja_id,
      satuan_kerja_nama: satuanKerja.satuan_kerja_nama,
      tahun: ksk.tahun,
      sub_kegiatan: subKegiatan.nama,
      sasaran: ksk.sasaran,
      indikator: ksk.indikator,
      satuan: ksk.satuan,
      polaritas: ksk.polaritas,
      anggaran: ksk.anggaran,
      ...monthColumns,
    })
    .from(ksk)
    .innerJoin(subKegiatan, eq(subKegiatan.id, ksk.sub_kegiatan_id))
    .innerJoin(satuanKerja, eq(satuanKerja.satuan_kerja_id, ksk.satuan_kerja_id))
    .where(and(eq(ksk.tahun, tahun), eq(ksk.satuan_kerja_id, unit), id === undefined ? undefined : eq(ksk.id, id)))
    .orderBy(asc(ksk.urutan), asc(ksk.id));
}
export type ItemRow = Awaited<ReturnType<typeof itemsOfUnit>>[number];

/** One sub kegiatan with its unit (to scope a request by id), or undefined. */
export async function findItem(db: Db | Tx, id: number) {
  const [row] = await db
    .select({ id: ksk.id, satuan_kerja_id: ksk.satuan_kerja_id, tahun: ksk.tahun })
    .from(ksk)
    .where(eq(ksk.id, id))
    .limit(1);
  return row;
}

/** Penambahan jumlah output of every unit of a year. */
export function penambahanOfYear(db: Db | Tx, tahun: number) {
  return db.select().from(penambahanJumlahOutput).where(eq(penambahanJumlahOutput.tahun, tahun));
}

function causeScope(
  tahun: number,
  triwulan: number | undefined,
  unit: string | undefined,
  items?: number[],
): SQL | undefined {
  return and(
    eq(penyebabKegagalan.level, 'kinerja-sub-kegiatan'),
    eq(penyebabKegagalan.tahun, tahun),
    triwulan === undefined ? undefined : eq(penyebabKegagalan.triwulan, triwulan),
    unit === undefined ? undefined : eq(ksk.satuan_kerja_id, unit),
    items === undefined ? undefined : inArray(ksk.id, items.length ? items : [0]),
  );
}

/** Causes of a unit's sub kegiatan in a quarter (or one item's). */
export function causesOf(db: Db | Tx, q: { tahun: number; triwulan?: number; unit?: string; items?: number[] }) {
  return db
    .select({
      id: penyebabKegagalan.id,
      kinerja_sub_kegiatan_id: ksk.id,
      triwulan: penyebabKegagalan.triwulan,
      penyebab: penyebabKegagalan.penyebab,
    })
    .from(penyebabKegagalan)
    .innerJoin(ksk, eq(ksk.id, penyebabKegagalan.kinerja_sub_kegiatan_id))
    .where(causeScope(q.tahun, q.triwulan, q.unit, q.items))
    .orderBy(asc(penyebabKegagalan.id));
}

/** Corrective langkah aksi of those causes with the cause they answer. */
export function correctiveOf(db: Db | Tx, q: { tahun: number; triwulan?: number; unit?: string; items?: number[] }) {
  return db
    .select({
      penyebab_kegagalan_id: langkahAksiPerbaikan.penyebab_kegagalan_id,
      id: kinerjaLangkahAksi.id,
      sasaran: kinerjaLangkahAksi.sasaran,
      indikator: kinerjaLangkahAksi.indikator,
      satuan: kinerjaLangkahAksi.satuan,
      target: kinerjaLangkahAksi.target,
      anggaran: kinerjaLangkahAksi.anggaran,
      tim_kerja: timKerja.nama,
    })
    .from(langkahAksiPerbaikan)
    .innerJoin(penyebabKegagalan, eq(penyebabKegagalan.id, langkahAksiPerbaikan.penyebab_kegagalan_id))
    .innerJoin(ksk, eq(ksk.id, penyebabKegagalan.kinerja_sub_kegiatan_id))
    .innerJoin(kinerjaLangkahAksi, eq(kinerjaLangkahAksi.id, langkahAksiPerbaikan.kinerja_langkah_aksi_id))
    .leftJoin(timKerja, eq(timKerja.id, kinerjaLangkahAksi.tim_kerja_id))
    .where(causeScope(q.tahun, q.triwulan, q.unit, q.items))
    .orderBy(asc(kinerjaLangkahAksi.id));
}
export type CorrectiveRow = Awaited<ReturnType<typeof correctiveOf>>[number];

/** The unit's langkah aksi of the year that are not corrective steps (the plan before adjustment). */
export function plannedLangkahAksi(db: Db | Tx, tahun: number, unit: string, items?: number[]) {
  const corrective = db.select({ id: langkahAksiPerbaikan.kinerja_langkah_aksi_id }).from(langkahAksiPerbaikan);
  return db
    .select({
      id: kinerjaLangkahAksi.id,
      kinerja_sub_kegiatan_id: kinerjaLangkahAksi.kinerja_sub_kegiatan_id,
      sasaran: kinerjaLangkahAksi.sasaran,
    })
    .from(kinerjaLangkahAksi)
    .where(
      and(
        eq(kinerjaLangkahAksi.tahun, tahun),
        eq(kinerjaLangkahAksi.satuan_kerja_id, unit),
        items === undefined
          ? undefined
          : inArray(kinerjaLangkahAksi.kinerja_sub_kegiatan_id, items.length ? items : [0]),
        notInArray(kinerjaLangkahAksi.id, corrective),
      ),
    )
    .orderBy(asc(kinerjaLangkahAksi.id));
}
