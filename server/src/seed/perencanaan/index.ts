/**
 * Planning demo data (perencanaan): master programs, the RPJMD of 2019 and 2024, and for every unit
 * its goals, teams and the performance tree of 2024 and 2025 with cross links, notes and
 * validation records. Called at the end of seedDemo's transaction; `scale` N repeats every unit's
 * programs N times for benchmarks (`npm run db:seed -- --scale 10`).
 *
 * One INSERT per table and batch of up to 1,000 rows, in dependency order; the ids come back with
 * RETURNING in the order of the rows (see insertStatement).
 */
import { eq, getTableColumns, getTableName, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { monthlyColumns } from '@sakip/domain';
import type { Tx } from '../../db/client';
import {
  indikatorSasaranStrategis,
  indikatorTujuan,
  kamusIndikator,
  kategoriTematik,
  kegiatan,
  KINERJA_REF_COLUMNS,
  kinerjaBayangan,
  kinerjaCrossCutting,
  kinerjaKegiatan,
  kinerjaKegiatanCross,
  kinerjaLangkahAksi,
  kinerjaLangkahAksiAnggota,
  kinerjaProgram,
  kinerjaProgramCross,
  kinerjaSubKegiatan,
  kinerjaSubKegiatanCross,
  kinerjaTercapai,
  kinerjaTidakTercapai,
  misi,
  penyebabKegagalan,
  periode,
  program,
  programSatuanKerja,
  rencanaAksi,
  sasaranStrategis,
  sasaranStrategisPd,
  sasaranStrategisPdCross,
  sasaranStrategisPdTriwulan,
  sasaranStrategisRpjmd,
  solusi,
  subKegiatan,
  timKerja,
  timKerjaAnggota,
  tujuan,
  users,
  validasiPerencanaan,
  visi,
} from '../../db/schema/index';
import { masterRows } from './master-data';
import {
  buildPerencanaanPlan,
  type CatatanPlan,
  type KinerjaPlan,
  type NodeRef,
  type PerencanaanPlan,
  type Pengampu,
} from './rencana';
import {
  capaian5,
  CROSS_CUTTING,
  type CrossCuttingDef,
  type IndikatorDef,
  KATEGORI_TEMATIK,
  type PeriodeDef,
  RPJMD_2019,
  RPJMD_2024,
} from './rpjmd';
import { must } from '../../lib/must';

export { buildPerencanaanPlan, nodeCounts } from './rencana';

export interface PerencanaanSeedOptions {
  /** Repeats every unit's programs (and all below) N times; 1 for the demo. */
  scale?: number;
  now?: Date;
}

/**
 * Months of 2025 with realisasi: the current month while seeding in 2025 (the running year),
 * otherwise all twelve: 2025 is a closed year, so both demo years have rapor data for all four
 * quarters (issue 11 item 6) and the seed does not depend on the clock outside 2025.
 */
export function bulanTerakhir2025(now: Date): number {
  return now.getFullYear() === 2025 ? Math.max(1, now.getMonth() + 1) : 12;
}

// ---------------------------------------------------------------------------------------------
// Batched inserts
// ---------------------------------------------------------------------------------------------

const MAX_ROWS = 1000;

function chunks<T>(rows: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += MAX_ROWS) out.push(rows.slice(i, i + MAX_ROWS));
  return out;
}

type TableWithId = PgTable & { id: AnyPgColumn };

/**
 * One INSERT per batch of up to 1,000 rows: the batch travels as ONE json parameter and
 * json_populate_recordset turns it into rows of the table's own type. Why not Drizzle's
 * `.values(rows)`: a kinerja row has ~80 columns and Drizzle's SQL builder spends about half a
 * millisecond per such row on its parameter objects (4,000 rows ≈ 2 s); the database itself is
 * fast. RETURNING gives the ids in the order of the rows (the function scan keeps the array order).
 * Columns missing from a row get the column's default (JS default of the schema, else null).
 */
