import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { listenForChanges } from '../db/client';
import { recordingWrites, type WriteRecord } from '../db/statement-tables';
import { hubOf, publish, receive, type CacheEvent } from '../lib/cache/hub';
import { API_PREFIX } from '../lib/paths';

/** Writes that change no cached read: a login or logout touches only tokens (their own event). */
const NOT_DATA_WRITES = new Set([`${API_PREFIX}/login`, `${API_PREFIX}/logout`]);
const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The data version of the cached reads (decision 0017): every API write that may have committed
 * (2xx, or a 5xx that may have failed after the commit) bumps it before its answer leaves, here
 * and, through NOTIFY, on the other instances. A 4xx wrote nothing (validated before commit).
 * Also keeps the LISTEN connection of this instance: events from others apply to its caches, and
 * their settings changes reload the in-memory settings.
 */
export const cachePlugin = fp(async (app: FastifyInstance) => {
  const hub = hubOf(app.db);
  /** The tables each request wrote (db/statement-tables.ts, decision 0056). */
  const written = new WeakMap<FastifyRequest, WriteRecord>();

  app.addHook('onRequest', (request, _reply, done) => {
    const record: WriteRecord = { tables: new Set(), unknown: false };
    written.set(request, record);
    recordingWrites(record, done);
  });

  app.addHook('onSend', async (request, reply) => {
    const event = eventOf(request, reply.statusCode, written.get(request));
    if (!event) return;
    try {
      await publish(app.db, event);
    } catch (error) {
      // The local version is already bumped; only the other instances may lag (≤ their TTL).
      request.log.error({ err: error }, 'cache invalidation NOTIFY failed');
    }
  });

  let stop: (() => Promise<void>) | undefined;
  app.addHook('onReady', async () => {
    stop = await listenForChanges(app.db, {
      onMessage: (payload) => {
        const event = receive(app.db, payload);
        if (event?.kind === 'data') void app.settings.reload().catch(() => {});
      },
      onUp: () => hub.setTrusted(true),
      onDown: (error) => {
        hub.setTrusted(false);
        app.log.warn({ err: error }, 'cache LISTEN connection lost: caching off until it is back');
      },
    });
  });
  app.addHook('onClose', async () => {
    await stop?.();
  });
});

/**
 * What the answer of a request invalidates: a write that may have committed (2xx, 5xx) makes every
 * cached response stale and the computed results that read a table it wrote; any other request
 * that wrote tables (a 4xx whose statement had already run, a read that writes) bumps those tables.
 */
function eventOf(request: FastifyRequest, status: number, record: WriteRecord | undefined): CacheEvent | undefined {
  const tables = record ? [...record.tables] : [];
  const unknown = record?.unknown ?? false;
  const url = request.routeOptions.url;
  const dataWrite =
    !READ_METHODS.has(request.method) &&
    status >= 200 &&
    !(status >= 300 && status < 500) &&
    !!url?.startsWith(API_PREFIX) &&
    !NOT_DATA_WRITES.has(url);
  if (dataWrite) return unknown || !record ? { kind: 'data' } : { kind: 'data', tables };
  if (unknown) return { kind: 'data' };
  return tables.length ? { kind: 'tables', tables } : undefined;
}
