import { eq } from 'drizzle-orm';
import type { PgColumn, PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client';
import { satuanKerja } from '../../db/schema/index';

/** A table owned by a unit: it has the unit's `satuan_kerja_id`. */
export type UnitOwnedTable = PgTable & { satuan_kerja_id: PgColumn };

/**
 * `select <columns> from <table> join satuan_kerja on the row's unit`: the start of a unit-owned
 * table's record select, so its columns may name `satuanKerja.satuan_kerja_nama`. The group chains
 * its own further joins and `$dynamic()`.
 */
export function selectWithUnit<F extends SelectedFields, T extends UnitOwnedTable>(db: Db | Tx, columns: F, table: T) {
  return db
    .select(columns)
    .from<PgTable>(table)
    .innerJoin(satuanKerja, eq(satuanKerja.satuan_kerja_id, table.satuan_kerja_id));
}
