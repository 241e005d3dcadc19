import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { API_PREFIX } from '../lib/paths';

/**
 * Serves the built web app (web/dist) at '/' with history-mode fallback: every GET that is not an
 * API call and not a file answers index.html, and the React router decides. API misses are JSON 404s.
 * Files are sent pre-compressed (brotli or gzip) when the client accepts it.
 */
export async function webAppPlugin(app: FastifyInstance, options: { webDist: string }) {
  const indexFile = path.join(options.webDist, 'index.html');
  const hasWebApp = fs.existsSync(indexFile);
  if (hasWebApp) {
    await app.register(fastifyStatic, {
      root: options.webDist,
      wildcard: false,
      index: false,
      // The build writes .br and .gz next to each text asset (web/vite.config.ts): served by
      // Accept-Encoding, with no compression work per request.
      preCompressed: true,
      // Hashed assets never change; index.html must always be revalidated.
      setHeaders(res, filePath) {
        res.header(
          'cache-control',
          filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith(API_PREFIX) || request.method !== 'GET') {
      return reply.code(404).send({ message: 'Alamat tidak ditemukan' });
    }
    if (!hasWebApp) {
      return reply
        .code(404)
        .type('text/plain; charset=utf-8')
        .send('Aplikasi web belum dibangun. Jalankan: npm run build');
    }
    const ext = path.extname(request.url.split('?')[0] ?? '');
    if (ext && ext !== '.html') return reply.code(404).send({ message: 'Berkas tidak ditemukan' });
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