function insertStatement(table: PgTable, rows: readonly object[], returning: boolean): SQL {
  const columns = getTableColumns(table);
  const keys = [...new Set(rows.flatMap((r) => Object.keys(r)))];
  const names = keys.map((key) => {
    const column = columns[key];
    if (!column) throw new Error(`Kolom ${key} tidak ada di tabel ${getTableName(table)}`);
    return column.name;
  });
  const filled = rows.map((row) => {
    const r = row as Record<string, unknown>;
    const out: Record<string, unknown> = {};
    keys.forEach((key, i) => {
      const column = must(columns[key]);
      const value = r[key];
      out[must(names[i])] =
        value !== undefined ? value : column.hasDefault && typeof column.default !== 'object' ? column.default : null;
    });
    return out;
  });
  const list = sql.join(
    names.map((n) => sql.identifier(n)),
    sql`, `,
  );
  return sql`insert into ${table} (${list}) select ${list} from json_populate_recordset(null::${table}, ${JSON.stringify(filled)}::json)${returning ? sql` returning id` : sql``}`;
}

/** Inserts the rows and returns their ids in row order. */
async function insertIds(tx: Tx, table: TableWithId, rows: readonly object[]): Promise<number[]> {
  const ids: number[] = [];
  for (const chunk of chunks(rows)) {
    // Both drivers (PGlite, node-postgres) answer { rows }.
    const result: unknown = await tx.execute<{ id: number }>(insertStatement(table, chunk, true));
    for (const r of (result as { rows: { id: number | string }[] }).rows) ids.push(Number(r.id));
  }
  if (ids.length !== rows.length)
    throw new Error(`Insert ke ${getTableName(table)} mengembalikan ${ids.length} dari ${rows.length} id`);
  return ids;
}

async function insertAll(tx: Tx, table: PgTable, rows: readonly object[]): Promise<void> {
  for (const chunk of chunks(rows)) await tx.execute(insertStatement(table, chunk, false));
}

/** Inserts the rows of plan objects and stores each id on its object. */
async function insertObjects<O extends { id?: number }>(
  tx: Tx,
  table: TableWithId,
  objects: readonly O[],
  row: (o: O) => object,
): Promise<void> {
  const ids = await insertIds(tx, table, objects.map(row));
  objects.forEach((o, i) => (o.id = ids[i]));
}

function idOf(ref: { id?: number } | undefined, what: string): number {
  if (ref?.id === undefined) throw new Error(`Data demo: ${what} belum punya id`);
  return ref.id;
}

// ---------------------------------------------------------------------------------------------
// Seed
// ---------------------------------------------------------------------------------------------

type Count = (table: string, n: number) => void;
type Pairs = (table: PgTable, name: string, rows: object[]) => Promise<void>;
type MasterIds = Awaited<ReturnType<typeof seedMasterData>>;
type CrossCuttingIds = Awaited<ReturnType<typeof seedCrossCutting>>;

export async function seedPerencanaan(tx: Tx, options: PerencanaanSeedOptions = {}): Promise<Record<string, number>> {
  const scale = Math.max(1, Math.floor(options.scale ?? 1));
  const now = options.now ?? new Date();
  const plan = buildPerencanaanPlan({ scale, bulanTerakhir2025: bulanTerakhir2025(now) });
  const counts: Record<string, number> = {};
  const count = (table: string, n: number) => (counts[table] = (counts[table] ?? 0) + n);
  const pairs = async (table: PgTable, name: string, rows: object[]) => {
    await insertAll(tx, table, rows);
    count(name, rows.length);
  };

  const ids = await seedMasterData(tx, plan, count);
  // RPJMD of both periods, and the cross cutting and reform categories.
  const periode2024 = await seedRpjmd(tx, plan, count);
  const kccRefs = await seedCrossCutting(tx, plan, periode2024, count);
  // The reform categories are reference data (seed/reference.ts): the demo maps its themes to them.
  const kategori = await tx.select({ id: kategoriTematik.id, nama: kategoriTematik.nama }).from(kategoriTematik);
  const kategoriId = new Map(kategori.map((k) => [k.nama, k.id]));
  const kategoriByTema = new Map(KATEGORI_TEMATIK.map((k) => [k.tema, kategoriId.get(k.nama)]));

  await seedTeams(tx, plan, count);
  await seedSsPd(tx, plan, { periode2024, kccRefs }, count);
  const validasiBy = await seedTree(tx, plan, { ids, kccRefs, kategoriByTema }, count);
  await seedTreeCross(plan, pairs);
  await seedNotes(plan, pairs);
  await seedActionPlans(plan, { ids, validasiBy }, pairs);
  return counts;
}

