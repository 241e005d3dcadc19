import { getTableColumns, type Table } from 'drizzle-orm';

/**
 * A select's columns taken from one table by name: `columnsOf(t, ['id', 'sasaran'])` is
 * `{ id: t.id, sasaran: t.sasaran }`. A select map that lists a table's columns under their own
 * names says only which ones it wants; joined and renamed columns are spread beside it:
 * `.select({ ...columnsOf(t, ['id', 'tahun']), satuan_kerja_nama: satuanKerja.satuan_kerja_nama })`.
 */
export function columnsOf<T extends Table, const K extends keyof T['_']['columns'] & string>(
  table: T,
  names: readonly K[],
): Pick<T['_']['columns'], K> {
  const all: T['_']['columns'] = getTableColumns(table);
  const picked = {} as Pick<T['_']['columns'], K>;
  for (const name of names) picked[name] = all[name];
  return picked;
}
