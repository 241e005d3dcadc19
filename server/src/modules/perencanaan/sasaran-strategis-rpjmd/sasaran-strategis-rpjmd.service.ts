import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import {
  bandingkanRataRata,
  efisiensiSumberDaya,
  formatNumber,
  type SasaranStrategisPdChild,
  type SasaranStrategisRpjmdDetail,
  type SasaranStrategisRpjmdListQuery,
  type SasaranStrategisRpjmdRecord,
  type sasaranStrategisRpjmdSchema,
} from '@sakip/domain';
import type { Db, Tx } from '../../../db/client';
import {
  indikatorSasaranStrategis,
  kinerjaCrossCutting,
  sasaranStrategis,
  sasaranStrategisPd,
  sasaranStrategisRpjmd,
} from '../../../db/schema/index';
import {
  assertNoChildren,
  assertRefs,
  crudService,
  eqFilter,
  existsIn,
  searchCondition,
  type CrudContext,
  type CrudService,
} from '../../../lib/crud/index';
import { nomorColumn, type XlsxColumn } from '../../../lib/xlsx';
import { foundOr404 } from '../shared/master';
import { periodeContains, periodeWrites, periodeReads, type Periode } from '../shared/periode';
import {
  capaianPerTahun,
  nilaiTahun,
  nilaiTahunIni,
  perTahunOf,
  TAHUN_KE,
  type PerTahunValues,
} from '../shared/per-tahun';
import { polaritasOf } from '../shared/ukuran';
import * as repo from './sasaran-strategis-rpjmd.repository';
import { readAll } from '../../../lib/db/reads';

type Input = z.output<typeof sasaranStrategisRpjmdSchema>;

const RESOURCE = 'sasaran-strategis-rpjmd';
export const NOT_FOUND = 'Sasaran strategis RPJMD tidak ditemukan';
const t = sasaranStrategisRpjmd;

export function toRecord(row: repo.SasaranStrategisRpjmdRow, tahun: number): SasaranStrategisRpjmdRecord {
  return {
    id: row.id,
    periode_id: row.periode_id,
    tahun_awal: row.tahun_awal,
    tahun_akhir: row.tahun_akhir,
    sasaran_strategis_id: row.sasaran_strategis_id,
    sasaran_strategis: { id: row.sasaran_strategis_id, nomor: row.ss_nomor, sasaran: row.ss_sasaran },
    tujuan: { id: row.tujuan_id, nomor: row.tujuan_nomor, tujuan: row.tujuan_tujuan },
    misi: { id: row.misi_id, nomor: row.misi_nomor, misi: row.misi_misi },
    indikator_sasaran_strategis_id: row.indikator_sasaran_strategis_id,
    indikator: row.indikator,
    satuan: row.satuan,
    polaritas: polaritasOf(row.polaritas),
    baseline: row.baseline,
    ...perTahunOf(row),
    ...nilaiTahunIni(row, tahun, row.tahun_awal),
    rata_nasional: row.rata_nasional,
    keterangan: row.keterangan,
    urutan: row.urutan,
    updated_at: row.updated_at.toISOString(),
  };
}

export function childOf(
  row: repo.SsPdChildRow,
  tahun: number,
  tahunAwal: number,
  isCross: boolean,
): SasaranStrategisPdChild {
  return {
    id: row.id,
    satuan_kerja_id: row.satuan_kerja_id,
    satuan_kerja_nama: row.satuan_kerja_nama,
    sasaran_strategis_satker: row.sasaran_strategis_satker,
    iku: row.iku,
    satuan: row.satuan,
    ...nilaiTahunIni(row, tahun, tahunAwal),
    is_cross: isCross,
  };
}

function selisih(a: number, b: number) {
  return formatNumber(Math.abs(Math.round((a - b) * 100) / 100), 2);
}

