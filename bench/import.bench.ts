/**
 * bench/import (issue 26, decision 0053): a 50,000-row file of monthly realisations is previewed
 * and applied while `GET /user` is probed every BENCH_PROBE_MS from a thread of its own. The demo
 * city (scale 1) gets BENCH_ROWS kinerja sub kegiatan in the demo unit (copies of one of its rows,
 * each with its own indicator); the file sets Realisasi Januari..Desember of every one to new values.
 * Prints the file size, the preview's and the apply's time, the peak RSS of the process (server and
 * reader thread), and `/user` p50/p99/max during the import. Target: `/user` p99 ≤ 100 ms.
 * Run: npm run import -w bench. BENCH_ROWS (50000), BENCH_PROBE_MS (50), BENCH_DATABASES (pglite,postgres).
 */
import { fileURLToPath } from 'node:url';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { BULAN, DEFAULT_YEAR, type ImportPreview } from '@sakip/domain';
import { buildApp } from '../server/src/app';
import { testConfig } from '../server/src/config';
import type { Db } from '../server/src/db/client';
import { DEMO_PD_SATKER_ID } from '../server/src/seed/reference-data';
import { benchDatabases } from './databases';
import { blockRecorder, blockSummary } from './import-blocks';
import { mintToken } from './tokens';

const ROWS = Number(process.env.BENCH_ROWS ?? 50_000);
const PROBE_MS = Number(process.env.BENCH_PROBE_MS ?? 50);
const TARGET_USER_P99_MS = 100;
const PREFIX = 'Bench impor indikator ';
/** A probe waiting longer is given up (and counted as failed, with its time). */
const PROBE_TIMEOUT_MS = 300_000;

// ---------------------------------------------------------------- the probe thread

interface Probe {
  base: string;
  headers: Record<string, string>;
}

/** The probes' times; a probe that fails (refused, reset, timed out) counts with its time and as failed. */
interface ProbeResult {
  samples: number[];
  failed: number;
}

async function probeUntilStopped(plan: Probe): Promise<ProbeResult> {
  const samples: number[] = [];
  let failed = 0;
  let stop = false;
  parentPort?.once('message', () => {
    stop = true;
  });
  const pending: Promise<void>[] = [];
  for (let next = performance.now(); !stop; next += PROBE_MS) {
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, next - performance.now())));
    const start = performance.now();
    pending.push(
      fetch(`${plan.base}/user`, { headers: plan.headers, signal: AbortSignal.timeout(PROBE_TIMEOUT_MS) })
        .then(async (r) => {
          await r.arrayBuffer();
          if (!r.ok) failed += 1;
        })
        .catch(() => void (failed += 1))
        .then(() => void samples.push(performance.now() - start)),
    );
  }
  await Promise.all(pending);
  return { samples, failed };
}

if (!isMainThread && (workerData as { role?: string } | null)?.role === 'import-probe') {
  void probeUntilStopped((workerData as { plan: Probe }).plan).then((result) => parentPort?.postMessage(result));
}

// ---------------------------------------------------------------- the server thread

function probeThread(plan: Probe): { stop: () => Promise<ProbeResult> } {
  const self = fileURLToPath(import.meta.url);
  const boot = `import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${JSON.stringify(`file://${self}`)}); });`;
  const worker = new Worker(boot, { eval: true, workerData: { role: 'import-probe', plan } });
  const done = new Promise<ProbeResult>((resolve, reject) => {
    worker.once('message', (result: ProbeResult) => {
      void worker.terminate();
      resolve(result);
    });
    worker.once('error', reject);
  });
  return {
    stop: () => {
      worker.postMessage('stop');
      return done;
    },
  };
}

/** The rows of a raw statement (PGlite and node-postgres both answer `{ rows }`). */
function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/** BENCH_ROWS kinerja sub kegiatan in the demo unit (once per seeded database); their code. */
async function seedRows(db: Db): Promise<string> {
  const unit = DEMO_PD_SATKER_ID;
  const [have] = rowsOf<{ n: number }>(await db.execute(sql`
    select count(*)::int as n from kinerja_sub_kegiatan
    where satuan_kerja_id = ${unit} and tahun = ${DEFAULT_YEAR} and indikator like ${`${PREFIX}%`}`));
  if ((have?.n ?? 0) < ROWS) {
    await db.execute(sql`
      insert into kinerja_sub_kegiatan
        (kinerja_kegiatan_id, sub_kegiatan_id, tahun, satuan_kerja_id, sasaran, indikator, satuan, polaritas, target, anggaran, urutan)
      select t.kinerja_kegiatan_id, t.sub_kegiatan_id, t.tahun, t.satuan_kerja_id, t.sasaran, ${PREFIX}::text || g::text, t.satuan, t.polaritas, 100, t.anggaran, g
      from generate_series(${(have?.n ?? 0) + 1}::int, ${ROWS}::int) g,
        (select * from kinerja_sub_kegiatan where satuan_kerja_id = ${unit} and tahun = ${DEFAULT_YEAR} order by id limit 1) t`);
  }
  const [code] = rowsOf<{ kode: string }>(await db.execute(sql`
    select s.kode from kinerja_sub_kegiatan k join sub_kegiatan s on s.id = k.sub_kegiatan_id
    where k.satuan_kerja_id = ${unit} and k.tahun = ${DEFAULT_YEAR} and k.indikator like ${`${PREFIX}%`} limit 1`));
  if (!code) throw new Error('no kinerja sub kegiatan seeded');
  return code.kode;
}

