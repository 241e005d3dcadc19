import { describe, expect, it } from 'vitest';
import { testAppForFile } from '../../../test/file-app';
import { readXlsx } from '../../perencanaan/testing';

const t = testAppForFile();

const URL = '/backend/api/tindak-lanjut-lhe';
interface Row {
  id: number;
  satuan_kerja_id: string;
  status: string;
}

const REKOMENDASI = {
  satuan_kerja_id: '1010',
  rekomendasi: 'Menyusun cascading kinerja sampai level individu',
  target: 'Cascading individu',
  waktu: '2024-11-30',
};

describe('tindak-lanjut-lhe', () => {
  let id = 0;

  it('lists per unit; evaluators see all; filters by status; 401', async () => {
    const own = await t.as('perangkat_daerah', { method: 'GET', url: URL });
    expect(own.statusCode).toBe(200);
    expect(own.json().data.length).toBeGreaterThan(0);
    expect(own.json().data.every((r: Row) => r.satuan_kerja_id === '1010')).toBe(true);
    const lke = await t.as('validator_lke', { method: 'GET', url: `${URL}?per_page=100` });
    expect(new Set(lke.json().data.map((r: Row) => r.satuan_kerja_id)).size).toBeGreaterThan(1);
    const selesai = await t.as('validator_lke', { method: 'GET', url: `${URL}?status=selesai&per_page=100` });
    expect(selesai.json().data.every((r: Row) => r.status === 'selesai')).toBe(true);
    expect((await t.as(null, { method: 'GET', url: URL })).statusCode).toBe(401);
    expect((await t.as('validator_kepala_opd', { method: 'POST', url: URL, payload: REKOMENDASI })).statusCode).toBe(
      403,
    );
  });

  it('an evaluator creates a recommendation for a unit; a unit may not (403)', async () => {
    expect((await t.as('perangkat_daerah', { method: 'POST', url: URL, payload: REKOMENDASI })).statusCode).toBe(403);
    const res = await t.as('validator_lke', { method: 'POST', url: URL, payload: REKOMENDASI });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Tindak lanjut LHE berhasil ditambahkan');
    expect(res.json().data).toMatchObject({
      satuan_kerja_id: '1010',
      status: 'belum',
      waktu: '2024-11-30',
      tahun: 2024,
    });
    id = res.json().data.id;
    const none = await t.as('super', { method: 'POST', url: URL, payload: { ...REKOMENDASI, satuan_kerja_id: null } });
    expect(none.json().errors.satuan_kerja_id).toEqual(['Satuan kerja wajib dipilih']);
  });

  it('the unit fills in only the follow-up fields', async () => {
    const res = await t.as('perangkat_daerah', {
      method: 'PUT',
      url: `${URL}/${id}`,
      payload: {
        rekomendasi: 'Diubah unit',
        target: 'Diubah unit',
        tindak_lanjut: 'Cascading individu disusun',
        penanggung_jawab: 'Kepala Bidang',
        status: 'proses',
        link_eviden: 'https://contoh.go.id/eviden',
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      rekomendasi: REKOMENDASI.rekomendasi,
      target: REKOMENDASI.target,
      tindak_lanjut: 'Cascading individu disusun',
      status: 'proses',
      link_eviden: 'https://contoh.go.id/eviden',
    });
    const riwayat = await t.as('perangkat_daerah', { method: 'GET', url: `${URL}/${id}/riwayat` });
    expect(
      riwayat
        .json()
        .data[0].changes.map((c: { field: string }) => c.field)
        .sort(),
    ).toEqual(['link_eviden', 'penanggung_jawab', 'status', 'tindak_lanjut']);
    const xlsx = await readXlsx(await t.as('perangkat_daerah', { method: 'GET', url: `${URL}/export?status=proses` }));
    expect(xlsx.rows.some((r) => r.includes('Dalam Proses'))).toBe(true);
  });

  it('validates (422): required recommendation, status, link, date', async () => {
    const res = await t.as('validator_lke', {
      method: 'PUT',
      url: `${URL}/${id}`,
      payload: { rekomendasi: '', status: 'lain', link_eviden: 'bukan-link', waktu: '30/11/2024' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toMatchObject({
      rekomendasi: ['Rekomendasi wajib diisi'],
      status: ['Status wajib dipilih'],
      link_eviden: [
        'Link eviden harus berupa alamat web (http:// atau https://) atau alamat di aplikasi ini (diawali satu /)',
      ],
    });
    expect(res.json().errors.waktu).toBeDefined();
  });

  it('scopes rows: another unit is 404 for a unit user; only evaluators delete', async () => {
    const rsud = (await t.as('super', { method: 'GET', url: `${URL}?satuan_kerja_id=1025` })).json().data[0]
      .id as number;
    expect((await t.as('perangkat_daerah', { method: 'GET', url: `${URL}/${rsud}` })).statusCode).toBe(404);
    expect(
      (await t.as('perangkat_daerah', { method: 'PUT', url: `${URL}/${rsud}`, payload: { rekomendasi: 'X' } }))
        .statusCode,
    ).toBe(404);
    expect((await t.as('perangkat_daerah', { method: 'DELETE', url: `${URL}/${id}` })).statusCode).toBe(403);
    expect((await t.as('perangkat_daerah', { method: 'DELETE', url: `${URL}/${rsud}` })).statusCode).toBe(404);
    expect((await t.as('validator_lke', { method: 'DELETE', url: `${URL}/${id}` })).statusCode).toBe(200);
    expect((await t.as('validator_lke', { method: 'GET', url: `${URL}/${id}` })).statusCode).toBe(404);
  });
});
