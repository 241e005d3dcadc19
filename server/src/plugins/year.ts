import type { FastifyInstance } from 'fastify';
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
  app.addHook('onRequest', async (request) => {
    const isPublic = request.routeOptions.config?.guard === 'public';
    const privateValue = headerValue(request.headers[YEAR_HEADER]);
    const publicValue = headerValue(request.headers[YEAR_HEADER_PUBLIC]);
    const raw = isPublic ? (publicValue ?? privateValue) : (privateValue ?? publicValue);
    const settings = app.settings.get();
    if (raw === undefined) {
      request.tahun = settings.tahun_default;
      return;
    }
    const year = Number(raw);
    if (!Number.isInteger(year) || !settings.tahun_options.includes(year)) {
      const message = `Tahun kinerja ${raw} tidak tersedia. Pilih salah satu: ${settings.tahun_options.join(', ')}`;
      throw new ValidationError({ tahun: [message] });
    }
    request.tahun = year;
  });
});
