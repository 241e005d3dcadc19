import { and, eq } from 'drizzle-orm';
import type { ProgramInovatifListQuery, ProgramInovatifRecord, programInovatifSchema } from '@sakip/domain';
import type { z } from 'zod';
import type { Tx } from '../../../db/client';
import {
  assertRefs,
  crudService,
  eqFilter,
  insertAudited,
  searchCondition,
  updateAudited,
  type CrudService,
} from '../../../lib/crud/index';
import { fieldError } from '../../../lib/errors';
import { nomorColumn, type XlsxColumn } from '../../../lib/xlsx';
import { recordReads, withIsoUpdatedAt } from '../../../lib/crud/recipe-parts';
import * as repo from './program-inovatif.repository';

type Input = z.output<typeof programInovatifSchema>;

/**
 * Program inovatif (issue 24 item 3): the innovation a unit's sub kegiatan carries in a year, one
 * per sub kegiatan; the display pages 'Program Inovatif' and the public dashboard read it. Super's.
 */
const RESOURCE = 'program-inovatif';
const NOT_FOUND = 'Program inovatif tidak ditemukan';

function toRecord(row: repo.ProgramInovatifRow): ProgramInovatifRecord {
  return withIsoUpdatedAt(row);
}

const XLSX_COLUMNS: XlsxColumn<ProgramInovatifRecord>[] = [
  nomorColumn(),
  { header: 'Satuan Kerja', value: (r) => r.satuan_kerja_nama, width: 30 },
  { header: 'Sasaran Sub Kegiatan', value: (r) => r.sasaran, width: 40 },
  { header: 'Indikator', value: (r) => r.indikator, width: 40 },
  { header: 'Nama Inovasi', value: (r) => r.nama_inovasi, width: 30 },
  { header: 'Uraian Inovasi', value: (r) => r.inovasi, width: 60 },
];

/** The sub kegiatan of the year, without another program inovatif. */
async function assertSubKegiatan(tx: Tx, tahun: number, kskId: number, selfId: number | null) {
  await assertRefs(tx, [repo.subKegiatanOfYear(kskId, tahun)]);
  const existing = await repo.inovasiOfSubKegiatan(tx, kskId);
  if (existing && existing.id !== selfId)
    throw fieldError('kinerja_sub_kegiatan_id', 'Sub kegiatan ini sudah memiliki program inovatif; ubah yang ada');
}

export const programInovatifService: CrudService<
  ProgramInovatifListQuery,
  Input,
  ProgramInovatifRecord,
  ProgramInovatifRecord
> = crudService({
  resource: RESOURCE,
  table: repo.table,
  notFound: NOT_FOUND,
  unitScoped: false,
  repo,
  where: (ctx, q) =>
    and(
      eq(repo.columns.tahun, ctx.tahun),
      eqFilter(repo.columns.satuanKerjaId, q.satuan_kerja_id),
      searchCondition(q.search, repo.searchColumns),
    ),
  ...recordReads(toRecord, (tahun) => `Program Inovatif ${tahun}`, XLSX_COLUMNS),

  async insert(tx, ctx, input) {
    await assertSubKegiatan(tx, ctx.tahun, input.kinerja_sub_kegiatan_id, null);
    return (await insertAudited(tx, repo.table, ctx.actor.id, input)).id;
  },

  async write(tx, ctx, before, input) {
    if (input.kinerja_sub_kegiatan_id !== before.kinerja_sub_kegiatan_id)
      await assertSubKegiatan(tx, ctx.tahun, input.kinerja_sub_kegiatan_id, before.id);
    await updateAudited(tx, repo.table, ctx.actor.id, { id: before.id, before, set: input });
    return undefined;
  },
});
