/**
 * bench/tree (ARCHITECTURE 'Measuring'): the cascading tree of the largest unit of the demo city
 * (scale 1) and of a city ten times larger (scale 10):
 *  - SQL statements per tree request (must be the same at both scales: one per tree since decision 0040, never one
 *    per node);
 *  - tree latency as a ratio to ONE raw SQL fetch of the same rows (the nodes of every level of
 *    that unit's tree, flat, without notes or joins) measured in the same run, so the figure does
 *    not depend on the machine. The raw fetch goes through the same driver path as the tree's
 *    statements (a named prepared statement, db/prepared.ts: decision 0035), so the ratio is the
 *    tree's own work, not a driver trick; the unprepared raw fetch is printed beside it.
 * Run: npm run bench (all benches) or `npm run tree -w bench`. BENCH_RUNS (default 20),
 * BENCH_WARM_UP (default 20 of each) and BENCH_SCALES (default 1,10) tune it.
 */
import { sql } from 'drizzle-orm';
import { openDatabase } from '../server/src/db/client';
import { runMigrations } from '../server/src/db/migrate';
import { preparedRows } from '../server/src/db/prepared';
import { countQueries } from '../server/src/db/query-counter';
import { findContext, findLargestUnit } from '../server/src/modules/cascading/cascading.repository';
import { unitTree } from '../server/src/modules/cascading/cascading.service';
import { seedDemo } from '../server/src/seed/demo';
import { must } from '../server/src/lib/must';

const RUNS = Number(process.env.BENCH_RUNS ?? 20);
const SCALES = (process.env.BENCH_SCALES ?? '1,10').split(',').map(Number);
const TAHUN = 2024;
const MAX_LEVEL = 5;
const WARM_UP = Number(process.env.BENCH_WARM_UP ?? 20);

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? must(sorted[mid]) : (must(sorted[mid - 1]) + must(sorted[mid])) / 2;
}

/**
 * Medians of the functions run in turn (a, b, c, a, b, c, ...): a busy machine slows them alike,
 * so their ratios stay meaningful.
 */
async function interleavedMedians(fns: (() => Promise<unknown>)[]): Promise<number[]> {
  // Warm-up of all alike: catalog caches, JIT, prepared statements (PostgreSQL makes its generic
  // plan after five runs). The first scale measured took ~15 trees to settle.
  for (let i = 0; i < WARM_UP; i++) for (const fn of fns) await fn();
  const samples = fns.map(() => [] as number[]);
  for (let i = 0; i < RUNS; i++) {
    for (const [j, fn] of fns.entries()) {
      const start = performance.now();
      await fn();
      must(samples[j]).push(performance.now() - start);
    }
  }
  return samples.map(median);
}

/**
 * The same rows as the tree of max_level 5, in one statement: the unit's SS-PD and the year's
 * programs, kegiatan and sub kegiatan below them (own rows; a biro's tree is setda's).
 */
function rawFetchQuery(unitId: string, periodeId: number) {
  return sql`
    with ss as (select * from sasaran_strategis_pd where periode_id = ${periodeId} and satuan_kerja_id = ${unitId}),
    kp as (select * from kinerja_program where tahun = ${TAHUN} and sasaran_strategis_pd_id in (select id from ss)),
    kk as (select * from kinerja_kegiatan where tahun = ${TAHUN} and kinerja_program_id in (select id from kp)),
    ksk as (select * from kinerja_sub_kegiatan where tahun = ${TAHUN} and kinerja_kegiatan_id in (select id from kk))
    select 'ss' as level, id, sasaran_strategis_rpjmd_id as parent_id, sasaran_strategis_satker as sasaran, iku as indikator,
      satuan, target_1::float8 as target, capaian_1::float8 as capaian, null::float8 as anggaran from ss
    union all select 'kp', id, sasaran_strategis_pd_id, sasaran, indikator, satuan, target::float8, capaian::float8, anggaran::float8 from kp
    union all select 'kk', id, kinerja_program_id, sasaran, indikator, satuan, target::float8, capaian::float8, anggaran::float8 from kk
    union all select 'ksk', id, kinerja_kegiatan_id, sasaran, indikator, satuan, target::float8, capaian::float8, anggaran::float8 from ksk`;
}

function countNodes(value: unknown): number {
  return JSON.stringify(value).split('"level":').length - 1;
}

interface Row {
  scale: number;
  unit: string;
  nodes: number;
  statements5: number;
  statements7: number;
  treeMs: number;
  rawMs: number;
  /** The same raw fetch without a prepared statement (parsed and planned each time). */
  rawUnpreparedMs: number;
}

async function measureScale(scale: number): Promise<Row> {
  const database = await openDatabase({ dataDir: 'memory://' });
  await runMigrations(database);
  await seedDemo(database.db, { password: 'bench-password', scale });
  const largest = await findLargestUnit(database.db, TAHUN);
  if (!largest) throw new Error('Tidak ada satuan kerja dengan kinerja');
  const unit = largest.satuan_kerja_id;
  const { periode } = await findContext(database.db, unit, TAHUN, false);
  if (!periode) throw new Error(`Tidak ada periode untuk ${TAHUN}`);

  const options = (maxLevel: number) => ({ max_level: maxLevel, type: 'cascading' as const, show_skp: false, bayangan: false });
  const five = await countQueries(() => unitTree(database.db, unit, TAHUN, options(MAX_LEVEL)));
  const seven = await countQueries(() => unitTree(database.db, unit, TAHUN, options(7)));
  const raw = rawFetchQuery(unit, periode.id);
  const [treeMs, rawMs, rawUnpreparedMs] = (await interleavedMedians([
    () => unitTree(database.db, unit, TAHUN, options(MAX_LEVEL)),
    () => preparedRows(database.db, raw),
    () => database.db.execute(raw),
  ])) as [number, number, number];
  await database.close();
  return {
    scale,
    unit,
    nodes: countNodes(five.result),
    statements5: five.count,
    statements7: seven.count,
    treeMs,
    rawMs,
    rawUnpreparedMs,
  };
}

async function main() {
  const rows: Row[] = [];
  for (const scale of SCALES) rows.push(await measureScale(scale));
  console.log(`bench/tree: largest unit, year ${TAHUN}, median of ${RUNS} runs (PGlite, in process)`);
  for (const r of rows) {
    console.log(
      `scale ${String(r.scale).padStart(2)}: unit ${r.unit}, ${r.nodes} nodes (max_level ${MAX_LEVEL}); ` +
        `SQL statements per tree ${r.statements5} (max_level 7: ${r.statements7}); ` +
        `tree ${r.treeMs.toFixed(1)} ms vs one raw fetch ${r.rawMs.toFixed(1)} ms = ratio ${(r.treeMs / r.rawMs).toFixed(2)} ` +
        `(target ≤ ${r.scale >= 10 ? 2 : 4}; raw fetch unprepared ${r.rawUnpreparedMs.toFixed(1)} ms: ${(r.treeMs / r.rawUnpreparedMs).toFixed(2)})`,
    );
  }
  const counts = new Set(rows.flatMap((r) => [`${r.statements5}/${r.statements7}`]));
  const constant = counts.size === 1;
  console.log(`statements per request constant across scales: ${constant ? 'yes' : 'NO'}`);
  if (!constant) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
