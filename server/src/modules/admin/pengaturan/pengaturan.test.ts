import { beforeAll, describe, expect, it } from 'vitest';
import { testAppForFile } from '../../../test/file-app';

const URL = '/backend/api/pengaturan';

describe('/pengaturan: the city profile and the selectable years (super)', () => {
  const t = testAppForFile();
  let current: Record<string, unknown>;
  beforeAll(async () => {
    current = (await t.as('super', { method: 'GET', url: URL })).json().data;
  });

  it('shows super the profile; 401 without login, 403 for any other role', async () => {
    expect(current).toMatchObject({ nama_kota: 'Kota Harapan Jaya', tahun_default: 2024 });
    expect(current.tahun_options).toEqual(expect.arrayContaining([2024, 2025]));
    expect((await t.as(null, { method: 'GET', url: URL })).statusCode).toBe(401);
    expect((await t.as('perangkat_daerah', { method: 'GET', url: URL })).statusCode).toBe(403);
    expect((await t.as('pemda', { method: 'PUT', url: URL, payload: current })).statusCode).toBe(403);
  });

  it('refuses a default year outside the selectable ones and an empty city name (422), changing nothing', async () => {
    const res = await t.as('super', {
      method: 'PUT',
      url: URL,
      payload: { ...current, nama_kota: ' ', tahun_options: [2024, 2025], tahun_default: 2026 },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toMatchObject({
      nama_kota: ['Nama pemerintah daerah wajib diisi'],
      tahun_default: ['Tahun default harus salah satu tahun yang dapat dipilih'],
    });
    expect((await t.as('super', { method: 'GET', url: URL })).json().data).toEqual(current);
  });

  it('offers 2026 and the new mayor at once after a save, with the change in the history', async () => {
    const payload = {
      ...current,
      nama_walikota: 'Dr. Walikota Baru',
      tempat_pk: 'Harapan',
      tahun_options: [2026, 2024, 2025],
      tahun_default: 2025,
    };
    const res = await t.as('super', { method: 'PUT', url: URL, payload });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ nama_walikota: 'Dr. Walikota Baru', tahun_options: [2024, 2025, 2026] });
    const aplikasi = await t.as(null, { method: 'GET', url: '/backend/api/referensi/aplikasi' });
    expect(aplikasi.json().data).toMatchObject({ nama_walikota: 'Dr. Walikota Baru', tahun_default: 2025 });
    const in2026 = await t.as('perangkat_daerah', {
      method: 'GET',
      url: '/backend/api/referensi/count-down',
      headers: { 'default-key-tahun-kinerja': '2026' },
    });
    expect(in2026.statusCode).toBe(200);
    const riwayat = (await t.as('super', { method: 'GET', url: `${URL}/riwayat` })).json().data;
    expect(riwayat[0].changes).toEqual(
      expect.arrayContaining([{ field: 'nama_walikota', old: current.nama_walikota, new: 'Dr. Walikota Baru' }]),
    );
  });
});
