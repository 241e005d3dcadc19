import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  KinerjaLangkahAksiDetail,
  KinerjaLangkahAksiListQuery,
  KinerjaLangkahAksiRecord,
  kinerjaLangkahAksiSchema,
} from '@sakip/domain';
import type { Db, Tx } from '../../../db/client';
import { kinerjaLangkahAksi, kinerjaLangkahAksiAnggota, timKerjaAnggota } from '../../../db/schema/index';
import { insertAuditedWithChildren, updateAuditedWithChildren } from '../../../lib/crud/audited-with-children';
import {
  assertCan,
  assertParent,
  assertPerencanaanEditable,
  assertRefs,
  crudService,
  eqFilter,
  listUnitCondition,
  pengampuCondition,
  searchCondition,
  type CrudContext,
  type CrudService,
  type RefCheck,
} from '../../../lib/crud/index';
import { fieldError } from '../../../lib/errors';
import { buildXlsx, nomorColumn, satuanKerjaColumn, type XlsxColumn } from '../../../lib/xlsx';
import { catatanOf, clearPenyebabTercapai } from '../shared/catatan';
import { ukuranXlsxColumns } from '../shared/kinerja';
import { timKerjaCheck, timKerjaRecord } from '../shared/pengampu';
import {
  anggotaDiubah,
  resetPersetujuanAnggota,
  tanpaRealisasiBulanan,
  targetAnggotaColumns,
  targetAnggotaExcluded,
} from '../shared/realisasi-anggota';
import { bulananRecord, penyebabToClear, ukuranRecord, ukuranValues } from '../shared/ukuran';
import * as repo from './kinerja-langkah-aksi.repository';
import { readAll } from '../../../lib/db/reads';

type Input = z.output<typeof kinerjaLangkahAksiSchema>;

const RESOURCE = 'kinerja-langkah-aksi';
const LEVEL = 'kinerja-langkah-aksi';
const NOT_FOUND = 'Kinerja langkah aksi tidak ditemukan';
const t = kinerjaLangkahAksi;

function toRecord(row: repo.KinerjaLangkahAksiRow): KinerjaLangkahAksiRecord {
  const tim = timKerjaRecord(row);
  return {
    ...ukuranRecord(row),
    kinerja_sub_kegiatan_id: row.kinerja_sub_kegiatan_id,
    kinerja_sub_kegiatan: {
      id: row.kinerja_sub_kegiatan_id,
      sasaran: row.parent_sasaran,
      indikator: row.parent_indikator,
      kode: row.sub_kegiatan_kode,
      nama: row.sub_kegiatan_nama,
    },
    sub_kegiatan: { id: row.sub_kegiatan_id, kode: row.sub_kegiatan_kode, nama: row.sub_kegiatan_nama },
    tim_kerja_id: row.tim_kerja_id,
    tim_kerja: tim,
    pengampu: tim?.nama ?? '-',
  };
}

async function detailOf(db: Db | Tx, row: repo.KinerjaLangkahAksiRow): Promise<KinerjaLangkahAksiDetail> {
  const [anggota, catatan] = await readAll(db, [
    () => repo.findAnggota(db, row.id),
    () => catatanOf(db, LEVEL, row.id),
  ]);
  return { ...toRecord(row), ...bulananRecord(row), tim_kerja_anggota: anggota, ...catatan };
}

function whereOf(ctx: CrudContext, q: KinerjaLangkahAksiListQuery) {
  return and(
    eq(t.tahun, ctx.tahun),
    listUnitCondition(ctx.actor, RESOURCE, t.satuan_kerja_id, q.satuan_kerja_id),
    eqFilter(t.kinerja_sub_kegiatan_id, q.kinerja_sub_kegiatan_id),
    pengampuCondition(q.pengampu, { teamColumn: t.tim_kerja_id }),
    searchCondition(q.search, repo.searchColumns),
  );
}

/** The team is the unit's (of the year); member targets are for members of that team. */
function refChecks(input: Input, unit: string, tahun: number): (RefCheck | undefined)[] {
  if (input.anggota.length > 0 && input.tim_kerja_id === null) {
    throw fieldError('tim_kerja_id', 'Tim kerja wajib dipilih untuk target anggota');
  }
  const ids = input.anggota.map((a) => a.tim_kerja_anggota_id);
  return [
    timKerjaCheck(input.tim_kerja_id, unit, tahun),
    ids.length > 0 && input.tim_kerja_id !== null
      ? {
          field: 'anggota',
          message: 'Anggota tim harus anggota dari tim kerja yang dipilih',
          ok: sql<boolean>`(select count(*) from ${timKerjaAnggota} where ${and(
            inArray(timKerjaAnggota.id, ids),
            eq(timKerjaAnggota.tim_kerja_id, input.tim_kerja_id),
          )}) = ${ids.length}`.mapWith(Boolean),
        }
      : undefined,
  ];
}

function valuesOf(input: Input, tahun: number) {
  return {
    kinerja_sub_kegiatan_id: input.kinerja_sub_kegiatan_id,
    tim_kerja_id: input.tim_kerja_id,
    ...ukuranValues(input, tahun),
  };
}

