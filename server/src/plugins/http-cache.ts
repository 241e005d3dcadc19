import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { storedOf, storedPayload, weakEtag } from '../lib/cache/stored-body';
import { API_PREFIX, DOCS_PREFIX } from '../lib/paths';
import { YEAR_HEADER, YEAR_HEADER_PUBLIC } from './year';

/**
 * Public display reads may be kept by browsers and proxies, but must be revalidated on every use
 * (max-age=0), so that a change is visible right after the write; the ETag makes that
 * revalidation a 304 without a body when nothing changed. The one rule for every public read
 * (decision 0028): routes set no Cache-Control of their own, this hook overrides any.
 */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=0, must-revalidate';
/** Everything else of the API is personal (tokens, scoped data): never stored anywhere. */
export const PRIVATE_CACHE_CONTROL = 'no-store';
/** The public answers differ by the requested year. */
const PUBLIC_VARY = `${YEAR_HEADER_PUBLIC}, ${YEAR_HEADER}`;

function isPublicRead(request: FastifyRequest): boolean {
  const config = request.routeOptions.config;
  return (request.method === 'GET' || request.method === 'HEAD') && config?.guard === 'public' && !config.noStore;
}

/** Does If-None-Match name this ETag? Weak comparison (RFC 9110 13.1.2), '*' matches anything. */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}

/**
 * Cache headers of the API (decision 0015): `no-store` on every answer but the public display
 * reads, which get a short public cache with a weak ETag of whatever body the route sends and a
 * 304 on a matching If-None-Match. Works on the final JSON text, so it does not care how the route
 * built it (serializer, response cache). Register before compression, so the ETag is of the plain
 * body.
 */
export const httpCachePlugin = fp(async (app: FastifyInstance) => {
  // Synchronous (no promise per response): headers and an in-memory body only.
  app.addHook('onSend', (request, reply, payload, done) => {
    done(null, withCacheHeaders(request, reply, payload));
  });
});

function withCacheHeaders(request: FastifyRequest, reply: FastifyReply, payload: unknown): unknown {
  if (!request.url.startsWith(API_PREFIX) || request.url.startsWith(DOCS_PREFIX)) return payload;
  // A body of the response cache brings its ETag and compressed variants (lib/cache/stored-body.ts).
  const stored = storedOf(reply, payload);
  if (!isPublicRead(request) || reply.statusCode !== 200) {
    reply.header('cache-control', PRIVATE_CACHE_CONTROL);
    return stored ? storedPayload(request, reply, stored) : payload;
  }
  reply.header('cache-control', PUBLIC_CACHE_CONTROL);
  reply.header('vary', PUBLIC_VARY);
  if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
  const etag = stored?.etag ?? weakEtag(payload);
  reply.header('etag', etag);
  if (matches(request.headers['if-none-match'], etag)) {
    reply.code(304);
    return '';
  }
  return stored ? storedPayload(request, reply, stored) : payload;
}
