import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { raporSsPdQuerySchema, raporSsPdResponseSchema } from '@sakip/domain';
import { actorOf } from '../../../lib/actor';
import { triwulanOf } from '../rapor-kinerja/rapor.service';
import { raporSsPd } from './rapor-ss-pd.service';

/** Rapor kinerja sasaran strategis PD: same readers and unit choice as the rapor kinerja. */
export async function raporSsPdRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/rapor-kinerja-sasaran-strategis-pd/:triwulan/diagram',
    {
      config: { guard: 'auth', permission: { resource: 'rapor-kinerja', action: 'read' } },
      schema: {
        tags: ['rapor-kinerja'],
        summary:
          'Rapor sasaran strategis PD: target dan realisasi IKU per triwulan, peringkat, kartu internal dan eksternal',
        params: z.object({ triwulan: z.string() }),
        querystring: raporSsPdQuerySchema,
        response: { 200: raporSsPdResponseSchema },
      },
    },
    async (request) => ({
      data: await raporSsPd(
        app.db,
        request.tahun,
        triwulanOf(request.params.triwulan),
        { kind: 'actor', actor: actorOf(request) },
        request.query.satuan_kerja_id,
      ),
    }),
  );
}
