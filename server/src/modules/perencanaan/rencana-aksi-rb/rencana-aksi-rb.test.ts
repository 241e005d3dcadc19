import { describe, expect, it } from 'vitest';
import type { KategoriTematikRecord, RbSubKegiatanRow } from '@sakip/domain';
import { countQueries } from '../../../db/query-counter';
import { testAppForFile } from '../../../test/file-app';
import { readXlsx } from '../testing';

const t = testAppForFile();

const KATEGORI = '/backend/api/rencana-aksi-rb/kategori-tematik';
const SUB = '/backend/api/rencana-aksi-rb/sub-kegiatan';

describe('rencana aksi RB: kategori tematik', () => {
  let id = 0;

  it('lists the categories with where they are used; 401 guest, 403 others', async () => {
    const res = await t.as('super', { method: 'GET', url: `${KATEGORI}?per_page=100` });
    expect(res.statusCode).toBe(200);
    const rows: KategoriTematikRecord[] = res.json().data;
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.some((r) => r.jumlah_sub_kegiatan > 0)).toBe(true);
    expect((await t.as(null, { method: 'GET', url: KATEGORI })).statusCode).toBe(401);
    expect((await t.as('perangkat_daerah', { method: 'GET', url: KATEGORI })).statusCode).toBe(403);
    expect(
      (await t.as('pemerintah_daerah', { method: 'POST', url: KATEGORI, payload: { nama: 'X' } })).statusCode,
    ).toBe(403);
  });

  it('creates, edits and deletes an unused category; 422 on empty or duplicate names', async () => {
    const created = await t.as('super', { method: 'POST', url: KATEGORI, payload: { nama: 'Digitalisasi Layanan' } });
    expect(created.statusCode).toBe(200);
    expect(created.json().message).toBe('Kategori tematik berhasil ditambahkan');
    id = created.json().data.id;
    const dup = await t.as('super', { method: 'POST', url: KATEGORI, payload: { nama: 'digitalisasi layanan' } });
    expect(dup.statusCode).toBe(422);
    expect(dup.json().errors.nama).toEqual(['Nama kategori sudah digunakan']);
    const empty = await t.as('super', { method: 'POST', url: KATEGORI, payload: { nama: ' ' } });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors.nama).toEqual(['Nama kategori wajib diisi']);
    const badJenis = await t.as('super', {
      method: 'POST',
      url: KATEGORI,
      payload: { nama: 'Lain', jenis_rb_id: 99999 },
    });
    expect(badJenis.json().errors.jenis_rb_id).toEqual(['Jenis RB tidak ditemukan']);
    const edited = await t.as('super', {
      method: 'PUT',
      url: `${KATEGORI}/${id}`,
      payload: { nama: 'Digitalisasi Layanan Publik', urutan: 9 },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data).toMatchObject({
      nama: 'Digitalisasi Layanan Publik',
      urutan: 9,
      jumlah_sub_kegiatan: 0,
    });
    expect((await t.as('super', { method: 'PUT', url: `${KATEGORI}/999999`, payload: { nama: 'Y' } })).statusCode).toBe(
      404,
    );
    const removed = await t.as('super', { method: 'DELETE', url: `${KATEGORI}/${id}` });
    expect(removed.statusCode).toBe(200);
    expect((await t.as('super', { method: 'GET', url: `${KATEGORI}/${id}` })).statusCode).toBe(404);
  });

  it('refuses to delete a category in use, naming where (422)', async () => {
    const rows: KategoriTematikRecord[] = (
      await t.as('super', { method: 'GET', url: `${KATEGORI}?per_page=100` })
    ).json().data;
    const used = rows.find((r) => r.jumlah_sub_kegiatan > 0)!;
    const res = await t.as('super', { method: 'DELETE', url: `${KATEGORI}/${used.id}` });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toMatch(/^Kategori tematik masih digunakan oleh \d+ sub kegiatan: .+\(.+, \d{4}\)/);
    expect((await t.as('super', { method: 'GET', url: `${KATEGORI}/${used.id}` })).statusCode).toBe(200);
  });
});

describe('rencana aksi RB: sub kegiatan with their category', () => {
  it("lists the year's sub kegiatan of the units, filterable by unit and category, in two statements", async () => {
    const all = await t.as('super', { method: 'GET', url: `${SUB}?per_page=500` });
    expect(all.statusCode).toBe(200);
    const rows: RbSubKegiatanRow[] = all.json().data;
    expect(new Set(rows.map((r) => r.satuan_kerja_id)).size).toBeGreaterThan(1);
    expect(rows.some((r) => r.kategori_tematik_id !== null)).toBe(true);
    expect(rows.some((r) => r.kategori_tematik_id === null)).toBe(true);
    const unit = await t.as('super', { method: 'GET', url: `${SUB}?satuan_kerja_id=1010&per_page=500` });
    expect(unit.json().data.every((r: RbSubKegiatanRow) => r.satuan_kerja_id === '1010')).toBe(true);
    const tagged = rows.find((r) => r.kategori_tematik_id !== null)!;
    const byKategori: RbSubKegiatanRow[] = (
      await t.as('super', {
        method: 'GET',
        url: `${SUB}?kategori_tematik_id=${tagged.kategori_tematik_id}&per_page=500`,
      })
    ).json().data;
    expect(byKategori.length).toBeGreaterThan(0);
    expect(byKategori.every((r) => r.kategori_tematik_id === tagged.kategori_tematik_id)).toBe(true);
    const none: RbSubKegiatanRow[] = (
      await t.as('super', { method: 'GET', url: `${SUB}?kategori_tematik_id=none&per_page=500` })
    ).json().data;
    expect(none.every((r) => r.kategori_tematik_id === null)).toBe(true);
    const { count } = await countQueries(() => t.as('super', { method: 'GET', url: `${SUB}?per_page=500` }));
    expect(count).toBeLessThanOrEqual(4);
  });

  it('the diagram modal call and this page edit the same column', async () => {
    const rows: RbSubKegiatanRow[] = (
      await t.as('super', { method: 'GET', url: `${SUB}?kategori_tematik_id=none` })
    ).json().data;
    const kategori: KategoriTematikRecord[] = (await t.as('super', { method: 'GET', url: KATEGORI })).json().data;
    const res = await t.as('super', {
      method: 'POST',
      url: '/backend/api/display-mikro/update-rencana-aksi-rb',
      payload: { kinerjaSubKegiatanId: rows[0]!.id, jenisRbId: kategori[0]!.id },
    });
    expect(res.statusCode).toBe(200);
    const after: RbSubKegiatanRow[] = (
      await t.as('super', { method: 'GET', url: `${SUB}?kategori_tematik_id=${kategori[0]!.id}&per_page=500` })
    ).json().data;
    expect(after.some((r) => r.id === rows[0]!.id)).toBe(true);
  });

  it('exports the filtered rows as XLSX; 401, 403, 422', async () => {
    const res = await t.as('super', { method: 'GET', url: `${SUB}/export?satuan_kerja_id=1010` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('rencana-aksi-rb-2024.xlsx');
    const sheet = await readXlsx(res);
    expect(sheet.headers).toContain('Kategori Tematik');
    expect(sheet.rows.length).toBeGreaterThan(0);
    expect((await t.as(null, { method: 'GET', url: SUB })).statusCode).toBe(401);
    expect((await t.as('perangkat_daerah', { method: 'GET', url: SUB })).statusCode).toBe(403);
    expect((await t.as('super', { method: 'GET', url: `${SUB}?kategori_tematik_id=abc` })).statusCode).toBe(422);
  });
});