const pengampuColumns = (p: Pengampu) => ({
  pengampu_type: p?.type ?? null,
  unit_kerja_id: p?.type === 'unit-kerja' ? p.unitKerjaId : null,
  tim_kerja_id: p?.type === 'tim-kerja' ? idOf(p.tim, 'tim kerja') : null,
});

const kccId = (kccRefs: CrossCuttingIds, def: CrossCuttingDef | undefined) =>
  def ? idOf(kccRefs.get(def), 'kinerja cross cutting') : null;

async function validatorBappedaId(tx: Tx) {
  const validatorBappeda = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.username, 'validator_bappeda'))
    .limit(1);
  return validatorBappeda[0]?.id ?? null;
}

/** Master data: program, kegiatan, sub kegiatan (ids by kode) and the programs of each unit. */
async function seedMasterData(tx: Tx, plan: PerencanaanPlan, count: Count) {
  const master = masterRows();
  const programIds = await insertIds(tx, program, master.program);
  const programId = new Map(master.program.map((p, i) => [p.kode, must(programIds[i])]));
  const kegiatanIds = await insertIds(
    tx,
    kegiatan,
    master.kegiatan.map((k) => ({ program_id: programId.get(k.program_kode), kode: k.kode, nama: k.nama })),
  );
  const kegiatanId = new Map(master.kegiatan.map((k, i) => [k.kode, must(kegiatanIds[i])]));
  const subIds = await insertIds(
    tx,
    subKegiatan,
    master.subKegiatan.map(({ kegiatan_kode, ...s }) => ({ ...s, kegiatan_id: kegiatanId.get(kegiatan_kode) })),
  );
  const subId = new Map(master.subKegiatan.map((s, i) => [s.kode, must(subIds[i])]));
  await insertAll(
    tx,
    programSatuanKerja,
    plan.programSatker.map((ps) => ({ program_id: programId.get(ps.programKode), satuan_kerja_id: ps.satker })),
  );
  count('program', master.program.length);
  count('kegiatan', master.kegiatan.length);
  count('sub_kegiatan', master.subKegiatan.length);
  count('program_satuan_kerja', plan.programSatker.length);
  return { programId, kegiatanId, subId };
}

/** Teams and their members. */
async function seedTeams(tx: Tx, plan: PerencanaanPlan, count: Count) {
  await insertObjects(tx, timKerja, plan.tim, (t) => ({
    satuan_kerja_id: t.satker,
    tahun: t.tahun,
    nama: t.nama,
    ketua_nip: t.ketua_nip,
    unit_kerja_id: t.unit_kerja_id,
    is_tambahan: t.is_tambahan,
    keterangan: t.keterangan,
  }));
  const anggota = plan.tim.flatMap((t) => t.anggota.map((a) => ({ tim: t, a })));
  const anggotaIds = await insertIds(
    tx,
    timKerjaAnggota,
    anggota.map(({ tim, a }) => ({
      tim_kerja_id: idOf(tim, 'tim kerja'),
      nip: a.nip,
      peran: a.peran,
      status_kepala_bidang: a.status_kepala_bidang,
      status_kepala_opd: a.status_kepala_opd,
      catatan_kepala_bidang: a.catatan_kepala_bidang,
    })),
  );
  anggota.forEach(({ a }, i) => (a.id = anggotaIds[i]));
  count('tim_kerja', plan.tim.length);
  count('tim_kerja_anggota', anggota.length);
}

/** SS-PD with quarters and cross links. */
async function seedSsPd(
  tx: Tx,
  plan: PerencanaanPlan,
  { periode2024, kccRefs }: { periode2024: number; kccRefs: CrossCuttingIds },
  count: Count,
) {
  await insertObjects(tx, sasaranStrategisPd, plan.ssPd, (ss) => ({
    ...ss.row,
    periode_id: periode2024,
    sasaran_strategis_rpjmd_id: idOf(plan.rpjmd.get(ss.def.rpjmd), `sasaran RPJMD ${ss.def.rpjmd}`),
    kinerja_cross_cutting_id: kccId(kccRefs, ss.kcc),
  }));
  const triwulan = plan.ssPd.flatMap((ss) =>
    ss.triwulan.map((tw) => ({ sasaran_strategis_pd_id: idOf(ss, 'SS-PD'), ...tw })),
  );
  await insertAll(tx, sasaranStrategisPdTriwulan, triwulan);
  await insertAll(
    tx,
    sasaranStrategisPdCross,
    plan.ssPdCross.map((c) => ({
      sasaran_strategis_rpjmd_id: idOf(plan.rpjmd.get(c.rpjmd), 'sasaran RPJMD'),
      sasaran_strategis_pd_id: idOf(c.ssPd, 'SS-PD'),
    })),
  );
  count('sasaran_strategis_pd', plan.ssPd.length);
  count('sasaran_strategis_pd_triwulan', triwulan.length);
  count('sasaran_strategis_pd_cross', plan.ssPdCross.length);
}

