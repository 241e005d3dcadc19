import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineEndpoint, fileResponse, writeAnswer } from '@sakip/domain';
import { testConfig } from '../../config';
import type { Db } from '../../db/client';
import { errorHandlerPlugin } from '../../plugins/error-handler';
import { filesPlugin } from '../../plugins/files';
import { multipart, SAMPLE } from '../../test/multipart';
import { registerRead, registerUpload } from './register';

/** The files recipe on the contract: an upload and a download, each registered from its declaration. */
const uploadDir = path.join(testConfig().uploadDir, `contract-test-${process.pid}`);
const saved = new Map<string, Buffer>();

const unggahEndpoint = defineEndpoint({
  area: 'uji',
  group: 'berkas',
  name: 'unggah',
  method: 'POST',
  path: '/berkas',
  guard: 'auth',
  summary: 'Unggah berkas',
  response: writeAnswer(z.object({ key: z.string(), nama: z.string() })),
});
const unduhEndpoint = defineEndpoint({
  area: 'uji',
  group: 'berkas',
  name: 'unduh',
  method: 'GET',
  path: '/berkas/:nama',
  guard: 'auth',
  summary: 'Unduh berkas',
  params: z.object({ nama: z.string() }),
  response: fileResponse('pdf'),
});

let app: FastifyInstance;
beforeAll(async () => {
  fs.rmSync(uploadDir, { recursive: true, force: true });
  app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', testConfig({ uploadDir, uploadMaxBytes: 1024 }));
  // answerWrite's transaction: the test writes to a map, so a transaction is the call itself.
  app.decorate('db', { transaction: (write: (tx: unknown) => unknown) => write({}) } as unknown as Db);
  await app.register(errorHandlerPlugin);
  await app.register(filesPlugin);
  registerUpload(app, unggahEndpoint, { kinds: ['pdf'] }, async (_request, _tx, { file, fields }) => {
    if (fields.gagal === '1') throw new Error('write failed');
    saved.set(file.originalName, SAMPLE.pdf);
    return { message: 'Berkas berhasil diunggah', data: { key: file.key, nama: file.originalName } };
  });
  registerRead(app, unduhEndpoint, async (request, reply) =>
    reply.header('content-type', 'application/pdf').send(saved.get(request.params.nama)),
  );
  await app.ready();
});
afterAll(async () => {
  await app.close();
  fs.rmSync(uploadDir, { recursive: true, force: true });
});

describe('registerUpload and a file answer', () => {
  it('stores the file, answers the declared write, and downloads it back', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/berkas',
      ...multipart({ catatan: 'x' }, { filename: 'laporan.pdf', content: SAMPLE.pdf }),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: 'Berkas berhasil diunggah', data: { nama: 'laporan.pdf' } });
    const download = await app.inject({ method: 'GET', url: '/berkas/laporan.pdf' });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('refuses a file of another kind (422) and removes the file of a failed write', async () => {
    const png = await app.inject({
      method: 'POST',
      url: '/berkas',
      ...multipart({}, { filename: 'foto.pdf', content: SAMPLE.png }),
    });
    expect(png.statusCode).toBe(422);
    const failed = await app.inject({
      method: 'POST',
      url: '/berkas',
      ...multipart({ gagal: '1' }, { filename: 'gagal.pdf', content: SAMPLE.pdf }),
    });
    expect(failed.statusCode).toBe(500);
    const files = fs.readdirSync(uploadDir, { recursive: true, withFileTypes: true }).filter((d) => d.isFile());
    expect(files).toHaveLength(1); // the first test's file only
  });
});
