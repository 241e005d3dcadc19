import type { SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import type { Resource } from '@sakip/domain';
import type { XlsxColumn } from '../xlsx';
import { fieldError } from '../errors';
import type { CrudContext } from './context';
import { usagesOf, usageText } from './in-use';
import { recordReads, withIsoUpdatedAt } from './recipe-parts';
import type { RecipeRepository } from './service';
import type { AuditedTable } from './writes';

/** The repository of a reference list: its recipe queries, its table and its list's condition. */
export interface ReferenceListRepository<Filters, Row, Stored> extends RecipeRepository<Row, Stored> {
  table: AuditedTable;
  whereOf(q: Filters): SQL | undefined;
}

/** The export of a reference list: one sheet of the records. */
export interface ReferenceListExport<Rec> {
  sheet: string;
  columns: XlsxColumn<Rec>[];
}

/** The last column of every reference list's export: whether the row is still in use. */
export const statusAktifColumn: XlsxColumn<{ active: boolean }> = {
  header: 'Status',
  value: (r) => (r.active ? 'Aktif' : 'Nonaktif'),
  width: 12,
};

/**
 * The head of the recipe (crudService) of a city-wide reference list (satuan kerja, unit kerja,
 * pegawai, periode RPJMD), written once: rows belong to no unit, the list's condition is the
 * repository's whereOf, the record is the row with its timestamp as ISO text, the export is one
 * sheet of the records. The group's recipe adds its writes and its beforeRemove.
 */
export function referenceListRecipe<Filters, Row extends { updated_at: Date }, Stored>(spec: {
  resource: Resource;
  notFound: string;
  repo: ReferenceListRepository<Filters, Row, Stored>;
  xlsx: ReferenceListExport<ReturnType<typeof withIsoUpdatedAt<Row>>>;
}) {
  const { resource, notFound, repo, xlsx } = spec;
  return {
    resource,
    table: repo.table,
    notFound,
    unitScoped: false,
    repo,
    where: (_ctx: CrudContext, q: Filters & { page: number; per_page: number }) => repo.whereOf(q),
    ...recordReads(withIsoUpdatedAt<Row>, () => xlsx.sheet, xlsx.columns),
  };
}

/**
 * 422 on `field` when the key other rows point at (a NIP, a period's first year) is changed while
 * they still do: `<what> tidak dapat diubah: masih dipakai oleh …`.
 */
export async function assertKeyUnused(
  tx: Tx,
  target: Parameters<typeof usagesOf>[1],
  field: string,
  what: string,
): Promise<void> {
  const usages = await usagesOf(tx, target);
  if (usages.length) throw fieldError(field, `${what} tidak dapat diubah: masih dipakai oleh ${usageText(usages)}`);
}
