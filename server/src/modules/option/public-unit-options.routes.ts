import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PUBLIC_UNIT_OPTIONS_PATH } from '@sakip/domain';
import { satuanKerja } from '../../db/schema/index';

const publicUnitOptionSchema = z.object({ satuan_kerja_id: z.string(), satuan_kerja_nama: z.string() });

/**
 * The unit picker of the public report copies (every visitor chooses the unit, DOMAIN-2 §3): the
 * active units, id and name only. Registered by the option area (modules/option/index.ts).
 */
export async function publicUnitOptionsRoute(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    PUBLIC_UNIT_OPTIONS_PATH,
    {
      config: { guard: 'public' },
      schema: {
        tags: ['option'],
        summary: 'Pilihan satuan kerja halaman publik',
        response: { 200: z.array(publicUnitOptionSchema) },
      },
    },
    async () =>
      app.db
        .select({ satuan_kerja_id: satuanKerja.satuan_kerja_id, satuan_kerja_nama: satuanKerja.satuan_kerja_nama })
        .from(satuanKerja)
        .where(eq(satuanKerja.active, true))
        .orderBy(asc(satuanKerja.urutan), asc(satuanKerja.satuan_kerja_id)),
  );
}
