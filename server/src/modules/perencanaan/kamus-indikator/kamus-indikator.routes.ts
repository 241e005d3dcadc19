import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  idParamSchema,
  kamusIndikatorListQuerySchema,
  kamusIndikatorRecordSchema,
  kamusIndikatorSchema,
  validasiBappedaSchema,
} from '@sakip/domain';
import { contextOf, crudRoutes } from '../../../lib/crud/index';
import { kamusIndikatorService, validasiKamusIndikator } from './kamus-indikator.service';

const crud = crudRoutes({
  path: 'kamus-indikator',
  resource: 'kamus-indikator',
  label: 'Kamus indikator',
  tag: 'perencanaan',
  querySchema: kamusIndikatorListQuerySchema,
  bodySchema: kamusIndikatorSchema,
  recordSchema: kamusIndikatorRecordSchema,
  detailSchema: kamusIndikatorRecordSchema,
  service: kamusIndikatorService,
});

/** The CRUD group plus PUT /kamus-indikator/:id/validasi (validator_bappeda). */
export async function kamusIndikatorRoutes(app: FastifyInstance) {
  await app.register(crud);
  app.withTypeProvider<ZodTypeProvider>().put(
    '/kamus-indikator/:id/validasi',
    {
      config: { guard: 'auth', permission: { resource: 'validasi-kamus-indikator', action: 'write' } },
      schema: {
        tags: ['perencanaan'],
        summary: 'Validasi kamus indikator oleh Bappeda',
        params: idParamSchema,
        body: validasiBappedaSchema,
        response: { 200: z.object({ message: z.string(), data: kamusIndikatorRecordSchema }) },
      },
    },
    async (request) => {
      const data = await validasiKamusIndikator(app.db, contextOf(request), request.params.id, request.body);
      return {
        message: data.status_validasi ? 'Kamus indikator tervalidasi' : 'Kamus indikator dikembalikan dengan catatan',
        data,
      };
    },
  );
}
