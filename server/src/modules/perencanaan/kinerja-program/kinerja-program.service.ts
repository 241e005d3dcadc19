import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import {
  isBiroSatker,
  rowInScope,
  SATKER_SETDA_ID,
  scopeOf,
  type KinerjaProgramDetail,
  type KinerjaProgramListQuery,
  type KinerjaProgramRecord,
  type kinerjaProgramSchema,
} from '@sakip/domain';
import type { Db, Tx } from '../../../db/client';
import { kinerjaKegiatan, kinerjaProgram, program, satuanKerja } from '../../../db/schema/index';
import { recordAudit } from '../../../lib/audit';
import {
  assertCan,
  assertNoChildren,
  assertPerencanaanEditable,
  assertRefs,
  eqFilter,
  existsIn,
  inScopeOr404,
  listPage,
  listRiwayat,
  listUnitCondition,
  pengampuCondition,
  searchCondition,
  unitForNew,
  type CrudContext,
  type CrudService,
} from '../../../lib/crud/index';
import { fieldError } from '../../../lib/errors';
import { buildXlsx, nomorColumn, type XlsxColumn } from '../../../lib/xlsx';
import { catatanOf, clearPenyebabTercapai } from '../shared/catatan';
import {
  childRecords,
  crossCuttingCheck,
  kinerjaDetailRecord,
  kinerjaDetailValues,
  ukuranXlsxColumns,
} from '../shared/kinerja';
import { pengampuChecks, pengampuRecord } from '../shared/pengampu';
import { bulananRecord, penyebabToClear, ukuranRecord, ukuranValues } from '../shared/ukuran';
import * as repo from './kinerja-program.repository';

type Input = z.output<typeof kinerjaProgramSchema>;

const RESOURCE = 'kinerja-program';
const LEVEL = 'kinerja-program';
const NOT_FOUND = 'Kinerja program tidak ditemukan';
const t = kinerjaProgram;

function toRecord(row: repo.KinerjaProgramRow): KinerjaProgramRecord {
  return {
    ...ukuranRecord(row),
    ...pengampuRecord(row),
    ...kinerjaDetailRecord(row),
    sasaran_strategis_pd_id: row.sasaran_strategis_pd_id,
    sasaran_strategis_pd: {
      id: row.sasaran_strategis_pd_id,
      sasaran_strategis_satker: row.ss_pd_sasaran,
      iku: row.ss_pd_iku,
    },
    program_id: row.program_id,
    program: { id: row.program_id, kode: row.program_kode, nama: row.program_nama },
  };
}

/** Record + monthly series + children + notes: 5 statements after the record's. */
async function detailOf(db: Db | Tx, row: repo.KinerjaProgramRow): Promise<KinerjaProgramDetail> {
  const [children, catatan] = await Promise.all([repo.findChildren(db, row.id), catatanOf(db, LEVEL, row.id)]);
  return {
    ...toRecord(row),
    ...bulananRecord(row),
    kinerja_kegiatan: childRecords(children.own, false),
    kinerja_kegiatan_cross: childRecords(children.cross, true),
    ...catatan,
  };
}

async function reload(tx: Tx, id: number) {
  const row = await repo.findRecord(tx, id);
  if (!row) throw new Error(`kinerja_program ${id} hilang setelah ditulis`);
  return detailOf(tx, row);
}

function whereOf(ctx: CrudContext, q: KinerjaProgramListQuery) {
  return and(
    eq(t.tahun, ctx.tahun),
    listUnitCondition(ctx.actor, RESOURCE, t.satuan_kerja_id, q.satuan_kerja_id),
    eqFilter(t.sasaran_strategis_pd_id, q.sasaran_strategis_pd_id),
    eqFilter(t.program_id, q.program_id),
    pengampuCondition(q.pengampu, { type: t.pengampu_type }),
    searchCondition(q.search, repo.searchColumns),
  );
}

/** The SS-PD must be readable by the actor and of a period containing the year. */
async function findSasaranStrategisPd(tx: Tx, ctx: CrudContext, id: number, tahun: number) {
  const ssPd = await repo.findSasaranStrategisPd(tx, id, tahun);
  if (!ssPd || !rowInScope(scopeOf(ctx.actor, 'read', 'sasaran-strategis-pd'), ssPd.satuan_kerja_id)) {
    throw fieldError('sasaran_strategis_pd_id', `Sasaran strategis PD tidak ditemukan untuk tahun ${tahun}`);
  }
  return ssPd;
}

/** A program hangs under an SS-PD of its own unit (a biro's under setda's). */
function assertServes(ssPd: { satuan_kerja_id: string }, unit: string) {
  const serves = ssPd.satuan_kerja_id === unit || (isBiroSatker(unit) && ssPd.satuan_kerja_id === SATKER_SETDA_ID);
  if (!serves) throw fieldError('sasaran_strategis_pd_id', 'Sasaran strategis PD bukan milik satuan kerja ini');
}

function refChecks(input: Input, unit: string, tahun: number) {
  return [
    {
      field: 'program_id',
      message: 'Program tidak ditemukan',
      ok: existsIn(program, eq(program.id, input.program_id)),
    },
    {
      field: 'satuan_kerja_id',
      message: 'Satuan kerja tidak ditemukan',
      ok: existsIn(satuanKerja, eq(satuanKerja.satuan_kerja_id, unit)),
    },
    ...pengampuChecks(input, unit, tahun),
    crossCuttingCheck(input.kinerja_cross_cutting_id),
  ];
}

