import ExcelJS from 'exceljs';
import Fastify, { type FastifyInstance, type InjectOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { DEFAULT_YEAR, defineReport, type ReportRow } from '@sakip/domain';
import { errorHandlerPlugin } from '../../plugins/error-handler';
import { authPlugin } from '../../plugins/auth';
import { sessionOfTokenHash } from '../../modules/auth/services';
import { yearPlugin } from '../../plugins/year';
import { createTestApp, type DemoUsername, type TestApp } from '../../test/harness';
import { API_PREFIX } from '../paths';
import { reportRoutes, type ReportContext } from './index';

/**
 * The report routes (decision 0023) on a test declaration over fixed rows, served by the real
 * auth, year and error plugins on the demo database's sessions.
 */
const report = defineReport({
  slug: 'uji/laporan',
  title: 'Laporan Uji',
  area: 'display',
  access: { guard: 'perangkat-daerah', permission: { resource: 'sasaran-strategis-pd', action: 'read' } },
  unit: { resource: 'sasaran-strategis-pd' },
  quarter: true,
  enums: [
    {
      key: 'status',
      label: 'Status',
      options: [
        { value: 'tercapai', label: 'Tercapai' },
        { value: 'belum', label: 'Belum tercapai' },
      ],
    },
  ],
  public: true,
  row: z.object({
    id: z.number(),
    nama: z.string(),
    nip: z.string().nullable(),
    satuan_kerja_id: z.string(),
    capaian: z.number().nullable(),
    anggaran: z.number(),
  }),
  rowKey: 'id',
  columns: [
    { key: 'nama', header: 'Nama, "lengkap"', kind: 'text' },
    { key: 'nip', header: 'NIP', kind: 'text', private: true },
    { key: 'capaian', header: 'Tahun {tahun}', kind: 'capaian', group: 'Capaian' },
    { key: 'anggaran', header: 'Anggaran', kind: 'money' },
  ],
  defaultSort: { key: 'capaian', dir: 'desc' },
  emptyText: 'There are no records to show',
});

type Row = z.infer<typeof report.row>;
const ROWS: Row[] = Array.from({ length: 45 }, (_, i) => ({
  id: i + 1,
  nama: i === 0 ? 'Baris, dengan "kutip"\nbaris dua' : `Kegiatan ${i + 1}`,
  nip: `1970${String(i).padStart(4, '0')}`,
  satuan_kerja_id: i % 3 === 0 ? 'LAIN' : 'PD',
  capaian: i === 5 ? null : i * 2,
  anggaran: 1000 * i,
}));
const contexts: ReportContext[] = [];

async function rowsOf(ctx: ReportContext): Promise<Row[]> {
  contexts.push(ctx);
  return ROWS.filter(
    (r) =>
      (!ctx.satuanKerjaId || r.satuan_kerja_id === ctx.satuanKerjaId || ctx.satuanKerjaId === 'SEMUA') &&
      (ctx.filters.status !== 'tercapai' || (r.capaian ?? 0) >= 100),
  );
}

let t: TestApp;
let app: FastifyInstance;
let pdUnit: string;

async function call(who: DemoUsername | null, url: string, query: Record<string, string> = {}) {
  const headers: Record<string, string> = { 'default-key-tahun-kinerja': String(DEFAULT_YEAR) };
  if (who) headers.authorization = `Bearer ${await t.tokenFor(who)}`;
  const options: InjectOptions = { method: 'GET', url: `${API_PREFIX}${url}`, query, headers };
  return app.inject(options);
}

beforeAll(async () => {
  t = await createTestApp();
  app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', t.app.config);
  app.decorate('db', t.database.db);
  app.decorate('settings', t.app.settings);
  await app.register(errorHandlerPlugin);
  await app.register(authPlugin, { findSession: sessionOfTokenHash });
  await app.register(yearPlugin);
  await app.register(async (api) => api.register(reportRoutes(report, rowsOf)), { prefix: API_PREFIX });
  await app.ready();
  const me = await call('perangkat_daerah', '/uji/laporan');
  pdUnit = contexts.at(-1)!.satuanKerjaId!;
  expect(me.statusCode, me.body).toBe(200);
});
afterAll(async () => {
  await app.close();
  await t.close();
});

interface Page {
  data: ReportRow[];
  current_page: number;
  total: number;
  per_page: number;
}

describe('report routes: authenticated list', () => {
  it('declares a guard for all four routes', () => {
    expect(app.apiRoutes.map((r) => `${r.guard} ${r.url}`).sort()).toEqual([
      `perangkat-daerah ${API_PREFIX}/uji/laporan`,
      `perangkat-daerah ${API_PREFIX}/uji/laporan/export`,
      `public ${API_PREFIX}/public-display/uji/laporan`,
      `public ${API_PREFIX}/public-display/uji/laporan/export`,
    ]);
  });

  it('pages 20 per page, sorted by the default sort with missing values last', async () => {
    const res = await call('super', '/uji/laporan', { satuan_kerja_id: 'SEMUA', page: '3' });
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json<Page>();
    expect(page).toMatchObject({ current_page: 3, total: 45, per_page: 20 });
    expect(page.data).toHaveLength(5);
    expect(page.data.at(-1)!.capaian).toBeNull();
    const first = (await call('super', '/uji/laporan', { satuan_kerja_id: 'SEMUA' })).json<Page>();
    expect(first.data[0]!.capaian).toBe(88);
    expect(first.data[0]!.nip).toBe('19700044');
  });

  it('searches text columns and passes quarter and enum filters to the data function', async () => {
    const found = (
      await call('super', '/uji/laporan', { satuan_kerja_id: 'SEMUA', search: 'kegiatan 4' })
    ).json<Page>();
    expect(found.data.map((r) => r.id).sort((a, b) => Number(a) - Number(b))).toEqual([4, 40, 41, 42, 43, 44, 45]);
    const tercapai = await call('super', '/uji/laporan', {
      satuan_kerja_id: 'SEMUA',
      status: 'tercapai',
      triwulan: '2',
    });
    expect(tercapai.json<Page>().total).toBe(ROWS.filter((r) => (r.capaian ?? 0) >= 100).length);
    expect(contexts.at(-1)).toMatchObject({ triwulan: 2, isPublic: false, tahun: DEFAULT_YEAR });
  });

  it('keeps a unit user on their own unit whatever they pass; super chooses', async () => {
    await call('perangkat_daerah', '/uji/laporan', { satuan_kerja_id: 'LAIN' });
    expect(contexts.at(-1)!.satuanKerjaId).toBe(pdUnit);
    await call('super', '/uji/laporan', { satuan_kerja_id: 'LAIN' });
    expect(contexts.at(-1)!.satuanKerjaId).toBe('LAIN');
  });

  it('answers 401 without login, 403 outside the guard, 422 for a bad filter', async () => {
    expect((await call(null, '/uji/laporan')).statusCode).toBe(401);
    expect((await call('pemerintah_daerah', '/uji/laporan')).statusCode).toBe(403);
    expect((await call(null, '/uji/laporan/export')).statusCode).toBe(401);
    const bad: Record<string, string>[] = [
      { triwulan: '5' },
      { status: 'lain' },
      { tidak_dikenal: '1' },
      { page: 'x' },
    ];
    for (const query of bad) {
      const res = await call('super', '/uji/laporan', query);
      expect(res.statusCode, JSON.stringify(query)).toBe(422);
      expect(res.json()).toHaveProperty('errors');
    }
    expect((await call('super', '/uji/laporan/export', { format: 'pdf' })).statusCode).toBe(422);
  });
});

describe('report routes: exports and the public copy', () => {
  it('exports a real workbook of every row the filter shows', async () => {
    const res = await call('super', '/uji/laporan/export', { satuan_kerja_id: 'SEMUA' });
    expect(res.statusCode).toBe(200);
    // The file names its quarter and unit (issue 25 item 34).
    expect(res.headers['content-disposition']).toContain(`uji-laporan-${DEFAULT_YEAR}-tw4-SEMUA.xlsx`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      'No',
      'Nama, "lengkap"',
      'NIP',
      `Capaian - Tahun ${DEFAULT_YEAR}`,
      'Anggaran',
    ]);
    expect(sheet.rowCount).toBe(46);
    expect(sheet.getRow(2).getCell(4).value).toBe(88);
  });

  it('serves the public copy without login and without private fields', async () => {
    const res = await call(null, '/public-display/uji/laporan', { satuan_kerja_id: 'PD', search: '1970' });
    expect(res.statusCode, res.body).toBe(200);
    // The search does not look in private columns on the public copy.
    expect(res.json<Page>().total).toBe(0);
    const page = (await call(null, '/public-display/uji/laporan', { satuan_kerja_id: 'PD' })).json<Page>();
    expect(page.total).toBe(30);
    expect(JSON.stringify(page)).not.toContain('1970');
    expect(Object.keys(page.data[0]!)).toEqual(['id', 'nama', 'satuan_kerja_id', 'capaian', 'anggaran']);
    expect(contexts.at(-1)).toMatchObject({ actor: null, isPublic: true, satuanKerjaId: 'PD' });
  });

  it('takes the public year from tahun_kinerja and refuses a year that is not offered', async () => {
    const other = t.app.settings.get().tahun_options.find((y) => y !== DEFAULT_YEAR)!;
    await call(null, '/public-display/uji/laporan', { tahun_kinerja: String(other) });
    expect(contexts.at(-1)!.tahun).toBe(other);
    const bad = await call(null, '/public-display/uji/laporan', { tahun_kinerja: '1999' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toHaveProperty('tahun_kinerja');
    expect((await call('super', '/uji/laporan', { tahun_kinerja: String(other) })).statusCode).toBe(422);
  });

  it('CSV and JSON of the public copy parse back to the rows of the list', async () => {
    const query = { satuan_kerja_id: 'PD' };
    const list = (await call(null, '/public-display/uji/laporan', { ...query, per_page: '500' })).json<Page>().data;
    const json = await call(null, '/public-display/uji/laporan/export', { ...query, format: 'json' });
    expect(json.headers['content-type']).toContain('application/json');
    const doc = json.json<{ data: ReportRow[]; fields: string[]; kolom: { key: string }[] }>();
    expect(doc.data).toEqual(list);
    expect(doc.kolom.map((k) => k.key)).toEqual(['nama', 'capaian', 'anggaran']);
    const csv = await call(null, '/public-display/uji/laporan/export', { ...query, format: 'csv' });
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body).not.toContain('1970');
    expect(parseCsv(csv.body, doc.fields)).toEqual(list.map((row) => stringify(row)));
  });

  it('CSV keeps commas, quotes and line breaks inside one field', async () => {
    const csv = await call('super', '/uji/laporan/export', { satuan_kerja_id: 'LAIN', format: 'csv' });
    const rows = parseCsv(csv.body, Object.keys(report.row.shape));
    expect(rows.find((r) => r.id === '1')!.nama).toBe(ROWS[0]!.nama);
    expect(rows.find((r) => r.id === '1')!.nip).toBe(ROWS[0]!.nip);
  });
});

function stringify(row: ReportRow): Record<string, string> {
  return Object.fromEntries(Object.entries(row).map(([k, v]) => [k, v === null ? '' : String(v)]));
}

/** A small RFC 4180 reader: header line, quoted fields with "" escapes and embedded line breaks. */
function parseCsv(text: string, expectedHeader: readonly string[]): Record<string, string>[] {
  const records: string[][] = [];
  let field = '';
  let record: string[] = [];
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i]!;
    if (quoted && c === '"' && text[i + 1] === '"') {
      field += '"';
      i += 1;
    } else if (c === '"') {
      quoted = !quoted;
    } else if (!quoted && c === ',') {
      record.push(field);
      field = '';
    } else if (!quoted && c === '\r' && text[i + 1] === '\n') {
      records.push([...record, field]);
      record = [];
      field = '';
      i += 1;
    } else {
      field += c;
    }
  }
  const [header, ...body] = records;
  expect(header).toEqual(expectedHeader);
  return body.map((r) => Object.fromEntries(header!.map((k, i) => [k, r[i] ?? ''])));
}
