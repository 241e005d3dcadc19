import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { pegawai, users } from '../../../db/schema/index';
import { crudContract, created, deactivated, expectDeleteRefusedInUse } from '../../../test/crud-contract';
import { testAppForFile } from '../../../test/file-app';
import { DEMO_PD_SATKER_ID } from '../../../seed/reference-data';

const t = testAppForFile();
const url = '/backend/api/pegawai';

const body = (overrides: Record<string, unknown> = {}) => ({
  nip: '199001152015031002',
  peg_nama: 'Budi Santoso, S.T.',
  pangkat_golongan: 'Penata (III/c)',
  jabatan: 'Analis Kebijakan',
  satuan_kerja_id: DEMO_PD_SATKER_ID,
  unit_kerja_id: null,
  active: true,
  ...overrides,
});

crudContract('pegawai', {
  url,
  app: () => t,
  writer: 'super',
  body: () => body(),
  change: { field: 'jabatan', value: 'Perencana Ahli Muda' },
  forbidden: [
    { who: 'perangkat_daerah', method: 'GET' },
    { who: 'pemerintah_daerah', method: 'POST' },
    { who: 'validator_lke', method: 'GET' },
  ],
  // City-wide, super only: no row of another unit; the missing-id checks run twice.
  otherUnitRow: async () => ({ id: 1_999_999_999 }),
  otherUnit: '',
  notFound: 'Pegawai tidak ditemukan',
  invalid: {
    body: body({ nip: '19900115201503100', peg_nama: '' }),
    errors: { nip: ['NIP harus 18 digit angka'], peg_nama: ['Nama wajib diisi'] },
  },
});

describe('pegawai', () => {
  it('checks the NIP rule (birth date, TMT, sex digit) and refuses a NIP already registered', async () => {
    for (const [nip, message] of [
      ['199013152015031002', 'tanggal lahir'],
      ['199001152015131002', 'TMT'],
      ['199001152015033002', 'jenis kelamin'],
    ] as const) {
      const res = await t.as('super', { method: 'POST', url, payload: body({ nip }) });
      expect(res.statusCode, nip).toBe(422);
      expect(res.json().errors.nip[0]).toContain(message);
    }
    const [someone] = await t.database.db.select().from(pegawai).limit(1);
    const res = await t.as('super', { method: 'POST', url, payload: body({ nip: someone!.nip }) });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ nip: ['NIP sudah terdaftar'] });
  });

  it('refuses to delete a pegawai in use (409 naming where) and deactivates instead', async () => {
    const [account] = await t.database.db.select().from(users).where(eq(users.username, 'perangkat_daerah'));
    const [person] = await t.database.db.select().from(pegawai).where(eq(pegawai.nip, account!.nip!));
    await expectDeleteRefusedInUse(t, 'super', `${url}/${person!.id}`, /^Masih dipakai oleh .*1 akun pengguna/);
    const detail = await deactivated(t, 'super', `${url}/${person!.id}`);
    const list = await t.as('super', { method: 'GET', url: `${url}?status=nonaktif&search=${person!.nip}` });
    expect(list.json().data.map((p: { nip: string }) => p.nip)).toEqual([person!.nip]);
    // Its NIP cannot change while an account uses it.
    const renamed = await t.as('super', {
      method: 'PUT',
      url: `${url}/${person!.id}`,
      payload: { ...detail, nip: '199001152015031009' },
    });
    expect(renamed.statusCode).toBe(422);
    expect(renamed.json().errors.nip[0]).toMatch(/masih dipakai oleh .*1 akun pengguna/);
  });

  it('takes the unit of the position, refuses a position of another unit, and exports the list', async () => {
    const [pos] = await t.database.db.select().from(pegawai).where(eq(pegawai.satuan_kerja_id, DEMO_PD_SATKER_ID));
    const row = await created(
      t,
      'super',
      url,
      body({ nip: '198802022012032001', satuan_kerja_id: null, unit_kerja_id: pos!.unit_kerja_id }),
    );
    expect(row.satuan_kerja_id).toBe(DEMO_PD_SATKER_ID);
    const wrong = await t.as('super', {
      method: 'POST',
      url,
      payload: body({ nip: '198802022012032002', satuan_kerja_id: '9999', unit_kerja_id: pos!.unit_kerja_id }),
    });
    expect(wrong.statusCode).toBe(422);
    expect(Object.keys(wrong.json().errors)).toEqual(['unit_kerja_id']);
    const xlsx = await t.as('super', { method: 'GET', url: `${url}/export?search=198802022012032001` });
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });
});

describe('pegawai of a deactivated unit', () => {
  it('keeps a pegawai of a unit deactivated since editable (deactivated too), but places no one new there', async () => {
    const unit = await created(t, 'super', '/backend/api/satuan-kerja', {
      satuan_kerja_id: '7311',
      satuan_kerja_nama: 'Dinas Yang Dibubarkan',
      singkatan: null,
      jenis: 'dinas',
      parent_id: null,
      jabatan_kepala: 'Kepala Dinas Yang Dibubarkan',
      kepala_nip: null,
      urutan: 0,
      active: true,
      plt_nip: null,
      plt_mulai: null,
      plt_selesai: null,
    });
    const person = await created(t, 'super', url, body({ nip: '198502142010011003', satuan_kerja_id: '7311' }));
    await deactivated(t, 'super', `/backend/api/satuan-kerja/${unit.id}`);
    // The unit the pegawai already belongs to is not checked again: deactivating them is no longer refused.
    const off = await deactivated(t, 'super', `${url}/${person.id}`);
    expect(off.satuan_kerja_id).toBe('7311');
    const newcomer = await t.as('super', {
      method: 'POST',
      url,
      payload: body({ nip: '198502142010011004', satuan_kerja_id: '7311' }),
    });
    expect(newcomer.statusCode).toBe(422);
    expect(newcomer.json().errors).toEqual({ satuan_kerja_id: ['Satuan kerja tidak ditemukan atau tidak aktif'] });
  });
});
