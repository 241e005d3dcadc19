import type { FastifyReply } from 'fastify';
import type { Db, Tx } from '../../db/client';

/**
 * Runs a write and builds its answer in one transaction. The payload goes through the route's
 * response serializer (its zod schema) before the commit, so an answer that cannot be serialised
 * rolls the write back instead of reporting a 500 for a change that was saved. The services'
 * own `db.transaction(...)` calls become savepoints of this one. The JSON text is sent after the
 * commit; Fastify sends a string with a JSON content type as is.
 */
export async function answerWrite(
  db: Db,
  reply: FastifyReply,
  write: (tx: Tx) => Promise<unknown>,
): Promise<FastifyReply> {
  const body = await db.transaction(async (tx) => reply.serialize(await write(tx)) as string);
  return reply.type('application/json; charset=utf-8').send(body);
}
