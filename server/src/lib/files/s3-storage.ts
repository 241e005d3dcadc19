import { createHash, createHmac } from 'node:crypto';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { isFileKey, newFileKey, notFound, type FileStorage, type StoredObject } from './storage';

export interface S3Options {
  /** e.g. https://s3.ap-southeast-3.amazonaws.com or http://minio:9000 (path-style requests). */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Folder inside the bucket, e.g. 'sakip/' (may be empty). */
  prefix: string;
}

export interface SigningInput {
  method: string;
  url: URL;
  /** Headers to sign (host is added); names in any case. */
  headers: Record<string, string>;
  /** Hex SHA-256 of the body (or 'UNSIGNED-PAYLOAD'). */
  payloadHash: string;
  region: string;
  service: string;
  accessKeyId: string;
  secretAccessKey: string;
  date: Date;
}

const sha256Hex = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();
/** RFC 3986 encoding as SigV4 wants it (unreserved characters kept, everything else %XX). */
const encode = (value: string) =>
  encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * AWS Signature Version 4 (the header form): returns the headers to send, x-amz-date and
 * authorization included. Used for S3 and any S3-compatible store (MinIO, Ceph, R2...).
 */
export function signV4(input: SigningInput): Record<string, string> {
  const amzDate = input.date.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
  const day = amzDate.slice(0, 8);
  const headers: Record<string, string> = { host: input.url.host, 'x-amz-date': amzDate };
  for (const [name, value] of Object.entries(input.headers)) headers[name.toLowerCase()] = value.trim().replace(/\s+/g, ' ');
  const names = Object.keys(headers).sort();
  const query = [...input.url.searchParams]
    .map(([k, v]) => [encode(k), encode(v)])
    .sort(([a = '', x = ''], [b = '', y = '']) => (a === b ? (x < y ? -1 : 1) : a < b ? -1 : 1))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
  const path = input.url.pathname.split('/').map((segment) => encode(decodeURIComponent(segment))).join('/');
  const canonical = [
    input.method,
    path || '/',
    query,
    names.map((name) => `${name}:${headers[name]}\n`).join(''),
    names.join(';'),
    input.payloadHash,
  ].join('\n');
  const scope = `${day}/${input.region}/${input.service}/aws4_request`;
  const toSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256Hex(canonical)].join('\n');
  const key = hmac(hmac(hmac(hmac(`AWS4${input.secretAccessKey}`, day), input.region), input.service), 'aws4_request');
  const signature = createHmac('sha256', key).update(toSign).digest('hex');
  return {
    ...headers,
    authorization: `AWS4-HMAC-SHA256 Credential=${input.accessKeyId}/${scope}, SignedHeaders=${names.join(';')}, Signature=${signature}`,
  };
}

/**
 * Files in an S3-compatible bucket (FILE_STORE=s3; decision 0044), over plain fetch with SigV4
 * path-style requests. An upload is held in memory (bounded by UPLOAD_MAX_MB) to send its length
 * and hash; a download streams.
 */
export class S3FileStorage implements FileStorage {
  constructor(private readonly options: S3Options) {}

  newKey(): string {
    return newFileKey();
  }

  private url(key?: string): URL {
    const base = this.options.endpoint.replace(/\/+$/, '');
    if (key === undefined) return new URL(`${base}/${this.options.bucket}`);
    if (!isFileKey(key)) throw new Error(`invalid file key: ${JSON.stringify(key)}`);
    return new URL(`${base}/${this.options.bucket}/${this.options.prefix}${key}`);
  }

  private request(method: string, url: URL, body?: Buffer): Promise<Response> {
    const payloadHash = sha256Hex(body ?? '');
    const headers = signV4({
      method,
      url,
      headers: { 'x-amz-content-sha256': payloadHash },
      payloadHash,
      region: this.options.region,
      service: 's3',
      accessKeyId: this.options.accessKeyId,
      secretAccessKey: this.options.secretAccessKey,
      date: new Date(),
    });
    delete headers.host;
    return fetch(url, { method, headers, ...(body ? { body } : {}) });
  }

  async put(key: string, source: Readable): Promise<void> {
    const parts: Buffer[] = [];
    for await (const chunk of source) parts.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array));
    const res = await this.request('PUT', this.url(key), Buffer.concat(parts));
    if (!res.ok) throw new Error(`S3 PUT ${key}: ${res.status} ${await res.text()}`);
  }

  async open(key: string): Promise<{ stream: Readable; size: number }> {
    const res = await this.request('GET', this.url(key));
    if (res.status === 404) throw notFound(key);
    if (!res.ok || !res.body) throw new Error(`S3 GET ${key}: ${res.status}`);
    const stream = Readable.fromWeb(res.body as WebReadableStream<Uint8Array>);
    return { stream, size: Number(res.headers.get('content-length') ?? 0) };
  }

  async remove(key: string): Promise<void> {
    const res = await this.request('DELETE', this.url(key));
    if (!res.ok && res.status !== 404) throw new Error(`S3 DELETE ${key}: ${res.status}`);
  }

  async *list(): AsyncIterable<StoredObject> {
    for (let token: string | undefined; ; ) {
      const url = this.url();
      url.searchParams.set('list-type', '2');
      if (this.options.prefix) url.searchParams.set('prefix', this.options.prefix);
      if (token) url.searchParams.set('continuation-token', token);
      const res = await this.request('GET', url);
      if (!res.ok) throw new Error(`S3 LIST: ${res.status}`);
      const page = parseListObjects(await res.text(), this.options.prefix);
      yield* page.objects;
      if (!page.next) return;
      token = page.next;
    }
  }
}

const xmlText = (xml: string, tag: string) => xml.match(new RegExp(`<${tag}>([^<]*)</${tag}>`))?.[1];
const unescapeXml = (text: string) =>
  text.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&apos;/g, "'").replace(/&amp;/g, '&');

/** A ListObjectsV2 answer: the objects under `prefix` whose rest is a file key, and the next page's token. */
export function parseListObjects(xml: string, prefix: string): { objects: StoredObject[]; next: string | undefined } {
  const objects: StoredObject[] = [];
  for (const [, body = ''] of xml.matchAll(/<Contents>([\s\S]*?)<\/Contents>/g)) {
    const key = unescapeXml(xmlText(body, 'Key') ?? '').slice(prefix.length);
    if (!isFileKey(key)) continue;
    objects.push({ key, size: Number(xmlText(body, 'Size') ?? 0), modifiedAt: new Date(xmlText(body, 'LastModified') ?? 0) });
  }
  const truncated = xmlText(xml, 'IsTruncated') === 'true';
  const next = xmlText(xml, 'NextContinuationToken');
  return { objects, next: truncated && next ? unescapeXml(next) : undefined };
}
