import { and, asc, eq, inArray, notInArray, sql, type SQL } from 'drizzle-orm';
import { BULAN_KE, monthlyKey, type MonthlyPrefix, type RaporJumlah, type Triwulan } from '@sakip/domain';
import type { Db, Tx } from '../../../db/client';
import { findById } from '../../../lib/crud/writes';
import { columnsOf } from '../../../lib/db/columns';
import { selectWithUnit } from '../../../lib/db/unit-joined-select';
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

// ---------------------------------------------------------------------------------------------
// Sums per unit, in SQL (the rank of every unit, the penilaian organisasi)
// ---------------------------------------------------------------------------------------------

/** The columns of a monthly series up to month `months` (1-based). */
function months(prefix: MonthlyPrefix, upTo: number): SQL[] {
  return BULAN_KE.filter((b) => b <= upTo).map((b) => sql`${ksk[monthlyKey(prefix, b)]}`);
}

/** sumPresent of @sakip/domain: null when no month has a value, else the sum rounded to 2 decimals. */
function sumPresentSql(cols: SQL[]): SQL {
  const list = sql.join(cols, sql`, `);
  const total = sql.join(
    cols.map((c) => sql`coalesce(${c}, 0)`),
    sql` + `,
  );
  return sql`(case when num_nonnulls(${list}) = 0 then null else round(${total}, 2) end)`;
}

/**
 * raporItem of @sakip/domain as SQL, for quarter tw: whether the row is an item (any cumulative
 * month has a target > 0), its cumulative target and realisasi (sumPresent), its anggaran (the
 * cash plan of the months, or the yearly budget without a plan) and terserap. One column each, so
 * that the aggregate reads them instead of computing them again.
 * rapor.test.ts checks the sums against the domain's functions on every unit, quarter and year.
 */
function itemColumns(tw: Triwulan) {
  const n = tw * 3;
  const hasPlan = sql`(greatest(${sql.join(months('anggaran', 12), sql`, `)}) > 0)`;
  return {
    [`item_${tw}`]: sql<boolean>`coalesce(greatest(${sql.join(months('target', n), sql`, `)}) > 0, false)`.as(
      `item_${tw}`,
    ),
    [`target_${tw}`]: sql<number | null>`${sumPresentSql(months('target', n))}`.as(`target_${tw}`),
    [`realisasi_${tw}`]: sql<number | null>`${sumPresentSql(months('realisasi', n))}`.as(`realisasi_${tw}`),
    [`anggaran_${tw}`]:
      sql<number>`(case when ${hasPlan} then coalesce(${sumPresentSql(months('anggaran', n))}, 0) else coalesce(${ksk.anggaran}, 0) end)`.as(
        `anggaran_${tw}`,
      ),
    [`terserap_${tw}`]: sql<number>`coalesce(${sumPresentSql(months('realisasi_anggaran', n))}, 0)`.as(
      `terserap_${tw}`,
    ),
  };
}

export type UnitTotals = Map<string, Map<Triwulan, RaporJumlah>>;

/** The sums of each quarter asked, per unit: one statement (one pass over the year's sub kegiatan). */
export async function totalsOfYear(db: Db | Tx, tahun: number, quarters: readonly Triwulan[]): Promise<UnitTotals> {
  const itemFields: Record<string, SQL.Aliased<unknown>> = {};
  for (const tw of quarters) Object.assign(itemFields, itemColumns(tw));
  const perItem = db
    .select({
      satuan_kerja_id: ksk.satuan_kerja_id,
      turun: sql<boolean>`(${ksk.polaritas} = 'turun')`.as('turun'),
      ...itemFields,
    })
    .from(ksk)
    .where(eq(ksk.tahun, tahun))
    // A fence (a grouped subquery is not pulled up): without it the planner inlines the
    // subquery and computes each column again at every use in the aggregate, 5× slower.
    .groupBy(ksk.id)
    .as('r');
  const col = (name: string) => sql.raw(`r."${name}"`);
  const num = (expr: SQL) => sql<number>`coalesce(${expr}, 0)::float8`.mapWith(Number);
  const columns: Record<string, SQL.Aliased<number>> = {};
  for (const tw of quarters) {
    const [item, target, realisasi] = [col(`item_${tw}`), col(`target_${tw}`), col(`realisasi_${tw}`)];
    // Tercapai (itemTercapai): a target > 0, a realisasi, and realisasi ≥ target (≤ when lower is better).
    const tercapai = sql`${item} and ${target} > 0 and ${realisasi} is not null and case when r.turun then ${realisasi} <= ${target} else ${realisasi} >= ${target} end`;
    columns[`jumlah_${tw}`] = num(sql`count(*) filter (where ${item})`).as(`jumlah_${tw}`);
    columns[`tercapai_${tw}`] = num(sql`count(*) filter (where ${tercapai})`).as(`tercapai_${tw}`);
    columns[`anggaran_${tw}`] = num(sql`sum(${col(`anggaran_${tw}`)}) filter (where ${item})`).as(`anggaran_${tw}`);
    columns[`terserap_${tw}`] = num(sql`sum(${col(`terserap_${tw}`)}) filter (where ${item})`).as(`terserap_${tw}`);
    columns[`gagal_${tw}`] = num(
      sql`sum(${col(`anggaran_${tw}`)}) filter (where ${item} and not coalesce(${tercapai}, false))`,
    ).as(`gagal_${tw}`);
  }
  const rows = await db
    .select({ satuan_kerja_id: perItem.satuan_kerja_id, ...columns })
    .from(perItem)
    .groupBy(perItem.satuan_kerja_id);
  const out: UnitTotals = new Map();
  for (const row of rows) {
    const r = row as unknown as Record<string, number>;
    const perQuarter = new Map<Triwulan, RaporJumlah>();
    for (const tw of quarters) {
      perQuarter.set(tw, {
        jumlah: r[`jumlah_${tw}`] ?? 0,
        tercapai: r[`tercapai_${tw}`] ?? 0,
        anggaran: r[`anggaran_${tw}`] ?? 0,
        terserap: r[`terserap_${tw}`] ?? 0,
        anggaran_tidak_tercapai: r[`gagal_${tw}`] ?? 0,
      });
    }
    out.set(row.satuan_kerja_id, perQuarter);
  }
  return out;
}

