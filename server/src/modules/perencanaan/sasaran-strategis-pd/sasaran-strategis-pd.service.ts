import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import {
  capaian,
  isTercapai,
  pengampuSatuanKerja,
  TRIWULAN,
  type SasaranStrategisPdDetail,
  type SasaranStrategisPdListQuery,
  type SasaranStrategisPdRecord,
  type sasaranStrategisPdSchema,
} from '@sakip/domain';
import type { Db, Tx } from '../../../db/client';
import {
  kinerjaProgram,
  rencanaAksi,
  sasaranStrategisPd,
  sasaranStrategisPdTriwulan,
  sasaranStrategisRpjmd,
} from '../../../db/schema/index';
import { insertAuditedWithChildren, updateAuditedWithChildren } from '../../../lib/crud/audited-with-children';
import {
  assertNoChildren,
  assertPerencanaanEditable,
  assertRefs,
  crudService,
  eqFilter,
  existsIn,
  listUnitCondition,
  satuanKerjaExists,
  searchCondition,
  unitForNew,
  type CrudContext,
  type CrudService,
} from '../../../lib/crud/index';
import { ValidationError } from '../../../lib/errors';
import { nomorColumn, satuanKerjaColumn, type XlsxColumn } from '../../../lib/xlsx';
import { catatanOf, clearPenyebabTercapai } from '../shared/catatan';
import { periodeContains, periodeForNew, periodeOf, periodeReads, type Periode } from '../shared/periode';
import { childRecords, crossCuttingCheck, dataOperasionalOf } from '../shared/kinerja';
import {
  capaianPerTahun,
  nilaiTahunIni,
  perTahunOf,
  perTahunXlsxColumns,
  TAHUN_KE,
  type PerTahunValues,
} from '../shared/per-tahun';
import { polaritasOf } from '../shared/ukuran';
import * as repo from './sasaran-strategis-pd.repository';
import { readAll } from '../../../lib/db/reads';

type Input = z.output<typeof sasaranStrategisPdSchema>;

const RESOURCE = 'sasaran-strategis-pd';
const LEVEL = 'sasaran-strategis-pd';
const NOT_FOUND = 'Sasaran strategis PD tidak ditemukan';
const t = sasaranStrategisPd;
const K = TAHUN_KE;
type PerTahun = PerTahunValues;

function toRecord(row: repo.SasaranStrategisPdRow, tahun: number): SasaranStrategisPdRecord {
  const perTahun = perTahunOf(row);
  return {
    id: row.id,
    periode_id: row.periode_id,
    tahun_awal: row.tahun_awal,
    tahun_akhir: row.tahun_akhir,
    satuan_kerja_id: row.satuan_kerja_id,
    satuan_kerja_nama: row.satuan_kerja_nama,
    sasaran_strategis_rpjmd_id: row.sasaran_strategis_rpjmd_id,
    sasaran_strategis_rpjmd: {
      id: row.sasaran_strategis_rpjmd_id,
      sasaran: row.rpjmd_sasaran,
      indikator: row.rpjmd_indikator,
    },
    sasaran_strategis_satker: row.sasaran_strategis_satker,
    iku: row.iku,
    satuan: row.satuan,
    polaritas: polaritasOf(row.polaritas),
    baseline: row.baseline,
    ...perTahun,
    ...nilaiTahunIni(row, tahun, row.tahun_awal),
    rata_nasional: row.rata_nasional,
    ...dataOperasionalOf(row),
    is_kinerja_direktur_rsud: row.is_kinerja_direktur_rsud,
    kinerja_cross_cutting_id: row.kinerja_cross_cutting_id,
    pengampu: pengampuSatuanKerja(
      {
        satuan_kerja_id: row.satuan_kerja_id,
        satuan_kerja_nama: row.satuan_kerja_nama,
        jenis: row.satuan_kerja_jenis,
        is_rsud: row.satuan_kerja_is_rsud,
      },
      { isKinerjaDirekturRsud: row.is_kinerja_direktur_rsud },
    ),
    urutan: row.urutan,
    updated_at: row.updated_at.toISOString(),
  };
}

/** Record + quarters + programs of the year (own and adopted) + notes of the year. */
async function detailOf(
  db: Db | Tx,
  row: repo.SasaranStrategisPdRow,
  tahun: number,
): Promise<SasaranStrategisPdDetail> {
  const [triwulan, children, catatan] = await readAll(db, [
    () => repo.findTriwulan(db, row.id),
    () => repo.findChildren(db, row.id, tahun),
    () => catatanOf(db, LEVEL, row.id, tahun),
  ]);
  return {
    ...toRecord(row, tahun),
    triwulan,
    kinerja_program: childRecords(children.own, false),
    kinerja_program_cross: childRecords(children.cross, true),
    ...catatan,
  };
}

function whereOf(ctx: CrudContext, q: SasaranStrategisPdListQuery) {
  return and(
    periodeContains(ctx.tahun),
    listUnitCondition(ctx.actor, RESOURCE, t.satuan_kerja_id, q.satuan_kerja_id),
    eqFilter(t.sasaran_strategis_rpjmd_id, q.sasaran_strategis_rpjmd_id),
    searchCondition(q.search, repo.searchColumns),
  );
}

/** Quarter rows must be of the period's years. */
function assertTriwulanInPeriode(input: Input, p: Periode) {
  const errors: Record<string, string[]> = {};
  input.triwulan.forEach((row, i) => {
    if (row.tahun < p.tahun_awal || row.tahun > p.tahun_akhir) {
      errors[`triwulan.${i}.tahun`] = [`Tahun triwulan harus dalam periode ${p.tahun_awal}-${p.tahun_akhir}`];
    }
  });
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
}

