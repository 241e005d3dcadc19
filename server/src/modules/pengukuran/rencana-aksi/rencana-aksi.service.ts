import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { RencanaAksiListQuery, RencanaAksiRecord, rencanaAksiSchema } from '@sakip/domain';
import type { Tx } from '../../../db/client';
import {
  assertCan,
  assertRefs,
  crudService,
  eqFilter,
  insertAudited,
  listUnitCondition,
  searchCondition,
  unitForNew,
  updateAudited,
  type CrudService,
} from '../../../lib/crud/index';
import { recordReads } from '../../../lib/crud/recipe-parts';
import { fieldError } from '../../../lib/errors';
import { nomorColumn, satuanKerjaColumn, type XlsxColumn } from '../../../lib/xlsx';
import { pengampuChecks, pengampuRecord } from '../../perencanaan/services';
import * as repo from './rencana-aksi.repository';

/**
 * Rencana aksi (SPEC §2 /rencana-aksi, DOMAIN-2 §5): a unit's rows of a year per SS-PD with
 * indikator, satuan, targets and realisations TW1-TW4 and pengampu; the diagram's RA / RRA modals
 * read the same table. CRUD on the recipe of decision 0026; the RPJMD goal of a row is copied from
 * its SS-PD.
 */
type Input = z.output<typeof rencanaAksiSchema>;

const RESOURCE = 'rencana-aksi';
const NOT_FOUND = 'Rencana aksi tidak ditemukan';

type Triwulan = 1 | 2 | 3 | 4;
type TargetsRow = Pick<
  RencanaAksiRecord,
  'kinerja_sub_kegiatan_id' | 'rencana_aksi' | 'indikator' | 'satuan' | `tw${Triwulan}` | `tw${Triwulan}_realisasi`
>;

/** A rencana aksi's plan: its indicator, quarterly targets and realisations (the record's and the diagram modal's). */
export function rencanaAksiTargets(row: TargetsRow): TargetsRow {
  return {
    kinerja_sub_kegiatan_id: row.kinerja_sub_kegiatan_id,
    rencana_aksi: row.rencana_aksi,
    indikator: row.indikator,
    satuan: row.satuan,
    tw1: row.tw1,
    tw2: row.tw2,
    tw3: row.tw3,
    tw4: row.tw4,
    tw1_realisasi: row.tw1_realisasi,
    tw2_realisasi: row.tw2_realisasi,
    tw3_realisasi: row.tw3_realisasi,
    tw4_realisasi: row.tw4_realisasi,
  };
}

function toRecord(row: repo.RencanaAksiRow): RencanaAksiRecord {
  const p = pengampuRecord(row);
  return {
    id: row.id,
    tahun: row.tahun,
    satuan_kerja_id: row.satuan_kerja_id,
    satuan_kerja_nama: row.satuan_kerja_nama,
    sasaran_strategis_pd_id: row.sasaran_strategis_pd_id,
    sasaran_strategis_pd: row.sasaran_strategis_pd,
    iku: row.iku,
    sasaran_strategis_rpjmd_id: row.sasaran_strategis_rpjmd_id,
    ...rencanaAksiTargets(row),
    pengampu_type: p.pengampu_type,
    unit_kerja_id: row.unit_kerja_id,
    tim_kerja_id: row.tim_kerja_id,
    pengampu: p.pengampu,
    urutan: row.urutan,
  };
}

const xlsxColumns: XlsxColumn<RencanaAksiRecord>[] = [
  nomorColumn(),
  satuanKerjaColumn(),
  { header: 'Sasaran Strategis', value: (r) => r.sasaran_strategis_pd, width: 40 },
  { header: 'Rencana Aksi', value: (r) => r.rencana_aksi, width: 40 },
  { header: 'Indikator', value: (r) => r.indikator, width: 36 },
  { header: 'Satuan', value: (r) => r.satuan, width: 12 },
  ...([1, 2, 3, 4] as const).map((q): XlsxColumn<RencanaAksiRecord> => ({
    header: `Target TW ${q}`,
    value: (r) => r[`tw${q}`],
    format: 'angka',
  })),
  ...([1, 2, 3, 4] as const).map((q): XlsxColumn<RencanaAksiRecord> => ({
    header: `Realisasi TW ${q}`,
    value: (r) => r[`tw${q}_realisasi`],
    format: 'angka',
  })),
  { header: 'Pengampu', value: (r) => r.pengampu, width: 30 },
];

/** The SS-PD of the row (of the unit), the RPJMD goal it serves, the sub kegiatan of the unit and year, the pengampu. */
async function placement(tx: Tx, ctx: { tahun: number }, unit: string, input: Input) {
  let rpjmd = input.sasaran_strategis_rpjmd_id;
  if (input.sasaran_strategis_pd_id !== null) {
    const ss = await repo.findSasaranPd(tx, input.sasaran_strategis_pd_id);
    if (!ss || ss.satuan_kerja_id !== unit)
      throw fieldError('sasaran_strategis_pd_id', 'Sasaran strategis PD tidak ditemukan pada satuan kerja ini');
    rpjmd = ss.rpjmd;
  }
  await assertRefs(tx, [
    input.kinerja_sub_kegiatan_id !== null && repo.subKegiatanOfUnit(input.kinerja_sub_kegiatan_id, unit, ctx.tahun),
    ...pengampuChecks(input, unit, ctx.tahun),
  ]);
  const { satuan_kerja_id: _u, ...fields } = input;
  return { ...fields, sasaran_strategis_rpjmd_id: rpjmd };
}

export const rencanaAksiService: CrudService<RencanaAksiListQuery, Input, RencanaAksiRecord, RencanaAksiRecord> =
  crudService({
    resource: RESOURCE,
    table: repo.table,
    notFound: NOT_FOUND,
    unitScoped: true,
    repo,
    where: (ctx, q) =>
      and(
        eq(repo.columns.tahun, ctx.tahun),
        listUnitCondition(ctx.actor, RESOURCE, repo.columns.satuanKerjaId, q.satuan_kerja_id),
        eqFilter(repo.columns.sasaranStrategisPdId, q.sasaran_strategis_pd_id),
        eqFilter(repo.columns.sasaranStrategisRpjmdId, q.sasaran_strategis_rpjmd_id),
        searchCondition(q.search, repo.searchColumns),
      ),
    ...recordReads(toRecord, (tahun) => `Rencana Aksi ${tahun}`, xlsxColumns),

    async insert(tx, ctx, input) {
      assertCan(ctx.actor, 'write', RESOURCE);
      const unit = unitForNew(ctx.actor, RESOURCE, input.satuan_kerja_id);
      const values = await placement(tx, ctx, unit, input);
      const row = await insertAudited(tx, repo.table, ctx.actor.id, {
        ...values,
        satuan_kerja_id: unit,
        tahun: ctx.tahun,
      });
      return row.id;
    },

    async write(tx, ctx, before, input) {
      const values = await placement(tx, ctx, before.satuan_kerja_id, input);
      await updateAudited(tx, repo.table, ctx.actor.id, { id: before.id, before, set: values });
      return undefined;
    },
  });
