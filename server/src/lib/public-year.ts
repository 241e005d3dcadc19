import type { FastifyRequest } from 'fastify';
import { fieldError } from './errors';

/**
 * The year of a public page: `tahun_kinerja` of the query (a stable link) or the public year
 * header; a year the settings do not offer is a 422 on tahun_kinerja.
 */
export function publicYear(request: FastifyRequest, requested: number | undefined): number {
  if (requested === undefined) return request.tahun;
  const options = request.server.settings.get().tahun_options;
  if (!options.includes(requested))
    throw fieldError(
      'tahun_kinerja',
      `Tahun kinerja ${requested} tidak tersedia. Pilih salah satu: ${options.join(', ')}`,
    );
  return requested;
}
