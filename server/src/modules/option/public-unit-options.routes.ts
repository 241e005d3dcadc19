import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PUBLIC_UNIT_OPTIONS_PATH } from '@sakip/domain';
import { satuanKerja } from '../../db/schema/index';

const publicUnitOptionSchema = z.object({ satuan_kerja_id: z.string(), satuan_kerja_nama: z.string() });
const publicUnitQuerySchema = z.object({
  /** Only the units that have this data in the year (the arsitektur-kinerja-bayangan picker). */
  dengan: z.enum(['kinerja-bayangan']).optional(),
});

/** The units with a kinerja bayangan on any node of the year (SS-PD by its period, kinerja by its year). */
function hasBayangan(tahun: number): SQL {
  return sql`exists (
    select 1 from kinerja_bayangan b
      left join sasaran_strategis_pd s on s.id = b.sasaran_strategis_pd_id
      left join periode pr on pr.id = s.periode_id
      left join kinerja_program p on p.id = b.kinerja_program_id
      left join kinerja_kegiatan k on k.id = b.kinerja_kegiatan_id
      left join kinerja_sub_kegiatan sk on sk.id = b.kinerja_sub_kegiatan_id
    where ${satuanKerja.satuan_kerja_id} = coalesce(s.satuan_kerja_id, p.satuan_kerja_id, k.satuan_kerja_id, sk.satuan_kerja_id)
      and (
        (s.id is not null and ${tahun} between pr.tahun_awal and pr.tahun_akhir)
        or coalesce(p.tahun, k.tahun, sk.tahun) = ${tahun}
      ))`;
}

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
        querystring: publicUnitQuerySchema,
        response: { 200: z.array(publicUnitOptionSchema) },
      },
    },
    async (request) =>
      app.db
        .select({ satuan_kerja_id: satuanKerja.satuan_kerja_id, satuan_kerja_nama: satuanKerja.satuan_kerja_nama })
        .from(satuanKerja)
        .where(
          and(
            eq(satuanKerja.active, true),
            request.query.dengan === 'kinerja-bayangan' ? hasBayangan(request.tahun) : undefined,
          ),
        )
        .orderBy(asc(satuanKerja.urutan), asc(satuanKerja.satuan_kerja_id)),
  );
}
