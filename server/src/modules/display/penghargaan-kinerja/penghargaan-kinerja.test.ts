import { and, eq, gte, lte } from 'drizzle-orm';
import { DEFAULT_YEAR } from '@sakip/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PD_SATKER_ID } from '../../../seed/reference-data';
import { penghargaanKinerja, periode, sasaranStrategisPd, sasaranStrategisRpjmd } from '../../../db/schema/index';
import { crudContract, created } from '../../../test/crud-contract';
import { testAppForFile } from '../../../test/file-app';
import { readXlsx } from '../../perencanaan/testing';

const t = testAppForFile();
let rpjmdIds: number[] = [];
let pdIds: { id: number; satuan_kerja_id: string }[] = [];
beforeAll(async () => {
  const db = t.database.db;
  // The goals of the RPJMD period of the test year.
  const ofYear = and(lte(periode.tahun_awal, DEFAULT_YEAR), gte(periode.tahun_akhir, DEFAULT_YEAR));
  rpjmdIds = (
    await db
      .select({ id: sasaranStrategisRpjmd.id })
      .from(sasaranStrategisRpjmd)
      .innerJoin(periode, eq(periode.id, sasaranStrategisRpjmd.periode_id))
      .where(ofYear)
      .orderBy(sasaranStrategisRpjmd.id)
  ).map((r) => r.id);
  pdIds = await db
    .select({ id: sasaranStrategisPd.id, satuan_kerja_id: sasaranStrategisPd.satuan_kerja_id })
    .from(sasaranStrategisPd)
    .innerJoin(periode, eq(periode.id, sasaranStrategisPd.periode_id))
    .where(ofYear);
  // The demo gives some goals a row for the year: start from a clean table for these goals.
  await db.delete(penghargaanKinerja);
});

const URL = '/backend/api/admin/penghargaan-kinerja';

crudContract('penghargaan-kinerja', {
  url: URL,
  app: () => t,
  writer: 'super',
  body: () => ({ sasaran_strategis_rpjmd_id: rpjmdIds[0], peringkat: 'Peringkat 3 dari 98 kota', penghargaan: null }),
  change: { field: 'peringkat', value: 'Peringkat 2 dari 98 kota' },
  forbidden: [
    { who: 'perangkat_daerah', method: 'GET' },
    { who: 'pemerintah_daerah', method: 'POST' },
  ],
  otherUnitRow: async () => {
    const row = await created(t, 'super', URL, { sasaran_strategis_rpjmd_id: rpjmdIds[1], penghargaan: 'x' });
    expect((await t.as('super', { method: 'DELETE', url: `${URL}/${row.id}` })).statusCode).toBe(200);
    return { id: row.id };
  },
  otherUnit: '',
  notFound: 'Penghargaan tidak ditemukan',
  invalid: {
    body: { sasaran_strategis_rpjmd_id: 1, sasaran_strategis_pd_id: 1 },
    errors: {
      sasaran_strategis_rpjmd_id: ['Pilih satu sasaran: sasaran strategis RPJMD atau sasaran strategis PD'],
      peringkat: ['Isi peringkat nasional atau penghargaan'],
    },
  },
});

describe('penghargaan-kinerja', () => {
  it("a goal's rank and awards of the year: one per goal (422), the unit's name, the display pages read them", async () => {
    const city = await created(t, 'super', URL, {
      sasaran_strategis_rpjmd_id: rpjmdIds[2],
      peringkat: 'Peringkat 1 dari 98 kota',
      penghargaan: 'Anugerah Kinerja Nasional',
    });
    expect(city).toMatchObject({ satuan_kerja_id: null, satuan_kerja_nama: 'Pemerintah Daerah', tahun: 2024 });
    const again = await t.as('super', {
      method: 'POST',
      url: URL,
      payload: { sasaran_strategis_rpjmd_id: rpjmdIds[2], penghargaan: 'y' },
    });
    expect(again.statusCode).toBe(422);
    const own = pdIds.find((p) => p.satuan_kerja_id === DEMO_PD_SATKER_ID)!;
    const unit = await created(t, 'super', URL, {
      sasaran_strategis_pd_id: own.id,
      penghargaan: 'Juara Pelayanan Publik',
    });
    expect(unit.satuan_kerja_id).toBe(DEMO_PD_SATKER_ID);

    const pemda = await t.as(null, {
      method: 'GET',
      url: '/backend/api/public-display/display-makro/capaian-kinerja-pemda',
      query: { per_page: '500' },
    });
    expect(pemda.body).toContain('Peringkat 1 dari 98 kota');
    const pd = await t.as(null, {
      method: 'GET',
      url: '/backend/api/public-display/display-mikro/capaian-kinerja-pd',
      query: { satuan_kerja_id: DEMO_PD_SATKER_ID, per_page: '500' },
    });
    expect(pd.body).toContain('Juara Pelayanan Publik');

    const onlyPd = await t.as('super', { method: 'GET', url: URL, query: { tingkat: 'pd' } });
    expect(onlyPd.json().data.map((r: { id: number }) => r.id)).toEqual([unit.id]);
    const xlsx = await readXlsx(await t.as('super', { method: 'GET', url: `${URL}/export` }));
    expect(xlsx.rows.length).toBe(2);
  });
});
