/**
 * bench/load (issue 9): four endpoints under 100 concurrent connections, on PGlite and, when
 * reachable, PostgreSQL (bench/databases.ts), beside a bare Fastify hello-world measured the same
 * way in the same run:
 *  - GET /backend/api/user (session check);
 *  - a kinerja-program list (a unit's planning screen);
 *  - the cascading tree of the largest unit (display-mikro, as super);
 *  - the public capaian-iku of a unit (no login).
 * Prints req/s, p50, p99, errors, non-2xx and the ratio to bare Fastify. Targets: 0 errors and
 * 0 non-2xx; tree ≥ 200 req/s and public capaian-iku ≥ 500 req/s (warm cache).
 * Run: npm run load -w bench. BENCH_SECONDS (default 60) per endpoint, BENCH_CONNECTIONS (100),
 * BENCH_WORKERS (client threads, 1), BENCH_DATABASES (pglite,postgres).
 */
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { DEFAULT_YEAR } from '@sakip/domain';
import { buildApp } from '../server/src/app';
import { testConfig } from '../server/src/config';
import { findLargestUnit } from '../server/src/modules/cascading/cascading.repository';
import { benchDatabases } from './databases';
import { mintToken } from './tokens';

const DURATION = Number(process.env.BENCH_SECONDS ?? 60);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 100);
/** Client worker threads (autocannon parses every answer: big trees cost the client too). */
const WORKERS = Number(process.env.BENCH_WORKERS ?? 1);
const TARGETS: Record<string, number> = { tree: 200, 'public capaian-iku': 500 };

interface Figures {
  rps: number;
  p50: number;
  p99: number;
  /** Failed requests, timeouts included (autocannon counts a timeout as an error too). */
  errors: number;
  timeouts: number;
  non2xx: number;
}

async function measure(url: string, headers: Record<string, string> = {}): Promise<Figures> {
  // Warm: one request fills the caches (the targets are for a warm cache).
  await fetch(url, { headers });
  // The client in worker threads: parsing big answers must not eat the server's event loop.
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION, headers, workers: WORKERS });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
  };
}

function line(label: string, name: string, f: Figures, bareRps: number): string {
  const target = TARGETS[name];
  const verdict = target === undefined ? '' : f.rps >= target ? ` (target ≥ ${target}: met)` : ` (target ≥ ${target}: NOT met)`;
  return (
    `[${label}] ${name.padEnd(20)} ${f.rps.toFixed(0).padStart(6)} req/s  p50 ${String(f.p50).padStart(4)} ms  ` +
    `p99 ${String(f.p99).padStart(5)} ms  errors ${f.errors} (timeouts ${f.timeouts})  non-2xx ${f.non2xx}  ratio ${(f.rps / bareRps).toFixed(3)}${verdict}`
  );
}

async function main() {
  const bare = Fastify();
  bare.get('/', async () => ({ hello: 'world' }));
  await bare.listen({ port: 0, host: '127.0.0.1' });
  const bareUrl = `http://127.0.0.1:${(bare.server.address() as { port: number }).port}/`;
  let failed = false;

  for await (const { label, database, dispose } of benchDatabases()) {
    const app = await buildApp(testConfig(), database.db);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}/backend/api`;
    const year = { 'default-key-tahun-kinerja': String(DEFAULT_YEAR), 'default-key-tahun-kinerja-public': String(DEFAULT_YEAR) };
    const unitUser = { ...year, authorization: `Bearer ${await mintToken(database.db, 'perangkat_daerah')}` };
    const superUser = { ...year, authorization: `Bearer ${await mintToken(database.db, 'super')}` };
    const largest = await findLargestUnit(database.db, DEFAULT_YEAR);
    const endpoints: [string, string, Record<string, string>][] = [
      ['GET /user', `${base}/user`, unitUser],
      ['kinerja-program list', `${base}/kinerja-program`, unitUser],
      ['tree', `${base}/display-mikro/cascading?satuan_kerja_id=${largest?.satuan_kerja_id ?? ''}`, superUser],
      ['public capaian-iku', `${base}/public-display/capaian-iku?satuan_kerja_id=1010`, year],
    ];

    const bareFigures = await measure(bareUrl);
    console.log(line(label, 'bare fastify', bareFigures, bareFigures.rps));
    for (const [name, url, headers] of endpoints) {
      const figures = await measure(url, headers);
      console.log(line(label, name, figures, bareFigures.rps));
      const target = TARGETS[name];
      if (figures.errors || figures.non2xx || (target !== undefined && figures.rps < target)) failed = true;
    }
    await app.close();
    await dispose();
  }
  await bare.close();
  if (failed) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
