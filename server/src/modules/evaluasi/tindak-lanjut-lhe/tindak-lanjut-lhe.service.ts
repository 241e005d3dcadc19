import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import {
  STATUS_TINDAK_LANJUT,
  STATUS_TINDAK_LANJUT_LABELS,
  TINDAK_LANJUT_UNIT_FIELDS,
  scopeOf,
  type Actor,
  type StatusTindakLanjut,
  type TindakLanjutLheListQuery,
  type TindakLanjutLheRecord,
  type tindakLanjutLheSchema,
} from '@sakip/domain';
import { tindakLanjutLhe } from '../../../db/schema/index';
import {
  assertCan,
  assertRefs,
  crudService,
  eqFilter,
  insertAudited,
  listUnitCondition,
  satuanKerjaExists,
  searchCondition,
  unitForNew,
  updateAudited,
  type CrudContext,
  type CrudService,
} from '../../../lib/crud/index';
import { fieldError, ForbiddenError } from '../../../lib/errors';
import { nomorColumn, satuanKerjaColumn, type XlsxColumn } from '../../../lib/xlsx';
import { recordReads } from '../../../lib/crud/recipe-parts';
import * as repo from './tindak-lanjut-lhe.repository';

type Input = z.output<typeof tindakLanjutLheSchema>;

/**
 * Tindak lanjut LHE. Evaluators (write scope 'all': super, validator LKE) manage the
 * recommendations of every unit; a unit (write scope own-unit) only fills in the follow-up of its
 * own rows: on its update the evaluator's fields keep their values, create and delete are 403.
 */
const RESOURCE = 'tindak-lanjut-lhe';
const NOT_FOUND = 'Rekomendasi tidak ditemukan';
const t = tindakLanjutLhe;

function isEvaluator(actor: Actor): boolean {
  return scopeOf(actor, 'write', RESOURCE).kind === 'all';
}

function assertEvaluator(actor: Actor) {
  assertCan(actor, 'write', RESOURCE);
  if (!isEvaluator(actor)) throw new ForbiddenError();
}

function statusOf(value: string): StatusTindakLanjut {
  return (STATUS_TINDAK_LANJUT as readonly string[]).includes(value) ? (value as StatusTindakLanjut) : 'belum';
}

function toRecord(row: repo.TindakLanjutRow): TindakLanjutLheRecord {
  return { ...row, status: statusOf(row.status), updated_at: row.updated_at.toISOString() };
}

function whereOf(ctx: CrudContext, q: TindakLanjutLheListQuery) {
  return and(
    eq(t.tahun, ctx.tahun),
    listUnitCondition(ctx.actor, RESOURCE, t.satuan_kerja_id, q.satuan_kerja_id),
    eqFilter(t.status, q.status),
    searchCondition(q.search, repo.searchColumns),
  );
}

/** The columns an update writes: everything for an evaluator, the follow-up fields for a unit. */
function changesOf(actor: Actor, input: Input) {
  const { satuan_kerja_id: _unit, ...fields } = input;
  if (isEvaluator(actor)) return fields;
  return Object.fromEntries(TINDAK_LANJUT_UNIT_FIELDS.map((f) => [f, fields[f]])) as Pick<
    Input,
    (typeof TINDAK_LANJUT_UNIT_FIELDS)[number]
  >;
}

const XLSX_COLUMNS: XlsxColumn<TindakLanjutLheRecord>[] = [
  nomorColumn(),
  satuanKerjaColumn(),
  { header: 'Rekomendasi', value: (r) => r.rekomendasi, width: 50 },
  { header: 'Target', value: (r) => r.target, width: 30 },
  { header: 'Waktu', value: (r) => r.waktu, width: 14 },
  { header: 'Tindak Lanjut', value: (r) => r.tindak_lanjut, width: 50 },
  { header: 'Penanggung Jawab', value: (r) => r.penanggung_jawab, width: 24 },
  { header: 'Status', value: (r) => STATUS_TINDAK_LANJUT_LABELS[r.status], width: 22 },
  { header: 'Link Eviden', value: (r) => r.link_eviden, width: 40 },
];

export const tindakLanjutLheService: CrudService<
  TindakLanjutLheListQuery,
  Input,
  TindakLanjutLheRecord,
  TindakLanjutLheRecord
> = crudService({
  resource: RESOURCE,
  table: t,
  notFound: NOT_FOUND,
  unitScoped: true,
  repo,
  where: whereOf,
  ...recordReads(toRecord, (tahun) => `Tindak Lanjut LHE ${tahun}`, XLSX_COLUMNS),

  async insert(tx, ctx, input) {
    const { actor, tahun } = ctx;
    assertEvaluator(actor);
    if (!input.satuan_kerja_id) throw fieldError('satuan_kerja_id', 'Satuan kerja wajib dipilih');
    const unit = unitForNew(actor, RESOURCE, input.satuan_kerja_id);
    await assertRefs(tx, [satuanKerjaExists(unit)]);
    const { satuan_kerja_id: _unit, ...fields } = input;
    return (await insertAudited(tx, t, actor.id, { ...fields, satuan_kerja_id: unit, tahun })).id;
  },

  async write(tx, ctx, before, input) {
    await updateAudited(tx, t, ctx.actor.id, { id: before.id, before, set: changesOf(ctx.actor, input) });
    return undefined;
  },

  async beforeRemove(_tx, ctx) {
    assertEvaluator(ctx.actor);
  },
});
