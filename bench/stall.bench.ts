/**
 * bench/stall (issue 22 item 5): does a heavy report freeze everyone else? The demo city at scale
 * 10, on PGlite and, when reachable, PostgreSQL (bench/databases.ts, its own database), served on
 * loopback; a load thread of its own (so that a stalled server cannot also stall the clock):
 *  - idle: `GET /user` every BENCH_PROBE_MS for BENCH_IDLE_SECONDS, alone;
 *  - load, BENCH_SECONDS: the four heavy reads each in its own loop (one request after the other:
 *    the city LKIP PDF, the rapor rank, the penilaian organisasi list, the SS-PD rapor of a unit),
 *    one write a second (the year's penilaian weights saved again: a real write, it bumps the data
 *    version), and `GET /user` every BENCH_PROBE_MS, each probe on its own, not waiting for the last.
 *    BENCH_WRITE=realisasi writes instead a unit's kinerja sub kegiatan (its monthly realisations,
 *    saved again): a table the LKIP, the rank and the SS-PD rapor all read, so every second each of
 *    them is computed again, as at the end of a quarter while the units enter their results.
 * Prints `/user` p50/p99/max idle and under load, the city LKIP PDF p50, every loop's count and p50,
 * and errors (non-2xx, timeouts). Targets under load: `/user` p99 ≤ 100 ms, LKIP PDF p50 ≤ 1.5 s.
 * Run: npm run stall -w bench. BENCH_SECONDS (60), BENCH_IDLE_SECONDS (10), BENCH_PROBE_MS (50),
 * BENCH_SCALE (10), BENCH_WRITE (bobot; realisasi), BENCH_DATABASES (pglite,postgres), BENCH_PGLITE_THREAD (worker; main = PGlite in the
 * server's thread, as before decision 0045), BENCH_COMPUTED_CACHE (on; off = every heavy read computed
 * again, as before decision 0056). The seeded city is kept between runs (databases.ts).
 * Also prints how long the server's main thread was held (event loop delay beyond its 10 ms timer)
 * idle and under load, and the share of the load phase it was busy: less sensitive to a loaded
 * machine than the latencies. The probe and the loops run in two threads of their own.
 */
import { fileURLToPath } from 'node:url';
import { monitorEventLoopDelay, performance, type EventLoopUtilization, type IntervalHistogram } from 'node:perf_hooks';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { and, eq } from 'drizzle-orm';
import { DEFAULT_YEAR, kinerjaSubKegiatanSchema } from '@sakip/domain';
import { buildApp } from '../server/src/app';
import { testConfig } from '../server/src/config';
import type { Db } from '../server/src/db/client';
import { kinerjaSubKegiatan } from '../server/src/db/schema';
import { setComputedCache } from '../server/src/lib/cache/hub';
import { DEMO_PD_SATKER_ID } from '../server/src/seed/reference-data';
import { benchDatabases } from './databases';
import { mintToken } from './tokens';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
const IDLE_SECONDS = Number(process.env.BENCH_IDLE_SECONDS ?? 10);
const PROBE_MS = Number(process.env.BENCH_PROBE_MS ?? 50);
const SCALE = Number(process.env.BENCH_SCALE ?? 10);
/** No request may hang the bench: one that takes longer counts as a timeout. */
const REQUEST_TIMEOUT_MS = 60_000;
const TARGET_USER_P99_MS = 100;
const TARGET_LKIP_P50_MS = 1500;
const DELAY_RESOLUTION_MS = 10;

interface Plan {
  base: string;
  unitHeaders: Record<string, string>;
  superHeaders: Record<string, string>;
  /** The write sent once a second: a PUT of what the server answered for that path. */
  write: { path: string; body: unknown };
}

interface Samples {
  ms: number[];
  failures: number;
}

type Phase = Record<string, Samples>;

// ---------------------------------------------------------------- the load thread