function refChecks(input: Input, p: Periode, unit: string) {
  return [
    {
      field: 'sasaran_strategis_rpjmd_id',
      message: `Sasaran strategis RPJMD tidak ditemukan pada periode ${p.tahun_awal}-${p.tahun_akhir}`,
      ok: existsIn(
        sasaranStrategisRpjmd,
        eq(sasaranStrategisRpjmd.id, input.sasaran_strategis_rpjmd_id),
        eq(sasaranStrategisRpjmd.periode_id, p.id),
      ),
    },
    satuanKerjaExists(unit),
    crossCuttingCheck(input.kinerja_cross_cutting_id),
  ];
}

/** Columns of a payload, with capaian per year computed from target, realisasi and polarity. */
function valuesOf(input: Input) {
  const { triwulan: _tw, satuan_kerja_id: _unit, ...fields } = input;
  return { ...fields, ...capaianPerTahun(input, input.polaritas) };
}

/** Replaces the quarter rows (capaian computed), one delete and one multi-row insert. */
async function writeTriwulan(tx: Tx, id: number, input: Input, actorId: number, replace: boolean) {
  if (replace)
    await tx.delete(sasaranStrategisPdTriwulan).where(eq(sasaranStrategisPdTriwulan.sasaran_strategis_pd_id, id));
  if (input.triwulan.length === 0) return [];
  return tx
    .insert(sasaranStrategisPdTriwulan)
    .values(
      input.triwulan.map((row) => ({
        ...row,
        sasaran_strategis_pd_id: id,
        capaian: capaian(row.target, row.realisasi, input.polaritas),
        updated_by: actorId,
      })),
    )
    .returning();
}

/** Causes of failure that no longer apply: years (or quarters) whose capaian reached 100. */
async function clearPenyebab(
  tx: Tx,
  actorId: number,
  id: number,
  row: PerTahun,
  p: Periode,
  triwulan: { tahun: number; triwulan: number; capaian: number | null }[],
) {
  for (const k of K) {
    const tahun = p.tahun_awal + k - 1;
    const all = isTercapai(row[`capaian_${k}`]);
    const quarters = TRIWULAN.filter((tw) =>
      triwulan.some((r) => r.tahun === tahun && r.triwulan === tw && isTercapai(r.capaian)),
    );
    await clearPenyebabTercapai(tx, actorId, LEVEL, id, tahun, { all, triwulan: quarters });
  }
}

function xlsxColumns(tahun: number, tahunAwal: number): XlsxColumn<SasaranStrategisPdRecord>[] {
  return [
    nomorColumn(),
    satuanKerjaColumn(),
    { header: 'Sasaran Strategis RPJMD', value: (r) => r.sasaran_strategis_rpjmd.sasaran, width: 40 },
    { header: 'Sasaran Strategis PD', value: (r) => r.sasaran_strategis_satker, width: 40 },
    { header: 'IKU', value: (r) => r.iku, width: 40 },
    { header: 'Satuan', value: (r) => r.satuan, width: 14 },
    ...perTahunXlsxColumns<SasaranStrategisPdRecord>(tahun, tahunAwal),
    { header: 'Pengampu', value: (r) => r.pengampu, width: 30 },
  ];
}

export const sasaranStrategisPdService: CrudService<
  SasaranStrategisPdListQuery,
  Input,
  SasaranStrategisPdRecord,
  SasaranStrategisPdDetail
> = crudService({
  resource: RESOURCE,
  table: t,
  notFound: NOT_FOUND,
  unitScoped: true,
  repo,
  where: whereOf,
  ...periodeReads({ sheetName: 'Sasaran Strategis PD', toRecord, detail: detailOf, columns: xlsxColumns }),

  async insert(tx, ctx, input) {
    const { actor, tahun } = ctx;
    const unit = unitForNew(actor, RESOURCE, input.satuan_kerja_id);
    await assertPerencanaanEditable(tx, actor, unit, tahun);
    const p = await periodeForNew(tx, tahun, 'sasaran_strategis_rpjmd_id', 'perencanaan');
    assertTriwulanInPeriode(input, p);
    await assertRefs(tx, refChecks(input, p, unit));
    const row = await insertAuditedWithChildren(tx, t, actor.id, {
      values: { ...valuesOf(input), periode_id: p.id, satuan_kerja_id: unit },
      key: 'triwulan',
      children: ({ id }) => writeTriwulan(tx, id, input, actor.id, false),
    });
    return row.id;
  },

  async write(tx, ctx, before, input) {
    const { actor, tahun } = ctx;
    const id = before.id;
    await assertPerencanaanEditable(tx, actor, before.satuan_kerja_id, tahun);
    const p = await periodeOf(tx, before.periode_id);
    assertTriwulanInPeriode(input, p);
    await assertRefs(tx, refChecks(input, p, before.satuan_kerja_id));
    const triwulanBefore = await repo.findTriwulan(tx, id);
    await updateAuditedWithChildren(tx, t, actor.id, {
      id,
      before,
      set: valuesOf(input),
      key: 'triwulan',
      childrenBefore: triwulanBefore,
      children: async (after) => {
        const triwulan = await writeTriwulan(tx, id, input, actor.id, true);
        await clearPenyebab(tx, actor.id, id, after, p, triwulan);
        return triwulan;
      },
    });
    return undefined;
  },

  async beforeRemove(tx, ctx, before) {
    await assertPerencanaanEditable(tx, ctx.actor, before.satuan_kerja_id, ctx.tahun);
    await assertNoChildren(tx, 'Sasaran strategis PD', before.id, [
      { label: 'kinerja program', table: kinerjaProgram, column: kinerjaProgram.sasaran_strategis_pd_id },
      { label: 'rencana aksi', table: rencanaAksi, column: rencanaAksi.sasaran_strategis_pd_id },
    ]);
  },
});
