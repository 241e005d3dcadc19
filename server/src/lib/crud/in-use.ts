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
  users: 'akun pengguna',
  pejabat_plt: 'jabatan Plt.',
  tim_kerja_anggota: 'anggota tim kerja',
  sasaran_strategis_pd: 'sasaran strategis PD',
  sasaran_strategis_rpjmd: 'sasaran strategis RPJMD',
  program_satuan_kerja: 'program (unit pelaksana)',
};

function labelOf(table: string): string {
  return LABELS[table] ?? table.replace(/_/g, ' ');
}

const catalog = new Map<string, ExtraRef[]>();

/** Single-column foreign keys that reference table.column (cached: the schema does not change while running). */
async function foreignKeysTo(db: Db | Tx, table: string, column: string): Promise<ExtraRef[]> {
  const key = `${table}.${column}`;
  const known = catalog.get(key);
  if (known) return known;
  const rows = (await db.execute(sql`
    select cl.relname as "table", a.attname as "column"
    from pg_constraint c
    join pg_class cl on cl.oid = c.conrelid
    join pg_class ref on ref.oid = c.confrelid
    join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
    join pg_attribute ra on ra.attrelid = c.confrelid and ra.attnum = c.confkey[1]
    where c.contype = 'f' and cardinality(c.conkey) = 1 and pg_table_is_visible(ref.oid)
      and ref.relname = ${table} and ra.attname = ${column}
    order by 1, 2`)) as unknown as { rows?: ExtraRef[] } | ExtraRef[];
  const refs = (Array.isArray(rows) ? rows : (rows.rows ?? [])).map((r) => ({ table: r.table, column: r.column }));
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
  const result = (await db.execute(sql`select ${sql.join(counts, sql`, `)}`)) as unknown as
    | { rows?: Record<string, number>[] }
    | Record<string, number>[];
  const row = (Array.isArray(result) ? result[0] : result.rows?.[0]) ?? {};
  const byLabel = new Map<string, number>();
  refs.forEach((r, i) => {
    const total = Number(row[`c${i}`] ?? 0);
    if (total > 0) byLabel.set(r.label, (byLabel.get(r.label) ?? 0) + total);
  });
  return [...byLabel].map(([label, total]) => ({ label, total }));
}

/** "3 pegawai dan 12 kinerja program", "1 unit kerja, 3 pegawai dan 2 akun pengguna". */
export function usageText(usages: Usage[]): string {
  const parts = usages.map((u) => `${u.total} ${u.label}`);
  if (parts.length <= 1) return parts.join('');
  return `${parts.slice(0, -1).join(', ')} dan ${parts[parts.length - 1]}`;
}

export const DEACTIVATE_HINT = 'Nonaktifkan saja (Ubah → Status aktif).';

/** 409 "Masih dipakai oleh …" when anything still points at the row. */
export async function assertNotInUse(db: Db | Tx, target: Parameters<typeof usagesOf>[1]): Promise<void> {
  const usages = await usagesOf(db, target);
  if (usages.length === 0) return;
  throw new AppError(409, `Masih dipakai oleh ${usageText(usages)}. ${DEACTIVATE_HINT}`);
}
