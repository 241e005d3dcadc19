import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../db/client';
import { appliedMigration, newestMigration } from '../db/migrate';
import { API_PREFIX } from '../lib/paths';

const healthSchema = z.object({ status: z.literal('ok') });
const readySchema = z.object({ status: z.enum(['ready', 'not_ready']) });

/** The database answers and has every committed migration applied. */
export async function isReady(db: Db, newest = newestMigration().when): Promise<boolean> {
  try {
    return (await appliedMigration(db)) >= newest;
  } catch {
    return false;
  }
}

/**
 * GET /backend/api/health (the process answers) and GET /backend/api/ready (the database answers
 * and is migrated; 503 otherwise), for load balancers, the container HEALTHCHECK and orchestrators.
 * Public, never cached, nothing but a status word. Also the last answers of a graceful stop.
 */
export const healthPlugin = fp(async (app: FastifyInstance) => {
  const newest = newestMigration().when;
  // A graceful stop (main.ts: SIGTERM → app.close()) waits for every open connection. A keep-alive
  // connection busy when the stop began (a browser's, answering a PDF) stays open after its answer
  // until the hard limit: while closing, every answer closes its connection.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    if (closing) reply.header('connection', 'close');
    return payload;
  });
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    `${API_PREFIX}/health`,
    {
      config: { guard: 'public', noStore: true },
      schema: { tags: ['ops'], summary: 'Proses berjalan', response: { 200: healthSchema } },
    },
    async () => ({ status: 'ok' as const }),
  );
  r.get(
    `${API_PREFIX}/ready`,
    {
      config: { guard: 'public', noStore: true },
      schema: {
        tags: ['ops'],
        summary: 'Basis data terjangkau dan semua migrasi terpasang',
        response: { 200: readySchema, 503: readySchema },
      },
    },
    async (_request, reply) => {
      if (await isReady(app.db, newest)) return { status: 'ready' as const };
      return reply.code(503).send({ status: 'not_ready' as const });
    },
  );
});
