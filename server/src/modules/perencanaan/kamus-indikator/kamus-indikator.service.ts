import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  KamusIndikatorListQuery,
  KamusIndikatorRecord,
  kamusIndikatorSchema,
  validasiBappedaSchema,
} from '@sakip/domain';
import type { Db, Tx } from '../../../db/client';
import { kamusIndikator, subKegiatan } from '../../../db/schema/index';
import {
  assertCan,
  assertRefs,
  deleteAudited,
  existsIn,
  insertAudited,
  inScopeOr404,
  listPageOf,
  listRiwayat,
  listUnitCondition,
  satuanKerjaExists,
  searchCondition,
  statusValidasiCondition,
  unitForNew,
  updateAudited,
  type CrudContext,
  type CrudService,
} from '../../../lib/crud/index';
import { buildXlsx, nomorColumn, type XlsxColumn } from '../../../lib/xlsx';
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
  { header: 'Satuan Kerja', value: (r) => r.satuan_kerja_nama, width: 30 },
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
> = {
  async list(db, ctx, q) {
    const where = whereOf(ctx, q);
    return listPageOf(db, repo, where, q, toRecord);
  },

  async exportXlsx(db, ctx, q) {
    const rows = await repo.listRows(db, whereOf(ctx, q));
    return buildXlsx({ sheetName: `Kamus Indikator ${ctx.tahun}`, columns: XLSX_COLUMNS, rows: rows.map(toRecord) });
  },

  async get(db, ctx, id) {
    const scope = assertCan(ctx.actor, 'read', RESOURCE);
    return toRecord(inScopeOr404(await repo.findRecord(db, id), scope, NOT_FOUND));
  },

  async create(db, ctx, input) {
    const { actor, tahun } = ctx;
    assertCan(actor, 'write', RESOURCE);
    const unit = unitForNew(actor, RESOURCE, input.satuan_kerja_id);
    return db.transaction(async (tx) => {
      await assertRefs(tx, refChecks(input, unit));
      const { satuan_kerja_id: _unit, ...fields } = input;
      const row = await insertAudited(tx, t, actor.id, { ...fields, satuan_kerja_id: unit, tahun });
      return reload(tx, row.id);
    });
  },

  async update(db, ctx, id, input) {
    const { actor } = ctx;
    const scope = assertCan(actor, 'write', RESOURCE);
    return db.transaction(async (tx) => {
      const before = inScopeOr404(await repo.findRow(tx, id), scope, NOT_FOUND);
      await assertRefs(tx, refChecks(input, before.satuan_kerja_id));
      const { satuan_kerja_id: _unit, ...fields } = input;
      await updateAudited(tx, t, actor.id, { id, before, set: { ...fields, ...RESET_VALIDASI } });
      return reload(tx, id);
    });
  },

  async remove(db, ctx, id) {
    const { actor } = ctx;
    const scope = assertCan(actor, 'write', RESOURCE);
    await db.transaction(async (tx) => {
      const before = inScopeOr404(await repo.findRow(tx, id), scope, NOT_FOUND);
      await deleteAudited(tx, t, actor.id, { id, before });
    });
  },

  async riwayat(db, ctx, id) {
    const scope = assertCan(ctx.actor, 'read', RESOURCE);
    inScopeOr404(await repo.findRow(db, id), scope, NOT_FOUND);
    return listRiwayat(db, t, id);
  },
};

/** PUT /kamus-indikator/:id/validasi: Bappeda passes (status true) or rejects with a note. */
export async function validasiKamusIndikator(
  db: Db,
  ctx: CrudContext,
  id: number,
  input: ValidasiInput,
): Promise<KamusIndikatorRecord> {
  const { actor } = ctx;
  const scope = assertCan(actor, 'write', 'validasi-kamus-indikator');
  return db.transaction(async (tx) => {
    const before = inScopeOr404(await repo.findRow(tx, id), scope, NOT_FOUND);
    const set = {
      status_validasi: input.status_validasi,
      catatan_validasi: input.catatan_validasi,
      validasi_by: actor.id,
      validasi_at: new Date(),
    };
    await updateAudited(tx, t, actor.id, { id, before, set });
    return reload(tx, id);
  });
}