/** The performance tree (program, kegiatan, sub kegiatan, langkah aksi and its members); returns the validator's id. */
async function seedTree(
  tx: Tx,
  plan: PerencanaanPlan,
  {
    ids,
    kccRefs,
    kategoriByTema,
  }: { ids: MasterIds; kccRefs: CrossCuttingIds; kategoriByTema: Map<string | undefined, number | undefined> },
  count: Count,
) {
  const programs = plan.program;
  await insertObjects(tx, kinerjaProgram, programs, (p) =>
    Object.assign(p.row, pengampuColumns(p.pengampu), {
      sasaran_strategis_pd_id: idOf(p.ssPd, 'SS-PD'),
      program_id: ids.programId.get(p.programKode),
      kinerja_cross_cutting_id: kccId(kccRefs, p.kcc),
    }),
  );
  const kegiatans = programs.flatMap((p) => p.kegiatan);
  await insertObjects(tx, kinerjaKegiatan, kegiatans, (k) =>
    Object.assign(k.row, pengampuColumns(k.pengampu), {
      kinerja_program_id: idOf(k.program, 'kinerja program'),
      kegiatan_id: ids.kegiatanId.get(k.kegiatanKode),
    }),
  );
  const validasiBy = await validatorBappedaId(tx);
  const subs = kegiatans.flatMap((k) => k.sub);
  await insertObjects(tx, kinerjaSubKegiatan, subs, (s) =>
    Object.assign(s.row, pengampuColumns(s.pengampu), {
      kinerja_kegiatan_id: idOf(s.kegiatan, 'kinerja kegiatan'),
      sub_kegiatan_id: ids.subId.get(s.subKode),
      kategori_tematik_id: s.tema ? (kategoriByTema.get(s.tema) ?? null) : null,
      validasi_by: s.row.status_validasi === true ? validasiBy : null,
    }),
  );
  const langkah = subs.flatMap((s) => s.langkahAksi);
  await insertObjects(tx, kinerjaLangkahAksi, langkah, (la) =>
    Object.assign(la.row, {
      kinerja_sub_kegiatan_id: idOf(la.sub, 'kinerja sub kegiatan'),
      tim_kerja_id: la.tim ? idOf(la.tim, 'tim kerja') : null,
    }),
  );
  const laAnggota = langkah.flatMap((la) =>
    la.anggota.map((a) => ({
      kinerja_langkah_aksi_id: idOf(la, 'langkah aksi'),
      tim_kerja_anggota_id: idOf(a.anggota, 'anggota tim'),
      target: a.target,
      ...monthlyColumns('target', a.targetBulanan),
      satuan: a.satuan,
      realisasi: a.realisasi,
      ...monthlyColumns('realisasi', a.realisasiBulanan),
    })),
  );
  await insertAll(tx, kinerjaLangkahAksiAnggota, laAnggota);
  count('kinerja_program', programs.length);
  count('kinerja_kegiatan', kegiatans.length);
  count('kinerja_sub_kegiatan', subs.length);
  count('kinerja_langkah_aksi', langkah.length);
  count('kinerja_langkah_aksi_anggota', laAnggota.length);
  return validasiBy;
}

