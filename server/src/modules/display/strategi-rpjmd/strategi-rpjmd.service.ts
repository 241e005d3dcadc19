import { and } from 'drizzle-orm';
import type { StrategiRpjmdListQuery, StrategiRpjmdRecord, strategiRpjmdSchema } from '@sakip/domain';
import type { z } from 'zod';
import { assertRefs, eqFilter, searchCondition, type CrudService } from '../../../lib/crud/index';
import { rowRecordCrud } from '../../../lib/crud/row-record-crud';
import { nomorColumn, type XlsxColumn } from '../../../lib/xlsx';
import * as repo from './strategi-rpjmd.repository';

type Input = z.output<typeof strategiRpjmdSchema>;

/**
 * Strategi dan arah kebijakan RPJMD (issue 24 item 3; each in its own column since 0024): the strategies of a sasaran strategis of
 * the year's RPJMD period; display makro 'RPJMD' (column Strategi) reads them. Super's.
 */
const RESOURCE = 'strategi-rpjmd';
const NOT_FOUND = 'Strategi tidak ditemukan';

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
> = rowRecordCrud({
  resource: RESOURCE,
  notFound: NOT_FOUND,
  repo,
  where: (ctx, q) =>
    and(
      repo.ofYear(ctx.tahun),
      eqFilter(repo.columns.sasaranStrategisId, q.sasaran_strategis_id),
      searchCondition(q.search, repo.searchColumns),
    ),
  sheet: (tahun) => `Strategi RPJMD ${tahun}`,
  columns: XLSX_COLUMNS,
  /** The sasaran strategis (when a row changes it) belongs to the year's RPJMD period. */
  async check(tx, ctx, input, before) {
    if (input.sasaran_strategis_id !== before?.sasaran_strategis_id)
      await assertRefs(tx, [repo.sasaranOfYear(input.sasaran_strategis_id, ctx.tahun)]);
  },
});
