import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ajukanValidasiPerencanaanSchema,
  paginated,
  satkerParamSchema,
  validasiPerencanaanDetailSchema,
  validasiPerencanaanListQuerySchema,
  validasiPerencanaanSchema,
  validasiPerencanaanStatusQuerySchema,
  validasiPerencanaanStatusSchema,
  validasiPerencanaanUnitSchema,
} from '@sakip/domain';
import { actorOf } from '../../../lib/actor';
import { answerWrite, contextOf } from '../../../lib/crud/index';
import * as service from './validasi-perencanaan.service';

const read = { guard: 'auth' as const, permission: { resource: 'validasi-perencanaan' as const, action: 'read' as const } };
const write = { guard: 'auth' as const, permission: { resource: 'validasi-perencanaan' as const, action: 'write' as const } };
const written = z.object({ message: z.string(), data: validasiPerencanaanUnitSchema });

/**
 * The planning-validation flow (SPEC §4, DOMAIN 'Validasi perencanaan'): the status of the
 * user's unit (SPEC §7) or of one unit (the editing lock of its records), the units with their status, one unit's plan under review with its
 * history, submit (the unit) and decide (validator tahap N at tahap N only).
 */
export async function validasiPerencanaanRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['validasi-perencanaan'];

  r.get(
    '/validasi-perencanaan',
    {
      // Every logged-in user reads their own unit's status (SPEC §7); another unit's status
      // (satuan_kerja_id) needs the validasi-perencanaan read permission, checked by the service.
      config: { guard: 'auth' },
      schema: {
        tags,
        summary: 'Status validasi perencanaan satuan kerja pengguna, atau satuan kerja satuan_kerja_id',
        querystring: validasiPerencanaanStatusQuerySchema,
        response: { 200: validasiPerencanaanStatusSchema },
      },
    },
    async (request) => {
      const satkerId = request.query.satuan_kerja_id;
      const actor = actorOf(request);
      return satkerId
        ? service.statusOfUnit(app.db, actor, satkerId, request.tahun)
        : service.statusOwn(app.db, actor, request.tahun);
    },
  );

  r.get(
    '/validasi-perencanaan/satuan-kerja',
    {
      config: read,
      schema: {
        tags,
        summary: 'Satuan kerja dan status validasi perencanaannya',
        querystring: validasiPerencanaanListQuerySchema,
        response: { 200: paginated(validasiPerencanaanUnitSchema) },
      },
    },
    async (request) => service.list(app.db, contextOf(request), request.query),
  );

  r.get(
    '/validasi-perencanaan/:satkerId',
    {
      config: read,
      schema: {
        tags,
        summary: 'Perencanaan satuan kerja yang divalidasi, dengan riwayatnya',
        params: satkerParamSchema,
        response: { 200: validasiPerencanaanDetailSchema },
      },
    },
    async (request) => ({ data: await service.detail(app.db, contextOf(request), request.params.satkerId) }),
  );

  r.post(
    '/validasi-perencanaan/:satkerId/ajukan',
    {
      config: write,
      schema: {
        tags,
        summary: 'Ajukan perencanaan untuk divalidasi',
        params: satkerParamSchema,
        body: ajukanValidasiPerencanaanSchema,
        response: { 200: written },
      },
    },
    async (request, reply) =>
      answerWrite(app.db, reply, async (tx) => service.ajukan(tx, contextOf(request), request.params.satkerId, request.body)),
  );

  r.post(
    '/validasi-perencanaan/:satkerId/validasi',
    {
      config: write,
      schema: {
        tags,
        summary: 'Setujui atau tolak perencanaan pada tahap validator',
        params: satkerParamSchema,
        body: validasiPerencanaanSchema,
        response: { 200: written },
      },
    },
    async (request, reply) =>
      answerWrite(app.db, reply, async (tx) => service.putuskan(tx, contextOf(request), request.params.satkerId, request.body)),
  );
}