/** 'Naik 1,20 dari tahun 2023' / 'Turun …' / 'Sama dengan tahun 2023' / 'Belum ada data'. */
function terhadapTahunLalu(realisasi: number | null, lalu: number | null, tahunLalu: number): string {
  if (realisasi === null || lalu === null) return 'Belum ada data';
  if (realisasi === lalu) return `Sama dengan tahun ${tahunLalu}`;
  return `${realisasi > lalu ? 'Naik' : 'Turun'} ${selisih(realisasi, lalu)} dari tahun ${tahunLalu}`;
}

/** Compared with the target, with the polarity: above a 'turun' target is below expectations. */
function terhadapTarget(realisasi: number | null, target: number | null, turun: boolean): string {
  if (realisasi === null || target === null) return 'Belum ada data';
  if (realisasi === target) return 'Sesuai target';
  const better = turun ? realisasi < target : realisasi > target;
  return `${better ? 'Melampaui target' : 'Di bawah target'} ${selisih(realisasi, target)}`;
}

function perbandinganOf(row: repo.SasaranStrategisRpjmdRow) {
  const values = row as PerTahunValues & { baseline: number | null };
  return TAHUN_KE.map((k) => {
    const tahun = row.tahun_awal + k - 1;
    const realisasi = row[`realisasi_${k}`];
    return {
      tahun,
      perbandingan_realisasi_tahun: terhadapTahunLalu(
        realisasi,
        nilaiTahun(values, 'realisasi', tahun - 1, row.tahun_awal),
        tahun - 1,
      ),
      perbandingan_realisasi_target: terhadapTarget(realisasi, row[`target_${k}`], row.polaritas === 'turun'),
    };
  });
}

/** Record + comparisons + efisiensi + SS-PD (own and adopted) + cross-cutting goals. */
async function detailOf(
  db: Db | Tx,
  row: repo.SasaranStrategisRpjmdRow,
  tahun: number,
): Promise<SasaranStrategisRpjmdDetail> {
  const [children, anggaran] = await readAll(db, [
    () => repo.findChildren(db, row.id),
    () => repo.findAnggaran(db, row.id, tahun),
  ]);
  const record = toRecord(row, tahun);
  return {
    ...record,
    perbandingan: perbandinganOf(row),
    perbandingan_rata_nasional: bandingkanRataRata(record.realisasi, row.rata_nasional, {
      indikatorSasaranStrategisId: row.indikator_sasaran_strategis_id,
    }).pesan,
    efisiensi_sumber_daya: { ...anggaran, ...efisiensiSumberDaya(anggaran.pagu, anggaran.realisasi) },
    sasaran_strategis_pd: children.own.map((c) => childOf(c, tahun, row.tahun_awal, false)),
    sasaran_strategis_pd_cross: children.cross.map((c) => childOf(c, tahun, row.tahun_awal, true)),
    kinerja_cross_cutting: children.kcc,
  };
}

/** The goal (everyone reads the RPJMD; no unit scope), else 404. */
export async function findOr404(db: Db | Tx, id: number) {
  return foundOr404(await repo.findRecord(db, id), NOT_FOUND);
}

function whereOf(ctx: CrudContext, q: SasaranStrategisRpjmdListQuery) {
  return and(
    periodeContains(ctx.tahun),
    eqFilter(t.sasaran_strategis_id, q.sasaran_strategis_id),
    eqFilter(sasaranStrategis.tujuan_id, q.tujuan_id),
    searchCondition(q.search, repo.searchColumns),
  );
}

