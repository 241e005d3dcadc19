/**
 * bench/diagram (ARCHITECTURE 'Measuring'): headless Chromium opens the public cascading page of the
 * built app, fed a synthetic tree of 100 and of 1,000 nodes, and measures
 *  - draw: from navigation until every node card is in the DOM,
 *  - png:  'Render gambar' until the pan/zoom image shows (render-image.ts, pixel ratio 1),
 * printed as milliseconds per node, so that the two sizes compare within one run.
 *
 * Needs the built web app: `npm run build`, then `npx tsx bench/diagram.bench.ts` (or
 * `npm run diagram -w bench`); WEB_DIST=<dir> uses another build. BENCH_SIZES=100,1000 and BENCH_RUNS=3 tune it.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { buildApp } from '../server/src/app';
import { testConfig } from '../server/src/config';
import { openDatabase } from '../server/src/db/client';
import { runMigrations } from '../server/src/db/migrate';
import { syntheticTree } from './diagram-tree';
import { must } from '../server/src/lib/must';

const SIZES = (process.env.BENCH_SIZES ?? '100,1000').split(',').map(Number);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const PAGE = '/public-display/display-mikro/cascading?satuan_kerja_id=9990';

interface Sample {
  drawMs: number;
  pngMs: number;
  /** Pixel size of the PNG (a canvas above 16,384 px a side is scaled down). */
  size: string;
}

async function measure(page: Page, baseUrl: string, nodes: number): Promise<Sample> {
  const tree = JSON.stringify({ data: syntheticTree(nodes) });
  await page.unroute('**/backend/api/public-display/display-m*/cascading*');
  await page.route('**/backend/api/public-display/display-m*/cascading*', (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: tree }),
  );
  const start = Date.now();
  await page.goto(`${baseUrl}${PAGE}`);
  await page.locator('[data-testid="cascading-tree"] article').nth(nodes - 1).waitFor({ timeout: 120_000 });
  const drawMs = Date.now() - start;

  const renderStart = Date.now();
  // Generous: the page is busy while a large tree becomes a picture.
  await page.getByRole('button', { name: 'Render gambar' }).click({ timeout: 300_000 });
  const image = page.locator('img[alt^="Diagram cascading"]');
  await image.waitFor({ timeout: 300_000 });
  // A string: the bench is compiled without the DOM library.
  await page.waitForFunction(`(() => {
    const img = document.querySelector('img[alt^="Diagram cascading"]');
    return img && img.complete && img.naturalWidth > 0;
  })()`);
  const pngMs = Date.now() - renderStart;
  const size = await image.evaluate((img: { naturalWidth: number; naturalHeight: number }) => `${img.naturalWidth}×${img.naturalHeight}`);
  return { drawMs, pngMs, size };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return must(sorted[Math.floor(sorted.length / 2)]);
}

async function main() {
  // WEB_DIST: a private build, so that other builds of web/dist do not change it mid-run.
  const webDist = process.env.WEB_DIST ? resolve(process.env.WEB_DIST) : testConfig().webDist;
  if (!existsSync(`${webDist}/index.html`)) throw new Error(`Build the web app first (npm run build): ${webDist}`);
  const database = await openDatabase({ dataDir: 'memory://' });
  await runMigrations(database);
  const app = await buildApp(testConfig({ webDist }), database.db);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const baseUrl = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
    const results: { nodes: number; draw: number; png: number; size: string }[] = [];
    for (const nodes of SIZES) {
      await measure(page, baseUrl, nodes); // warm-up: chunks, fonts, JIT
      const samples: Sample[] = [];
      for (let run = 0; run < RUNS; run += 1) samples.push(await measure(page, baseUrl, nodes));
      results.push({
        nodes,
        draw: median(samples.map((s) => s.drawMs)),
        png: median(samples.map((s) => s.pngMs)),
        size: must(samples[0]).size,
      });
    }
    for (const r of results) {
      console.log(
        `${String(r.nodes).padStart(5)} nodes: draw ${r.draw} ms (${(r.draw / r.nodes).toFixed(2)} ms/node), ` +
          `png ${r.png} ms (${(r.png / r.nodes).toFixed(2)} ms/node), image ${r.size} px`,
      );
    }
    const [small, large] = [results[0], results[results.length - 1]];
    if (small && large && small !== large) {
      const perNode = (r: typeof small) => r.png / r.nodes;
      console.log(`png time per node, ${large.nodes} vs ${small.nodes} nodes: ${(perNode(large) / perNode(small)).toFixed(2)}×`);
    }
  } finally {
    await browser.close();
    await app.close();
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
