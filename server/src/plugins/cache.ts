import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { listenForChanges } from '../db/client';
import { hubOf, publish, receive } from '../lib/cache/hub';
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

  app.addHook('onSend', async (request, reply) => {
    if (READ_METHODS.has(request.method) || reply.statusCode < 200 || (reply.statusCode >= 300 && reply.statusCode < 500)) return;
    const url = request.routeOptions.url;
    if (!url?.startsWith(API_PREFIX) || NOT_DATA_WRITES.has(url)) return;
    try {
      await publish(app.db, { kind: 'data' });
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
