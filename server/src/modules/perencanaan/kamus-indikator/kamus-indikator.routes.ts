import type { FastifyInstance } from 'fastify';
import {
  kamusIndikatorListQuerySchema,
  kamusIndikatorRecordSchema,
  kamusIndikatorSchema,
  validasiKamusIndikatorEndpoint,
} from '@sakip/domain';
import { registerWrite } from '../../../lib/contract/register';
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
  registerWrite(app, validasiKamusIndikatorEndpoint, async (request, tx) => {
    const data = await validasiKamusIndikator(tx, contextOf(request), request.params.id, request.body);
    return {
      message: data.status_validasi ? 'Kamus indikator tervalidasi' : 'Kamus indikator dikembalikan dengan catatan',
      data,
    };
  });
}
