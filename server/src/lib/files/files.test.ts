import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../config';
import { errorHandlerPlugin } from '../../plugins/error-handler';
import { filesPlugin } from '../../plugins/files';
import { multipart, SAMPLE } from '../../test/multipart';
import JSZip from 'jszip';
import { ContentSniffer } from './content';
import {
  cleanFileName,
  contentDisposition,
  kindOf,
  receiveUpload,
  sendStoredFile,
  withStoredFile,
  type StoredFile,
} from './index';

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
  app.post('/upload-office', async (request) => {
    const { file } = await receiveUpload(request, { kinds: ['xlsx', 'docx'] });
    return { key: file.key, name: file.originalName };
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

/** A real office package: a ZIP with a central directory listing `parts`. */
async function zipOf(parts: Record<string, string | Buffer>): Promise<Buffer> {
  const zip = new JSZip();
  for (const [name, content] of Object.entries(parts)) zip.file(name, content);
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}
const XLSX_PARTS = { '[Content_Types].xml': '<Types/>', 'xl/workbook.xml': '<workbook/>' };

/** A zip bomb as the central directory tells it: `name` says it inflates to `bytes`. */
function declaring(zip: Buffer, name: string, bytes: number): Buffer {
  const bomb = Buffer.from(zip);
  const at = bomb.indexOf(Buffer.concat([Buffer.from([0x50, 0x4b, 0x01, 0x02])]), 0);
  for (let p = at; p >= 0; p = bomb.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]), p + 4)) {
    const length = bomb.readUInt16LE(p + 28);
    if (bomb.toString('utf8', p + 46, p + 46 + length) === name) bomb.writeUInt32LE(bytes, p + 24);
  }
  return bomb;
}

describe('content sniffing', () => {
  it('tells the kinds by their structure, whatever the name', async () => {
    expect(kindOf(SAMPLE.pdf)).toBe('pdf');
    expect(kindOf(SAMPLE.png)).toBe('png');
    expect(kindOf(Buffer.from([0xff, 0xd8, 0xff, 0xe0]))).toBe('jpeg');
    expect(kindOf(await zipOf(XLSX_PARTS))).toBe('xlsx');
    expect(kindOf(await zipOf({ '[Content_Types].xml': '<Types/>', 'word/document.xml': '<w/>' }))).toBe('docx');
    expect(kindOf(await zipOf({ 'a.txt': 'just a zip' }))).toBeNull();
    expect(kindOf(SAMPLE.notPdf)).toBeNull();
  });

  it('refuses what only starts like a kind: a PDF without its trailer, a ZIP header without a directory', () => {
    expect(kindOf(Buffer.from('%PDF-1.4\n<html><script>alert(1)</script></html>\n'))).toBeNull();
    expect(kindOf(Buffer.concat([Buffer.from('PK\x03\x04'), Buffer.from('....xl/workbook.xml....')]))).toBeNull();
    expect(kindOf(Buffer.concat([Buffer.from('PK\x03\x04'), Buffer.from('....word/document.xml..')]))).toBeNull();
    // a PDF whose %%EOF lies far from its end is not a PDF either; white space after it is padding
    expect(kindOf(Buffer.concat([SAMPLE.pdf, Buffer.alloc(4096, 0x41)]))).toBeNull();
    expect(kindOf(Buffer.concat([SAMPLE.pdf, Buffer.alloc(4096, 0x20)]))).toBe('pdf');
  });

  it('refuses a package that inflates beyond the bound without inflating it', async () => {
    const zip = await zipOf({ ...XLSX_PARTS, 'xl/media/a.bin': Buffer.alloc(64 * 1024) });
    expect(kindOf(zip)).toBe('xlsx');
    const sniffer = new ContentSniffer();
    sniffer.feed(declaring(zip, 'xl/media/a.bin', 900 * 1024 * 1024));
    expect(sniffer.verdict()).toEqual({
      kind: null,
      message: 'Berkas ditolak: isi arsipnya terlalu besar setelah diekstrak.',
    });
  });
});

