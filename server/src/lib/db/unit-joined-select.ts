import { eq } from 'drizzle-orm';
import type { PgColumn, PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client';
import { satuanKerja } from '../../db/schema/index';

/** A table owned by a unit (or, where the column may be null, by the city): it has `satuan_kerja_id`. */
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

/**
 * selectWithUnit of a table whose rows may have no unit (the city's rows, users without a unit):
 * a left join, so such a row stays with a null `satuan_kerja_nama`.
 */
export function selectWithOptionalUnit<F extends SelectedFields, T extends UnitOwnedTable>(
  db: Db | Tx,
  columns: F,
  table: T,
) {
  return db
    .select(columns)
    .from<PgTable>(table)
    .leftJoin(satuanKerja, eq(satuanKerja.satuan_kerja_id, table.satuan_kerja_id));
}
