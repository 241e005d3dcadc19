import { sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { AppError } from '../errors';

/**
 * "A record in use is deactivated, not deleted" (issue 24): before deleting a row of the
 * organisation (satuan kerja, unit kerja, pegawai, periode), count every row that still points at
 * it and refuse with 409 naming where it is used ("Masih dipakai oleh 3 pegawai dan 12 kinerja
 * program"). The references are the database's own foreign keys (read once from the catalog, so a
 * new table is covered without a line here) plus the references that are plain columns.
 */

export interface ExtraRef {
  table: string;
  column: string;
}

interface Ref extends ExtraRef {
  label: string;
}

/** How a referencing table is named in the message; otherwise its name with spaces. */
const LABELS: Record<string, string> = {
  // The organisation first (what the admin looks at), then the plans.
  pegawai: 'pegawai',
  unit_kerja: 'unit kerja',
  users: 'akun pengguna',
  satuan_kerja: 'satuan kerja',
  pejabat_plt: 'jabatan Plt.',
  visi: 'visi',
  sasaran_strategis_pd: 'sasaran strategis PD',
  kinerja_program: 'kinerja program',
  kinerja_kegiatan: 'kinerja kegiatan',
  kinerja_sub_kegiatan: 'kinerja sub kegiatan',
  tim_kerja: 'tim kerja',
  tim_kerja_anggota: 'anggota tim kerja',
  sasaran_strategis_rpjmd: 'sasaran strategis RPJMD',
  program_satuan_kerja: 'program (unit pelaksana)',
  lke_eviden: 'eviden LKE',
  lke_jawaban: 'jawaban LKE',
  narasi_lkip: 'narasi LKIP',
  tindak_lanjut_lhe: 'tindak lanjut LHE',
  perjanjian_kinerja_scan: 'pindaian PK',
};
const ORDER = Object.keys(LABELS);
/** At most this many kinds are named; the rest are counted. */
const NAMED_KINDS = 5;

function labelOf(table: string): string {
  return LABELS[table] ?? table.replace(/_/g, ' ');
}

/** The rows of db.execute: an array (some drivers) or `{ rows }` (pg, PGlite). */
function rowsOf<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  const rows = (result as { rows?: unknown } | null)?.rows;
  return Array.isArray(rows) ? (rows as T[]) : [];
}

const catalog = new Map<string, ExtraRef[]>();

/** Single-column foreign keys that reference table.column (cached: the schema does not change while running). */
async function foreignKeysTo(db: Db | Tx, table: string, column: string): Promise<ExtraRef[]> {
  const key = `${table}.${column}`;
  const known = catalog.get(key);
  if (known) return known;
  const result: unknown = await db.execute(sql`
    select cl.relname as "table", a.attname as "column"
    from pg_constraint c
    join pg_class cl on cl.oid = c.conrelid
    join pg_class ref on ref.oid = c.confrelid
    join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
    join pg_attribute ra on ra.attrelid = c.confrelid and ra.attnum = c.confkey[1]
    where c.contype = 'f' and cardinality(c.conkey) = 1 and pg_table_is_visible(ref.oid)
      and ref.relname = ${table} and ra.attname = ${column}
    order by 1, 2`);
  const refs = rowsOf<ExtraRef>(result).map((r) => ({ table: r.table, column: r.column }));
  catalog.set(key, refs);
  return refs;
}

export interface Usage {
  label: string;
  total: number;
}

/** How many rows of each referencing table point at `value` (one statement besides the cached catalog read). */
export async function usagesOf(
  db: Db | Tx,
  target: { table: string; column: string; value: string | number; extra?: ExtraRef[]; ignore?: string[] },
): Promise<Usage[]> {
  const fks = await foreignKeysTo(db, target.table, target.column);
  const ignore = new Set(target.ignore ?? []);
  const refs: Ref[] = [...fks, ...(target.extra ?? [])]
    .filter((r) => !ignore.has(r.table))
    .map((r) => ({ ...r, label: labelOf(r.table) }));
  if (refs.length === 0) return [];
  const counts: SQL[] = refs.map(
    (r, i) =>
      sql`(select count(*) from ${sql.identifier(r.table)} where ${sql.identifier(r.column)} = ${target.value})::int as ${sql.identifier(`c${i}`)}`,
  );
  const result: unknown = await db.execute(sql`select ${sql.join(counts, sql`, `)}`);
  const row = rowsOf<Record<string, number>>(result)[0] ?? {};
  const byLabel = new Map<string, number>();
  refs.forEach((r, i) => {
    const total = Number(row[`c${i}`] ?? 0);
    if (total > 0) byLabel.set(r.label, (byLabel.get(r.label) ?? 0) + total);
  });
  const rank = (table: string) => (ORDER.includes(table) ? ORDER.indexOf(table) : ORDER.length);
  const tableOf = new Map(refs.map((r) => [r.label, r.table]));
  return [...byLabel]
    .map(([label, total]) => ({ label, total }))
    .sort(
      (a, b) => rank(tableOf.get(a.label) ?? '') - rank(tableOf.get(b.label) ?? '') || a.label.localeCompare(b.label),
    );
}

/** "3 pegawai dan 12 kinerja program", "1 unit kerja, 3 pegawai dan 2 akun pengguna". */
export function usageText(usages: Usage[]): string {
  const parts = usages.slice(0, NAMED_KINDS).map((u) => `${u.total} ${u.label}`);
  const rest = usages.length - NAMED_KINDS;
  if (rest > 0) parts.push(`${rest} jenis data lain`);
  if (parts.length <= 1) return parts.join('');
  return `${parts.slice(0, -1).join(', ')} dan ${parts[parts.length - 1]}`;
}

export const DEACTIVATE_HINT = 'Nonaktifkan saja (Ubah → matikan Aktif).';

/** 409 "Masih dipakai oleh …" when anything still points at the row. */
export async function assertNotInUse(db: Db | Tx, target: Parameters<typeof usagesOf>[1]): Promise<void> {
  const usages = await usagesOf(db, target);
  if (usages.length === 0) return;
  throw new AppError(409, `Masih dipakai oleh ${usageText(usages)}. ${DEACTIVATE_HINT}`);
}