/**
 * Replaces the member targets (one delete of the members left out, one multi-row upsert): monthly
 * targets with their sum as the yearly target. A kept member keeps the monthly realisasi entered
 * on 'Tim Saya' and their sum.
 */
async function writeAnggota(tx: Tx, id: number, input: Input, actorId: number, replace: boolean) {
  const klaa = kinerjaLangkahAksiAnggota;
  const kept = input.anggota.map((a) => a.tim_kerja_anggota_id);
  if (replace)
    await tx
      .delete(klaa)
      .where(
        and(
          eq(klaa.kinerja_langkah_aksi_id, id),
          kept.length ? notInArray(klaa.tim_kerja_anggota_id, kept) : undefined,
        ),
      );
  if (input.anggota.length === 0) return [];
  return tx
    .insert(klaa)
    .values(
      input.anggota.map(({ target_bulanan: bulanan, ...a }) => ({
        ...a,
        ...targetAnggotaColumns(bulanan),
        kinerja_langkah_aksi_id: id,
        updated_by: actorId,
      })),
    )
    .onConflictDoUpdate({
      target: [klaa.kinerja_langkah_aksi_id, klaa.tim_kerja_anggota_id],
      set: {
        ...targetAnggotaExcluded(),
        satuan: sql`excluded.satuan`,
        realisasi: sql`case when ${tanpaRealisasiBulanan('kinerja_langkah_aksi_anggota')} then excluded.realisasi else ${klaa.realisasi} end`,
        updated_at: new Date(),
        updated_by: actorId,
      },
    })
    .returning();
}

const xlsxColumns: XlsxColumn<KinerjaLangkahAksiRecord>[] = [
  nomorColumn(),
  satuanKerjaColumn(),
  { header: 'Sub Kegiatan', value: (r) => r.sub_kegiatan.nama, width: 40 },
  ...ukuranXlsxColumns<KinerjaLangkahAksiRecord>(),
];

const PARENT = { field: 'kinerja_sub_kegiatan_id', label: 'Kinerja sub kegiatan' };

export const kinerjaLangkahAksiService: CrudService<
  KinerjaLangkahAksiListQuery,
  Input,
  KinerjaLangkahAksiRecord,
  KinerjaLangkahAksiDetail
> = crudService({
  resource: RESOURCE,
  table: t,
  notFound: NOT_FOUND,
  unitScoped: true,
  repo,
  where: whereOf,
  toRecord,
  detail: (db, row) => detailOf(db, row),
  xlsx: (rows, tahun) =>
    buildXlsx({ sheetName: `Kinerja Langkah Aksi ${tahun}`, columns: xlsxColumns, rows, record: toRecord }),

  /** The unit of a langkah aksi is its sub kegiatan's. */
  async insert(tx, ctx, input) {
    const { actor, tahun } = ctx;
    const scope = assertCan(actor, 'write', RESOURCE);
    const parent = assertParent(await repo.findParent(tx, input.kinerja_sub_kegiatan_id), { ...PARENT, scope, tahun });
    const unit = parent.satuan_kerja_id;
    await assertPerencanaanEditable(tx, actor, unit, tahun);
    await assertRefs(tx, refChecks(input, unit, tahun));
    const row = await insertAuditedWithChildren(tx, t, actor.id, {
      values: { ...valuesOf(input, tahun), tahun, satuan_kerja_id: unit },
      key: 'anggota',
      children: async ({ id }) => {
        const anggota = await writeAnggota(tx, id, input, actor.id, false);
        await resetPersetujuanAnggota(tx, actor.id, anggotaDiubah([], input.anggota));
        return anggota;
      },
    });
    return row.id;
  },

  async write(tx, ctx, before, input) {
    const { actor } = ctx;
    const { id, tahun, satuan_kerja_id: unit } = before;
    const scope = assertCan(actor, 'write', RESOURCE);
    await assertPerencanaanEditable(tx, actor, unit, tahun);
    assertParent(await repo.findParent(tx, input.kinerja_sub_kegiatan_id), { ...PARENT, scope, tahun, unit });
    await assertRefs(tx, refChecks(input, unit, tahun));
    const anggotaBefore = await tx
      .select()
      .from(kinerjaLangkahAksiAnggota)
      .where(eq(kinerjaLangkahAksiAnggota.kinerja_langkah_aksi_id, id));
    await updateAuditedWithChildren(tx, t, actor.id, {
      id,
      before,
      set: valuesOf(input, tahun),
      key: 'anggota',
      childrenBefore: anggotaBefore,
      children: async (after) => {
        const anggota = await writeAnggota(tx, id, input, actor.id, true);
        await resetPersetujuanAnggota(tx, actor.id, anggotaDiubah(anggotaBefore, input.anggota));
        await clearPenyebabTercapai(tx, actor.id, LEVEL, id, tahun, penyebabToClear(after));
        return anggota;
      },
    });
    return undefined;
  },

  // Member targets and notes belong to the step (ON DELETE CASCADE).
  async beforeRemove(tx, ctx, before) {
    await assertPerencanaanEditable(tx, ctx.actor, before.satuan_kerja_id, before.tahun);
  },
});
