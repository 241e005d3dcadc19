import { type AnyPgColumn, customType, foreignKey, text } from 'drizzle-orm/pg-core';

/**
 * Column helpers of the planning tables (perencanaan). Numbers are `numeric` read as JS numbers
 * (Drizzle `mode: 'number'`): no float rounding in the database, no strings in the code.
 */

/**
 * A foreign key with a short name: the generated names (table_column_target_column_fk) pass
 * PostgreSQL's 63-character limit for most planning tables and would be truncated.
 */
export function fk(
  name: string,
  column: AnyPgColumn,
  target: AnyPgColumn,
  onDelete: 'restrict' | 'cascade' | 'set null' = 'restrict',
) {
  return foreignKey({ name, columns: [column], foreignColumns: [target] }).onDelete(onDelete);
}

/**
 * A numeric read as a JS number, where NaN and ±Infinity (which PostgreSQL's numeric can hold)
 * are null both ways: a stored odd value reads as null (shown '-') instead of failing the
 * response serialisation, and a non-finite number is never written (issue 9).
 */
function finiteNumeric(sqlType: string) {
  return customType<{ data: number; driverData: string | number }>({
    dataType: () => sqlType,
    fromDriver: (value) => {
      const n = typeof value === 'number' ? value : Number(value);
      return (Number.isFinite(n) ? n : null) as number;
    },
    toDriver: (value) => (Number.isFinite(value) ? String(value) : (null as unknown as string)),
  });
}

const numericNilai = finiteNumeric('numeric');
const numericRupiah = finiteNumeric('numeric(18, 2)');

/** A measured value (target, realisasi, capaian, rata-rata): numeric without a fixed scale. */
export const nilai = () => numericNilai();

/** Rupiah: numeric(18,2). */
export const rupiah = () => numericRupiah();

/** Indicator polarity: 'naik' (higher is better, default) or 'turun' (lower is better). */
export const polaritas = () => text().notNull().default('naik');

export const TAHUN_KE = [1, 2, 3, 4, 5] as const;
export type TahunKe = (typeof TAHUN_KE)[number];

export const BULAN_KE = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] as const;
export type BulanKe = (typeof BULAN_KE)[number];

type Nilai = ReturnType<typeof nilai>;
type Rupiah = ReturnType<typeof rupiah>;

/**
 * One column per year of a 5-year period: `target_1` .. `target_5`. The key of a year comes from
 * `yearKey(prefix, year, periodStart)` in @sakip/domain ('baseline' before the period).
 */
export function perTahun<P extends string>(prefix: P): Record<`${P}_${TahunKe}`, Nilai> {
  return Object.fromEntries(TAHUN_KE.map((k) => [`${prefix}_${k}`, nilai()])) as Record<`${P}_${TahunKe}`, Nilai>;
}

/** The monthly columns of one performance year: `target_bulan_1` .. `target_bulan_12`. */
export function perBulan<P extends string>(prefix: P): Record<`${P}_bulan_${BulanKe}`, Nilai> {
  return Object.fromEntries(BULAN_KE.map((b) => [`${prefix}_bulan_${b}`, nilai()])) as Record<
    `${P}_bulan_${BulanKe}`,
    Nilai
  >;
}

/** Monthly rupiah columns: `anggaran_bulan_1` .. `anggaran_bulan_12`. */
export function perBulanRupiah<P extends string>(prefix: P): Record<`${P}_bulan_${BulanKe}`, Rupiah> {
  return Object.fromEntries(BULAN_KE.map((b) => [`${prefix}_bulan_${b}`, rupiah()])) as Record<
    `${P}_bulan_${BulanKe}`,
    Rupiah
  >;
}

/**
 * Monthly values of a kinerja row (program, kegiatan, sub kegiatan, langkah aksi).
 *
 * Why 12 columns per series and not a child table `kinerja_bulanan`: a year always has exactly 12
 * months, so a child table buys no flexibility but costs a second query (or a join ×12) on every
 * tree, report card and export, an upsert of 12 rows on every save, a polymorphic parent (four
 * levels) and an audit record split over 13 rows. With columns one row is one kinerja: the form,
 * the XLSX export and the audit old/new values are that row; quarter sums are done in one tested
 * place (`cumulativeByTriwulan` of @sakip/domain over `monthlyValues(row, prefix)`), and SQL can
 * still add `target_bulan_1 + target_bulan_2 + target_bulan_3` where a report needs it.
 * (A numeric[] array was rejected: Drizzle maps a NULL element of a numeric array to 0.)
 */
export function bulanan() {
  return {
    ...perBulan('target'),
    ...perBulan('realisasi'),
    /** Planned spending per month (anggaran kas); optional. */
    ...perBulanRupiah('anggaran'),
    ...perBulanRupiah('realisasi_anggaran'),
  };
}

/** Definisi operasional of an indicator (SPEC §3 'Definisi operasional row'). */
export function definisiOperasional() {
  return {
    do_narasi: text(),
    do_rumus: text(),
    do_keterangan: text(),
    do_sumber: text(),
  };
}
