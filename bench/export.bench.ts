/**
 * bench/export (issue 22 item 5, decision 0069): do the city's biggest XLSX exports hold the server's
 * thread? The demo city at scale 10 (bench/databases.ts, the seeded city kept between runs), each
 * export requested as super BENCH_REPEAT times (2) through the app; prints its time, its size and
 * the longest the server's thread was held meanwhile (event loop delay beyond its 10 ms timer),
 * which is what every other request waits for.
 * Run: npm run export -w bench [-- /path/export ...]. BENCH_SCALE (10), BENCH_DATABASES (pglite,postgres).
 */
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { DEFAULT_YEAR } from '@sakip/domain';
import { buildApp } from '../server/src/app';
import { testConfig } from '../server/src/config';
import { benchDatabases } from './databases';
import { mintToken } from './tokens';

const SCALE = Number(process.env.BENCH_SCALE ?? 10);
const REPEAT = Number(process.env.BENCH_REPEAT ?? 2);
const DELAY_RESOLUTION_MS = 10;
const DEFAULT_PATHS = ['/kinerja-sub-kegiatan/export', '/kinerja-langkah-aksi/export', '/kinerja-kegiatan/export', '/pegawai/export'];
const paths = process.argv.slice(2).length ? process.argv.slice(2) : DEFAULT_PATHS;

console.log(`bench/export: scale ${SCALE}, each export ${REPEAT}× as super`);
for await (const { label, database, dispose } of benchDatabases(SCALE, true)) {
  const app = await buildApp(testConfig(), database.db);
  const headers = {
    'default-key-tahun-kinerja': String(DEFAULT_YEAR),
    authorization: `Bearer ${await mintToken(database.db, 'super')}`,
  };
  for (const path of paths) {
    for (let i = 0; i < REPEAT; i++) {
      const held = monitorEventLoopDelay({ resolution: DELAY_RESOLUTION_MS });
      held.enable();
      const start = performance.now();
      const res = await app.inject({ method: 'GET', url: `/backend/api${path}`, headers });
      const ms = performance.now() - start;
      held.disable();
      const heldMs = Math.max(0, held.max / 1e6 - DELAY_RESOLUTION_MS);
      console.log(
        `[${label}] ${path.padEnd(30)} ${res.statusCode}  ${ms.toFixed(0).padStart(6)} ms  ` +
          `${(res.rawPayload.length / 1024).toFixed(0).padStart(5)} KB  thread held max ${heldMs.toFixed(0).padStart(5)} ms`,
      );
    }
  }
  await app.close();
  await dispose();
}
