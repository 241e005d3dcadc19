import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../config';
import { errorHandlerPlugin } from '../../plugins/error-handler';
import { filesPlugin } from '../../plugins/files';
import { multipart, SAMPLE } from '../../test/multipart';
import { contentDisposition, kindOf, receiveUpload, sendStoredFile, withStoredFile, type StoredFile } from './index';

const uploadDir = path.join(testConfig().uploadDir, `files-test-${process.pid}`);
let app: FastifyInstance;
const stored = new Map<string, StoredFile>();

function filesIn(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((d) => d.isFile())
    .map((d) => d.name);
}

beforeAll(async () => {
  fs.rmSync(uploadDir, { recursive: true, force: true });
  app = Fastify();
  app.decorate('config', testConfig({ uploadDir, uploadMaxBytes: 1024 }));
  await app.register(errorHandlerPlugin);
  await app.register(filesPlugin);
  app.post('/upload', async (request) => {
    const { file, fields } = await receiveUpload(request, { kinds: ['pdf', 'png'] });
    return withStoredFile(app, file, async () => {
      if (fields.gagal === '1') throw new Error('write failed');
      stored.set(file.key, file);
      return { key: file.key, name: file.originalName, kind: file.kind, size: file.size, fields };
    });
  });
  app.get<{ Params: { key: string } }>('/download/*', async (request, reply) => {
    const key = (request.params as Record<string, string>)['*'] ?? '';
    const file = stored.get(key);
    if (!file) return reply.code(404).send({});
    return sendStoredFile(reply, file);
  });
  await app.ready();
});

afterAll(async () => {
  await app.close();
  fs.rmSync(uploadDir, { recursive: true, force: true });
});

describe('content sniffing', () => {
  it('tells the kinds by their bytes, whatever the name', () => {
    expect(kindOf(SAMPLE.pdf)).toBe('pdf');
    expect(kindOf(SAMPLE.png)).toBe('png');
    expect(kindOf(Buffer.from([0xff, 0xd8, 0xff, 0xe0]))).toBe('jpeg');
    expect(kindOf(Buffer.concat([Buffer.from('PK\x03\x04'), Buffer.from('....xl/workbook.xml....')]))).toBe('xlsx');
    expect(kindOf(Buffer.concat([Buffer.from('PK\x03\x04'), Buffer.from('....word/document.xml..')]))).toBe('docx');
    expect(kindOf(Buffer.from('PK\x03\x04 just a zip'))).toBeNull();
    expect(kindOf(SAMPLE.notPdf)).toBeNull();
  });
});

describe('receiveUpload', () => {
  it('stores a PDF under a fresh key, keeps the original name as data and streams it back', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/upload',
      ...multipart({ jenis: '1' }, { filename: 'Laporan Kinerja 2024.pdf', content: SAMPLE.pdf }),
    });
    expect(response.statusCode).toBe(200);
    const body = response.json<{ key: string; name: string; kind: string; size: number; fields: object }>();
    expect(body).toMatchObject({
      name: 'Laporan Kinerja 2024.pdf',
      kind: 'pdf',
      size: SAMPLE.pdf.length,
      fields: { jenis: '1' },
    });
    expect(body.key).toMatch(/^\d{4}\/\d{2}\/[0-9a-f-]{36}$/);
    const download = await app.inject({ method: 'GET', url: `/download/${body.key}` });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(SAMPLE.pdf)).toBe(true);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toContain('filename="Laporan Kinerja 2024.pdf"');
  });

  it('refuses a text file named .pdf (422) and leaves nothing stored', async () => {
    const before = filesIn(uploadDir).length;
    const response = await app.inject({
      method: 'POST',
      url: '/upload',
      ...multipart({}, { filename: 'eviden.pdf', content: SAMPLE.notPdf, contentType: 'application/pdf' }),
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.file[0]).toBe('Jenis berkas tidak diizinkan: unggah berkas PDF atau PNG.');
    expect(filesIn(uploadDir).length).toBe(before);
  });

  it('refuses a file above the configured size with 413 in Indonesian, leaving nothing', async () => {
    const before = filesIn(uploadDir).length;
    const big = Buffer.concat([SAMPLE.pdf, Buffer.alloc(4096, 0x20)]);
    const response = await app.inject({
      method: 'POST',
      url: '/upload',
      ...multipart({}, { filename: 'besar.pdf', content: big }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe(
      'Ukuran berkas melebihi batas 0 MB.'.replace(
        '0',
        (1024 / 1048576).toLocaleString('id-ID', { maximumFractionDigits: 1 }),
      ),
    );
    expect(filesIn(uploadDir).length).toBe(before);
  });

  it('keeps only the base name of a path in the file name; no path reaches the disk', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/upload',
      ...multipart({}, { filename: '../../../etc/passwd\u0001.png', content: SAMPLE.png }),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().name).toBe('passwd.png');
    expect(fs.existsSync(path.join(uploadDir, '..', '..', '..', 'etc', 'passwd.png'))).toBe(false);
  });

  it('answers 422 without a file, for a JSON body and for two files', async () => {
    const none = await app.inject({ method: 'POST', url: '/upload', ...multipart({ jenis: '1' }) });
    expect(none.statusCode).toBe(422);
    expect(none.json().errors.file[0]).toBe('Berkas wajib diunggah.');
    const json = await app.inject({ method: 'POST', url: '/upload', payload: { file: 'x' } });
    expect(json.statusCode).toBe(422);
    const two = await app.inject({
      method: 'POST',
      url: '/upload',
      ...multipart({}, { filename: 'a.pdf', content: SAMPLE.pdf }, { filename: 'b.pdf', content: SAMPLE.pdf }),
    });
    expect(two.statusCode).toBe(422);
  });

  it('removes the stored file when the write after it fails (all or nothing)', async () => {
    const before = filesIn(uploadDir).length;
    const response = await app.inject({
      method: 'POST',
      url: '/upload',
      ...multipart({ gagal: '1' }, { filename: 'a.pdf', content: SAMPLE.pdf }),
    });
    expect(response.statusCode).toBe(500);
    expect(filesIn(uploadDir).length).toBe(before);
  });
});

describe('contentDisposition', () => {
  it('gives an ASCII fallback and the exact UTF-8 name', () => {
    expect(contentDisposition('Laporan "Akhir" 2024 – ©.pdf')).toBe(
      `attachment; filename="Laporan _Akhir_ 2024 _ _.pdf"; filename*=UTF-8''Laporan%20%22Akhir%22%202024%20%E2%80%93%20%C2%A9.pdf`,
    );
  });
});
