import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParamSchema, messageSchema, programPrioritasBodySchema, programPrioritasListSchema } from '@sakip/domain';
import { z } from 'zod';
import { actorOf } from '../../../lib/actor';
import { answerWrite } from '../../../lib/crud/index';
import { sendXlsx, xlsxFilename } from '../../../lib/xlsx';
import * as service from './program-prioritas.service';

const tags = ['program-prioritas'];

/**
 * /program-prioritas (logged in: the list, the XLSX, flag and unflag by the city) and its public
 * copy /public-display/program-prioritas (the guest navbar's 'Program Prioritas').
 */
export async function programPrioritasRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const read = { guard: 'auth', permission: { resource: 'program-prioritas', action: 'read' } } as const;
  const write = { guard: 'auth', permission: { resource: 'program-prioritas', action: 'write' } } as const;

  r.get(
    '/program-prioritas',
    {
      config: read,
      schema: { tags, summary: 'Program prioritas walikota', response: { 200: programPrioritasListSchema } },
    },
    async (request) => service.list(app.db, actorOf(request), request.tahun),
  );
  r.get(
    '/program-prioritas/export',
    { config: read, schema: { tags, summary: 'Program prioritas (XLSX)' } },
    async (request, reply) =>
      sendXlsx(
        reply,
        xlsxFilename('program-prioritas', request.tahun),
        await service.xlsx(app.db, actorOf(request), request.tahun),
      ),
  );
  r.post(
    '/program-prioritas',
    {
      config: write,
      schema: {
        tags,
        summary: 'Tetapkan program prioritas',
        body: programPrioritasBodySchema,
        response: { 200: messageSchema.extend({ data: z.object({ id: z.number() }) }) },
      },
    },
    async (request, reply) =>
      answerWrite(app.db, reply, (tx) => service.flagProgram(tx, actorOf(request), request.tahun, request.body)),
  );
  r.delete(
    '/program-prioritas/:id',
    {
      config: write,
      schema: { tags, summary: 'Hapus program prioritas', params: idParamSchema, response: { 200: messageSchema } },
    },
    async (request, reply) =>
      answerWrite(app.db, reply, (tx) => service.unflag(tx, actorOf(request), request.tahun, request.params.id)),
  );

  r.get(
    '/public-display/program-prioritas',
    {
      config: { guard: 'public' },
      schema: { tags, summary: 'Program prioritas walikota (publik)', response: { 200: programPrioritasListSchema } },
    },
    async (request) => service.listOfYear(app.db, request.tahun),
  );
}
