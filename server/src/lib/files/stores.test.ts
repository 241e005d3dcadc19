import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { multipart, SAMPLE } from '../../test/multipart';
import { CHUNK_BYTES, DatabaseFileStorage, rechunk } from './database-storage';
import { parseListObjects, signV4 } from './s3-storage';
import { LocalFileStorage, type FileStorage } from './storage';

/** The file stores of FILE_STORE (decision 0044): the same contract for each. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ fileStore: 'database' });
});
afterAll(() => t.close());

async function readAll(stream: Readable): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const part of stream) parts.push(part as Buffer);
  return Buffer.concat(parts);
}

async function keysOf(store: FileStorage): Promise<Map<string, number>> {
  const keys = new Map<string, number>();
  for await (const item of store.list()) keys.set(item.key, item.size);
  return keys;
}

/** Pieces of odd sizes, as a network stream delivers them. */
function pieces(bytes: Buffer): Readable {
  const out: Buffer[] = [];
  for (let at = 0, step = 1; at < bytes.length; at += step, step = (step * 7 + 13) % 90_000) out.push(bytes.subarray(at, at + step));
  return Readable.from(out);
}

function contract(name: string, make: () => FileStorage) {
  describe(name, () => {
    it('stores, lists, streams back byte for byte and removes', async () => {
      const store = make();
      const bytes = randomBytes(CHUNK_BYTES * 2 + 12_345);
      const key = store.newKey();
      await store.put(key, pieces(bytes));
      expect((await keysOf(store)).get(key)).toBe(bytes.length);
      const opened = await store.open(key);
      expect(opened.size).toBe(bytes.length);
      expect((await readAll(opened.stream)).equals(bytes)).toBe(true);
      await store.remove(key);
      await store.remove(key);
      await expect(store.open(key)).rejects.toMatchObject({ code: 'ENOENT' });
      expect((await keysOf(store)).has(key)).toBe(false);
    });

    it('keeps nothing of a stream that fails halfway, and refuses a key it did not make', async () => {
      const store = make();
      const key = store.newKey();
      const failing = Readable.from(
        (async function* () {
          yield randomBytes(CHUNK_BYTES + 10);
          throw new Error('koneksi putus');
        })(),
      );
      await expect(store.put(key, failing)).rejects.toThrow('koneksi putus');
      await expect(store.open(key)).rejects.toMatchObject({ code: 'ENOENT' });
      expect((await keysOf(store)).has(key)).toBe(false);
      await expect(store.open('../../etc/passwd')).rejects.toThrow(/invalid file key/);
    });
  });
}

contract('database store', () => new DatabaseFileStorage(t.database.db));
contract('local store', () => new LocalFileStorage(fs.mkdtempSync(path.join(os.tmpdir(), 'sakip-store-'))));

describe('uploads through the app with FILE_STORE=database', () => {
  it('a PK scan uploaded is downloaded from the database, nothing on disk', async () => {
    const list = await t.as('perangkat_daerah', { method: 'GET', url: '/backend/api/perjanjian-kinerja' });
    const row = list.json().data[0] as { id: number; jenis: string };
    const url = `/backend/api/perjanjian-kinerja/${row.id}/scan?jenis=${row.jenis}`;
    // more than one chunk; the PDF still ends with its trailer (the structure check reads it)
    const content = Buffer.concat([SAMPLE.pdf, randomBytes(CHUNK_BYTES), Buffer.from('\n%%EOF\n')]);
    const up = await t.as('perangkat_daerah', { method: 'POST', url, ...multipart({}, { filename: 'PK.pdf', content }) });
    expect(up.statusCode, up.body).toBe(200);
    const got = await t.as('perangkat_daerah', { method: 'GET', url });
    expect(got.statusCode).toBe(200);
    expect(got.rawPayload.equals(content)).toBe(true);
    expect(t.app.files).toBeInstanceOf(DatabaseFileStorage);
  });
});

describe('rechunk', () => {
  it('cuts a stream into exact pieces', async () => {
    const sizes: number[] = [];
    for await (const piece of rechunk(pieces(randomBytes(25)), 10)) sizes.push(piece.length);
    expect(sizes).toEqual([10, 10, 5]);
  });
});

describe('S3 store (signing only: no bucket on this machine)', () => {
  it('signs as AWS Signature Version 4 does (the published vectors)', () => {
    // aws-sig-v4-test-suite "get-vanilla".
    const vanilla = signV4({
      method: 'GET',
      url: new URL('https://example.amazonaws.com/'),
      headers: {},
      payloadHash: 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
      region: 'us-east-1',
      service: 'service',
      accessKeyId: 'AKIDEXAMPLE',
      secretAccessKey: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY',
      date: new Date('2015-08-30T12:36:00Z'),
    });
    expect(vanilla.authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE/20150830/us-east-1/service/aws4_request, SignedHeaders=host;x-amz-date, ' +
        'Signature=5fa00fa31553b73ebf1942676e86291e8372ff2a2260956d9b8aae1d763fbf31',
    );
    // The S3 documentation's "GET Object" example (header-based authentication).
    const s3 = signV4({
      method: 'GET',
      url: new URL('https://examplebucket.s3.amazonaws.com/test.txt'),
      headers: {
        range: 'bytes=0-9',
        'x-amz-content-sha256': 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
      },
      payloadHash: 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
      region: 'us-east-1',
      service: 's3',
      accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
      secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
      date: new Date('2013-05-24T00:00:00Z'),
    });
    expect(s3.authorization).toContain('SignedHeaders=host;range;x-amz-content-sha256;x-amz-date');
    expect(s3.authorization).toContain('Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41');
  });

  it('reads a ListObjectsV2 page: file keys under the prefix, and the next token', () => {
    const xml = `<?xml version="1.0"?><ListBucketResult><IsTruncated>true</IsTruncated>
      <Contents><Key>sakip/2026/01/0b7c3f8e-1d2a-4c5b-9e6f-7a8b9c0d1e2f</Key><LastModified>2026-01-02T03:04:05.000Z</LastModified><Size>42</Size></Contents>
      <Contents><Key>sakip/bukan-kunci.txt</Key><Size>1</Size></Contents>
      <NextContinuationToken>1ueGcxLPRx1Tr/XYExHnhbYLgveDs2J/wm36Hy4vbOwM=</NextContinuationToken></ListBucketResult>`;
    expect(parseListObjects(xml, 'sakip/')).toEqual({
      objects: [
        { key: '2026/01/0b7c3f8e-1d2a-4c5b-9e6f-7a8b9c0d1e2f', size: 42, modifiedAt: new Date('2026-01-02T03:04:05.000Z') },
      ],
      next: '1ueGcxLPRx1Tr/XYExHnhbYLgveDs2J/wm36Hy4vbOwM=',
    });
  });
});
