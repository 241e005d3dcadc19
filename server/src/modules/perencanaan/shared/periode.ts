import { eq, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import { periode } from '../../../db/schema/index';
import { periodStartYear } from '@sakip/domain';
import { insertAudited, updateAudited, type AuditedTable, type CrudContext } from '../../../lib/crud/index';
import { fieldError } from '../../../lib/errors';
import { buildXlsx, type XlsxColumn } from '../../../lib/xlsx';
import { must } from '../../../lib/must';
import { periodeOfYear } from '../../../lib/periode';

/**
 * The planning period (RPJMD, five years) of the period-bound records: visi/misi, SS-RPJMD,
 * kinerja cross cutting, SS-PD.
 */

export interface Periode {
  id: number;
  tahun_awal: number;
  tahun_akhir: number;
}

/** The period containing the year (on a query that joins periode). */
export function periodeContains(tahun: number): SQL | undefined {
  return periodeOfYear(tahun);
}

export async function findPeriode(db: Db | Tx, tahun: number) {
  const [row] = await db.select().from(periode).where(periodeContains(tahun)).limit(1);
  return row;
}

/** The first year of the period of a year: the stored period's, else the one the year would fall in. */
export async function tahunAwalOf(db: Db | Tx, tahun: number): Promise<number> {
  return (await findPeriode(db, tahun))?.tahun_awal ?? periodStartYear(tahun);
}

/** The period of a new record: the one containing the year; 422 on `field` when there is none yet. */
export async function periodeForNew(db: Db | Tx, tahun: number, field: string, label: 'RPJMD' | 'perencanaan') {
  const row = await findPeriode(db, tahun);
  if (!row) throw fieldError(field, `Periode ${label} untuk tahun ${tahun} belum tersedia`);
  return row;
}

/** The period of an existing record (periode_id is a NOT NULL foreign key: it exists). */
export async function periodeOf(db: Db | Tx, id: number) {
  const [row] = await db.select().from(periode).where(eq(periode.id, id)).limit(1);
  return must(row);
}

/**
 * The export of a period-bound list: the year columns (Target 2025 …) start at the rows' period,
 * or at the period the year would fall in when the list is empty.
 */
export function periodeXlsx<Row extends { tahun_awal: number }, Rec>(options: {
  sheetName: string;
  tahun: number;
  rows: Row[];
  columns: (tahun: number, tahunAwal: number) => XlsxColumn<Rec>[];
  toRecord: (row: Row, tahun: number) => Rec;
}): Promise<Buffer> {
  const { sheetName, tahun, rows } = options;
  const tahunAwal = rows[0]?.tahun_awal ?? periodStartYear(tahun);
  return buildXlsx({
    sheetName: `${sheetName} ${tahun}`,
    columns: options.columns(tahun, tahunAwal),
    rows: rows.map((row) => options.toRecord(row, tahun)),
  });
}

/** The read side of a period-bound recipe (crudService): its record, its detail and its periodeXlsx export. */
export function periodeReads<Row extends { tahun_awal: number }, Rec, Detail>(spec: {
  sheetName: string;
  toRecord: (row: Row, tahun: number) => Rec;
  detail: (db: Db | Tx, row: Row, tahun: number) => Promise<Detail>;
  columns: (tahun: number, tahunAwal: number) => XlsxColumn<Rec>[];
}) {
  const { sheetName, toRecord, columns } = spec;
  return {
    toRecord,
    detail: spec.detail,
    xlsx: (rows: Row[], tahun: number) => periodeXlsx({ sheetName, tahun, rows, columns, toRecord }),
  };
}

/**
 * The insert and the write of a city-level record of the RPJMD period (SS-RPJMD, kinerja cross
 * cutting), for their crudService recipe: the period (of the year for a new record, the record's
 * own on update), the group's checks against it, then the audited insert or update.
 */
export function periodeWrites<I, T extends AuditedTable>(spec: {
  table: T;
  /** The field a missing period is reported on (422). */
  field: string;
  check(tx: Tx, input: I, p: Periode, id: number | null): Promise<void>;
  values(tx: Tx, input: I): Record<string, unknown> | Promise<Record<string, unknown>>;
}) {
  const { table: t } = spec;
  return {
    async insert(tx: Tx, ctx: CrudContext, input: I): Promise<number> {
      const p = await periodeForNew(tx, ctx.tahun, spec.field, 'RPJMD');
      await spec.check(tx, input, p, null);
      const row = await insertAudited(tx, t, ctx.actor.id, { ...(await spec.values(tx, input)), periode_id: p.id });
      return (row as { id: number }).id;
    },
    async write(tx: Tx, ctx: CrudContext, before: { id: number; periode_id: number }, input: I) {
      await spec.check(tx, input, await periodeOf(tx, before.periode_id), before.id);
      await updateAudited(tx, t, ctx.actor.id, { id: before.id, before, set: await spec.values(tx, input) });
      return undefined;
    },
  };
}