/** Cross links of the tree. */
async function seedTreeCross(plan: PerencanaanPlan, pairs: Pairs) {
  await pairs(
    kinerjaProgramCross,
    'kinerja_program_cross',
    plan.programCross.map((c) => ({
      sasaran_strategis_pd_id: idOf(c.ssPd, 'SS-PD'),
      kinerja_program_id: idOf(c.program, 'kinerja program'),
    })),
  );
  await pairs(
    kinerjaKegiatanCross,
    'kinerja_kegiatan_cross',
    plan.kegiatanCross.map((c) => ({
      kinerja_program_id: idOf(c.program, 'kinerja program'),
      kinerja_kegiatan_id: idOf(c.kegiatan, 'kinerja kegiatan'),
    })),
  );
  await pairs(
    kinerjaSubKegiatanCross,
    'kinerja_sub_kegiatan_cross',
    plan.subCross.map((c) => ({
      kinerja_kegiatan_id: idOf(c.kegiatan, 'kinerja kegiatan'),
      kinerja_sub_kegiatan_id: idOf(c.sub, 'kinerja sub kegiatan'),
    })),
  );
}

/** Shadow performance, CSF notes, causes of failure, solutions. */
async function seedNotes(plan: PerencanaanPlan, pairs: Pairs) {
  const refColumn = (ref: NodeRef) => ({
    level: ref.level,
    [KINERJA_REF_COLUMNS[ref.level]]: idOf(ref.node, ref.level),
  });
  await pairs(
    kinerjaBayangan,
    'kinerja_bayangan',
    plan.bayangan.map((b) => ({
      ...refColumn(b.ref),
      sasaran: b.sasaran,
      indikator: b.indikator,
      satuan: b.satuan,
      target: b.target,
      keterangan: b.keterangan,
    })),
  );
  const catatan = (c: CatatanPlan) => ({
    ...refColumn(c.ref),
    tahun: c.tahun,
    triwulan: c.triwulan,
    catatan: c.catatan,
    urutan: c.urutan,
  });
  await pairs(kinerjaTercapai, 'kinerja_tercapai', plan.tercapai.map(catatan));
  await pairs(kinerjaTidakTercapai, 'kinerja_tidak_tercapai', plan.tidakTercapai.map(catatan));
  await pairs(
    penyebabKegagalan,
    'penyebab_kegagalan',
    plan.penyebab.map((p) => ({ ...refColumn(p.ref), tahun: p.tahun, triwulan: p.triwulan, penyebab: p.penyebab })),
  );
  const masalahColumn: Record<KinerjaPlan['level'], string> = {
    'kinerja-program': 'masalah_kinerja_program_id',
    'kinerja-kegiatan': 'masalah_kinerja_kegiatan_id',
    'kinerja-sub-kegiatan': 'masalah_kinerja_sub_kegiatan_id',
  };
  await pairs(
    solusi,
    'solusi',
    plan.solusi.map((s) => ({
      ...refColumn({ level: s.level, node: s.node }),
      tahun: s.node.tahun,
      [masalahColumn[s.level]]: s.masalahNode ? idOf(s.masalahNode, 'kinerja tahun lalu') : null,
      masalah: s.masalah,
      solusi: s.solusi,
    })),
  );
}

/** Action plans, indicator dictionary, planning validation. */
async function seedActionPlans(
  plan: PerencanaanPlan,
  { ids, validasiBy }: { ids: MasterIds; validasiBy: number | null },
  pairs: Pairs,
) {
  await pairs(
    rencanaAksi,
    'rencana_aksi',
    plan.rencanaAksi.map((ra, i) => ({
      satuan_kerja_id: ra.sub.satker,
      tahun: ra.sub.tahun,
      sasaran_strategis_pd_id: idOf(ra.ssPd, 'SS-PD'),
      sasaran_strategis_rpjmd_id: idOf(plan.rpjmd.get(ra.ssPd.def.rpjmd), 'sasaran RPJMD'),
      kinerja_sub_kegiatan_id: idOf(ra.sub, 'kinerja sub kegiatan'),
      rencana_aksi: ra.rencana_aksi,
      indikator: ra.indikator,
      satuan: ra.satuan,
      tw1: ra.tw[0],
      tw2: ra.tw[1],
      tw3: ra.tw[2],
      tw4: ra.tw[3],
      tw1_realisasi: ra.twRealisasi[0],
      tw2_realisasi: ra.twRealisasi[1],
      tw3_realisasi: ra.twRealisasi[2],
      tw4_realisasi: ra.twRealisasi[3],
      ...pengampuColumns(ra.sub.pengampu),
      urutan: i + 1,
    })),
  );
  await pairs(
    kamusIndikator,
    'kamus_indikator',
    plan.kamus.map((k) => ({
      satuan_kerja_id: k.satker,
      tahun: k.tahun,
      sub_kegiatan_id: k.subKode ? ids.subId.get(k.subKode) : null,
      indikator_output: k.indikator_output,
      indikator_kemendagri: k.indikator_kemendagri,
      satuan: k.satuan,
      is_fungsional: k.is_fungsional,
      keterangan: k.keterangan,
      status_validasi: k.status_validasi,
      catatan_validasi: k.catatan_validasi,
      validasi_by: k.status_validasi ? validasiBy : null,
      validasi_at: k.status_validasi ? new Date(Date.UTC(k.tahun, 1, 20)) : null,
    })),
  );
  await pairs(
    validasiPerencanaan,
    'validasi_perencanaan',
    plan.validasiPerencanaan.map((v) => ({
      satuan_kerja_id: v.satker,
      tahun: v.tahun,
      status: v.status,
      tahap: v.tahap,
      divalidasi_at: v.divalidasi_at,
      catatan: v.catatan,
    })),
  );
}

