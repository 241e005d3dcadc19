import { and, eq, getTableColumns, gte, lte } from 'drizzle-orm';
import type { z } from 'zod';
import {
  isBiroSatker,
  kinerjaProgramDetailSchema,
  kinerjaProgramListQuerySchema,
  kinerjaProgramRecordSchema,
  kinerjaProgramSchema,
  rowInScope,
  SATKER_SETDA_ID,
  scopeOf,
  type KinerjaProgramRecord,
} from '@sakip/domain';
import type { Db, Tx } from '../../../db/client';
import {
  kegiatan,
  kinerjaKegiatan,
  kinerjaKegiatanCross,
  kinerjaProgram,
  periode,
  program,
  sasaranStrategisPd,
  satuanKerja,
} from '../../../db/schema/index';
import { eqFilter, existsIn, unitForNew, type CrudContext } from '../../../lib/crud/index';
import { fieldError } from '../../../lib/errors';
import { levelQueries, totalColumn, unitAndPengampuColumns, withUnitAndPengampu } from './kinerja.repository';
import type { KinerjaLevel, LevelSchemas } from './level';

/** Kinerja program: the level (kinerja.service.ts serves it) and all its SQL. */

type ProgramInput = z.output<typeof kinerjaProgramSchema>;
type ProgramQuery = z.output<typeof kinerjaProgramListQuerySchema>;

function programSelect(db: Db | Tx) {
  const q = db
    .select({
      ...getTableColumns(kinerjaProgram),
      ...unitAndPengampuColumns,
      program_kode: program.kode,
      program_nama: program.nama,
      ss_pd_sasaran: sasaranStrategisPd.sasaran_strategis_satker,
      ss_pd_iku: sasaranStrategisPd.iku,
    })
    .from(kinerjaProgram)
    .$dynamic();
  return withUnitAndPengampu(q, kinerjaProgram)
    .innerJoin(program, eq(program.id, kinerjaProgram.program_id))
    .innerJoin(sasaranStrategisPd, eq(sasaranStrategisPd.id, kinerjaProgram.sasaran_strategis_pd_id));
}
type ProgramRow = Awaited<ReturnType<typeof programSelect>>[number];

/** The SS-PD a program hangs under: readable by the actor, of a period containing the year. */
async function findSasaranStrategisPd(tx: Tx, ctx: CrudContext, id: number) {
  const { tahun } = ctx;
  const [ssPd] = await tx
    .select({ id: sasaranStrategisPd.id, satuan_kerja_id: sasaranStrategisPd.satuan_kerja_id })
    .from(sasaranStrategisPd)
    .innerJoin(periode, eq(periode.id, sasaranStrategisPd.periode_id))
    .where(and(eq(sasaranStrategisPd.id, id), lte(periode.tahun_awal, tahun), gte(periode.tahun_akhir, tahun)))
    .limit(1);
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

export const programLevel: KinerjaLevel<
  typeof kinerjaProgram,
  ProgramQuery,
  ProgramInput,
  KinerjaProgramRecord,
  ProgramRow,
  LevelSchemas<
    typeof kinerjaProgramListQuerySchema,
    typeof kinerjaProgramSchema,
    typeof kinerjaProgramRecordSchema,
    typeof kinerjaProgramDetailSchema
  >
> = {
  resource: 'kinerja-program',
  table: kinerjaProgram,
  label: 'Kinerja program',
  sheetName: 'Kinerja Program',
  schemas: {
    query: kinerjaProgramListQuerySchema,
    body: kinerjaProgramSchema,
    record: kinerjaProgramRecordSchema,
    detail: kinerjaProgramDetailSchema,
  },
  queries: levelQueries({
    table: kinerjaProgram,
    select: (db) => programSelect(db),
    countFrom: (db) =>
      db
        .select(totalColumn)
        .from(kinerjaProgram)
        .innerJoin(program, eq(program.id, kinerjaProgram.program_id))
        .$dynamic(),
    order: [kinerjaProgram.satuan_kerja_id, kinerjaProgram.urutan, kinerjaProgram.id],
  }),
  searchColumns: [kinerjaProgram.sasaran, kinerjaProgram.indikator, program.nama, program.kode],
  filters: (q) => [
    eqFilter(kinerjaProgram.sasaran_strategis_pd_id, q.sasaran_strategis_pd_id),
    eqFilter(kinerjaProgram.program_id, q.program_id),
  ],
  record: (row) => ({
    sasaran_strategis_pd_id: row.sasaran_strategis_pd_id,
    sasaran_strategis_pd: {
      id: row.sasaran_strategis_pd_id,
      sasaran_strategis_satker: row.ss_pd_sasaran,
      iku: row.ss_pd_iku,
    },
    program_id: row.program_id,
    program: { id: row.program_id, kode: row.program_kode, nama: row.program_nama },
  }),
  children: {
    own: 'kinerja_kegiatan',
    cross: 'kinerja_kegiatan_cross',
    spec: {
      table: kinerjaKegiatan,
      parent: kinerjaKegiatan.kinerja_program_id,
      master: { table: kegiatan, column: kinerjaKegiatan.kegiatan_id },
      cross: {
        table: kinerjaKegiatanCross,
        id: kinerjaKegiatanCross.id,
        child: kinerjaKegiatanCross.kinerja_kegiatan_id,
        parent: kinerjaKegiatanCross.kinerja_program_id,
      },
    },
  },
  blockers: [{ label: 'kinerja kegiatan', table: kinerjaKegiatan, column: kinerjaKegiatan.kinerja_program_id }],
  xlsxHead: [
    { header: 'Sasaran Strategis PD', value: (r) => r.sasaran_strategis_pd.sasaran_strategis_satker, width: 40 },
    { header: 'Kode Program', value: (r) => r.program.kode, width: 14 },
    { header: 'Program', value: (r) => r.program.nama, width: 40 },
  ],
  /** A chooser's new program goes to the chosen unit, else the SS-PD's; the SS-PD must serve it. */
  async place(tx, ctx, input, _scope, unit) {
    const ssPd = await findSasaranStrategisPd(tx, ctx, input.sasaran_strategis_pd_id);
    const target = unit ?? unitForNew(ctx.actor, 'kinerja-program', input.satuan_kerja_id, ssPd.satuan_kerja_id);
    return {
      unit: target,
      checks: () => {
        assertServes(ssPd, target);
        return [
          {
            field: 'program_id',
            message: 'Program tidak ditemukan',
            ok: existsIn(program, eq(program.id, input.program_id)),
          },
          {
            field: 'satuan_kerja_id',
            message: 'Satuan kerja tidak ditemukan',
            ok: existsIn(satuanKerja, eq(satuanKerja.satuan_kerja_id, target)),
          },
        ];
      },
    };
  },
  values: (input) => ({ sasaran_strategis_pd_id: input.sasaran_strategis_pd_id, program_id: input.program_id }),
};
