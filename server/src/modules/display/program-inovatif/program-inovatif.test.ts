import { and, eq, notExists, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_YEAR } from '@sakip/domain';
import { kinerjaSubKegiatan, programInovatif } from '../../../db/schema/index';
import { crudContract, created } from '../../../test/crud-contract';
import { testAppForFile } from '../../../test/file-app';
import { readXlsx } from '../../perencanaan/testing';

const t = testAppForFile();
/** Sub kegiatan of the year without an innovation yet (the demo gives some of them one). */
let free: { id: number; satuan_kerja_id: string }[] = [];
beforeAll(async () => {
  free = await t.database.db
    .select({ id: kinerjaSubKegiatan.id, satuan_kerja_id: kinerjaSubKegiatan.satuan_kerja_id })
    .from(kinerjaSubKegiatan)
    .where(
      and(
        eq(kinerjaSubKegiatan.tahun, DEFAULT_YEAR),
        notExists(
          t.database.db
            .select({ one: sql`1` })
            .from(programInovatif)
            .where(eq(programInovatif.kinerja_sub_kegiatan_id, kinerjaSubKegiatan.id)),
        ),
      ),
    )
    .orderBy(kinerjaSubKegiatan.id)
    .limit(4);
});

const URL = '/backend/api/admin/program-inovatif';
const bodyFor = (i: number) => ({
  kinerja_sub_kegiatan_id: free[i]!.id,
  nama_inovasi: 'Layanan Antar Jemput Dokumen',
  inovasi: 'Dokumen perizinan diantar ke rumah warga',
});

crudContract('program-inovatif', {
  url: URL,
  app: () => t,
  writer: 'super',
  body: () => bodyFor(0),
  change: { field: 'nama_inovasi', value: 'Layanan Jemput Bola' },
  forbidden: [
    { who: 'perangkat_daerah', method: 'GET' },
    { who: 'pemerintah_daerah', method: 'POST' },
    { who: 'validator_lke', method: 'GET' },
  ],
  // Super reads every unit: the row out of reach is one that was removed.
  otherUnitRow: async () => {
    const row = await created(t, 'super', URL, bodyFor(1));
    expect((await t.as('super', { method: 'DELETE', url: `${URL}/${row.id}` })).statusCode).toBe(200);
    return { id: row.id };
  },
  otherUnit: '',
  notFound: 'Program inovatif tidak ditemukan',
  invalid: {
    body: { kinerja_sub_kegiatan_id: '', nama_inovasi: '', inovasi: 'x' },
    errors: {
      kinerja_sub_kegiatan_id: ['Kinerja sub kegiatan wajib dipilih'],
      nama_inovasi: ['Nama inovasi wajib diisi'],
    },
  },
});

describe('program-inovatif', () => {
  it('one per sub kegiatan of the year (422); the display page and the public dashboard read it; export', async () => {
    const row = await created(t, 'super', URL, bodyFor(2));
    expect(row).toMatchObject({ tahun: DEFAULT_YEAR, satuan_kerja_id: free[2]!.satuan_kerja_id });
    const twice = await t.as('super', { method: 'POST', url: URL, payload: bodyFor(2) });
    expect(twice.statusCode).toBe(422);
    expect(twice.json().errors.kinerja_sub_kegiatan_id[0]).toMatch(/sudah memiliki program inovatif/);
    const missing = await t.as('super', {
      method: 'POST',
      url: URL,
      payload: { ...bodyFor(3), kinerja_sub_kegiatan_id: 2_000_000 },
    });
    expect(missing.statusCode).toBe(422);

    const display = await t.as(null, {
      method: 'GET',
      url: '/backend/api/public-display/display-mikro/program-inovatif',
      query: { satuan_kerja_id: free[2]!.satuan_kerja_id, per_page: '500' },
    });
    expect(display.statusCode, display.body).toBe(200);
    expect(display.body).toContain('Layanan Antar Jemput Dokumen');

    const search = await t.as('super', { method: 'GET', url: URL, query: { search: 'antar jemput' } });
    expect(search.json().data.map((r: { id: number }) => r.id)).toContain(row.id);
    const xlsx = await readXlsx(await t.as('super', { method: 'GET', url: `${URL}/export` }));
    expect(xlsx.headers).toContain('Nama Inovasi');
    expect(xlsx.rows.some((r) => r.includes('Layanan Antar Jemput Dokumen'))).toBe(true);
  });
});
