import { describe, expect, it } from 'vitest';
import { testAppForFile } from '../../test/file-app';
import { fieldErrorsOf } from '../../test/refusals';

const t = testAppForFile();

describe('count-down and validation status', () => {
  it('returns the deadline dates of the year', async () => {
    for (const kode of ['count-down', 'count-down-penilaian']) {
      const res = await t.as('perangkat_daerah', { method: 'GET', url: `/backend/api/referensi/${kode}` });
      expect(res.statusCode).toBe(200);
      expect(res.json().nilai_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
    expect((await t.as(null, { method: 'GET', url: '/backend/api/referensi/count-down' })).statusCode).toBe(401);
  });

  it('returns null data for a unit without a validation record', async () => {
    const res = await t.as('perangkat_daerah', { method: 'GET', url: '/backend/api/validasi-perencanaan' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toHaveProperty('data');
  });

  it('tells the app settings to anyone', async () => {
    const res = await t.as(null, { method: 'GET', url: '/backend/api/referensi/aplikasi' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ tahun_options: [2023, 2024, 2025], tahun_default: 2024 });
    expect(res.json().data.nama_kota).not.toBe('');
  });
});

describe('Batas Waktu CRUD (super)', () => {
  const url = '/backend/api/referensi';
  let id = 0;

  it('lists the deadlines of the year', async () => {
    const res = await t.as('super', { method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.length).toBeGreaterThanOrEqual(2);
    expect(res.json().data.every((d: { tahun: number }) => d.tahun === 2024)).toBe(true);
    expect((await t.as('perangkat_daerah', { method: 'GET', url })).statusCode).toBe(403);
  });

  it('refuses a second deadline of the same kind in a year with 422', async () => {
    const payload = { kode: 'count-down', nama: 'Lagi', nilai_date: '2024-12-31' };
    const errors = await fieldErrorsOf(t, 'super', { method: 'POST', url, payload });
    expect(errors.kode).toEqual(['Batas waktu jenis ini sudah ada untuk tahun tersebut']);
  });

  it('validates the date and the kind', async () => {
    const payload = { kode: 'lain', nama: '', nilai_date: '31/12/2024' };
    const errors = await fieldErrorsOf(t, 'super', { method: 'POST', url, payload });
    expect(errors.kode).toEqual(['Jenis batas waktu wajib dipilih']);
    expect(errors.nama).toEqual(['Nama wajib diisi']);
    expect(errors.nilai_date).toEqual(['Tanggal harus berupa tanggal (YYYY-MM-DD)']);
  });

  it('deletes, creates, reads, updates a deadline', async () => {
    const list = (await t.as('super', { method: 'GET', url })).json();
    const penilaian = list.data.find((d: { kode: string }) => d.kode === 'count-down-penilaian');
    expect((await t.as('super', { method: 'DELETE', url: `${url}/${penilaian.id}` })).statusCode).toBe(200);
    expect((await t.as('super', { method: 'GET', url: `${url}/${penilaian.id}` })).statusCode).toBe(404);
    const created = await t.as('super', {
      method: 'POST',
      url,
      payload: {
        kode: 'count-down-penilaian',
        nama: 'Eviden perbaikan',
        nilai_date: '2024-12-20',
        keterangan: 'Tahap 2',
      },
    });
    expect(created.statusCode).toBe(200);
    id = created.json().data.id;
    const cd = await t.as('validator_lke', { method: 'GET', url: '/backend/api/referensi/count-down-penilaian' });
    expect(cd.json()).toEqual({ nilai_date: '2024-12-20' });
    const updated = await t.as('super', {
      method: 'PUT',
      url: `${url}/${id}`,
      payload: { kode: 'count-down-penilaian', nama: 'Eviden perbaikan', nilai_date: '2024-12-27', keterangan: null },
    });
    expect(updated.json().data).toMatchObject({ nilai_date: '2024-12-27', keterangan: null });
  });

  it('keeps years apart', async () => {
    const res = await t.as('super', { method: 'GET', url, headers: { 'default-key-tahun-kinerja': '2025' } });
    expect(res.json().data.every((d: { tahun: number }) => d.tahun === 2025)).toBe(true);
  });
});

describe('Batas Waktu export and history (super)', () => {
  const url = '/backend/api/referensi';

  it('exports the deadlines of the year and shows the history of one', async () => {
    const res = await t.as('super', { method: 'GET', url: `${url}/export` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('referensi-2024.xlsx');
    expect((await t.as('perangkat_daerah', { method: 'GET', url: `${url}/export` })).statusCode).toBe(403);
    const list = (await t.as('super', { method: 'GET', url })).json();
    const id = list.data[0].id as number;
    await t.as('super', {
      method: 'PUT',
      url: `${url}/${id}`,
      payload: { kode: list.data[0].kode, nama: 'Nama baru', nilai_date: list.data[0].nilai_date },
    });
    const riwayat = await t.as('super', { method: 'GET', url: `${url}/${id}/riwayat` });
    expect(riwayat.statusCode).toBe(200);
    expect(riwayat.json().data[0]).toMatchObject({ action: 'update' });
    expect(riwayat.json().data[0].changes.map((c: { field: string }) => c.field)).toContain('nama');
    expect((await t.as('super', { method: 'GET', url: `${url}/999999/riwayat` })).statusCode).toBe(404);
    expect((await t.as('validator_lke', { method: 'GET', url: `${url}/${id}/riwayat` })).statusCode).toBe(403);
  });
});
