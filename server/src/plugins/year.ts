import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ValidationError } from '../lib/errors';

export const YEAR_HEADER = 'default-key-tahun-kinerja';
export const YEAR_HEADER_PUBLIC = 'default-key-tahun-kinerja-public';

function headerValue(value: string | string[] | undefined): string | undefined {
  const v = Array.isArray(value) ? value[0] : value;
  return v?.trim() || undefined;
}

/**
 * request.tahun from Default-Key-Tahun-Kinerja (Default-Key-Tahun-Kinerja-Public on public routes,
 * each falling back to the other); the default year when absent; 422 when not selectable.
 */
export const yearPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('tahun', 0);
  // A synchronous hook (no promise per request): it only reads headers and the settings in memory.
  app.addHook('onRequest', (request, _reply, done) => {
    try {
      request.tahun = yearOf(request, app.settings.get());
      done();
    } catch (error) {
      done(error as Error);
    }
  });
});

function yearOf(request: FastifyRequest, settings: ReturnType<FastifyInstance['settings']['get']>): number {
  const isPublic = request.routeOptions.config?.guard === 'public';
  const privateValue = headerValue(request.headers[YEAR_HEADER]);
  const publicValue = headerValue(request.headers[YEAR_HEADER_PUBLIC]);
  const raw = isPublic ? (publicValue ?? privateValue) : (privateValue ?? publicValue);
  if (raw === undefined) return settings.tahun_default;
  const year = Number(raw);
  if (!Number.isInteger(year) || !settings.tahun_options.includes(year)) {
    const message = `Tahun kinerja ${raw} tidak tersedia. Pilih salah satu: ${settings.tahun_options.join(', ')}`;
    throw new ValidationError({ tahun: [message] });
  }
  return year;
}
