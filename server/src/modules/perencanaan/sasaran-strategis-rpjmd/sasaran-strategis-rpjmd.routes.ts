import type { FastifyInstance } from 'fastify';
import {
  sasaranStrategisRpjmdDetailSchema,
  sasaranStrategisRpjmdListQuerySchema,
  sasaranStrategisRpjmdRecordSchema,
  sasaranStrategisRpjmdSchema,
  sasaranStrategisRpjmdUpdateSchema,
  ssRpjmdCrossAdoptEndpoint,
  ssRpjmdCrossEndpoint,
  ssRpjmdCrossKandidatEndpoint,
  ssRpjmdCrossReleaseEndpoint,
} from '@sakip/domain';
import { registerRead, registerWrite } from '../../../lib/contract/register';
import { contextOf, crudRoutes } from '../../../lib/crud/index';
import { sasaranStrategisPdCrossService as cross } from './sasaran-strategis-pd-cross.service';
import { sasaranStrategisRpjmdService } from './sasaran-strategis-rpjmd.service';

const crud = crudRoutes({
  path: 'sasaran-strategis-rpjmd',
  resource: 'sasaran-strategis-rpjmd',
  label: 'Sasaran strategis RPJMD',
  tag: 'perencanaan',
  querySchema: sasaranStrategisRpjmdListQuerySchema,
  bodySchema: sasaranStrategisRpjmdSchema,
  updateSchema: sasaranStrategisRpjmdUpdateSchema,
  recordSchema: sasaranStrategisRpjmdRecordSchema,
  detailSchema: sasaranStrategisRpjmdDetailSchema,
  service: sasaranStrategisRpjmdService,
});

/**
 * SS-PD adopted as cross cutting of an RPJMD goal (SPEC §2):
 *   GET    /sasaran-strategis-rpjmd/:id/sasaran-strategis-pd-cross            → { data: { parent, cross } }
 *   GET    /sasaran-strategis-rpjmd/:id/sasaran-strategis-pd-cross/kandidat   → [candidate]
 *   POST   /sasaran-strategis-rpjmd/:id/sasaran-strategis-pd-cross            { sasaran_strategis_pd_id }
 *   DELETE /sasaran-strategis-rpjmd/:id/sasaran-strategis-pd-cross/:childId
 */
async function crossRoutes(app: FastifyInstance) {
  registerRead(app, ssRpjmdCrossEndpoint, async (rq) => ({
    data: await cross.list(app.db, contextOf(rq), rq.params.id),
  }));
  registerRead(app, ssRpjmdCrossKandidatEndpoint, (rq) =>
    cross.kandidat(app.db, contextOf(rq), rq.params.id, rq.query),
  );
  registerWrite(app, ssRpjmdCrossAdoptEndpoint, async (rq, tx) => ({
    message: 'Sasaran strategis PD berhasil ditambahkan sebagai cross cutting',
    data: await cross.adopt(tx, contextOf(rq), rq.params.id, rq.body.sasaran_strategis_pd_id),
  }));
  registerWrite(app, ssRpjmdCrossReleaseEndpoint, async (rq, tx) => ({
    message: 'Sasaran strategis PD cross cutting berhasil dilepas',
    data: await cross.release(tx, contextOf(rq), rq.params.id, rq.params.childId),
  }));
}

export async function sasaranStrategisRpjmdRoutes(app: FastifyInstance) {
  await app.register(crud);
  await app.register(crossRoutes);
}
