import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { lkeSalinBodySchema, lkeValidatorUnitBodySchema, lkeValidatorUserParamSchema } from '@sakip/domain';
import { actorOf } from '../../../lib/actor';
import { answerWrite } from '../../../lib/crud/write-reply';
import * as service from './lke-admin.service';

const tags = ['lke'];
/** Super only: the guard admits super, the permission of the LKE worksheet (super: all) is checked as well. */
const READ = { guard: 'super', permission: { resource: 'lke', action: 'read' } } as const;
const WRITE = { guard: 'super', permission: { resource: 'lke', action: 'write' } } as const;

/** LKE administration (DOMAIN-2 §2): validator ↔ unit assignment per year, copying the worksheet. */
export async function lkeAdminRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/lke/validator-unit',
    { config: READ, schema: { tags, summary: 'Validator LKE dengan satuan kerja yang ditugaskan pada tahun ini' } },
    async (request) => ({ data: await service.validatorUnits(app.db, request.tahun) }),
  );

  r.put(
    '/lke/validator-unit/:userId',
    {
      config: WRITE,
      schema: {
        tags,
        summary: 'Ganti satuan kerja yang ditugaskan kepada satu validator LKE pada tahun ini',
        params: lkeValidatorUserParamSchema,
        body: lkeValidatorUnitBodySchema,
      },
    },
    async (request, reply) =>
      answerWrite(app.db, reply, (tx) =>
        service.saveValidatorUnits(tx, actorOf(request), request.tahun, request.params.userId, request.body),
      ),
  );

  r.post(
    '/lke/lembar/salin',
    { config: WRITE, schema: { tags, summary: 'Salin lembar kerja LKE ke tahun lain', body: lkeSalinBodySchema } },
    async (request, reply) =>
      answerWrite(app.db, reply, (tx) => service.salinLembar(tx, actorOf(request), request.body)),
  );
}
