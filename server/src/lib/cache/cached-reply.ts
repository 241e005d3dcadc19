import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SessionUser } from '@sakip/domain';
import { hubOf } from './hub';
import { sendingStored } from './stored-body';

/** Query values in a fixed key order, so `?a=1&b=2` and `?b=2&a=1` share an entry. */
function normalizedQuery(query: unknown): string {
  if (!query || typeof query !== 'object') return '';
  const record = query as Record<string, unknown>;
  return Object.keys(record)
    .sort()
    .filter((key) => record[key] !== undefined)
    .map((key) => `${key}=${JSON.stringify(record[key])}`)
    .join('&');
}

/** The parts of an actor that change a scoped read (packages/domain scopeOf reads only these). */
export function actorKey(actor: Pick<SessionUser, 'role_id' | 'satuan_kerja_id'>): string {
  return `${actor.role_id}:${actor.satuan_kerja_id ?? ''}`;
}

/**
 * Answers a read from the response cache (lib/cache/hub.ts): the key is the route, the year, the
 * parsed (defaulted) query and `variant` — whatever else changes the answer (an actor key, a
 * resolved unit). On a miss `compute` runs and its result goes through the route's own response
 * serializer once; hits send the stored JSON text as is (no validation, no stringify, no hashing
 * or compression again).
 */
export async function cachedReply(
  request: FastifyRequest,
  reply: FastifyReply,
  variant: string,
  compute: () => Promise<unknown>,
): Promise<FastifyReply> {
  const key = `${request.routeOptions.url}|${request.tahun}|${variant}|${normalizedQuery(request.query)}`;
  // The JSON serializer of a route answers a string.
  const stored = await hubOf(request.server.db).response(key, async () => reply.serialize(await compute()) as string);
  // plugins/http-cache.ts takes the stored ETag and compressed variants instead of remaking them.
  sendingStored(reply, stored);
  return reply.type('application/json; charset=utf-8').send(stored.body);
}
