import { promises as fs } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

// The API lives on the Fastify server (port 8080 by default); in `vite dev` everything under
// /backend (the JSON API and the backend pages opened in a new tab) is proxied to it.
const backend = process.env.SAKIP_BACKEND_URL ?? 'http://127.0.0.1:8080';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
/** Text files worth compressing; images and fonts in woff2 are compressed already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|xml|wasm|ttf|otf|ico)$/;
/** Below this a compressed copy saves less than its own headers cost. */
const MIN_BYTES = 1024;

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

/** Writes `file.br` and `file.gz` beside `file` when they are smaller. */
async function precompress(file: string): Promise<void> {
  const data = await fs.readFile(file);
  const [br, gz] = await Promise.all([
    brotli(data, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    }),
    gzip(data, { level: zlib.constants.Z_BEST_COMPRESSION }),
  ]);
  if (br.length < data.length) await fs.writeFile(`${file}.br`, br);
  if (gz.length < data.length) await fs.writeFile(`${file}.gz`, gz);
}

/**
 * Pre-compresses the build (decision 0015): the server sends `.br`/`.gz` by Accept-Encoding
 * (@fastify/static preCompressed) at the best compression level, with no work per request.
 */
function precompressPlugin(): Plugin {
  let outDir = 'dist';
  return {
    name: 'sakip-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = (await filesUnder(outDir)).filter((f) => COMPRESSIBLE.test(f));
      const sizes = await Promise.all(files.map(async (f) => ((await fs.stat(f)).size >= MIN_BYTES ? f : null)));
      await Promise.all(sizes.filter((f): f is string => f !== null).map(precompress));
    },
  };
}

export default defineConfig({
  plugins: [react(), precompressPlugin()],
  server: {
    port: 5173,
    proxy: { '/backend': { target: backend, changeOrigin: false } },
  },
  preview: {
    proxy: { '/backend': { target: backend, changeOrigin: false } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 800,
  },
});
