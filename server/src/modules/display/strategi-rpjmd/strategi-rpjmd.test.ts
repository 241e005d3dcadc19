import { and, eq, gte, lte } from 'drizzle-orm';
import { DEFAULT_YEAR } from '@sakip/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { misi, periode, sasaranStrategis, tujuan, visi } from '../../../db/schema/index';
import { crudContract, created } from '../../../test/crud-contract';
import { testAppForFile } from '../../../test/file-app';
import { readXlsx } from '../../perencanaan/testing';

const t = testAppForFile();
let ssIds: number[] = [];
beforeAll(async () => {
  // The sasaran strategis of the RPJMD period of the test year.
  const rows = await t.database.db
    .select({ id: sasaranStrategis.id })
    .from(sasaranStrategis)
    .innerJoin(tujuan, eq(tujuan.id, sasaranStrategis.tujuan_id))
    .innerJoin(misi, eq(misi.id, tujuan.misi_id))
    .innerJoin(visi, eq(visi.id, misi.visi_id))
    .innerJoin(periode, eq(periode.id, visi.periode_id))
    .where(and(lte(periode.tahun_awal, DEFAULT_YEAR), gte(periode.tahun_akhir, DEFAULT_YEAR)))
    .orderBy(sasaranStrategis.id);
  ssIds = rows.map((r) => r.id);
});

const URL = '/backend/api/admin/strategi-rpjmd';
const TEXT = 'Memperkuat layanan kesehatan primer di setiap kelurahan';
const ARAH = 'Menambah jadwal puskesmas keliling di kelurahan terpencil';

crudContract('strategi-rpjmd', {
  url: URL,
  app: () => t,
  writer: 'super',
  body: () => ({ sasaran_strategis_id: ssIds[0], nomor: 9, strategi: 'Strategi uji' }),
  change: { field: 'strategi', value: 'Strategi uji yang diubah' },
  forbidden: [
    { who: 'pemerintah_daerah', method: 'GET' },
    { who: 'perangkat_daerah', method: 'POST' },
  ],
  otherUnitRow: async () => {
    const row = await created(t, 'super', URL, { sasaran_strategis_id: ssIds[0], nomor: 8, strategi: 'x' });
    expect((await t.as('super', { method: 'DELETE', url: `${URL}/${row.id}` })).statusCode).toBe(200);
    return { id: row.id };
  },
  otherUnit: '',
  notFound: 'Strategi tidak ditemukan',
  invalid: {
    body: { sasaran_strategis_id: '', nomor: 'satu', strategi: '' },
    errors: {
      sasaran_strategis_id: ['Sasaran strategis wajib dipilih'],
      strategi: ['Strategi wajib diisi'],
    },
  },
});

describe('strategi-rpjmd', () => {
  it("the year's period only (422 outside it); display makro RPJMD shows it; search and export", async () => {
    const row = await created(t, 'super', URL, {
      sasaran_strategis_id: ssIds[0],
      nomor: 7,
      strategi: TEXT,
      arah_kebijakan: ARAH,
    });
    expect(row).toMatchObject({ sasaran_strategis_id: ssIds[0], nomor: 7, strategi: TEXT, arah_kebijakan: ARAH });
    // Sasaran strategis 1 belongs to the period 2019-2023.
    const outside = await t.as('super', {
      method: 'POST',
      url: URL,
      payload: { sasaran_strategis_id: 1, nomor: 1, strategi: 'x' },
    });
    expect(outside.statusCode).toBe(422);
    expect(outside.json().errors.sasaran_strategis_id).toEqual([
      'Sasaran strategis tidak ditemukan pada periode RPJMD tahun 2024',
    ]);
    const rpjmd = await t.as(null, {
      method: 'GET',
      url: '/backend/api/public-display/display-makro/rpjmd',
      query: { per_page: '500' },
    });
    expect(rpjmd.statusCode, rpjmd.body).toBe(200);
    const shown = (rpjmd.json().data as { strategi: string | null; arah_kebijakan: string | null }[]).find((r) =>
      r.strategi?.includes(TEXT),
    );
    expect(shown?.arah_kebijakan).toContain(ARAH);
    const found = await t.as('super', { method: 'GET', url: URL, query: { search: 'kelurahan' } });
    expect(found.json().data.map((r: { id: number }) => r.id)).toEqual([row.id]);
    const byPolicy = await t.as('super', { method: 'GET', url: URL, query: { search: 'puskesmas keliling' } });
    expect(byPolicy.json().data.map((r: { id: number }) => r.id)).toEqual([row.id]);
    const xlsx = await readXlsx(await t.as('super', { method: 'GET', url: `${URL}/export` }));
    expect(xlsx.headers).toEqual(expect.arrayContaining(['Strategi', 'Arah Kebijakan']));
  });

  it('a strategy without a policy (the rows entered before it had its own field) keeps its text in the strategy', async () => {
    const row = await created(t, 'super', URL, { sasaran_strategis_id: ssIds[0], nomor: 6, strategi: 'Strategi lama' });
    expect(row).toMatchObject({ strategi: 'Strategi lama', arah_kebijakan: null });
    const shown = await t.as('super', { method: 'GET', url: `${URL}/${row.id}` });
    expect(shown.json().data).toMatchObject({ strategi: 'Strategi lama', arah_kebijakan: null });
  });
});
