import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import {
  MESSAGE_KCC_INDUK_SENDIRI,
  type KinerjaCrossCuttingDetail,
  type KinerjaCrossCuttingListQuery,
  type KinerjaCrossCuttingRecord,
  type kinerjaCrossCuttingSchema,
} from '@sakip/domain';
import type { Db, Tx } from '../../../db/client';
import {
  kinerjaCrossCutting,
  kinerjaKegiatan,
  kinerjaProgram,
  kinerjaSubKegiatan,
  sasaranStrategisPd,
  sasaranStrategisRpjmd,
} from '../../../db/schema/index';
import {
  assertNoChildren,
  assertRefs,
  eqFilter,
  existsIn,
  satuanKerjaExists,
  searchCondition,
  crudService,
  type CrudContext,
  type CrudService,
} from '../../../lib/crud/index';
import { nomorColumn, type XlsxColumn } from '../../../lib/xlsx';
import { periodeContains, periodeWrites, periodeReads, type Periode } from '../shared/periode';
import { capaianPerTahun, nilaiTahunIni, perTahunOf, perTahunXlsxColumns } from '../shared/per-tahun';
import { polaritasOf } from '../shared/ukuran';
import * as repo from './kinerja-cross-cutting.repository';

type Input = z.output<typeof kinerjaCrossCuttingSchema>;

/**
 * Kinerja cross cutting: a city-level goal of the period that several units serve together,
 * optionally under an RPJMD goal, nested (parent_id) and coordinated by one unit. Units' SS-PD
 * and kinerja rows point at it (kinerja_cross_cutting_id). The city writes; everyone reads.
 */
const RESOURCE = 'kinerja-cross-cutting';
const NOT_FOUND = 'Kinerja cross cutting tidak ditemukan';
const t = kinerjaCrossCutting;

function toRecord(row: repo.KinerjaCrossCuttingRow, tahun: number): KinerjaCrossCuttingRecord {
  return {
    id: row.id,
    periode_id: row.periode_id,
    tahun_awal: row.tahun_awal,
    tahun_akhir: row.tahun_akhir,
    sasaran_strategis_rpjmd_id: row.sasaran_strategis_rpjmd_id,
    sasaran_strategis_rpjmd:
      row.sasaran_strategis_rpjmd_id === null
        ? null
        : {
            id: row.sasaran_strategis_rpjmd_id,
            sasaran: row.rpjmd_sasaran ?? '',
            indikator: row.rpjmd_indikator ?? '',
          },
    parent_id: row.parent_id,
    parent:
      row.parent_id === null
        ? null
        : { id: row.parent_id, sasaran: row.induk_sasaran ?? '', indikator: row.induk_indikator ?? '' },
    satuan_kerja_id: row.satuan_kerja_id,
    satuan_kerja_nama: row.satuan_kerja_nama,
    sasaran: row.sasaran,
    indikator: row.indikator,
    satuan: row.satuan,
    polaritas: polaritasOf(row.polaritas),
    baseline: row.baseline,
    ...perTahunOf(row),
    ...nilaiTahunIni(row, tahun, row.tahun_awal),
    keterangan: row.keterangan,
    urutan: row.urutan,
    updated_at: row.updated_at.toISOString(),
  };
}

async function detailOf(
  db: Db | Tx,
  row: repo.KinerjaCrossCuttingRow,
  tahun: number,
): Promise<KinerjaCrossCuttingDetail> {
  const c = await repo.findChildren(db, row.id, tahun);
  return {
    ...toRecord(row, tahun),
    children: c.children,
    kinerja: [
      ...c.ssPd.map((k) => ({ ...k, level: 'sasaran-strategis-pd' as const })),
      ...c.program.map((k) => ({ ...k, level: 'kinerja-program' as const })),
      ...c.kegiatan.map((k) => ({ ...k, level: 'kinerja-kegiatan' as const })),
      ...c.subKegiatan.map((k) => ({ ...k, level: 'kinerja-sub-kegiatan' as const })),
    ],
  };
}

