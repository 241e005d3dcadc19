import { and, eq, sql, type SQL } from 'drizzle-orm';
import { TEMUAN_PER_JENIS, type RowScope } from '@sakip/domain';
import type { Db } from '../../../db/client';
import { satuanKerja } from '../../../db/schema/index';
import { scopeCondition } from '../../../lib/scope';

/**
 * Kesehatan data (issue 27 item 5): one statement per kind of finding, whatever the size of the
 * city. Each answers its first TEMUAN_PER_JENIS findings with the kind's total (`count(*) over ()`),
 * limited to the units of `units` (the actor's scope and the chosen unit, as a condition on
 * satuan_kerja).
 */
export interface TemuanRow {
  satuan_kerja_id: string;
  satuan_kerja_nama: string;
  label: string;
  tautan: string;
  nilai: string | null;
  nilai_induk: string | null;
  total: number;
}

/** A performance level: its table, its label and its screen. */
interface Level {
  table: string;
  label: string;
  path: string;
  parent?: { table: string; fk: string };
}
const PROGRAM: Level = { table: 'kinerja_program', label: 'Kinerja Program', path: '/kinerja-program' };
const KEGIATAN: Level = {
  table: 'kinerja_kegiatan',
  label: 'Kinerja Kegiatan',
  path: '/kinerja-kegiatan',
  parent: { table: 'kinerja_program', fk: 'kinerja_program_id' },
};
const SUB_KEGIATAN: Level = {
  table: 'kinerja_sub_kegiatan',
  label: 'Kinerja Sub Kegiatan',
  path: '/kinerja-sub-kegiatan',
  parent: { table: 'kinerja_kegiatan', fk: 'kinerja_kegiatan_id' },
};
const LANGKAH_AKSI: Level = {
  table: 'kinerja_langkah_aksi',
  label: 'Kinerja Langkah Aksi',
  path: '/kinerja-langkah-aksi',
  parent: { table: 'kinerja_sub_kegiatan', fk: 'kinerja_sub_kegiatan_id' },
};
const LEVELS = [PROGRAM, KEGIATAN, SUB_KEGIATAN, LANGKAH_AKSI];

/** The target of an SS-PD for the year, from its period's `target_1` .. `target_5`. */
const ssPdTarget = (tahun: number) =>
  sql`case (${tahun}::int - p.tahun_awal + 1) ${sql.raw([1, 2, 3, 4, 5].map((k) => `when ${k} then s.target_${k}`).join(' '))} end`;

export interface Filter {
  tahun: number;
  /** The units looked at: a condition on satuan_kerja (scope and choice). */
  units: SQL | undefined;
}

/** The units looked at: the actor's scope, and the chosen unit when there is one. */
export function unitsIn(scope: RowScope, chosen: string | undefined): SQL | undefined {
  return and(
    scopeCondition(satuanKerja.satuan_kerja_id, scope),
    chosen ? eq(satuanKerja.satuan_kerja_id, chosen) : undefined,
  );
}

/** Wraps the findings of a kind: the units in reach, the first rows, the total. */
async function run(db: Db, filter: Filter, findings: SQL): Promise<TemuanRow[]> {
  const units = filter.units ? sql`and ${filter.units}` : sql``;
  const result = await db.execute(sql`
    with u as (
      select ${satuanKerja.satuan_kerja_id} as id, ${satuanKerja.satuan_kerja_nama} as nama, ${satuanKerja.urutan} as urutan
      from ${satuanKerja} where ${satuanKerja.active} ${units}
    )
    select f.satuan_kerja_id, u.nama as satuan_kerja_nama, f.label, f.tautan,
      f.nilai::text as nilai, f.nilai_induk::text as nilai_induk, (count(*) over ())::int as total
    from (${findings}) f join u on u.id = f.satuan_kerja_id
    order by u.urutan, f.satuan_kerja_id, f.label, f.tautan
    limit ${TEMUAN_PER_JENIS}`);
  return (result as { rows: TemuanRow[] }).rows;
}

/** The SS-PD of the period holding the year (alias s, its period p). */
const ssPdOfYear = (tahun: number, where: SQL) => sql`
  select s.satuan_kerja_id, ${'Sasaran Strategis PD: '} || s.iku as label, '/sasaran-strategis-pd/' || s.id as tautan,
    null::numeric as nilai, null::numeric as nilai_induk
  from sasaran_strategis_pd s join periode p on p.id = s.periode_id
  where ${tahun} between p.tahun_awal and p.tahun_akhir and p.active and ${where}`;

/** Rows of a level of the year (alias k) matching a condition. */
const levelOfYear = (level: Level, tahun: number, where: SQL) => sql`
  select k.satuan_kerja_id, ${`${level.label}: `} || k.indikator as label, ${`${level.path}/`} || k.id as tautan,
    null::numeric as nilai, null::numeric as nilai_induk
  from ${sql.raw(level.table)} k where k.tahun = ${tahun} and ${where}`;

