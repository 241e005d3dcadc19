import type { FastifyInstance } from 'fastify';
import { penambahanOutputEndpoint, simpanPenambahanOutputEndpoint } from '@sakip/domain';
import { actorOf } from '../../../lib/actor';
import { registerRead, registerWrite } from '../../../lib/contract/register';
import { penambahanOutputOf, simpanPenambahanOutput } from './penambahan-output.service';

/**
 * Penambahan jumlah output (SPEC §6: pemerintah daerah or perangkat daerah, only in
 * PENAMBAHAN_OUTPUT_YEAR): the four quarterly counts of each unit the actor may see, and their save.
 */
export async function penambahanOutputRoutes(app: FastifyInstance) {
  registerRead(app, penambahanOutputEndpoint, async (request) => ({
    data: await penambahanOutputOf(app.db, actorOf(request), request.tahun),
  }));
  registerWrite(app, simpanPenambahanOutputEndpoint, async (request, tx) => ({
    message: 'Penambahan jumlah output berhasil disimpan',
    data: await simpanPenambahanOutput(tx, actorOf(request), request.tahun, request.body),
  }));
}
