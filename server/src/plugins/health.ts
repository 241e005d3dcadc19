import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db/client';
import { MIGRATIONS_FOLDER } from '../db/migrate';
import { API_PREFIX } from '../lib/paths';

const healthSchema = z.object({ status: z.literal('ok') });
const readySchema = z.object({ status: z.enum(['ready', 'not_ready']) });

/** The `when` of the newest committed migration (drizzle stores it as created_at once applied). */
function newestMigration(): number {
  const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8')) as {
    entries: { when: number }[];
  };
  return Math.max(0, ...journal.entries.map((entry) => entry.when));
}

/** The database answers and has every committed migration applied. */
export async function isReady(db: Db, newest = newestMigration()): Promise<boolean> {
  try {
    const result = await db.execute(sql`select coalesce(max(created_at), 0)::text as applied from drizzle.__drizzle_migrations`);
    const applied = Number((result as { rows: { applied: string }[] }).rows[0]?.applied ?? 0);
    return applied >= newest;
  } catch {
    return false;
  }
}

/**
 * GET /backend/api/health (the process answers) and GET /backend/api/ready (the database answers
 * and is migrated; 503 otherwise), for load balancers, the container HEALTHCHECK and orchestrators.
 * Public, never cached, nothing but a status word.
 */
export const healthPlugin = fp(async (app: FastifyInstance) => {
  const newest = newestMigration();
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
