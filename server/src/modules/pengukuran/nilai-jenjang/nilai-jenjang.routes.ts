import type { FastifyInstance } from 'fastify';
import { nilaiJenjangPageEndpoint, nilaiJenjangRekapReport, simpanNilaiJenjangEndpoint } from '@sakip/domain';
import { actorOf } from '../../../lib/actor';
import { registerRead, registerWrite } from '../../../lib/contract/register';
import { reportRoutes } from '../../../lib/report/index';
import { nilaiJenjangPage, rekapRows, simpanNilaiJenjang } from './nilai-jenjang.service';

/** Nilai jenjang kinerja (super): the input page, one unit's row saved at once, the rekap (report). */
export async function nilaiJenjangRoutes(app: FastifyInstance) {
  registerRead(app, nilaiJenjangPageEndpoint, async (request) => ({
    data: await nilaiJenjangPage(app.db, actorOf(request), request.tahun),
  }));
  registerWrite(app, simpanNilaiJenjangEndpoint, async (request, tx) => ({
    message: 'Nilai jenjang kinerja berhasil disimpan',
    data: await simpanNilaiJenjang(tx, actorOf(request), request.tahun, request.params.satuanKerjaId, request.body),
  }));
  await app.register(reportRoutes(nilaiJenjangRekapReport, async (ctx) => rekapRows(ctx.db, ctx.tahun)));
}
