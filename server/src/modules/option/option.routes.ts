import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listSatuanKerjaOptions } from './option.repository';

const idList = z
  .union([z.string(), z.array(z.string())])
  .optional()
  .transform((v) => (v === undefined ? undefined : (Array.isArray(v) ? v : v.split(',')).map((s) => s.trim()).filter(Boolean)));

export const satuanKerjaOptionQuery = z.object({
  satuan_kerja_id: z.string().trim().min(1).optional(),
  satuan_kerja_ids: idList,
  'satuan_kerja_ids[]': idList,
});

const satuanKerjaOption = z.object({ satuan_kerja_id: z.string(), satuan_kerja_nama: z.string() });

export async function optionRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/option/satuan-kerja',
    {
      config: { guard: 'auth' },
      schema: {
        tags: ['option'],
        summary: 'Pilihan satuan kerja (setda: beserta biro-nya)',
        querystring: satuanKerjaOptionQuery,
        response: { 200: z.array(satuanKerjaOption) },
      },
    },
    async (request) => {
      const q = request.query;
      return listSatuanKerjaOptions(app.db, {
        satuanKerjaId: q.satuan_kerja_id,
        satuanKerjaIds: q.satuan_kerja_ids ?? q['satuan_kerja_ids[]'],
      });
    },
  );
}
