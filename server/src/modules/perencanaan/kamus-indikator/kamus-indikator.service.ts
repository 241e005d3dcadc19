import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  KamusIndikatorListQuery,
  KamusIndikatorRecord,
  kamusIndikatorSchema,
  validasiBappedaSchema,
} from '@sakip/domain';
import type { Tx } from '../../../db/client';
import { kamusIndikator, subKegiatan } from '../../../db/schema/index';
import {
  assertCan,
  assertRefs,
  crudService,
  existsIn,
  insertAudited,
  inScopeOr404,
  listUnitCondition,
  satuanKerjaExists,
  searchCondition,
  statusValidasiCondition,
  unitForNew,
  updateAudited,
  type CrudContext,
  type CrudService,
} from '../../../lib/crud/index';
import { nomorColumn, satuanKerjaColumn, type XlsxColumn } from '../../../lib/xlsx';
import { recordReads } from '../../../lib/crud/recipe-parts';
import * as repo from './kamus-indikator.repository';

type Input = z.output<typeof kamusIndikatorSchema>;
type ValidasiInput = z.output<typeof validasiBappedaSchema>;

/**
 * Kamus indikator (/kamus-indikator and, with is_fungsional, /kamus-indikator-fungsional): a unit
 * maintains its dictionary of the year; validator_bappeda validates each entry with a note
 * (/kamus-indikator-validasi-bappeda). Editing an entry resets its validation: Bappeda validated
 * the old wording, not the new one.
 */
const RESOURCE = 'kamus-indikator';
const NOT_FOUND = 'Kamus indikator tidak ditemukan';
const t = kamusIndikator;

function toRecord(row: repo.KamusIndikatorRow): KamusIndikatorRecord {
  const { sub_kegiatan_kode, sub_kegiatan_nama, validasi_at, updated_at, ...rest } = row;
  return {
    ...rest,
    sub_kegiatan:
      row.sub_kegiatan_id !== null && sub_kegiatan_kode !== null && sub_kegiatan_nama !== null
        ? { id: row.sub_kegiatan_id, kode: sub_kegiatan_kode, nama: sub_kegiatan_nama }
        : null,
    validasi_at: validasi_at?.toISOString() ?? null,
    updated_at: updated_at.toISOString(),
  };
}

async function reload(tx: Tx, id: number) {
  const row = await repo.findRecord(tx, id);
  if (!row) throw new Error(`kamus_indikator ${id} hilang setelah ditulis`);
  return toRecord(row);
}

function whereOf(ctx: CrudContext, q: KamusIndikatorListQuery) {
  return and(
    eq(t.tahun, ctx.tahun),
    listUnitCondition(ctx.actor, RESOURCE, t.satuan_kerja_id, q.satuan_kerja_id),
    statusValidasiCondition(q.status_validasi, t.status_validasi),
    q.is_fungsional ? eq(t.is_fungsional, q.is_fungsional === '1') : undefined,
    searchCondition(q.search, repo.searchColumns),
  );
}

function refChecks(input: Input, unit: string) {
  return [
    satuanKerjaExists(unit),
    input.sub_kegiatan_id !== null && {
      field: 'sub_kegiatan_id',
      message: 'Sub kegiatan tidak ditemukan',
      ok: existsIn(subKegiatan, eq(subKegiatan.id, input.sub_kegiatan_id)),
    },
  ];
}

const XLSX_COLUMNS: XlsxColumn<KamusIndikatorRecord>[] = [
  nomorColumn(),
  satuanKerjaColumn(),
  {
    header: 'Sub Kegiatan',
    value: (r) => (r.sub_kegiatan ? `${r.sub_kegiatan.kode} ${r.sub_kegiatan.nama}` : null),
    width: 40,
  },
  { header: 'Indikator Output', value: (r) => r.indikator_output, width: 40 },
  { header: 'Indikator Sub Kegiatan Versi Kemendagri', value: (r) => r.indikator_kemendagri, width: 40 },
  { header: 'Satuan', value: (r) => r.satuan, width: 14 },
  { header: 'Fungsional', value: (r) => (r.is_fungsional ? 'Ya' : 'Tidak'), width: 10 },
  { header: 'Status Validasi', value: (r) => (r.status_validasi ? 'Tervalidasi' : 'Belum Tervalidasi'), width: 18 },
  { header: 'Catatan Validasi', value: (r) => r.catatan_validasi, width: 40 },
];

const RESET_VALIDASI = { status_validasi: false, catatan_validasi: null, validasi_by: null, validasi_at: null };

export const kamusIndikatorService: CrudService<
  KamusIndikatorListQuery,
  Input,
  KamusIndikatorRecord,
  KamusIndikatorRecord
> = crudService({
  resource: RESOURCE,
  table: t,
  notFound: NOT_FOUND,
  unitScoped: true,
  repo,
  where: whereOf,
  ...recordReads(toRecord, (tahun) => `Kamus Indikator ${tahun}`, XLSX_COLUMNS),

  async insert(tx, ctx, input) {
    const unit = unitForNew(ctx.actor, RESOURCE, input.satuan_kerja_id);
    await assertRefs(tx, refChecks(input, unit));
    const { satuan_kerja_id: _unit, ...fields } = input;
    return (await insertAudited(tx, t, ctx.actor.id, { ...fields, satuan_kerja_id: unit, tahun: ctx.tahun })).id;
  },

  // An edited entry goes back to Bappeda: its validation is reset.
  async write(tx, ctx, before, input) {
    await assertRefs(tx, refChecks(input, before.satuan_kerja_id));
    const { satuan_kerja_id: _unit, ...fields } = input;
    await updateAudited(tx, t, ctx.actor.id, { id: before.id, before, set: { ...fields, ...RESET_VALIDASI } });
    return undefined;
  },
});

/** PUT /kamus-indikator/:id/validasi: Bappeda passes (status true) or rejects with a note. */
export async function validasiKamusIndikator(
  tx: Tx,
  ctx: CrudContext,
  id: number,
  input: ValidasiInput,
): Promise<KamusIndikatorRecord> {
  const { actor } = ctx;
  const scope = assertCan(actor, 'write', 'validasi-kamus-indikator');
  const before = inScopeOr404(await repo.findRow(tx, id), scope, NOT_FOUND);
  const set = {
    status_validasi: input.status_validasi,
    catatan_validasi: input.catatan_validasi,
    validasi_by: actor.id,
    validasi_at: new Date(),
  };
  await updateAudited(tx, t, actor.id, { id, before, set });
  return reload(tx, id);
}
