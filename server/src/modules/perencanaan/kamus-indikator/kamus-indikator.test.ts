import { describe, expect, it } from 'vitest';
import type { KamusIndikatorRecord } from '@sakip/domain';
import { testAppForFile } from '../../../test/file-app';
import { readXlsx, UNIT_LAIN, UNIT_PD } from '../testing';

const t = testAppForFile();

const URL = '/backend/api/kamus-indikator';

describe('kamus indikator', () => {
  let id = 0;

  it('lists only the own unit for a unit user, every unit for Bappeda; filters by jenis and status', async () => {
    const own = await t.as('perangkat_daerah', { method: 'GET', url: `${URL}?per_page=100` });
    expect(own.statusCode).toBe(200);
    expect(own.json().data.length).toBeGreaterThan(0);
    expect(own.json().data.every((r: KamusIndikatorRecord) => r.satuan_kerja_id === UNIT_PD)).toBe(true);
    const chosen = await t.as('perangkat_daerah', { method: 'GET', url: `${URL}?satuan_kerja_id=${UNIT_LAIN}` });
    expect(chosen.json().data.every((r: KamusIndikatorRecord) => r.satuan_kerja_id === UNIT_PD)).toBe(true);
    const all = await t.as('validator_bappeda', { method: 'GET', url: `${URL}?per_page=500` });
    expect(new Set(all.json().data.map((r: KamusIndikatorRecord) => r.satuan_kerja_id)).size).toBeGreaterThan(1);
    const fungsional = await t.as('validator_bappeda', { method: 'GET', url: `${URL}?is_fungsional=1&per_page=500` });
    expect(fungsional.json().data.every((r: KamusIndikatorRecord) => r.is_fungsional)).toBe(true);
    const belum = await t.as('validator_bappeda', { method: 'GET', url: `${URL}?status_validasi=0&per_page=500` });
    expect(belum.json().data.every((r: KamusIndikatorRecord) => !r.status_validasi)).toBe(true);
    expect((await t.as(null, { method: 'GET', url: URL })).statusCode).toBe(401);
    expect((await t.as('validator_lke', { method: 'GET', url: URL })).statusCode).toBe(403);
  });

  it('creates an entry in the own unit (the body unit is ignored) and exports', async () => {
    const res = await t.as('perangkat_daerah', {
      method: 'POST',
      url: URL,
      payload: {
        satuan_kerja_id: UNIT_LAIN,
        indikator_output: 'Persentase sekolah terakreditasi uji',
        indikator_kemendagri: 'Jumlah sekolah terakreditasi',
        satuan: 'Persen',
        is_fungsional: true,
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Kamus indikator berhasil ditambahkan');
    id = res.json().data.id;
    expect(res.json().data).toMatchObject({
      satuan_kerja_id: UNIT_PD,
      tahun: 2024,
      is_fungsional: true,
      status_validasi: false,
    });
    const xlsx = await readXlsx(
      await t.as('perangkat_daerah', { method: 'GET', url: `${URL}/export?search=terakreditasi uji` }),
    );
    expect(xlsx.filename).toBe('kamus-indikator-2024.xlsx');
    expect(xlsx.rows).toHaveLength(1);
    expect(xlsx.headers).toContain('Indikator Sub Kegiatan Versi Kemendagri');
  });

  it('validates the payload (422)', async () => {
    const res = await t.as('perangkat_daerah', { method: 'POST', url: URL, payload: { indikator_output: '' } });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.indikator_output).toEqual(['Indikator output wajib diisi']);
    const sub = await t.as('perangkat_daerah', {
      method: 'POST',
      url: URL,
      payload: { indikator_output: 'X', sub_kegiatan_id: 999999 },
    });
    expect(sub.json().errors.sub_kegiatan_id).toEqual(['Sub kegiatan tidak ditemukan']);
  });

  it('lets Bappeda validate with a note; the unit cannot; an edit resets the validation', async () => {
    expect(
      (
        await t.as('perangkat_daerah', {
          method: 'PUT',
          url: `${URL}/${id}/validasi`,
          payload: { status_validasi: true },
        })
      ).statusCode,
    ).toBe(403);
    const noNote = await t.as('validator_bappeda', {
      method: 'PUT',
      url: `${URL}/${id}/validasi`,
      payload: { status_validasi: false },
    });
    expect(noNote.statusCode).toBe(422);
    expect(Object.keys(noNote.json().errors)).toEqual(['catatan_validasi']);
    const ok = await t.as('validator_bappeda', {
      method: 'PUT',
      url: `${URL}/${id}/validasi`,
      payload: { status_validasi: true, catatan_validasi: 'Sesuai' },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data).toMatchObject({ status_validasi: true, catatan_validasi: 'Sesuai' });
    expect(ok.json().data.validasi_nama).toBeTruthy();
    const edited = await t.as('perangkat_daerah', {
      method: 'PUT',
      url: `${URL}/${id}`,
      payload: { indikator_output: 'Persentase sekolah terakreditasi uji (ubah)', is_fungsional: true },
    });
    expect(edited.json().data).toMatchObject({ status_validasi: false, catatan_validasi: null });
    const riwayat = await t.as('perangkat_daerah', { method: 'GET', url: `${URL}/${id}/riwayat` });
    expect(riwayat.json().data.map((r: { action: string }) => r.action)).toEqual(['update', 'update', 'create']);
  });

  it('hides another unit’s entries (404 in reads and writes)', async () => {
    const other = await t.as('validator_bappeda', { method: 'GET', url: `${URL}?satuan_kerja_id=${UNIT_LAIN}` });
    const otherId = other.json().data[0]?.id as number;
    expect(otherId).toBeGreaterThan(0);
    expect((await t.as('perangkat_daerah', { method: 'GET', url: `${URL}/${otherId}` })).statusCode).toBe(404);
    expect(
      (await t.as('perangkat_daerah', { method: 'PUT', url: `${URL}/${otherId}`, payload: { indikator_output: 'X' } }))
        .statusCode,
    ).toBe(404);
    expect((await t.as('perangkat_daerah', { method: 'DELETE', url: `${URL}/${otherId}` })).statusCode).toBe(404);
    expect((await t.as('validator_bappeda', { method: 'DELETE', url: `${URL}/${id}` })).statusCode).toBe(403);
    expect((await t.as('perangkat_daerah', { method: 'DELETE', url: `${URL}/${id}` })).statusCode).toBe(200);
    expect((await t.as('perangkat_daerah', { method: 'GET', url: `${URL}/${id}` })).statusCode).toBe(404);
  });
});
