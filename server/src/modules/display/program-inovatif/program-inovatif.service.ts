import { and, eq } from 'drizzle-orm';
import type { ProgramInovatifListQuery, ProgramInovatifRecord, programInovatifSchema } from '@sakip/domain';
import type { z } from 'zod';
import type { Tx } from '../../../db/client';
import { assertRefs, eqFilter, searchCondition, type CrudContext, type CrudService } from '../../../lib/crud/index';
import { rowRecordCrud } from '../../../lib/crud/row-record-crud';
import { fieldError } from '../../../lib/errors';
import { nomorColumn, satuanKerjaColumn, type XlsxColumn } from '../../../lib/xlsx';
import * as repo from './program-inovatif.repository';

type Input = z.output<typeof programInovatifSchema>;

/**
 * Program inovatif (issue 24 item 3): the innovation a unit's sub kegiatan carries in a year, one
 * per sub kegiatan; the display pages 'Program Inovatif' and the public dashboard read it. Super's.
 */
const RESOURCE = 'program-inovatif';
const NOT_FOUND = 'Program inovatif tidak ditemukan';

const XLSX_COLUMNS: XlsxColumn<ProgramInovatifRecord>[] = [
  nomorColumn(),
  satuanKerjaColumn(),
  { header: 'Sasaran Sub Kegiatan', value: (r) => r.sasaran, width: 40 },
  { header: 'Indikator', value: (r) => r.indikator, width: 40 },
  { header: 'Nama Inovasi', value: (r) => r.nama_inovasi, width: 30 },
  { header: 'Uraian Inovasi', value: (r) => r.inovasi, width: 60 },
];

/** The sub kegiatan of the year (when a row changes it), without another program inovatif. */
async function assertSubKegiatan(
  tx: Tx,
  ctx: CrudContext,
  input: Input,
  before: { id: number; kinerja_sub_kegiatan_id: number } | null,
) {
  const kskId = input.kinerja_sub_kegiatan_id;
  if (kskId === before?.kinerja_sub_kegiatan_id) return;
  await assertRefs(tx, [repo.subKegiatanOfYear(kskId, ctx.tahun)]);
  const existing = await repo.inovasiOfSubKegiatan(tx, kskId);
  if (existing && existing.id !== before?.id)
    throw fieldError('kinerja_sub_kegiatan_id', 'Sub kegiatan ini sudah memiliki program inovatif; ubah yang ada');
}

export const programInovatifService: CrudService<
  ProgramInovatifListQuery,
  Input,
  ProgramInovatifRecord,
  ProgramInovatifRecord
> = rowRecordCrud({
  resource: RESOURCE,
  notFound: NOT_FOUND,
  repo,
  where: (ctx, q) =>
    and(
      eq(repo.columns.tahun, ctx.tahun),
      eqFilter(repo.columns.satuanKerjaId, q.satuan_kerja_id),
      searchCondition(q.search, repo.searchColumns),
    ),
  sheet: (tahun) => `Program Inovatif ${tahun}`,
  columns: XLSX_COLUMNS,
  check: assertSubKegiatan,
});