/** Cross cutting rows, parents before children; returns the id of each definition. */
async function seedCrossCutting(
  tx: Tx,
  plan: PerencanaanPlan,
  periodeId: number,
  count: (table: string, n: number) => void,
): Promise<Map<CrossCuttingDef, { id?: number }>> {
  const kccRefs = new Map<CrossCuttingDef, { id?: number }>();
  const row = (def: CrossCuttingDef, parentId: number | null, urutan: number) => {
    const nilai = def.indikator.nilai;
    const per = (prefix: string, values: readonly (number | null)[]) =>
      Object.fromEntries(values.map((v, i) => [`${prefix}_${i + 1}`, v]));
    return {
      periode_id: periodeId,
      sasaran_strategis_rpjmd_id: idOf(plan.rpjmd.get(def.rpjmd), 'sasaran RPJMD'),
      parent_id: parentId,
      satuan_kerja_id: def.satker,
      sasaran: def.sasaran,
      indikator: def.indikator.indikator,
      satuan: def.indikator.satuan,
      polaritas: def.indikator.polaritas,
      baseline: nilai.baseline,
      ...per('target', nilai.target),
      ...per('realisasi', nilai.realisasi),
      ...per('capaian', capaian5(nilai, def.indikator.polaritas)),
      urutan,
    };
  };
  const parentIds = await insertIds(
    tx,
    kinerjaCrossCutting,
    CROSS_CUTTING.map((def, i) => row(def, null, i + 1)),
  );
  CROSS_CUTTING.forEach((def, i) => kccRefs.set(def, { id: must(parentIds[i]) }));
  const children = CROSS_CUTTING.flatMap((def, i) =>
    (def.children ?? []).map((child, j) => ({ child, row: row(child, must(parentIds[i]), j + 1) })),
  );
  const childIds = await insertIds(
    tx,
    kinerjaCrossCutting,
    children.map((c) => c.row),
  );
  children.forEach((c, i) => kccRefs.set(c.child, { id: must(childIds[i]) }));
  count('kinerja_cross_cutting', parentIds.length + childIds.length);
  return kccRefs;
}

/** The yearly values of an RPJMD indicator as columns (target_1.., realisasi_1.., capaian_1..). */
const nilaiColumns = (ind: IndikatorDef, withCapaian: boolean) => {
  const per = (prefix: string, values: readonly (number | null)[]) =>
    Object.fromEntries(values.map((v, i) => [`${prefix}_${i + 1}`, v]));
  return {
    baseline: ind.nilai.baseline,
    ...per('target', ind.nilai.target),
    ...per('realisasi', ind.nilai.realisasi),
    ...(withCapaian ? per('capaian', capaian5(ind.nilai, ind.polaritas)) : {}),
  };
};

/** Both RPJMD periods, level by level; fills plan.rpjmd ids. Returns the id of the 2024 period. */
async function seedRpjmd(tx: Tx, plan: PerencanaanPlan, count: (table: string, n: number) => void): Promise<number> {
  const { periodeIds, tujuanList, tujuanIds } = await seedRpjmdGoals(tx, count);
  await seedRpjmdTargets(tx, plan, { periodeIds, tujuanList, tujuanIds }, count);
  return must(periodeIds[1]);
}