/** The sasaran of the period's visi, its indicator, and no other goal of the period on it. */
async function assertInputRefs(tx: Tx, input: Input, p: Periode, id: number | null) {
  await assertRefs(tx, [
    {
      field: 'sasaran_strategis_id',
      message: `Sasaran strategis tidak ditemukan pada RPJMD ${p.tahun_awal}-${p.tahun_akhir}`,
      ok: repo.sasaranInPeriode(input.sasaran_strategis_id, p.id),
    },
    {
      field: 'indikator_sasaran_strategis_id',
      message: 'Indikator bukan milik sasaran strategis yang dipilih',
      ok: existsIn(
        indikatorSasaranStrategis,
        eq(indikatorSasaranStrategis.id, input.indikator_sasaran_strategis_id),
        eq(indikatorSasaranStrategis.sasaran_strategis_id, input.sasaran_strategis_id),
      ),
    },
    {
      field: 'indikator_sasaran_strategis_id',
      message: `Indikator ini sudah dipakai sasaran strategis RPJMD lain pada periode ${p.tahun_awal}-${p.tahun_akhir}`,
      ok: repo.indikatorFree(p.id, input.indikator_sasaran_strategis_id, id),
    },
  ]);
}

/** Columns of a payload; capaian per year from target, realisasi and the indicator's polarity. */
async function valuesOf(tx: Tx, input: Input) {
  const [ind] = await tx
    .select({ polaritas: indikatorSasaranStrategis.polaritas })
    .from(indikatorSasaranStrategis)
    .where(eq(indikatorSasaranStrategis.id, input.indikator_sasaran_strategis_id));
  return { ...input, ...capaianPerTahun(input, polaritasOf(ind?.polaritas ?? 'naik')) };
}

function xlsxColumns(tahun: number, tahunAwal: number): XlsxColumn<SasaranStrategisRpjmdRecord>[] {
  return [
    nomorColumn(),
    { header: 'Misi', value: (r) => `${r.misi.nomor}. ${r.misi.misi}`, width: 30 },
    { header: 'Tujuan', value: (r) => `${r.tujuan.nomor}. ${r.tujuan.tujuan}`, width: 30 },
    { header: 'Sasaran Strategis', value: (r) => r.sasaran_strategis.sasaran, width: 40 },
    { header: 'Indikator', value: (r) => r.indikator, width: 40 },
    { header: 'Satuan', value: (r) => r.satuan, width: 14 },
    { header: 'Baseline', value: (r) => r.baseline, format: 'angka' },
    ...TAHUN_KE.flatMap((k): XlsxColumn<SasaranStrategisRpjmdRecord>[] => [
      { header: `Target ${tahunAwal + k - 1}`, value: (r) => r[`target_${k}`], format: 'angka' },
      { header: `Realisasi ${tahunAwal + k - 1}`, value: (r) => r[`realisasi_${k}`], format: 'angka' },
    ]),
    { header: `Capaian ${tahun} (%)`, value: (r) => r.capaian, format: 'persen' },
    { header: 'Rata-rata Nasional', value: (r) => r.rata_nasional, format: 'angka' },
  ];
}

export const sasaranStrategisRpjmdService: CrudService<
  SasaranStrategisRpjmdListQuery,
  Input,
  SasaranStrategisRpjmdRecord,
  SasaranStrategisRpjmdDetail
> = crudService({
  resource: RESOURCE,
  table: t,
  notFound: NOT_FOUND,
  unitScoped: false,
  repo,
  where: whereOf,
  ...periodeReads({ sheetName: 'Sasaran Strategis RPJMD', toRecord, detail: detailOf, columns: xlsxColumns }),

  ...periodeWrites({ table: t, field: 'sasaran_strategis_id', check: assertInputRefs, values: valuesOf }),

  async beforeRemove(tx, _ctx, before) {
    // Adopted SS-PD links (sasaran_strategis_pd_cross) go with the goal (ON DELETE CASCADE).
    await assertNoChildren(tx, 'Sasaran strategis RPJMD', before.id, [
      {
        label: 'sasaran strategis PD',
        table: sasaranStrategisPd,
        column: sasaranStrategisPd.sasaran_strategis_rpjmd_id,
      },
      {
        label: 'kinerja cross cutting',
        table: kinerjaCrossCutting,
        column: kinerjaCrossCutting.sasaran_strategis_rpjmd_id,
      },
    ]);
  },
});