/** The workbook of ROWS rows (streamed: the bench's own memory stays small too). */
async function fileOf(kode: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  const { PassThrough } = await import('node:stream');
  const stream = new PassThrough();
  stream.on('data', (c: Buffer) => chunks.push(c));
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useSharedStrings: false });
  const sheet = workbook.addWorksheet('Realisasi Bulanan');
  sheet.addRow(['Kode Sub Kegiatan', 'Indikator', ...BULAN.map((b) => `Realisasi ${b}`)]).commit();
  const seed = Date.now() % 97;
  for (let i = 1; i <= ROWS; i++) {
    sheet.addRow([kode, `${PREFIX}${i}`, ...BULAN.map((_, m) => ((i + m + seed) % 50) / 2)]).commit();
  }
  sheet.commit();
  await workbook.commit();
  return Buffer.concat(chunks);
}

/**
 * The upload's body built at once: a FormData body is streamed by fetch in small chunks, each a turn
 * of this thread, which is also the server's (the bench's client must not hold it).
 */
function multipart(file: Buffer, filename: string): { body: Buffer; type: string } {
  const boundary = `bench${Date.now()}`;
  const head = `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="${filename}"\r\ncontent-type: application/vnd.openxmlformats-officedocument.spreadsheetml.sheet\r\n\r\n`;
  const body = Buffer.concat([Buffer.from(head), file, Buffer.from(`\r\n--${boundary}--\r\n`)]);
  return { body, type: `multipart/form-data; boundary=${boundary}` };
}

const ms = (v: number) => (v >= 1000 ? `${(v / 1000).toFixed(2)} s` : `${v.toFixed(1)} ms`);
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

async function timed<T>(run: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const start = performance.now();
  const value = await run();
  return { ms: performance.now() - start, value };
}

async function runOne(label: string, db: Db): Promise<boolean> {
  const kode = await seedRows(db);
  const file = await fileOf(kode);
  const app = await buildApp(testConfig(), db);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}/backend/api`;
  const headers = {
    'default-key-tahun-kinerja': String(DEFAULT_YEAR),
    authorization: `Bearer ${await mintToken(db, 'perangkat_daerah')}`,
  };
  let peak = process.memoryUsage().rss;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 100);
  const probe = probeThread({ base, headers });
  const upload = multipart(file, 'realisasi.xlsx');
  // How long the server's thread (this one) was held in each phase: a stall there is not the database's.
  const held = blockRecorder();
  held.phase('preview');
  const preview = await timed(async () => {
    const res = await fetch(`${base}/kinerja-sub-kegiatan/import`, {
      method: 'POST',
      headers: { ...headers, 'content-type': upload.type },
      body: upload.body,
    });
    return { status: res.status, body: (await res.json()) as ImportPreview };
  });
  held.phase('apply');
  const token = preview.value.body.token;
  const apply = await timed(async () => {
    const res = await fetch(`${base}/kinerja-sub-kegiatan/import/${token}`, { method: 'POST', headers });
    return { status: res.status, body: await res.text() };
  });
  const blocks = held.stop();
  const { samples, failed } = await probe.stop();
  clearInterval(sampler);
  const p99 = percentile(samples, 99);
  console.log(`[${label}] file ${mb(file.length)}, ${ROWS.toLocaleString('en')} rows`);
  console.log(`[${label}] preview ${preview.value.status} in ${ms(preview.ms)}: ${JSON.stringify(preview.value.body.jumlah)}`);
  console.log(`[${label}] apply ${apply.value.status} in ${ms(apply.ms)}: ${apply.value.body.slice(0, 120)}`);
  console.log(`[${label}] peak RSS ${mb(peak)}`);
  for (const phase of ['preview', 'apply']) {
    console.log(`[${label}] server thread held during the ${phase}: ${blockSummary(blocks, phase, TARGET_USER_P99_MS)}`);
  }
  console.log(
    `[${label}] GET /user during the import: n ${samples.length}, p50 ${ms(percentile(samples, 50))}, p99 ${ms(p99)}, max ${ms(Math.max(...samples))}, failed ${failed} (target p99 ≤ ${TARGET_USER_P99_MS} ms: ${p99 <= TARGET_USER_P99_MS ? 'met' : 'NOT met'})`,
  );
  await app.close();
  return preview.value.status === 200 && apply.value.status === 200 && failed === 0 && p99 <= TARGET_USER_P99_MS;
}

async function main() {
  let ok = true;
  for await (const { label, database, dispose } of benchDatabases(1, true)) {
    ok = (await runOne(label, database.db)) && ok;
    await dispose();
  }
  if (!ok) process.exitCode = 1;
}

if (isMainThread) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