/** Periods, visi, misi, tujuan and the tujuan indicators. */
async function seedRpjmdGoals(tx: Tx, count: Count) {
  const periods: PeriodeDef[] = [RPJMD_2019, RPJMD_2024];
  const periodeIds = await insertIds(
    tx,
    periode,
    periods.map((p) => ({
      tahun_awal: p.tahun_awal,
      tahun_akhir: p.tahun_awal + 4,
      nama: `RPJMD ${p.tahun_awal}-${p.tahun_awal + 4}`,
    })),
  );
  const visiIds = await insertIds(
    tx,
    visi,
    periods.map((p, i) => ({ periode_id: periodeIds[i], visi: p.visi })),
  );
  const misiList = periods.flatMap((p, pi) =>
    p.misi.map((m, i) => ({ m, pi, row: { visi_id: visiIds[pi], nomor: i + 1, misi: m.misi } })),
  );
  const misiIds = await insertIds(
    tx,
    misi,
    misiList.map((x) => x.row),
  );
  const tujuanList = misiList.flatMap((x, mi) =>
    x.m.tujuan.map((t, i) => ({ t, pi: x.pi, row: { misi_id: misiIds[mi], nomor: i + 1, tujuan: t.tujuan } })),
  );
  const tujuanIds = await insertIds(
    tx,
    tujuan,
    tujuanList.map((x) => x.row),
  );
  await insertAll(
    tx,
    indikatorTujuan,
    tujuanList.map((x, ti) => ({
      tujuan_id: tujuanIds[ti],
      nomor: 1,
      indikator: x.t.indikator.indikator,
      satuan: x.t.indikator.satuan,
      polaritas: x.t.indikator.polaritas,
      ...nilaiColumns(x.t.indikator, false),
    })),
  );
  count('periode', periodeIds.length);
  count('visi', visiIds.length);
  count('misi', misiIds.length);
  count('tujuan', tujuanIds.length);
  count('indikator_tujuan', tujuanList.length);
  return { periodeIds, tujuanList, tujuanIds };
}

/** Sasaran strategis, their indicators and the RPJMD targets (ids stored on plan.rpjmd). */
async function seedRpjmdTargets(
  tx: Tx,
  plan: PerencanaanPlan,
  { periodeIds, tujuanList, tujuanIds }: Awaited<ReturnType<typeof seedRpjmdGoals>>,
  count: Count,
) {
  const sasaranList = tujuanList.flatMap((x, ti) =>
    x.t.sasaran.map((s, i) => ({ s, pi: x.pi, row: { tujuan_id: tujuanIds[ti], nomor: i + 1, sasaran: s.sasaran } })),
  );
  const sasaranIds = await insertIds(
    tx,
    sasaranStrategis,
    sasaranList.map((x) => x.row),
  );
  const indikatorList = sasaranList.flatMap((x, si) =>
    x.s.indikator.map((ind, i) => ({ ind, pi: x.pi, sasaranId: must(sasaranIds[si]), nomor: i + 1 })),
  );
  const indikatorIds = await insertIds(
    tx,
    indikatorSasaranStrategis,
    indikatorList.map((x) => ({
      sasaran_strategis_id: x.sasaranId,
      nomor: x.nomor,
      indikator: x.ind.indikator,
      satuan: x.ind.satuan,
      polaritas: x.ind.polaritas,
    })),
  );
  const rpjmdIds = await insertIds(
    tx,
    sasaranStrategisRpjmd,
    indikatorList.map((x, i) => ({
      periode_id: periodeIds[x.pi],
      sasaran_strategis_id: x.sasaranId,
      indikator_sasaran_strategis_id: indikatorIds[i],
      ...nilaiColumns(x.ind, true),
      rata_nasional: x.ind.rata ?? null,
      urutan: i + 1,
    })),
  );
  indikatorList.forEach((x, i) => {
    const ref = x.pi === 1 && x.ind.key ? plan.rpjmd.get(x.ind.key) : undefined;
    if (ref) ref.id = rpjmdIds[i];
  });
  count('sasaran_strategis', sasaranIds.length);
  count('indikator_sasaran_strategis', indikatorIds.length);
  count('sasaran_strategis_rpjmd', rpjmdIds.length);
}
