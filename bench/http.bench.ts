/**
 * GET /backend/api/user (token lookup, guard, year check, response schema) relative to a bare
 * Fastify hello-world, both served here in one run, so the ratio does not depend on the machine.
 * On PGlite and, when reachable, on PostgreSQL (bench/databases.ts). Target: ≥ 0.5 on both
 * (the session cache answers a known token without a database round trip).
 * Bare and app are measured in alternating rounds (bare, app, bare, app, ...) and the ratio is of
 * the medians, so a change of the (shared) machine's load during the run hits both alike.
 * Run: npm run bench (or: npx tsx bench/http.bench.ts). BENCH_SECONDS (default 5, per
 * measurement) and BENCH_ROUNDS (default 3) tune it.
 */
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { buildApp } from '../server/src/app';
import { testConfig } from '../server/src/config';
import { benchDatabases } from './databases';
import { mintToken } from './tokens';
import { must } from '../server/src/lib/must';

const DURATION = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);

interface Figures {
  rps: number;
  p99: number;
  errors: number;
}

async function measure(url: string, headers: Record<string, string> = {}, duration = DURATION): Promise<Figures> {
  const result = await autocannon({ url, connections: 10, duration, headers });
  return { rps: result.requests.average, p99: result.latency.p99, errors: result.errors + result.non2xx };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? must(sorted[mid]) : (must(sorted[mid - 1]) + must(sorted[mid])) / 2;
}

/** Median figures of each side over ROUNDS alternating rounds; errors are summed. */
async function interleaved(a: () => Promise<Figures>, b: () => Promise<Figures>): Promise<[Figures, Figures]> {
  const runsA: Figures[] = [];
  const runsB: Figures[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    runsA.push(await a());
    runsB.push(await b());
  }
  const summary = (runs: Figures[]): Figures => ({
    rps: median(runs.map((r) => r.rps)),
    p99: median(runs.map((r) => r.p99)),
    errors: runs.reduce((sum, r) => sum + r.errors, 0),
  });
  return [summary(runsA), summary(runsB)];
}

async function main() {
  const bare = Fastify();
  bare.get('/', async () => ({ hello: 'world' }));
  await bare.listen({ port: 0, host: '127.0.0.1' });
  const bareUrl = `http://127.0.0.1:${(bare.server.address() as { port: number }).port}/`;

  for await (const { label, database, dispose } of benchDatabases()) {
    const app = await buildApp(testConfig(), database.db);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const token = await mintToken(database.db, 'perangkat_daerah');
    const appUrl = `http://127.0.0.1:${(app.server.address() as { port: number }).port}/backend/api/user`;
    const headers = { authorization: `Bearer ${token}` };
    await measure(appUrl, headers, 1); // warm-up: session cache, JIT
    const [baseline, api] = await interleaved(
      () => measure(bareUrl),
      () => measure(appUrl, headers),
    );
    console.log(`[${label}] medians of ${ROUNDS} alternating rounds of ${DURATION} s, 10 connections`);
    console.log(`[${label}] bare fastify         : ${baseline.rps.toFixed(0)} req/s, p99 ${baseline.p99} ms`);
    console.log(`[${label}] GET /backend/api/user: ${api.rps.toFixed(0)} req/s, p99 ${api.p99} ms, errors ${api.errors}`);
    console.log(`[${label}] ratio                : ${(api.rps / baseline.rps).toFixed(3)} of bare Fastify throughput`);
    await app.close();
    await dispose();
  }
  await bare.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
