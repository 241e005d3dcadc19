import { describe, expect, it } from 'vitest';
import { kinerjaProgram } from '../../../db/schema/index';
import { testAppForFile } from '../../../test/file-app';
import { fieldErrorsOf } from '../../../test/refusals';
import { readXlsx } from '../testing';

/** program, kegiatan, sub-kegiatan: Kemendagri master data, super writes, everyone reads. */
const t = testAppForFile();

const API = '/backend/api';

describe('program', () => {
  let id = 0;

  it('lists, searches and pages the programs for every reader', async () => {
    const res = await t.as('perangkat_daerah', { method: 'GET', url: `${API}/program?per_page=5` });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.per_page).toBe(5);
    expect(body.data.length).toBe(5);
    expect(body.total).toBeGreaterThan(5);
    const first = body.data[0];
    const search = await t.as('super', {
      method: 'GET',
      url: `${API}/program?search=${encodeURIComponent(first.kode)}`,
    });
    expect(search.json().data.map((p: { kode: string }) => p.kode)).toContain(first.kode);
    expect((await t.as(null, { method: 'GET', url: `${API}/program` })).statusCode).toBe(401);
  });

  it('creates a program with its units, shows it with history, exports it', async () => {
    const res = await t.as('super', {
      method: 'POST',
      url: `${API}/program`,
      payload: { kode: '9.99.01', nama: 'Program Uji Master', satuan_kerja_ids: ['1010', '1025', '1010'] },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Program berhasil ditambahkan');
    id = res.json().data.id;
    expect(res.json().data).toMatchObject({ kode: '9.99.01', aktif: true, jumlah_satuan_kerja: 2, jumlah_kinerja: 0 });
    expect(
      res
        .json()
        .data.satuan_kerja.map((s: { satuan_kerja_id: string }) => s.satuan_kerja_id)
        .sort(),
    ).toEqual(['1010', '1025']);
    const updated = await t.as('super', {
      method: 'PUT',
      url: `${API}/program/${id}`,
      payload: { kode: '9.99.01', nama: 'Program Uji Master Ubah', aktif: false, satuan_kerja_ids: ['1025'] },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().data).toMatchObject({
      nama: 'Program Uji Master Ubah',
      aktif: false,
      jumlah_satuan_kerja: 1,
    });
    const riwayat = await t.as('super', { method: 'GET', url: `${API}/program/${id}/riwayat` });
    expect(riwayat.json().data.map((r: { action: string }) => r.action)).toEqual(['update', 'create']);
    const inactive = await t.as('super', { method: 'GET', url: `${API}/program?aktif=0` });
    expect(inactive.json().data.map((p: { id: number }) => p.id)).toContain(id);
    const xlsx = await readXlsx(await t.as('super', { method: 'GET', url: `${API}/program/export?search=9.99.01` }));
    expect(xlsx.headers).toEqual(['No', 'Kode', 'Nama Program', 'Jumlah Kegiatan', 'Jumlah Satuan Kerja', 'Aktif']);
    expect(xlsx.rows).toHaveLength(1);
  });

  it('answers 422 with Indonesian messages (required, format, duplicate code, unknown unit)', async () => {
    const refused = (payload: Record<string, unknown>) =>
      fieldErrorsOf(t, 'super', { method: 'POST', url: `${API}/program`, payload });
    const empty = await refused({ kode: 'abc def', nama: '' });
    expect(empty.nama).toEqual(['Nama program wajib diisi']);
    expect(empty.kode![0]).toMatch(/kode bertitik/);
    expect((await refused({ kode: '9.99.01', nama: 'Lagi' })).kode).toEqual(['Kode program 9.99.01 sudah terdaftar']);
    const unit = await refused({ kode: '9.99.02', nama: 'X', satuan_kerja_ids: ['0000'] });
    expect(unit.satuan_kerja_ids).toEqual(['Satuan kerja tidak ditemukan: 0000']);
  });

  it('is 403 for everyone but super on writes, 404 for an unknown id', async () => {
    for (const who of ['perangkat_daerah', 'pemerintah_daerah', 'validator_bappeda'] as const) {
      const res = await t.as(who, { method: 'POST', url: `${API}/program`, payload: { kode: '9.99.03', nama: 'X' } });
      expect(res.statusCode).toBe(403);
      expect((await t.as(who, { method: 'DELETE', url: `${API}/program/${id}` })).statusCode).toBe(403);
    }
    expect((await t.as('super', { method: 'GET', url: `${API}/program/999999` })).statusCode).toBe(404);
    expect(
      (await t.as('super', { method: 'PUT', url: `${API}/program/999999`, payload: { kode: '1', nama: 'X' } }))
        .statusCode,
    ).toBe(404);
    expect((await t.as('super', { method: 'DELETE', url: `${API}/program/999999` })).statusCode).toBe(404);
  });

  it('refuses to delete a program used by kinerja rows, naming what uses it', async () => {
    const [used] = await t.database.db.select({ program_id: kinerjaProgram.program_id }).from(kinerjaProgram).limit(1);
    const res = await t.as('super', { method: 'DELETE', url: `${API}/program/${used!.program_id}` });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toMatch(/^Program masih memiliki \d+ kegiatan dan \d+ kinerja program$/);
  });
});

describe('kegiatan and sub-kegiatan under a new program', () => {
  let programId = 0;
  let kegiatanId = 0;
  let subId = 0;

  it('creates the chain program → kegiatan → sub kegiatan and filters by parent', async () => {
    programId = (
      await t.as('super', {
        method: 'POST',
        url: `${API}/program`,
        payload: { kode: '9.98.01', nama: 'Program Rantai' },
      })
    ).json().data.id;
    const keg = await t.as('super', {
      method: 'POST',
      url: `${API}/kegiatan`,
      payload: { program_id: programId, kode: '9.98.01.2.01', nama: 'Kegiatan Rantai' },
    });
    expect(keg.statusCode).toBe(200);
    expect(keg.json().message).toBe('Kegiatan berhasil ditambahkan');
    kegiatanId = keg.json().data.id;
    expect(keg.json().data.program).toEqual({ id: programId, kode: '9.98.01', nama: 'Program Rantai' });
    const sub = await t.as('super', {
      method: 'POST',
      url: `${API}/sub-kegiatan`,
      payload: {
        kegiatan_id: kegiatanId,
        kode: '9.98.01.2.01.0001',
        nama: 'Sub Rantai',
        indikator: 'Jumlah dokumen',
        satuan: 'Dokumen',
      },
    });
    expect(sub.statusCode).toBe(200);
    subId = sub.json().data.id;
    expect(sub.json().data).toMatchObject({
      program: { id: programId },
      kegiatan: { id: kegiatanId },
      jumlah_kinerja: 0,
    });
    const byProgram = await t.as('perangkat_daerah', {
      method: 'GET',
      url: `${API}/sub-kegiatan?program_id=${programId}`,
    });
    expect(byProgram.json().data.map((s: { id: number }) => s.id)).toEqual([subId]);
    const byKegiatan = await t.as('super', { method: 'GET', url: `${API}/kegiatan?program_id=${programId}` });
    expect(byKegiatan.json().data).toMatchObject([{ id: kegiatanId, jumlah_sub_kegiatan: 1 }]);
    const shown = await t.as('super', { method: 'GET', url: `${API}/program/${programId}` });
    expect(shown.json().data.kegiatan).toEqual([{ id: kegiatanId, kode: '9.98.01.2.01', nama: 'Kegiatan Rantai' }]);
  });

  it('checks the parent and the code (422)', async () => {
    const noParent = await t.as('super', {
      method: 'POST',
      url: `${API}/kegiatan`,
      payload: { program_id: 999999, kode: '9.98.01.2.02', nama: 'X' },
    });
    expect(noParent.statusCode).toBe(422);
    expect(noParent.json().errors.program_id).toEqual(['Program tidak ditemukan']);
    const missing = await t.as('super', {
      method: 'POST',
      url: `${API}/sub-kegiatan`,
      payload: { kode: '1', nama: 'X' },
    });
    expect(missing.json().errors.kegiatan_id).toEqual(['Kegiatan wajib dipilih']);
    const dup = await t.as('super', {
      method: 'PUT',
      url: `${API}/sub-kegiatan/${subId}`,
      payload: { kegiatan_id: kegiatanId, kode: '9.98.01.2.01.0001', nama: 'Sub Rantai Ubah' },
    });
    expect(dup.statusCode).toBe(200);
  });

  it('blocks deleting a parent with children, then deletes bottom-up', async () => {
    const blocked = await t.as('super', { method: 'DELETE', url: `${API}/kegiatan/${kegiatanId}` });
    expect(blocked.statusCode).toBe(422);
    expect(blocked.json().message).toBe('Kegiatan masih memiliki 1 sub kegiatan');
    expect((await t.as('perangkat_daerah', { method: 'DELETE', url: `${API}/sub-kegiatan/${subId}` })).statusCode).toBe(
      403,
    );
    expect((await t.as('super', { method: 'DELETE', url: `${API}/sub-kegiatan/${subId}` })).json().message).toBe(
      'Sub kegiatan berhasil dihapus',
    );
    expect((await t.as('super', { method: 'DELETE', url: `${API}/kegiatan/${kegiatanId}` })).statusCode).toBe(200);
    expect((await t.as('super', { method: 'DELETE', url: `${API}/program/${programId}` })).statusCode).toBe(200);
    expect((await t.as('super', { method: 'GET', url: `${API}/kegiatan/${kegiatanId}` })).statusCode).toBe(404);
    const riwayat = await t.as('super', { method: 'GET', url: `${API}/sub-kegiatan/${subId}/riwayat` });
    expect(riwayat.statusCode).toBe(404);
  });

  it('refuses to delete a sub kegiatan used by kinerja, naming it', async () => {
    const list = await t.as('super', { method: 'GET', url: `${API}/kinerja-sub-kegiatan?per_page=1` });
    const used = list.json().data[0].sub_kegiatan_id as number;
    const res = await t.as('super', { method: 'DELETE', url: `${API}/sub-kegiatan/${used}` });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toMatch(/^Sub kegiatan masih memiliki \d+ kinerja sub kegiatan/);
    const detail = await t.as('super', { method: 'GET', url: `${API}/sub-kegiatan/${used}` });
    expect(detail.json().data.jumlah_kinerja).toBeGreaterThan(0);
  });
});