function whereOf(ctx: CrudContext, q: KinerjaCrossCuttingListQuery) {
  return and(
    periodeContains(ctx.tahun),
    eqFilter(t.sasaran_strategis_rpjmd_id, q.sasaran_strategis_rpjmd_id),
    eqFilter(t.satuan_kerja_id, q.satuan_kerja_id),
    searchCondition(q.search, repo.searchColumns),
  );
}

async function assertInputRefs(tx: Tx, input: Input, p: Periode, id: number | null) {
  const periode = `${p.tahun_awal}-${p.tahun_akhir}`;
  await assertRefs(tx, [
    input.sasaran_strategis_rpjmd_id !== null && {
      field: 'sasaran_strategis_rpjmd_id',
      message: `Sasaran strategis RPJMD tidak ditemukan pada periode ${periode}`,
      ok: existsIn(
        sasaranStrategisRpjmd,
        eq(sasaranStrategisRpjmd.id, input.sasaran_strategis_rpjmd_id),
        eq(sasaranStrategisRpjmd.periode_id, p.id),
      ),
    },
    input.parent_id !== null && {
      field: 'parent_id',
      message:
        input.parent_id === id
          ? MESSAGE_KCC_INDUK_SENDIRI
          : `Induk tidak ditemukan pada periode ${periode} atau turunan kinerja ini`,
      ok: repo.parentAllowed(input.parent_id, p.id, id),
    },
    input.satuan_kerja_id !== null && satuanKerjaExists(input.satuan_kerja_id),
  ]);
}

function valuesOf(input: Input) {
  return { ...input, ...capaianPerTahun(input, input.polaritas) };
}

function xlsxColumns(tahun: number, tahunAwal: number): XlsxColumn<KinerjaCrossCuttingRecord>[] {
  return [
    nomorColumn(),
    { header: 'Sasaran Strategis RPJMD', value: (r) => r.sasaran_strategis_rpjmd?.sasaran ?? '-', width: 36 },
    { header: 'Sasaran', value: (r) => r.sasaran, width: 40 },
    { header: 'Indikator', value: (r) => r.indikator, width: 40 },
    { header: 'Satuan', value: (r) => r.satuan, width: 14 },
    { header: 'Koordinator', value: (r) => r.satuan_kerja_nama ?? '-', width: 30 },
    ...perTahunXlsxColumns<KinerjaCrossCuttingRecord>(tahun, tahunAwal),
  ];
}

export const kinerjaCrossCuttingService: CrudService<
  KinerjaCrossCuttingListQuery,
  Input,
  KinerjaCrossCuttingRecord,
  KinerjaCrossCuttingDetail
> = crudService({
  resource: RESOURCE,
  table: t,
  notFound: NOT_FOUND,
  unitScoped: false,
  repo,
  where: whereOf,
  ...periodeReads({ sheetName: 'Kinerja Cross Cutting', toRecord, detail: detailOf, columns: xlsxColumns }),

  ...periodeWrites({
    table: t,
    field: 'sasaran',
    check: assertInputRefs,
    values: (_tx: Tx, input: Input) => valuesOf(input),
  }),

  async beforeRemove(tx, _ctx, before) {
    await assertNoChildren(tx, 'Kinerja cross cutting', before.id, [
      { label: 'kinerja cross cutting turunan', table: t, column: t.parent_id },
      { label: 'sasaran strategis PD', table: sasaranStrategisPd, column: sasaranStrategisPd.kinerja_cross_cutting_id },
      { label: 'kinerja program', table: kinerjaProgram, column: kinerjaProgram.kinerja_cross_cutting_id },
      { label: 'kinerja kegiatan', table: kinerjaKegiatan, column: kinerjaKegiatan.kinerja_cross_cutting_id },
      { label: 'kinerja sub kegiatan', table: kinerjaSubKegiatan, column: kinerjaSubKegiatan.kinerja_cross_cutting_id },
    ]);
  },
});
