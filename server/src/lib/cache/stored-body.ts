import { createHash } from 'node:crypto';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Bodies below this size go out plain (the same threshold as @fastify/compress in app.ts). */
export const COMPRESS_THRESHOLD = 1024;

type Coding = 'br' | 'gzip';

/** A weak validator of the body as sent before content coding (the same for gzip, br or none). */
export function weakEtag(body: string | Buffer): string {
  return `W/"${createHash('sha1').update(body).digest('base64url')}"`;
}

/**
 * A cached response body with what every hit would otherwise recompute: its ETag (made once, when
 * stored) and its compressed variants (made by the first hit that asks for each, then kept).
 */
export class StoredBody {
  readonly etag: string;
  private readonly coded = new Map<Coding, Buffer>();

  constructor(readonly body: Buffer) {
    this.etag = weakEtag(body);
  }

  /** Bytes held, for the cache's size bound (compressed variants are a fraction of the body). */
  get weight(): number {
    return this.body.length * 1.5;
  }

  encoded(coding: Coding): Buffer {
    let bytes = this.coded.get(coding);
    if (!bytes) {
      // Brotli quality 4: @fastify/compress's default, fast enough for the first hit of a miss.
      bytes =
        coding === 'br'
          ? zlib.brotliCompressSync(this.body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } })
          : zlib.gzipSync(this.body);
      this.coded.set(coding, bytes);
    }
    return bytes;
  }
}

/** The client's preferred coding among those stored: br, else gzip (a q=0 refuses one). */
function codingFor(request: FastifyRequest): Coding | undefined {
  const header = request.headers['accept-encoding'];
  if (!header) return undefined;
  const accepted = new Set<string>();
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const refused = params.some((p) => /^\s*q=0(\.0*)?\s*$/.test(p));
    if (name && !refused) accepted.add(name.trim());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return undefined;
}

const stored = new WeakMap<FastifyReply, StoredBody>();

/** Marks a reply as sending a cached body (lib/cache/cached-reply.ts), for plugins/http-cache.ts. */
export function sendingStored(reply: FastifyReply, body: StoredBody): void {
  stored.set(reply, body);
}

/** The cached body a reply sends, if `payload` is still that body. */
export function storedOf(reply: FastifyReply, payload: unknown): StoredBody | undefined {
  const body = stored.get(reply);
  return body && body.body === payload ? body : undefined;
}

/**
 * The payload to send for a cached body: its stored compressed variant when the client takes one
 * (Content-Encoding set, so @fastify/compress leaves it alone), else the plain body.
 */
export function storedPayload(request: FastifyRequest, reply: FastifyReply, body: StoredBody): Buffer {
  const coding = body.body.length >= COMPRESS_THRESHOLD ? codingFor(request) : undefined;
  if (!coding) return body.body;
  const vary = reply.getHeader('vary');
  reply.header('vary', vary ? `${String(vary)}, Accept-Encoding` : 'Accept-Encoding');
  reply.header('content-encoding', coding);
  return body.encoded(coding);
}
