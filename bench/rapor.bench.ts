/**
 * bench/rapor (issue 11): the rank of every unit for a quarter (rapor kinerja), on the demo city
 * (scale 1) and on a city ten times larger (scale 10), PGlite in process:
 *  - SQL statements per rank (must be the same at both scales);
 *  - median latency of the rank, and beside it the penilaian kinerja organisasi list (which
 *    computes the four quarters of every unit from the same rows) and the rapor SS-PD of one unit.
 * Run: `npm run rapor -w bench`. BENCH_RUNS (default 20), BENCH_WARM_UP (default 5) and
 * BENCH_SCALES (default 1,10) tune it.
 */
import { ROLE_IDS, type SessionUser } from '@sakip/domain';
import { openDatabase } from '../server/src/db/client';
import { runMigrations } from '../server/src/db/migrate';
import { countQueries } from '../server/src/db/query-counter';
import { must } from '../server/src/lib/must';
import { daftarRows } from '../server/src/modules/pengukuran/penilaian-organisasi/penilaian-organisasi.service';
import { rankOf } from '../server/src/modules/pengukuran/rapor-kinerja/rapor.service';
import { raporSsPd } from '../server/src/modules/pengukuran/rapor-ss-pd/rapor-ss-pd.service';
import { seedDemo } from '../server/src/seed/demo';
import { DEMO_PD_SATKER_ID } from '../server/src/seed/reference-data';

const RUNS = Number(process.env.BENCH_RUNS ?? 20);
const WARM_UP = Number(process.env.BENCH_WARM_UP ?? 5);
const SCALES = (process.env.BENCH_SCALES ?? '1,10').split(',').map(Number);
const TAHUN = 2024;
const TW = 2 as const;
const superUser = { id: 1, role_id: ROLE_IDS.super, satuan_kerja_id: null } as unknown as SessionUser;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? must(sorted[mid]) : (must(sorted[mid - 1]) + must(sorted[mid])) / 2;
}

async function timed(fn: () => Promise<unknown>): Promise<number> {
  for (let i = 0; i < WARM_UP; i++) await fn();
  const samples: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    await fn();
    samples.push(performance.now() - start);
  }
  return median(samples);
}

interface Row {
  scale: number;
  units: number;
  items: number;
  rankStatements: number;
  rankMs: number;
  penilaianStatements: number;
  penilaianMs: number;
  ssPdStatements: number;
  ssPdMs: number;
}

async function measure(scale: number): Promise<Row> {
  const database = await openDatabase({ dataDir: 'memory://' });
  await runMigrations(database);
  await seedDemo(database.db, { password: 'bench-password', scale });
  const db = database.db;
  const rank = await countQueries(() => rankOf(db, TAHUN, TW));
  const penilaian = await countQueries(() => daftarRows(db, TAHUN));
  const ssPd = await countQueries(() =>
    raporSsPd(db, { tahun: TAHUN, tw: TW, caller: { kind: 'actor', actor: superUser }, requested: DEMO_PD_SATKER_ID }),
  );
  const row: Row = {
    scale,
    units: rank.result.length,
    items: rank.result.reduce((a, r) => a + r.jumlah, 0),
    rankStatements: rank.count,
    rankMs: await timed(() => rankOf(db, TAHUN, TW)),
    penilaianStatements: penilaian.count,
    penilaianMs: await timed(() => daftarRows(db, TAHUN)),
    ssPdStatements: ssPd.count,
    ssPdMs: await timed(() =>
      raporSsPd(db, {
        tahun: TAHUN,
        tw: TW,
        caller: { kind: 'actor', actor: superUser },
        requested: DEMO_PD_SATKER_ID,
      }),
    ),
  };
  await database.close();
  return row;
}

async function main() {
  const rows: Row[] = [];
  for (const scale of SCALES) rows.push(await measure(scale));
  console.log(`bench/rapor: year ${TAHUN}, triwulan ${TW}, median of ${RUNS} runs (PGlite, in process)`);
  for (const r of rows) {
    console.log(
      `scale ${r.scale}: ${r.units} units, ${r.items} rapor items | rank ${r.rankStatements} statements ${r.rankMs.toFixed(1)} ms | penilaian organisasi ${r.penilaianStatements} statements ${r.penilaianMs.toFixed(1)} ms | rapor SS-PD ${r.ssPdStatements} statements ${r.ssPdMs.toFixed(1)} ms`,
    );
  }
  const constant = rows.every(
    (r) =>
      r.rankStatements === rows[0]?.rankStatements &&
      r.penilaianStatements === rows[0]?.penilaianStatements &&
      r.ssPdStatements === rows[0]?.ssPdStatements,
  );
  console.log(`statements per request constant across scales: ${constant ? 'yes' : 'NO'}`);
  if (!constant) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