describe('file names', () => {
  it('end with the extension of the kind the bytes are, without control or bidi characters', () => {
    expect(cleanFileName('laporan.html', 'pdf')).toBe('laporan.pdf');
    expect(cleanFileName('invoice\u202Efdp.exe', 'pdf')).toBe('invoicefdp.pdf');
    expect(cleanFileName('a\u2066b\u200F\u0085c.PDF', 'pdf')).toBe('abc.PDF');
    expect(cleanFileName('Laporan Kinerja 2024', 'pdf')).toBe('Laporan Kinerja 2024.pdf');
    expect(cleanFileName('foto.jpeg', 'jpeg')).toBe('foto.jpeg');
    expect(cleanFileName('Rekap v1.2 final', 'xlsx')).toBe('Rekap v1.2 final.xlsx');
    expect(cleanFileName('\u202E', 'docx')).toBe('berkas.docx');
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

  it('serves a PDF uploaded as .html under a .pdf name, without its bidi override', async () => {
    const polyglot = Buffer.concat([Buffer.from('%PDF-1.4\n<html><script>alert(1)</script></html>\n'), SAMPLE.pdf]);
    for (const [filename, name] of [
      ['laporan.html', 'laporan.pdf'],
      ['invoice\u202Efdp.exe', 'invoicefdp.pdf'],
    ]) {
      const response = await app.inject({ method: 'POST', url: '/upload', ...multipart({}, { filename: filename!, content: polyglot }) });
      expect(response.statusCode, response.body).toBe(200);
      const download = await app.inject({ method: 'GET', url: `/download/${response.json().key as string}` });
      expect(download.headers['content-disposition']).toBe(contentDisposition(name!));
    }
    // a row stored before the rule is served under the safe name too
    const key = [...stored.keys()].at(-1)!;
    stored.set(key, { ...stored.get(key)!, originalName: 'lama.html\u202E' });
    const old = await app.inject({ method: 'GET', url: `/download/${key}` });
    expect(old.headers['content-disposition']).toBe(contentDisposition('lama.pdf'));
  });

  it('refuses a zip bomb named .xlsx with 422 and keeps nothing', async () => {
    const before = filesIn(uploadDir).length;
    const zip = await zipOf({ ...XLSX_PARTS, 'xl/media/a.bin': Buffer.alloc(1000) });
    const response = await app.inject({
      method: 'POST',
      url: '/upload-office',
      ...multipart({}, { filename: 'rekap.xlsx', content: declaring(zip, 'xl/media/a.bin', 900 * 1024 * 1024) }),
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.file).toEqual(['Berkas ditolak: isi arsipnya terlalu besar setelah diekstrak.']);
    expect(filesIn(uploadDir).length).toBe(before);
    const ok = await app.inject({ method: 'POST', url: '/upload-office', ...multipart({}, { filename: 'rekap', content: zip }) });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().name).toBe('rekap.xlsx');
  });

  it('answers a malformed multipart body 400 in Indonesian, never 500, and keeps nothing', async () => {
    const before = filesIn(uploadDir).length;
    const body = multipart({ jenis: '1' }, { filename: 'a.pdf', content: SAMPLE.pdf });
    const cases = [
      { payload: body.payload, headers: { 'content-type': 'multipart/form-data' } },
      { payload: body.payload.subarray(0, body.payload.length - 30), headers: body.headers },
      { payload: body.payload.subarray(0, 60), headers: body.headers },
      { payload: Buffer.from('bukan multipart sama sekali'), headers: body.headers },
      { payload: body.payload, headers: { 'content-type': 'multipart/form-data; boundary=' } },
    ];
    for (const c of cases) {
      const response = await app.inject({ method: 'POST', url: '/upload', ...c });
      expect(response.statusCode, `${cases.indexOf(c)} ${response.body}`).toBe(400);
      expect(response.json().message).toBe('Formulir unggahan tidak utuh atau rusak; unggah ulang berkasnya.');
    }
    expect(filesIn(uploadDir).length).toBe(before);
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
