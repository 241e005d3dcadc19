import { and } from 'drizzle-orm';
import type { z } from 'zod';
import {
  assertNoChildren,
  assertRefs,
  crudService,
  insertAudited,
  searchCondition,
  updateAudited,
  type CrudService,
} from '../../../lib/crud/index';
import { must } from '../../../lib/must';
import { buildXlsx } from '../../../lib/xlsx';
import { aktifCondition, kodeUnik } from '../shared/master';
import type { MasterLevel, MasterSchemas } from './levels';

/**
 * The CRUD service of a master-data level (program, kegiatan, sub kegiatan): the crudService
 * recipe (lib/crud/service.ts) filled from the level descriptor (levels.ts). Super writes,
 * everyone reads; rows have no unit.
 */

type Out<T extends z.ZodType> = z.output<T>;

/** The audit values of a program's units (satuan_kerja_ids); nothing for the other levels. */
function unitsAudit(ids: string[] | undefined) {
  return ids === undefined ? undefined : { satuan_kerja_ids: ids };
}

export function masterDataService<S extends MasterSchemas, Row extends { id: number }>(
  level: MasterLevel<S, Row>,
): CrudService<Out<S['query']>, Out<S['body']>, Out<S['record']>, Out<S['detail']>> {
  const { table: t, label, units } = level;
  const kodeLabel = `Kode ${label.toLowerCase()}`;

  function refChecks(input: Out<S['body']>, exceptId?: number) {
    return [kodeUnik(t, t, input.kode, kodeLabel, exceptId), ...level.refChecks(input)];
  }

  return crudService({
    resource: level.resource,
    table: t,
    notFound: `${label} tidak ditemukan`,
    unitScoped: false,
    repo: level.queries,
    where: (_ctx, q: Out<S['query']>) =>
      and(aktifCondition(q.aktif, t.aktif), ...level.filters(q), searchCondition(q.search, level.searchColumns)),
    toRecord: (row) => level.record(row),
    detail: async (db, row): Promise<Out<S['detail']>> => ({
      ...level.record(row),
      ...(await level.detail(db, row.id)),
    }),
    xlsx: (rows) => buildXlsx({ sheetName: level.sheetName, columns: level.xlsxColumns, rows, record: level.record }),

    async insert(tx, { actor }, input: Out<S['body']>) {
      await assertRefs(tx, refChecks(input));
      const unitIds = await units?.of(tx, input);
      const row = await insertAudited(tx, t, actor.id, level.values(input), unitsAudit(unitIds));
      if (unitIds) await must(units).replace(tx, row.id, unitIds, actor.id);
      return row.id;
    },

    async write(tx, { actor }, before, input) {
      const { id } = before;
      await assertRefs(tx, refChecks(input, id));
      const unitIds = await units?.of(tx, input);
      const unitsBefore = await units?.read(tx, id);
      await updateAudited(
        tx,
        t,
        actor.id,
        { id, before, set: level.values(input) },
        { before: unitsAudit(unitsBefore), after: unitsAudit(unitIds) },
      );
      if (unitIds) await must(units).replace(tx, id, unitIds, actor.id);
      return undefined;
    },

    async beforeRemove(tx, _ctx, before) {
      await assertNoChildren(tx, label, before.id, level.blockers);
      return unitsAudit(await units?.read(tx, before.id));
    },
  });
}
