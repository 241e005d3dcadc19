import type { FastifyInstance } from 'fastify';
import {
  bobotPenilaianEndpoint,
  penilaianDetailEndpoint,
  penilaianOrganisasiReport,
  simpanBobotPenilaianEndpoint,
} from '@sakip/domain';
import { actorOf } from '../../../lib/actor';
import { registerRead, registerWrite } from '../../../lib/contract/register';
import { reportRoutes } from '../../../lib/report/index';
import { bobotPenilaian, daftarRows, detailOf, simpanBobot } from './penilaian-organisasi.service';

/** Penilaian kinerja organisasi: the ranked list (report), one unit's detail, the year's weights. */
export async function penilaianOrganisasiRoutes(app: FastifyInstance) {
  registerRead(app, bobotPenilaianEndpoint, async (request) => ({
    data: await bobotPenilaian(app.db, actorOf(request), request.tahun),
  }));
  registerWrite(app, simpanBobotPenilaianEndpoint, async (request, tx) => ({
    message: 'Bobot penilaian berhasil disimpan',
    data: await simpanBobot(tx, actorOf(request), request.tahun, request.body),
  }));
  registerRead(app, penilaianDetailEndpoint, async (request) => ({
    data: await detailOf(app.db, actorOf(request), request.tahun, request.params.id),
  }));
  await app.register(reportRoutes(penilaianOrganisasiReport, async (ctx) => daftarRows(ctx.db, ctx.tahun)));
}
