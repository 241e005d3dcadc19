import { and, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import {
  isBiroSatker,
  kinerjaProgramDetailSchema,
  kinerjaProgramListQuerySchema,
  kinerjaProgramRecordSchema,
  kinerjaProgramSchema,
  kinerjaProgramUpdateSchema,
  rowInScope,
  SATKER_SETDA_ID,
  scopeOf,
} from '@sakip/domain';
import type { Db, Tx } from '../../../db/client';
import { preparedRows } from '../../../db/prepared';
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
import { selectRecordQueries } from '../../../lib/db/record-list';
import { unitAndPengampuColumns, withUnitAndPengampu } from './kinerja.repository';
import { defineLevel } from './level';
import { periodeOfYear } from '../../../lib/periode';

/** Kinerja program: the level (kinerja.service.ts serves it) and all its SQL. */

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

/** A numeric column as a JSON number, NaN and ±Infinity as null (as the column's fromDriver reads them). */
function finite(column: string): SQL {
  const c = sql.raw(column);
  return sql`(case when ${c} > '-Infinity'::numeric and ${c} < 'Infinity'::numeric then ${c} end)`;
}

/** The rows of the list's statements, as one JSON array (ordered by the subquery). */
async function jsonRows<T>(db: Db, query: SQL): Promise<T[]> {
  const [result] = await preparedRows<{ rows: T[] }>(
    db,
    sql`select coalesce(json_agg(x), '[]'::json) as rows from (${query}) x`,
  );
  return result?.rows ?? [];
}

/** What the list's record reads of a row (toRecord): not the monthly columns of the detail. */
type ProgramListRow = Omit<ProgramRow, `${string}_bulan_${number}` | 'created_at' | 'created_by' | 'updated_by'>;

/**
 * The list page (a unit's planning screen, bench/load 'kinerja-program list') and its export: one
 * named prepared statement (db/prepared.ts) with only the columns of the record, answering one
 * JSON array. The drizzle select of the detail joined seven relations and read every monthly
 * column: on PGlite, parse and plan of that statement were most of the request. Pengampu names
 * are scalar subqueries (as the cascading tree's), so the statement joins only the four relations
 * every row has. `where` is the service's condition over the same table names.
 */
async function listProgramRows(db: Db, where: SQL | undefined, limit?: number, offset?: number): Promise<ProgramRow[]> {
  const page = limit === undefined ? sql`` : sql`limit ${limit} offset ${offset ?? 0}`;
  const rows = await jsonRows<Omit<ProgramListRow, 'updated_at'> & { updated_at: string }>(
    db,
    sql`select kinerja_program.id, kinerja_program.tahun, kinerja_program.satuan_kerja_id, satuan_kerja.satuan_kerja_nama,
      kinerja_program.sasaran, kinerja_program.indikator, kinerja_program.satuan, kinerja_program.polaritas,
      ${finite('kinerja_program.target')} as target, ${finite('kinerja_program.realisasi')} as realisasi,
      ${finite('kinerja_program.capaian')} as capaian, ${finite('kinerja_program.anggaran')} as anggaran,
      ${finite('kinerja_program.realisasi_anggaran')} as realisasi_anggaran,
      kinerja_program.urutan, kinerja_program.updated_at,
      kinerja_program.pengampu_type, kinerja_program.unit_kerja_id, kinerja_program.tim_kerja_id,
      uk.jabatan_nama as uk_jabatan_nama, uk.unit_kerja_nama as uk_unit_kerja_nama, uk.unit_kerja_nama_full as uk_nama_full,
      tk.nama as tk_nama, (select p.peg_nama from pegawai p where p.nip = tk.ketua_nip) as tk_ketua_nama,
      kinerja_program.do_narasi, kinerja_program.do_rumus, kinerja_program.do_keterangan, kinerja_program.do_sumber,
      kinerja_program.status_upload_pk, kinerja_program.skp, kinerja_program.is_kinerja_direktur_to_wakil_direktur_rsud,
      kinerja_program.kinerja_cross_cutting_id,
      kinerja_program.sasaran_strategis_pd_id, kinerja_program.program_id,
      program.kode as program_kode, program.nama as program_nama,
      sasaran_strategis_pd.sasaran_strategis_satker as ss_pd_sasaran, sasaran_strategis_pd.iku as ss_pd_iku
    from kinerja_program
    join satuan_kerja on satuan_kerja.satuan_kerja_id = kinerja_program.satuan_kerja_id
    join program on program.id = kinerja_program.program_id
    join sasaran_strategis_pd on sasaran_strategis_pd.id = kinerja_program.sasaran_strategis_pd_id
    left join lateral (select * from unit_kerja where unit_kerja.id = kinerja_program.unit_kerja_id) uk on true
    left join lateral (select * from tim_kerja where tim_kerja.id = kinerja_program.tim_kerja_id) tk on true
    ${where ? sql`where ${where}` : sql``}
    order by kinerja_program.satuan_kerja_id, kinerja_program.urutan, kinerja_program.id ${page}`,
  );
  // Typed as the full row: toRecord reads only the list's columns (the detail reads findRecord's).
  return rows.map((row) => ({ ...row, updated_at: new Date(row.updated_at) })) as unknown as ProgramRow[];
}

/** The list's total, the same way (the count joins only what the search columns need). */
async function countPrograms(db: Db, where: SQL | undefined): Promise<{ total: number }[]> {
  return preparedRows<{ total: number }>(
    db,
    sql`select count(*)::int as total from kinerja_program join program on program.id = kinerja_program.program_id
      ${where ? sql`where ${where}` : sql``}`,
  );
}

/** The SS-PD a program hangs under: readable by the actor, of a period containing the year. */
async function findSasaranStrategisPd(tx: Tx, ctx: CrudContext, id: number) {
  const { tahun } = ctx;
  const [ssPd] = await tx
    .select({ id: sasaranStrategisPd.id, satuan_kerja_id: sasaranStrategisPd.satuan_kerja_id })
    .from(sasaranStrategisPd)
    .innerJoin(periode, eq(periode.id, sasaranStrategisPd.periode_id))
    .where(and(eq(sasaranStrategisPd.id, id), periodeOfYear(tahun)))
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

export const programLevel = defineLevel({
  resource: 'kinerja-program',
  table: kinerjaProgram,
  label: 'Kinerja program',
  sheetName: 'Kinerja Program',
  schemas: {
    query: kinerjaProgramListQuerySchema,
    body: kinerjaProgramSchema,
    update: kinerjaProgramUpdateSchema,
    record: kinerjaProgramRecordSchema,
    detail: kinerjaProgramDetailSchema,
  },
  queries: {
    ...selectRecordQueries({
      table: kinerjaProgram,
      select: programSelect,
      orderBy: [kinerjaProgram.satuan_kerja_id, kinerjaProgram.urutan, kinerjaProgram.id],
    }),
    listRows: listProgramRows,
    countRows: countPrograms,
  },
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
});
