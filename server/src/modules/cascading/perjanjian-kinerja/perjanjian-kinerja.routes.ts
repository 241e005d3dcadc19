import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { pkDownloadQuerySchema } from '@sakip/domain';
import { downloadPk } from './perjanjian-kinerja.service';

/**
 * The PK download of the diagram's PK button (SPEC §7 'Browser navigation'). Public like the
 * diagram: the public diagram has the same PK buttons, and a PK is a published document.
 */
export async function perjanjianKinerjaRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/perjanjian-kinerja/download',
    {
      config: { guard: 'public' },
      schema: {
        tags: ['perjanjian-kinerja'],
        summary: 'Dokumen Perjanjian Kinerja (PDF)',
        querystring: pkDownloadQuerySchema,
      },
    },
    async (request, reply) => {
      const { pdf, fileName } = await downloadPk(app.db, app.settings.get(), request.tahun, request.query);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `inline; filename="${fileName}"`)
        .header('cache-control', 'no-store')
        .send(pdf);
    },
  );
}
