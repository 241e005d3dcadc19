import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  idParamSchema,
  keanggotaanSayaSchema,
  messageSchema,
  realisasiAnggotaSchema,
  timKerjaDetailSchema,
  timSayaRecordSchema,
} from '@sakip/domain';
import { actorOf } from '../../../lib/actor';
import { answerWrite } from '../../../lib/crud/index';
import * as service from './tim-saya.service';

/** /tim-saya/*: my teams as leader and as member (by the NIP of the account), my realisasi. */
export async function timSayaRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['penugasan'];
  const config = { guard: 'auth' as const };

  r.get(
    '/tim-saya/ketua-tim',
    {
      config,
      schema: {
        tags,
        summary: 'Tim yang saya pimpin',
        response: { 200: z.object({ data: z.array(timSayaRecordSchema) }) },
      },
    },
    async (request) => ({ data: await service.ketuaTim(app.db, actorOf(request), request.tahun) }),
  );

  r.get(
    '/tim-saya/ketua-tim/:id',
    { config, schema: { tags, params: idParamSchema, response: { 200: z.object({ data: timKerjaDetailSchema }) } } },
    async (request) => ({ data: await service.ketuaTimDetail(app.db, actorOf(request), request.params.id) }),
  );

  r.get(
    '/tim-saya/anggota-tim',
    {
      config,
      schema: {
        tags,
        summary: 'Keanggotaan tim saya',
        response: { 200: z.object({ data: z.array(keanggotaanSayaSchema) }) },
      },
    },
    async (request) => ({ data: await service.anggotaTim(app.db, actorOf(request), request.tahun) }),
  );

  r.put(
    '/tim-saya/anggota-tim/realisasi/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Isi realisasi bulanan langkah aksi saya',
        params: idParamSchema,
        body: realisasiAnggotaSchema,
        response: { 200: messageSchema },
      },
    },
    async (request, reply) =>
      answerWrite(app.db, reply, async (tx) => {
        await service.updateRealisasi(tx, actorOf(request), request.params.id, request.body);
        return { message: 'Realisasi berhasil disimpan' };
      }),
  );
}