function valuesOf(input: Input, tahun: number) {
  return {
    sasaran_strategis_pd_id: input.sasaran_strategis_pd_id,
    program_id: input.program_id,
    ...ukuranValues(input, tahun),
    ...kinerjaDetailValues(input),
  };
}

const xlsxColumns: XlsxColumn<KinerjaProgramRecord>[] = [
  nomorColumn(),
  { header: 'Satuan Kerja', value: (r) => r.satuan_kerja_nama, width: 30 },
  { header: 'Sasaran Strategis PD', value: (r) => r.sasaran_strategis_pd.sasaran_strategis_satker, width: 40 },
  { header: 'Kode Program', value: (r) => r.program.kode, width: 14 },
  { header: 'Program', value: (r) => r.program.nama, width: 40 },
  ...ukuranXlsxColumns<KinerjaProgramRecord>(),
];

export const kinerjaProgramService: CrudService<
  KinerjaProgramListQuery,
  Input,
  KinerjaProgramRecord,
  KinerjaProgramDetail
> = {
  async list(db, ctx, q) {
    const where = whereOf(ctx, q);
    return listPage(
      { rows: (limit, offset) => repo.listRows(db, where, limit, offset), count: () => repo.countRows(db, where) },
      q.page,
      q.per_page,
      toRecord,
    );
  },

  async exportXlsx(db, ctx, q) {
    const rows = await repo.listRows(db, whereOf(ctx, q));
    return buildXlsx({ sheetName: `Kinerja Program ${ctx.tahun}`, columns: xlsxColumns, rows: rows.map(toRecord) });
  },

  async get(db, ctx, id) {
    const scope = assertCan(ctx.actor, 'read', RESOURCE);
    return detailOf(db, inScopeOr404(await repo.findRecord(db, id), scope, NOT_FOUND));
  },

  async create(db, ctx, input) {
    const { actor, tahun } = ctx;
    assertCan(actor, 'write', RESOURCE);
    return db.transaction(async (tx) => {
      const ssPd = await findSasaranStrategisPd(tx, ctx, input.sasaran_strategis_pd_id, tahun);
      const unit = unitForNew(actor, RESOURCE, input.satuan_kerja_id, ssPd.satuan_kerja_id);
      await assertPerencanaanEditable(tx, actor, unit, tahun);
      assertServes(ssPd, unit);
      await assertRefs(tx, refChecks(input, unit, tahun));
      const [row] = await tx
        .insert(t)
        .values({ ...valuesOf(input, tahun), tahun, satuan_kerja_id: unit, updated_by: actor.id })
        .returning();
      await recordAudit(tx, {
        actorId: actor.id,
        action: 'create',
        table: 'kinerja_program',
        recordId: row!.id,
        newValues: row,
      });
      return reload(tx, row!.id);
    });
  },

  async update(db, ctx, id, input) {
    const { actor } = ctx;
    const scope = assertCan(actor, 'write', RESOURCE);
    return db.transaction(async (tx) => {
      const before = inScopeOr404(await repo.findRow(tx, id), scope, NOT_FOUND);
      const { tahun, satuan_kerja_id: unit } = before;
      await assertPerencanaanEditable(tx, actor, unit, tahun);
      assertServes(await findSasaranStrategisPd(tx, ctx, input.sasaran_strategis_pd_id, tahun), unit);
      await assertRefs(tx, refChecks(input, unit, tahun));
      const [after] = await tx
        .update(t)
        .set({ ...valuesOf(input, tahun), updated_at: new Date(), updated_by: actor.id })
        .where(eq(t.id, id))
        .returning();
      await clearPenyebabTercapai(tx, actor.id, LEVEL, id, tahun, penyebabToClear(after!));
      await recordAudit(tx, {
        actorId: actor.id,
        action: 'update',
        table: 'kinerja_program',
        recordId: id,
        oldValues: before,
        newValues: after,
      });
      return reload(tx, id);
    });
  },

  async remove(db, ctx, id) {
    const { actor } = ctx;
    const scope = assertCan(actor, 'write', RESOURCE);
    await db.transaction(async (tx) => {
      const before = inScopeOr404(await repo.findRow(tx, id), scope, NOT_FOUND);
      await assertPerencanaanEditable(tx, actor, before.satuan_kerja_id, before.tahun);
      await assertNoChildren(tx, 'Kinerja program', id, [
        { label: 'kinerja kegiatan', table: kinerjaKegiatan, column: kinerjaKegiatan.kinerja_program_id },
      ]);
      await tx.delete(t).where(eq(t.id, id));
      await recordAudit(tx, {
        actorId: actor.id,
        action: 'delete',
        table: 'kinerja_program',
        recordId: id,
        oldValues: before,
      });
    });
  },

  async riwayat(db, ctx, id) {
    const scope = assertCan(ctx.actor, 'read', RESOURCE);
    inScopeOr404(await repo.findRow(db, id), scope, NOT_FOUND);
    return listRiwayat(db, t, id);
  },
};
