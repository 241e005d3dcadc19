import type { FastifyInstance } from 'fastify';
import { raporSsPdEndpoint } from '@sakip/domain';
import { actorOf } from '../../../lib/actor';
import { registerRead } from '../../../lib/contract/register';
import { triwulanOf } from '../rapor-kinerja/rapor.service';
import { raporSsPd } from './rapor-ss-pd.service';

/** Rapor kinerja sasaran strategis PD: same readers and unit choice as the rapor kinerja. */
export async function raporSsPdRoutes(app: FastifyInstance) {
  registerRead(app, raporSsPdEndpoint, async (request) => ({
    data: await raporSsPd(app.db, {
      tahun: request.tahun,
      tw: triwulanOf(request.params.triwulan),
      caller: { kind: 'actor', actor: actorOf(request) },
      requested: request.query.satuan_kerja_id,
    }),
  }));
}
