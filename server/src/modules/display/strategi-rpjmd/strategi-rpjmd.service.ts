import { and } from 'drizzle-orm';
import type { StrategiRpjmdListQuery, StrategiRpjmdRecord, strategiRpjmdSchema } from '@sakip/domain';
import type { z } from 'zod';
import {
  assertRefs,
  crudService,
  eqFilter,
  insertAudited,
  searchCondition,
  updateAudited,
  type CrudService,
} from '../../../lib/crud/index';
import { nomorColumn, type XlsxColumn } from '../../../lib/xlsx';
import { recordReads, withIsoUpdatedAt } from '../../../lib/crud/recipe-parts';
import * as repo from './strategi-rpjmd.repository';

type Input = z.output<typeof strategiRpjmdSchema>;

/**
 * Strategi dan arah kebijakan RPJMD (issue 24 item 3; each in its own column since 0024): the strategies of a sasaran strategis of
 * the year's RPJMD period; display makro 'RPJMD' (column Strategi) reads them. Super's.
 */
const RESOURCE = 'strategi-rpjmd';
const NOT_FOUND = 'Strategi tidak ditemukan';

function toRecord(row: repo.StrategiRow): StrategiRpjmdRecord {
  return withIsoUpdatedAt(row);
}

const XLSX_COLUMNS: XlsxColumn<StrategiRpjmdRecord>[] = [
  nomorColumn(),
  { header: 'Sasaran Strategis', value: (r) => `${r.sasaran_nomor}. ${r.sasaran}`, width: 50 },
  { header: 'Nomor', value: (r) => r.nomor, width: 8 },
  { header: 'Strategi', value: (r) => r.strategi, width: 60 },
  { header: 'Arah Kebijakan', value: (r) => r.arah_kebijakan, width: 60 },
];

export const strategiRpjmdService: CrudService<
  StrategiRpjmdListQuery,
  Input,
  StrategiRpjmdRecord,
  StrategiRpjmdRecord
> = crudService({
  resource: RESOURCE,
  table: repo.table,
  notFound: NOT_FOUND,
  unitScoped: false,
  repo,
  where: (ctx, q) =>
    and(
      repo.ofYear(ctx.tahun),
      eqFilter(repo.columns.sasaranStrategisId, q.sasaran_strategis_id),
      searchCondition(q.search, repo.searchColumns),
    ),
  ...recordReads(toRecord, (tahun) => `Strategi RPJMD ${tahun}`, XLSX_COLUMNS),

  async insert(tx, ctx, input) {
    await assertRefs(tx, [repo.sasaranOfYear(input.sasaran_strategis_id, ctx.tahun)]);
    return (await insertAudited(tx, repo.table, ctx.actor.id, input)).id;
  },

  async write(tx, ctx, before, input) {
    if (input.sasaran_strategis_id !== before.sasaran_strategis_id)
      await assertRefs(tx, [repo.sasaranOfYear(input.sasaran_strategis_id, ctx.tahun)]);
    await updateAudited(tx, repo.table, ctx.actor.id, { id: before.id, before, set: input });
    return undefined;
  },
});
