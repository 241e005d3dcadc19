import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { PenghargaanKinerjaListQuery, PenghargaanKinerjaRecord, penghargaanKinerjaSchema } from '@sakip/domain';
import type { z } from 'zod';
import type { Tx } from '../../../db/client';
import { assertRefs, eqFilter, searchCondition, type CrudContext, type CrudService } from '../../../lib/crud/index';
import { rowRecordCrud } from '../../../lib/crud/row-record-crud';
import { fieldError } from '../../../lib/errors';
import { nomorColumn, satuanKerjaColumn, type XlsxColumn } from '../../../lib/xlsx';
import * as repo from './penghargaan-kinerja.repository';

type Input = z.output<typeof penghargaanKinerjaSchema>;

/**
 * Penghargaan dan peringkat nasional (issue 24 item 3): the rank among comparable regions and the
 * awards of a goal in a year, the city's (an RPJMD goal) or a unit's (an SS-PD); the display pages
 * 'Capaian Kinerja Pemda / PD' and the LKIP read it. Super's; the year is the request's.
 */
const RESOURCE = 'penghargaan-kinerja';
const NOT_FOUND = 'Penghargaan tidak ditemukan';

const XLSX_COLUMNS: XlsxColumn<PenghargaanKinerjaRecord>[] = [
  nomorColumn(),
  satuanKerjaColumn(),
  { header: 'Sasaran', value: (r) => r.sasaran, width: 40 },
  { header: 'Indikator', value: (r) => r.indikator, width: 40 },
  { header: 'Peringkat Nasional', value: (r) => r.peringkat, width: 30 },
  { header: 'Penghargaan', value: (r) => r.penghargaan, width: 50 },
];

function tingkatCondition(tingkat: PenghargaanKinerjaListQuery['tingkat']) {
  if (tingkat === 'pemda') return isNotNull(repo.columns.rpjmdId);
  if (tingkat === 'pd') return isNull(repo.columns.rpjmdId);
  return undefined;
}

/** The goal exists and has no other row in the year (a row keeps its year). */
async function assertGoal(tx: Tx, ctx: CrudContext, input: Input, before: { id: number; tahun: number } | null) {
  const tahun = before?.tahun ?? ctx.tahun;
  const rpjmd = input.sasaran_strategis_rpjmd_id;
  const pd = input.sasaran_strategis_pd_id;
  await assertRefs(tx, [rpjmd !== null && repo.rpjmdExists(rpjmd), pd !== null && repo.pdExists(pd)]);
  const existing = await repo.ofGoal(tx, tahun, { rpjmd, pd });
  if (existing && existing.id !== before?.id) {
    const field = rpjmd !== null ? 'sasaran_strategis_rpjmd_id' : 'sasaran_strategis_pd_id';
    throw fieldError(field, `Sasaran ini sudah memiliki data penghargaan tahun ${tahun}; ubah yang ada`);
  }
}

export const penghargaanKinerjaService: CrudService<
  PenghargaanKinerjaListQuery,
  Input,
  PenghargaanKinerjaRecord,
  PenghargaanKinerjaRecord
> = rowRecordCrud({
  resource: RESOURCE,
  notFound: NOT_FOUND,
  repo,
  where: (ctx, q) =>
    and(
      eq(repo.columns.tahun, ctx.tahun),
      eqFilter(repo.columns.satuanKerjaId, q.satuan_kerja_id),
      tingkatCondition(q.tingkat),
      searchCondition(q.search, repo.searchColumns),
    ),
  sheet: (tahun) => `Penghargaan ${tahun}`,
  columns: XLSX_COLUMNS,
  check: assertGoal,
  newValues: (ctx) => ({ tahun: ctx.tahun }),
});
