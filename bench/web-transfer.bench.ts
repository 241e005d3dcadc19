/**
 * Bytes on the wire for the first visit of a public page (e.g. /public-display/display-makro/
 * cascading): index.html plus what it loads before the app can run (the entry script, its
 * modulepreload links, stylesheets), raw, with gzip and with brotli. Reads the build as it is
 * (web/dist after `npm run build`), using the .br/.gz files the build wrote (what the server
 * sends) and compressing on the fly only when a file has none. Target (issue 9): the scripts of
 * that initial load ≤ 250 KB with brotli and with gzip (a client or proxy without brotli).
 * Fails (exit 1) over budget, or when ECharts (lazy by rule: decision 0030) is in the initial load.
 * Run: npm run web -w bench (or: npx tsx bench/web-transfer.bench.ts). WEB_DIST overrides the folder.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const DIST = path.resolve(process.env.WEB_DIST ?? path.join(import.meta.dirname, '../web/dist'));
const SCRIPT_BUDGET_BYTES = 250 * 1024;
/**
 * Libraries that must stay in lazy chunks, each known by a string only its own code holds (a
 * lazy chunk's file name may appear in the entry's preload map, so names prove nothing).
 */
const LAZY_ONLY: readonly { library: string; marker: string }[] = [
  // ECharts tags the DOM node of every chart instance with this attribute.
  { library: 'ECharts', marker: '_echarts_instance_' },
];

interface Transfer {
  file: string;
  kind: 'html' | 'script' | 'style';
  raw: number;
  gzip: number;
  brotli: number;
}

/** The size of the pre-compressed sibling the server would send, or of a fresh compression. */
function encodedSize(file: string, ext: '.br' | '.gz', compress: (data: Buffer) => Buffer): number {
  const sibling = `${file}${ext}`;
  if (fs.existsSync(sibling)) return fs.statSync(sibling).size;
  const data = fs.readFileSync(file);
  return Math.min(data.length, compress(data).length);
}

function transferOf(url: string, kind: Transfer['kind']): Transfer {
  const file = path.join(DIST, url.replace(/^\//, ''));
  if (!fs.existsSync(file)) throw new Error(`${url} is referenced by index.html but missing in ${DIST}`);
  return {
    file: url,
    kind,
    raw: fs.statSync(file).size,
    gzip: encodedSize(file, '.gz', (d) => zlib.gzipSync(d, { level: 9 })),
    brotli: encodedSize(file, '.br', (d) => zlib.brotliCompressSync(d)),
  };
}

/** Values of `attribute` on the tags of index.html that match `tag` (a regex of the tag's start). */
function attributeValues(html: string, tag: RegExp, attribute: string): string[] {
  const values: string[] = [];
  for (const match of html.matchAll(new RegExp(tag.source + '[^>]*>', 'g'))) {
    const value = new RegExp(`\\s${attribute}="([^"]+)"`).exec(match[0])?.[1];
    if (value) values.push(value);
  }
  return values;
}

/** What the browser fetches before the app runs: what index.html names (same-origin files only). */
function initialLoad(html: string): Transfer[] {
  const local = (url: string) => url.startsWith('/') && !url.startsWith('//');
  const scripts = [
    ...attributeValues(html, /<script\b[^>]*type="module"/, 'src'),
    ...attributeValues(html, /<link\b[^>]*rel="modulepreload"/, 'href'),
  ].filter(local);
  const styles = attributeValues(html, /<link\b[^>]*rel="stylesheet"/, 'href').filter(local);
  return [
    transferOf('/index.html', 'html'),
    ...[...new Set(scripts)].map((url) => transferOf(url, 'script')),
    ...[...new Set(styles)].map((url) => transferOf(url, 'style')),
  ];
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function total(rows: Transfer[], key: 'raw' | 'gzip' | 'brotli'): number {
  return rows.reduce((sum, row) => sum + row[key], 0);
}

function main() {
  const indexFile = path.join(DIST, 'index.html');
  if (!fs.existsSync(indexFile)) {
    console.error(`No build in ${DIST}: run npm run build first.`);
    process.exit(2);
  }
  const rows = initialLoad(fs.readFileSync(indexFile, 'utf8'));
  console.log(`Initial load of a public page from ${DIST}`);
  console.table(
    rows.map((r) => ({ file: r.file, kind: r.kind, raw: kb(r.raw), gzip: kb(r.gzip), brotli: kb(r.brotli) })),
  );
  const scripts = rows.filter((r) => r.kind === 'script');
  for (const [label, part] of [
    ['scripts', scripts],
    ['all (html + scripts + styles)', rows],
  ] as const) {
    console.log(
      `${label.padEnd(30)} ${String(part.length).padStart(3)} files  raw ${kb(total(part, 'raw'))}  gzip ${kb(total(part, 'gzip'))}  brotli ${kb(total(part, 'brotli'))}`,
    );
  }
  for (const encoding of ['brotli', 'gzip'] as const) {
    const bytes = total(scripts, encoding);
    const ok = bytes <= SCRIPT_BUDGET_BYTES;
    console.log(
      `Initial script transfer (${encoding}) ${kb(bytes)} / budget ${kb(SCRIPT_BUDGET_BYTES)}: ${ok ? 'OK' : 'OVER BUDGET'}`,
    );
    if (!ok) process.exitCode = 1;
  }
  for (const { library, marker } of LAZY_ONLY) {
    const holders = scripts.filter((r) => fs.readFileSync(path.join(DIST, r.file.replace(/^\//, '')), 'utf8').includes(marker));
    console.log(`${library} in the initial load: ${holders.length ? `YES (${holders.map((r) => r.file).join(', ')})` : 'no'}`);
    if (holders.length) process.exitCode = 1;
  }
}

main();
