import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import {
  BAYANGAN_LEVEL_LABELS,
  BAYANGAN_LEVELS,
  MESSAGE_BAYANGAN_DUPLIKAT,
  type BayanganLevel,
  type KinerjaBayanganDetail,
  type KinerjaBayanganListQuery,
  type KinerjaBayanganRecord,
  type kinerjaBayanganSchema,
} from '@sakip/domain';
import type { Tx } from '../../../db/client';
import { kinerjaBayangan } from '../../../db/schema/index';
import {
  assertCan,
  assertRefs,
  crudService,
  eqFilter,
  insertAudited,
  searchCondition,
  updateAudited,
  type CrudContext,
  type CrudService,
} from '../../../lib/crud/index';
import { nomorColumn, satuanKerjaColumn, type XlsxColumn } from '../../../lib/xlsx';
import { recordReads } from '../../../lib/crud/recipe-parts';
import * as repo from './kinerja-bayangan.repository';

type Input = z.output<typeof kinerjaBayanganSchema>;

/**
 * Kinerja bayangan: the shadow wording of one diagram node (SS-PD, program, kegiatan or sub
 * kegiatan), at most one per node. The city writes; everyone reads.
 */
const RESOURCE = 'kinerja-bayangan';
const NOT_FOUND = 'Kinerja bayangan tidak ditemukan';
const t = kinerjaBayangan;

function levelOf(value: string): BayanganLevel {
  return (BAYANGAN_LEVELS as readonly string[]).includes(value) ? (value as BayanganLevel) : 'kinerja-program';
}

function toRecord(row: repo.KinerjaBayanganRow): KinerjaBayanganRecord {
  const level = levelOf(row.level);
  return {
    id: row.id,
    level,
    kinerja_id: row[repo.NODE_COLUMN[level].name as 'kinerja_program_id'] ?? 0,
    kinerja: { sasaran: row.node_sasaran, indikator: row.node_indikator },
    satuan_kerja_id: row.node_unit,
    satuan_kerja_nama: row.satuan_kerja_nama,
    sasaran: row.sasaran,
    indikator: row.indikator,
    satuan: row.satuan,
    target: row.target,
    keterangan: row.keterangan,
    updated_at: row.updated_at.toISOString(),
  };
}

function whereOf(ctx: CrudContext, q: KinerjaBayanganListQuery) {
  assertCan(ctx.actor, 'read', RESOURCE);
  return and(
    repo.nodeOfYear(ctx.tahun),
    eqFilter(t.level, q.level),
    q.satuan_kerja_id ? eq(repo.unitColumn, q.satuan_kerja_id) : undefined,
    searchCondition(q.search, repo.searchColumns),
  );
}

/** The node is of the year and has no other shadow (422 on kinerja_id otherwise). */
async function assertNode(tx: Tx, input: Input, tahun: number, id: number | null) {
  const label = BAYANGAN_LEVEL_LABELS[input.level];
  await assertRefs(tx, [
    {
      field: 'kinerja_id',
      message: `${label} tidak ditemukan untuk tahun ${tahun}`,
      ok: repo.nodeExists(input.level, input.kinerja_id, tahun),
    },
  ]);
  await assertRefs(tx, [
    { field: 'kinerja_id', message: MESSAGE_BAYANGAN_DUPLIKAT, ok: repo.nodeFree(input.level, input.kinerja_id, id) },
  ]);
}

function valuesOf(input: Input) {
  const { kinerja_id, ...fields } = input;
  return {
    ...fields,
    sasaran_strategis_pd_id: input.level === 'sasaran-strategis-pd' ? kinerja_id : null,
    kinerja_program_id: input.level === 'kinerja-program' ? kinerja_id : null,
    kinerja_kegiatan_id: input.level === 'kinerja-kegiatan' ? kinerja_id : null,
    kinerja_sub_kegiatan_id: input.level === 'kinerja-sub-kegiatan' ? kinerja_id : null,
  };
}

const XLSX_COLUMNS: XlsxColumn<KinerjaBayanganRecord>[] = [
  nomorColumn(),
  satuanKerjaColumn(),
  { header: 'Tingkat', value: (r) => BAYANGAN_LEVEL_LABELS[r.level], width: 22 },
  { header: 'Kinerja', value: (r) => r.kinerja.sasaran, width: 40 },
  { header: 'Sasaran Bayangan', value: (r) => r.sasaran, width: 40 },
  { header: 'Indikator Bayangan', value: (r) => r.indikator, width: 40 },
  { header: 'Target', value: (r) => r.target, format: 'angka' },
  { header: 'Satuan', value: (r) => r.satuan ?? '', width: 14 },
];

export const kinerjaBayanganService: CrudService<
  KinerjaBayanganListQuery,
  Input,
  KinerjaBayanganRecord,
  KinerjaBayanganDetail
> = crudService({
  resource: RESOURCE,
  table: t,
  notFound: NOT_FOUND,
  unitScoped: false,
  repo,
  where: whereOf,
  ...recordReads(toRecord, (tahun) => `Kinerja Bayangan ${tahun}`, XLSX_COLUMNS),

  async insert(tx, ctx, input) {
    await assertNode(tx, input, ctx.tahun, null);
    return (await insertAudited(tx, t, ctx.actor.id, valuesOf(input))).id;
  },

  async write(tx, ctx, before, input) {
    await assertNode(tx, input, ctx.tahun, before.id);
    await updateAudited(tx, t, ctx.actor.id, { id: before.id, before, set: valuesOf(input) });
    return undefined;
  },
});
