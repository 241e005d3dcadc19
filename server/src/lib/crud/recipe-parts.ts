import type { Db, Tx } from '../../db/client';
import { buildXlsx, type XlsxColumn } from '../xlsx';
import type { CrudContext } from './context';

/**
 * The read side of a CRUD recipe (crudService) whose detail is its record and whose export is one
 * sheet of the records: toRecord, detail and xlsx, written once. `sheet` names the sheet of the
 * export of a year, e.g. (tahun) => `Program Inovatif ${tahun}`.
 */
export function recordReads<Row, Rec>(
  toRecord: (row: Row) => Rec,
  sheet: (tahun: number) => string,
  columns: XlsxColumn<Rec>[],
) {
  return {
    toRecord,
    detail: async (_db: Db | Tx, row: Row) => toRecord(row),
    xlsx: (rows: Row[], tahun: number) => buildXlsx({ sheetName: sheet(tahun), columns, rows, record: toRecord }),
  };
}

/** The record of a row that is the row itself, with its timestamp as ISO text (as JSON answers it). */
export function withIsoUpdatedAt<Row extends { updated_at: Date }>(
  row: Row,
): Omit<Row, 'updated_at'> & { updated_at: string } {
  return { ...row, updated_at: row.updated_at.toISOString() };
}

/**
 * The insert and write of a recipe from the checked, audited writes a group shares with its
 * import (which know only the actor's id): the form's answer keeps the default message.
 */
export function sharedWrites<Input, Stored>(writes: {
  insert(tx: Tx, actorId: number, input: Input): Promise<number>;
  write(tx: Tx, actorId: number, before: Stored, input: Input): Promise<void>;
}) {
  return {
    insert: (tx: Tx, ctx: CrudContext, input: Input) => writes.insert(tx, ctx.actor.id, input),
    write: async (tx: Tx, ctx: CrudContext, before: Stored, input: Input): Promise<string | undefined> => {
      await writes.write(tx, ctx.actor.id, before, input);
      return undefined;
    },
  };
}
