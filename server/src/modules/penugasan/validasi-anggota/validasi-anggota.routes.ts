import type { FastifyInstance } from 'fastify';
import { persetujuanAnggotaWorkflow, TAHAP_PERSETUJUAN, VALIDASI_ANGGOTA_ENDPOINTS } from '@sakip/domain';
import { actorOf } from '../../../lib/actor';
import { registerRead, registerWrite } from '../../../lib/contract/register';
import { workflowRoutes } from '../../../lib/workflow/workflow-routes';
import * as service from './validasi-anggota.service';

/**
 * /validasi-kepala-bidang and /validasi-kepala-opd: the queue, one member, a decision (approve, or
 * reject with a note) and the bulk approval. The state machine and who heads what are the
 * domain's; the service enforces them.
 */
export async function validasiAnggotaRoutes(app: FastifyInstance) {
  for (const tahap of TAHAP_PERSETUJUAN) {
    const endpoints = VALIDASI_ANGGOTA_ENDPOINTS[tahap];
    registerRead(app, endpoints.list, (rq) => service.list(app.db, actorOf(rq), rq.tahun, tahap, rq.query));
    registerRead(app, endpoints.detail, async (rq) => ({
      data: await service.detail(app.db, actorOf(rq), tahap, rq.params.id),
    }));
    workflowRoutes(app, persetujuanAnggotaWorkflow, [service.keputusanAdapter(tahap)]);
    // The bulk approval decides many members at once: the same domain decision (`decide`) and the
    // same writes as the recipe's route, all or nothing.
    registerWrite(app, endpoints.setujuiSemua, async (rq, tx) => {
      const n = await service.decideMany(tx, actorOf(rq), tahap, rq.body.ids, 'setujui', null);
      return { message: `${n} anggota tim berhasil disetujui` };
    });
  }
}
