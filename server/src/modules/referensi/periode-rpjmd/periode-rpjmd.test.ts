import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { periode } from '../../../db/schema/index';
import { crudContract, deactivated, expectDeleteRefusedInUse } from '../../../test/crud-contract';
import { testAppForFile } from '../../../test/file-app';

const t = testAppForFile();
const url = '/backend/api/periode-rpjmd';

const body = (overrides: Record<string, unknown> = {}) => ({
  tahun_awal: 2029,
  nama: 'RPJMD 2029-2033',
  active: true,
  ...overrides,
});

crudContract('periode RPJMD', {
  url,
  app: () => t,
  writer: 'super',
  body: () => body(),
  change: { field: 'nama', value: 'RPJMD Kota 2029-2033' },
  forbidden: [
    { who: 'pemerintah_daerah', method: 'GET' },
    { who: 'perangkat_daerah', method: 'POST' },
  ],
  otherUnitRow: async () => ({ id: 1_999_999_999 }),
  otherUnit: '',
  notFound: 'Periode tidak ditemukan',
  invalid: {
    body: body({ tahun_awal: 2027, nama: '' }),
    errors: {
      tahun_awal: [expect.stringMatching(/^Tahun awal periode harus 2019, 2024, 2029/)],
      nama: ['Nama periode wajib diisi'],
    },
  },
});

describe('periode RPJMD', () => {
  it('computes tahun akhir, refuses a second period of the same start, and one in use is deactivated, not deleted', async () => {
    const dup = await t.as('super', { method: 'POST', url, payload: body({ tahun_awal: 2024 }) });
    expect(dup.json().errors).toEqual({ tahun_awal: ['Periode dengan tahun awal ini sudah ada'] });
    const [p2024] = await t.database.db.select().from(periode).where(eq(periode.tahun_awal, 2024));
    const shown = (await t.as('super', { method: 'GET', url: `${url}/${p2024!.id}` })).json().data;
    expect(shown).toMatchObject({ tahun_akhir: 2028, ada_visi: true, active: true });
    await expectDeleteRefusedInUse(t, 'super', `${url}/${p2024!.id}`, /^Masih dipakai oleh .*1 visi/);
    const moved = await t.as('super', {
      method: 'PUT',
      url: `${url}/${p2024!.id}`,
      payload: { ...shown, tahun_awal: 2034 },
    });
    expect(moved.json().errors.tahun_awal[0]).toMatch(/tidak dapat diubah/);
    await deactivated(t, 'super', `${url}/${p2024!.id}`);
  });
});
