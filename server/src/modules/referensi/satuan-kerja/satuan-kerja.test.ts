import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { pegawai, satuanKerja, unitKerja } from '../../../db/schema/index';
import { crudContract, created, deactivated, expectDeleteRefusedInUse } from '../../../test/crud-contract';
import { testAppForFile } from '../../../test/file-app';
import { DEMO_PD_SATKER_ID } from '../../../seed/reference-data';

const t = testAppForFile();
const url = '/backend/api/satuan-kerja';

const body = (overrides: Record<string, unknown> = {}) => ({
  satuan_kerja_id: '7001',
  satuan_kerja_nama: 'Dinas Kearsipan dan Perpustakaan',
  singkatan: 'DISARPUS',
  jenis: 'dinas',
  parent_id: null,
  jabatan_kepala: 'Kepala Dinas Kearsipan dan Perpustakaan',
  kepala_nip: null,
  urutan: 90,
  active: true,
  plt_nip: null,
  plt_mulai: null,
  plt_selesai: null,
  ...overrides,
});

crudContract('satuan kerja', {
  url,
  app: () => t,
  writer: 'super',
  body: () => body(),
  change: { field: 'singkatan', value: 'DISPUSIP' },
  forbidden: [
    { who: 'perangkat_daerah', method: 'GET' },
    { who: 'setda', method: 'POST' },
  ],
  otherUnitRow: async () => ({ id: 1_999_999_999 }),
  otherUnit: '',
  notFound: 'Satuan kerja tidak ditemukan',
  invalid: {
    body: body({ satuan_kerja_nama: '', jenis: 'biro' }),
    errors: {
      satuan_kerja_nama: ['Nama satuan kerja wajib diisi'],
      parent_id: ['Biro wajib memiliki induk (Sekretariat Daerah)'],
    },
  },
});

describe('satuan kerja', () => {
  it('keeps the biro rule: parent setda and a code starting with setda code; the code never changes', async () => {
    const bad = await t.as('super', { method: 'POST', url, payload: body({ jenis: 'biro', parent_id: '9999' }) });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.satuan_kerja_id[0]).toMatch(/diawali kode Sekretariat Daerah/);
    const notBiro = await t.as('super', { method: 'POST', url, payload: body({ satuan_kerja_id: '999977' }) });
    expect(notBiro.json().errors.satuan_kerja_id[0]).toMatch(/hanya untuk Sekretariat Daerah dan biro/);
    const biro = await created(t, 'super', url, body({ satuan_kerja_id: '999977', jenis: 'biro', parent_id: '9999' }));
    expect(biro.parent_nama).toBeTruthy();
    const renamed = await t.as('super', {
      method: 'PUT',
      url: `${url}/${biro.id}`,
      payload: body({ satuan_kerja_id: '999978', jenis: 'biro', parent_id: '9999' }),
    });
    expect(renamed.json().errors).toEqual({ satuan_kerja_id: ['Kode satuan kerja tidak dapat diubah'] });
    const taken = await t.as('super', { method: 'POST', url, payload: body({ satuan_kerja_id: DEMO_PD_SATKER_ID }) });
    expect(taken.json().errors).toEqual({ satuan_kerja_id: ['Kode sudah dipakai'] });
  });

  it('names the head and an acting official (Plt.) by NIP with dates; an unknown NIP is 422', async () => {
    const [a, b] = await t.database.db.select().from(pegawai).limit(2);
    const row = await created(
      t,
      'super',
      url,
      body({
        satuan_kerja_id: '7002',
        kepala_nip: a!.nip,
        plt_nip: b!.nip,
        plt_mulai: '2026-01-01',
        plt_selesai: '2026-06-30',
      }),
    );
    expect(row).toMatchObject({ kepala_nama: a!.peg_nama, plt_nama: b!.peg_nama, plt_mulai: '2026-01-01' });
    const unknown = await t.as('super', {
      method: 'POST',
      url,
      payload: body({ satuan_kerja_id: '7003', kepala_nip: '199001152015031999' }),
    });
    expect(unknown.json().errors.kepala_nip[0]).toMatch(/tidak ditemukan/);
    const order = await t.as('super', {
      method: 'POST',
      url,
      payload: body({ satuan_kerja_id: '7003', plt_nip: b!.nip, plt_mulai: '2026-02-01', plt_selesai: '2026-01-01' }),
    });
    expect(order.json().errors.plt_selesai).toBeTruthy();
  });
});

describe('satuan kerja: the head', () => {
  it("keeps the unit's head and its eselon-II position's holder in step: saving the unit moves the holder", async () => {
    const [unit] = await t.database.db
      .select()
      .from(satuanKerja)
      .where(eq(satuanKerja.satuan_kerja_id, DEMO_PD_SATKER_ID));
    const [someone] = await t.database.db.select().from(pegawai).where(eq(pegawai.active, true)).limit(1).offset(5);
    const record = (await t.as('super', { method: 'GET', url: `${url}/${unit!.id}` })).json().data;
    const payload = body({
      ...Object.fromEntries(Object.keys(body()).map((k) => [k, record[k]])),
      kepala_nip: someone!.nip,
    });
    const res = await t.as('super', { method: 'PUT', url: `${url}/${unit!.id}`, payload });
    expect(res.statusCode).toBe(200);
    const [headPosition] = await t.database.db
      .select()
      .from(unitKerja)
      .where(and(eq(unitKerja.satuan_kerja_id, DEMO_PD_SATKER_ID), eq(unitKerja.eselon, 2)));
    expect(headPosition?.pejabat_nip).toBe(someone!.nip);
    const riwayat = (
      await t.as('super', { method: 'GET', url: `/backend/api/unit-kerja/${headPosition!.id}/riwayat` })
    ).json();
    expect(JSON.stringify(riwayat)).toContain(someone!.nip);
  });

  it('refuses to delete a unit in use (409 naming where), deactivates it, and the pickers drop it', async () => {
    const [unit] = await t.database.db
      .select()
      .from(satuanKerja)
      .where(eq(satuanKerja.satuan_kerja_id, DEMO_PD_SATKER_ID));
    const inUse = /^Masih dipakai oleh .*\d+ pegawai.*\d+ kinerja program/;
    await expectDeleteRefusedInUse(t, 'super', `${url}/${unit!.id}`, inUse);
    await deactivated(t, 'super', `${url}/${unit!.id}`);
    const options = (await t.as('super', { method: 'GET', url: '/backend/api/option/satuan-kerja' })).json();
    expect(options.map((o: { satuan_kerja_id: string }) => o.satuan_kerja_id)).not.toContain(DEMO_PD_SATKER_ID);
    const inactive = await t.as('super', { method: 'GET', url: `${url}?status=nonaktif` });
    expect(inactive.json().data.map((r: { id: number }) => r.id)).toContain(unit!.id);
  });
});