/** A unit's sub kegiatan of the year with their words and monthly values, in plan order. */
export function itemsOfUnit(db: Db | Tx, tahun: number, unit: string, id?: number) {
  const columns = {
    ...columnsOf(ksk, ['id', 'satuan_kerja_id', 'tahun', 'sasaran', 'indikator', 'satuan', 'polaritas', 'anggaran']),
    satuan_kerja_nama: satuanKerja.satuan_kerja_nama,
    sub_kegiatan: subKegiatan.nama,
    ...monthColumns,
  };
  return selectWithUnit(db, columns, ksk)
    .innerJoin(subKegiatan, eq(subKegiatan.id, ksk.sub_kegiatan_id))
    .where(and(eq(ksk.tahun, tahun), eq(ksk.satuan_kerja_id, unit), id === undefined ? undefined : eq(ksk.id, id)))
    .orderBy(asc(ksk.urutan), asc(ksk.id));
}
export type ItemRow = Awaited<ReturnType<typeof itemsOfUnit>>[number];

/** One sub kegiatan as stored, with its unit and year (to scope a request by id), or undefined. */
export function findItem(db: Db | Tx, id: number) {
  return findById(db, ksk, id);
}

/** Penambahan jumlah output of every unit of a year. */
export function penambahanOfYear(db: Db | Tx, tahun: number) {
  return db.select().from(penambahanJumlahOutput).where(eq(penambahanJumlahOutput.tahun, tahun));
}

/** Whose causes: of the year, and of the quarter, the unit and the items when given. */
interface CauseScope {
  tahun: number;
  triwulan?: number;
  unit?: string;
  items?: number[];
}

function causeScope({ tahun, triwulan, unit, items }: CauseScope): SQL | undefined {
  return and(
    eq(penyebabKegagalan.level, 'kinerja-sub-kegiatan'),
    eq(penyebabKegagalan.tahun, tahun),
    triwulan === undefined ? undefined : eq(penyebabKegagalan.triwulan, triwulan),
    unit === undefined ? undefined : eq(ksk.satuan_kerja_id, unit),
    items === undefined ? undefined : inArray(ksk.id, items.length ? items : [0]),
  );
}

/** Causes of a unit's sub kegiatan in a quarter (or one item's). */
export function causesOf(db: Db | Tx, q: CauseScope) {
  return db
    .select({
      id: penyebabKegagalan.id,
      kinerja_sub_kegiatan_id: ksk.id,
      triwulan: penyebabKegagalan.triwulan,
      penyebab: penyebabKegagalan.penyebab,
    })
    .from(penyebabKegagalan)
    .innerJoin(ksk, eq(ksk.id, penyebabKegagalan.kinerja_sub_kegiatan_id))
    .where(causeScope(q))
    .orderBy(asc(penyebabKegagalan.id));
}

/** Corrective langkah aksi of those causes with the cause they answer. */
export function correctiveOf(db: Db | Tx, q: CauseScope) {
  return db
    .select({
      penyebab_kegagalan_id: langkahAksiPerbaikan.penyebab_kegagalan_id,
      ...columnsOf(kinerjaLangkahAksi, ['id', 'sasaran', 'indikator', 'satuan', 'target', 'anggaran']),
      tim_kerja: timKerja.nama,
    })
    .from(langkahAksiPerbaikan)
    .innerJoin(penyebabKegagalan, eq(penyebabKegagalan.id, langkahAksiPerbaikan.penyebab_kegagalan_id))
    .innerJoin(ksk, eq(ksk.id, penyebabKegagalan.kinerja_sub_kegiatan_id))
    .innerJoin(kinerjaLangkahAksi, eq(kinerjaLangkahAksi.id, langkahAksiPerbaikan.kinerja_langkah_aksi_id))
    .leftJoin(timKerja, eq(timKerja.id, kinerjaLangkahAksi.tim_kerja_id))
    .where(causeScope(q))
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