const unionAll = (parts: SQL[]) => sql.join(parts, sql` union all `);

export function tanpaTarget(db: Db, filter: Filter) {
  return run(
    db,
    filter,
    unionAll([
      ssPdOfYear(filter.tahun, sql`${ssPdTarget(filter.tahun)} is null`),
      ...LEVELS.map((l) => levelOfYear(l, filter.tahun, sql`k.target is null`)),
    ]),
  );
}

export function indikatorTanpaSatuan(db: Db, filter: Filter) {
  const bad = (alias: string) => sql.raw(`(trim(${alias}.satuan) = '' or ${alias}.polaritas is null)`);
  return run(
    db,
    filter,
    unionAll([ssPdOfYear(filter.tahun, bad('s')), ...LEVELS.map((l) => levelOfYear(l, filter.tahun, bad('k')))]),
  );
}

export function anggaranMelebihiInduk(db: Db, filter: Filter) {
  const parts = LEVELS.flatMap(({ parent, ...l }) =>
    parent
      ? [
          sql`
      select k.satuan_kerja_id, ${`${l.label}: `} || k.indikator as label, ${`${l.path}/`} || k.id as tautan,
        k.anggaran as nilai, i.anggaran as nilai_induk
      from ${sql.raw(l.table)} k join ${sql.raw(parent.table)} i on i.id = k.${sql.raw(parent.fk)}
      where k.tahun = ${filter.tahun} and k.anggaran > i.anggaran`,
        ]
      : [],
  );
  return run(db, filter, unionAll(parts));
}

export function langkahAksiTanpaTargetBulanan(db: Db, filter: Filter) {
  const months = sql.raw(Array.from({ length: 12 }, (_, i) => `k.target_bulan_${i + 1}`).join(', '));
  return run(db, filter, levelOfYear(LANGKAH_AKSI, filter.tahun, sql`coalesce(${months}) is null`));
}

export function ikuTanpaSasaranRpjmd(db: Db, filter: Filter) {
  return run(
    db,
    filter,
    ssPdOfYear(
      filter.tahun,
      sql`not exists (select 1 from sasaran_strategis_rpjmd r where r.id = s.sasaran_strategis_rpjmd_id and r.periode_id = s.periode_id)`,
    ),
  );
}

export function indikatorGanda(db: Db, filter: Filter) {
  const same = (table: string, alias: string, text: string, scope: string) =>
    sql.raw(`exists (select 1 from ${table} d where d.id <> ${alias}.id and d.satuan_kerja_id = ${alias}.satuan_kerja_id
      and d.${scope} = ${alias}.${scope} and lower(trim(d.${text})) = lower(trim(${alias}.${text})))`);
  return run(
    db,
    filter,
    unionAll([
      ssPdOfYear(filter.tahun, same('sasaran_strategis_pd', 's', 'iku', 'periode_id')),
      // Langkah aksi repeat their wording across sub kegiatan by nature ('Persentase ...'): not a defect.
      ...[PROGRAM, KEGIATAN, SUB_KEGIATAN].map((l) =>
        levelOfYear(l, filter.tahun, same(l.table, 'k', 'indikator', 'tahun')),
      ),
    ]),
  );
}

export function timTanpaAnggota(db: Db, filter: Filter) {
  return run(
    db,
    filter,
    sql`
      select t.satuan_kerja_id, ${'Tim Kerja: '} || t.nama as label, '/tim-kerja/detail/' || t.id as tautan,
        null::numeric as nilai, null::numeric as nilai_induk
      from tim_kerja t
      where t.tahun = ${filter.tahun} and not exists (
        select 1 from tim_kerja_anggota a where a.tim_kerja_id = t.id and a.status_kepala_opd = 'disetujui')`,
  );
}

/** Units with sub kegiatan targeted in `bulan` but without its realisasi: one finding per unit. */
export function realisasiBulanLalu(db: Db, filter: Filter, bulan: number) {
  const m = Math.trunc(bulan);
  if (m < 1 || m > 12) throw new Error('bulan di luar 1..12');
  const target = sql.raw(`k.target_bulan_${m}`);
  const realisasi = sql.raw(`k.realisasi_bulan_${m}`);
  return run(
    db,
    filter,
    sql`
      select k.satuan_kerja_id, ${'Kinerja Sub Kegiatan'} as label, '/kinerja-sub-kegiatan' as tautan,
        count(*)::numeric as nilai, null::numeric as nilai_induk
      from kinerja_sub_kegiatan k
      where k.tahun = ${filter.tahun} and ${target} is not null and ${realisasi} is null
      group by k.satuan_kerja_id`,
  );
}