async function request(url: string, init: RequestInit): Promise<{ ms: number; ok: boolean }> {
  const start = performance.now();
  try {
    const response = await fetch(url, { ...init, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
    await response.arrayBuffer();
    return { ms: performance.now() - start, ok: response.ok };
  } catch {
    return { ms: performance.now() - start, ok: false };
  }
}

function record(phase: Phase, name: string, result: { ms: number; ok: boolean }): void {
  const samples = (phase[name] ??= { ms: [], failures: 0 });
  samples.ms.push(result.ms);
  if (!result.ok) samples.failures += 1;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** `GET /user` every PROBE_MS until `until`, each probe on its own (a slow answer delays no probe). */
async function probe(plan: Plan, phase: Phase, until: number): Promise<void> {
  const pending: Promise<void>[] = [];
  for (let next = performance.now(); next < until; next += PROBE_MS) {
    await sleep(Math.max(0, next - performance.now()));
    pending.push(request(`${plan.base}/user`, { headers: plan.unitHeaders }).then((r) => record(phase, '/user', r)));
  }
  await Promise.all(pending);
}

/** One request after the other until `until`. */
async function loop(phase: Phase, name: string, until: number, send: () => Promise<{ ms: number; ok: boolean }>) {
  while (performance.now() < until) record(phase, name, await send());
}

async function writeEverySecond(plan: Plan, phase: Phase, until: number): Promise<void> {
  const pending: Promise<void>[] = [];
  for (let next = performance.now(); next < until; next += 1000) {
    await sleep(Math.max(0, next - performance.now()));
    const init = {
      method: 'PUT',
      headers: { ...plan.superHeaders, 'content-type': 'application/json' },
      body: JSON.stringify(plan.write.body),
    };
    pending.push(request(`${plan.base}${plan.write.path}`, init).then((r) => record(phase, 'write', r)));
  }
  await Promise.all(pending);
}

/** The probe thread: `/user` alone (idle), then `/user` while the loops run (load). */
async function runProbe(plan: Plan): Promise<{ idle: Phase; load: Phase }> {
  const idle: Phase = {};
  await probe(plan, idle, performance.now() + IDLE_SECONDS * 1000);
  const load: Phase = {};
  parentPort?.postMessage('load');
  await probe(plan, load, performance.now() + SECONDS * 1000);
  return { idle, load };
}

/** The load thread: the four heavy reads in loops and one write a second. */
async function runLoops(plan: Plan): Promise<{ load: Phase }> {
  const load: Phase = {};
  const until = performance.now() + SECONDS * 1000;
  const get =
    (path: string, headers = plan.superHeaders) =>
    () =>
      request(`${plan.base}${path}`, { headers });
  await Promise.all([
    writeEverySecond(plan, load, until),
    loop(load, 'LKIP PDF (city)', until, get('/lkip/pdf')),
    loop(load, 'rapor rank', until, get('/rapor-kinerja/rank?triwulan=2')),
    loop(load, 'penilaian organisasi', until, get('/penilaian-kinerja-organisasi-daftar')),
    loop(
      load,
      'rapor SS-PD',
      until,
      get(`/rapor-kinerja-sasaran-strategis-pd/2/diagram?satuan_kerja_id=${DEMO_PD_SATKER_ID}`),
    ),
  ]);
  return { load };
}

const role = isMainThread ? undefined : (workerData as { role?: string } | null)?.role;
if (role === 'stall-probe')
  void runProbe((workerData as { plan: Plan }).plan).then((phases) => parentPort?.postMessage(phases));
if (role === 'stall-loops')
  void runLoops((workerData as { plan: Plan }).plan).then((phases) => parentPort?.postMessage(phases));

// ---------------------------------------------------------------- the server thread

function percentile(values: number[], p: number): number {
  if (!values.length) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

const ms = (value: number) => (value >= 1000 ? `${(value / 1000).toFixed(2)} s` : `${value.toFixed(1)} ms`);

function line(label: string, name: string, s: Samples | undefined): string {
  if (!s) return `[${label}] ${name}: no samples`;
  return (
    `[${label}] ${name.padEnd(26)} n ${String(s.ms.length).padStart(5)}  p50 ${ms(percentile(s.ms, 50)).padStart(9)}  ` +
    `p99 ${ms(percentile(s.ms, 99)).padStart(9)}  max ${ms(Math.max(...s.ms)).padStart(9)}  failed ${s.failures}`
  );
}

/** The server thread's event loop delay (the time it was blocked), idle and under load. */
interface Blocked {
  idle: IntervalHistogram;
  load: IntervalHistogram;
  /** Share of the load phase the server's main thread was busy (event loop utilization). */
  utilization?: number;
}

/** The event loop's delay beyond the 10 ms sampling timer: how long the main thread was held. */
function blockedLine(label: string, name: string, h: IntervalHistogram): string {
  const over = (ns: number) => ms(Math.max(0, ns / 1e6 - DELAY_RESOLUTION_MS)).padStart(9);
  return `[${label}] main thread held, ${name.padEnd(4)}       mean ${over(h.mean)}  p50 ${over(h.percentile(50))}  p99 ${over(h.percentile(99))}  max ${over(h.max)}`;
}

/** A worker of this same file in one role (tsx registered inside it, as lib/document-worker.mjs does). */
function thread(role: 'stall-probe' | 'stall-loops', plan: Plan): Worker {
  const self = fileURLToPath(import.meta.url);
  const boot = `import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${JSON.stringify(`file://${self}`)}); });`;
  return new Worker(boot, { eval: true, workerData: { role, plan } });
}

function answerOf<T>(worker: Worker): Promise<T> {
  return new Promise((resolve, reject) => {
    worker.on('message', (message: T | 'load') => {
      if (message === 'load') return;
      void worker.terminate();
      resolve(message);
    });
    worker.once('error', reject);
  });
}

/**
 * The probe and the loops in threads of their own (a busy load generator must not delay the probe
 * either): the probe runs alone (idle), then says 'load' and the loops start.
 */
async function loadThreads(plan: Plan, blocked: Blocked): Promise<{ idle: Phase; load: Phase }> {
  const prober = thread('stall-probe', plan);
  let loops: Promise<{ load: Phase }> | undefined;
  let busyFrom: EventLoopUtilization | undefined;
  blocked.idle.enable();
  prober.on('message', (message) => {
    if (message !== 'load') return;
    blocked.idle.disable();
    blocked.load.enable();
    busyFrom = performance.eventLoopUtilization();
    loops = answerOf<{ load: Phase }>(thread('stall-loops', plan));
  });
  const probed = await answerOf<{ idle: Phase; load: Phase }>(prober);
  blocked.load.disable();
  if (busyFrom) blocked.utilization = performance.eventLoopUtilization(busyFrom).utilization;
  const looped = await (loops ?? Promise.resolve({ load: {} }));
  return { idle: probed.idle, load: { ...probed.load, ...looped.load } };
}

const WRITE = process.env.BENCH_WRITE === 'realisasi' ? 'realisasi' : 'bobot';

/** The write of the load phase (BENCH_WRITE): its path and the body that saves the record again. */
async function writeOf(db: Db, base: string, headers: Record<string, string>): Promise<Plan['write']> {
  const read = async <T>(path: string) => ((await (await fetch(`${base}${path}`, { headers })).json()) as { data: T }).data;
  if (WRITE === 'bobot') {
    const path = '/penilaian-kinerja-organisasi/bobot';
    return { path, body: (await read<{ bobot: unknown }>(path)).bobot };
  }
  const [row] = await db
    .select({ id: kinerjaSubKegiatan.id })
    .from(kinerjaSubKegiatan)
    .where(and(eq(kinerjaSubKegiatan.satuan_kerja_id, DEMO_PD_SATKER_ID), eq(kinerjaSubKegiatan.tahun, DEFAULT_YEAR)))
    .limit(1);
  if (!row) throw new Error('no kinerja sub kegiatan of the demo unit to write');
  const path = `/kinerja-sub-kegiatan/${row.id}`;
  const record = await read<Record<string, unknown>>(path);
  const fields = Object.keys(kinerjaSubKegiatanSchema.shape);
  return { path, body: Object.fromEntries(fields.filter((k) => k in record).map((k) => [k, record[k]])) };
}

async function main() {
  let failed = false;
  console.log(
    `bench/stall: scale ${SCALE}, idle ${IDLE_SECONDS} s then load ${SECONDS} s (4 heavy reads in loops, 1 write/s: ${WRITE}), /user every ${PROBE_MS} ms`,
  );
  for await (const { label, database, dispose } of benchDatabases(SCALE, true)) {
    const app = await buildApp(testConfig(), database.db);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}/backend/api`;
    const year = { 'default-key-tahun-kinerja': String(DEFAULT_YEAR) };
    const unitHeaders = { ...year, authorization: `Bearer ${await mintToken(database.db, 'perangkat_daerah')}` };
    const superHeaders = { ...year, authorization: `Bearer ${await mintToken(database.db, 'super')}` };
    const write = await writeOf(database.db, base, superHeaders);
    if (process.env.BENCH_COMPUTED_CACHE === 'off') setComputedCache(database.db, false);
    const blocked: Blocked = {
      idle: monitorEventLoopDelay({ resolution: DELAY_RESOLUTION_MS }),
      load: monitorEventLoopDelay({ resolution: DELAY_RESOLUTION_MS }),
    };
    const { idle, load } = await loadThreads({ base, unitHeaders, superHeaders, write }, blocked);
    console.log(line(label, 'GET /user idle', idle['/user']));
    for (const name of ['/user', 'LKIP PDF (city)', 'rapor rank', 'penilaian organisasi', 'rapor SS-PD', 'write'])
      console.log(line(label, `${name === '/user' ? 'GET /user' : name} under load`, load[name]));
    console.log(blockedLine(label, 'idle', blocked.idle));
    console.log(blockedLine(label, 'load', blocked.load));
    console.log(`[${label}] main thread busy under load: ${((blocked.utilization ?? NaN) * 100).toFixed(0)} %`);
    const userP99 = percentile(load['/user']?.ms ?? [], 99);
    const lkipP50 = percentile(load['LKIP PDF (city)']?.ms ?? [], 50);
    const met = userP99 <= TARGET_USER_P99_MS && lkipP50 <= TARGET_LKIP_P50_MS;
    console.log(
      `[${label}] targets: /user p99 ${ms(userP99)} (≤ ${TARGET_USER_P99_MS} ms), LKIP PDF p50 ${ms(lkipP50)} (≤ ${ms(TARGET_LKIP_P50_MS)}): ${met ? 'met' : 'NOT met'}`,
    );
    const failures = Object.values(load).reduce((n, s) => n + s.failures, 0);
    if (!met || failures) failed = true;
    await app.close();
    await dispose();
  }
  if (failed) process.exitCode = 1;
}

if (isMainThread) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
