import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import type { PkPegawaiRecord } from '@sakip/domain';
import { countQueries } from '../../../db/query-counter';
import { testAppForFile } from '../../../test/file-app';

const t = testAppForFile();

const URL = '/backend/api/perjanjian-kinerja-pegawai';

describe('perjanjian kinerja pegawai', () => {
  it('lists the employees who carry performance with their superior (Plt. for acting ones), bounded statements', async () => {
    const res = await t.as('perangkat_daerah', { method: 'GET', url: URL });
    expect(res.statusCode).toBe(200);
    const rows: PkPegawaiRecord[] = res.json().data;
    expect(rows.length).toBeGreaterThan(1);
    expect(rows[0]!.jabatan).toBe('Kepala Dinas Pendidikan');
    expect(rows[0]!.atasan.jabatan).toMatch(/^Walikota /);
    expect(rows.slice(1).every((r) => r.atasan.nip !== null && r.jumlah_sasaran > 0)).toBe(true);
    expect(rows.some((r) => r.jabatan.startsWith('Plt. ') || r.atasan.jabatan.startsWith('Plt. '))).toBe(true);
    const { count } = await countQueries(() => t.as('perangkat_daerah', { method: 'GET', url: URL }));
    expect(count).toBeLessThanOrEqual(10);
    expect((await t.as('validator_kepala_bidang', { method: 'GET', url: URL })).statusCode).toBe(200);
    expect((await t.as(null, { method: 'GET', url: URL })).statusCode).toBe(401);
    expect((await t.as('validator_lke', { method: 'GET', url: URL })).statusCode).toBe(403);
  });

  it("one employee's PDF with the chosen date; 404 for a NIP without PK; 422 for a bad date", async () => {
    const rows: PkPegawaiRecord[] = (await t.as('perangkat_daerah', { method: 'GET', url: URL })).json().data;
    const res = await t.as('perangkat_daerah', { method: 'GET', url: `${URL}/${rows[1]!.nip}/pdf?tanggal=2024-01-15` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(String(res.headers['content-disposition'])).toContain(rows[1]!.nip);
    expect(
      (await t.as('perangkat_daerah', { method: 'GET', url: `${URL}/199001012020011999/pdf?tanggal=2024-01-15` }))
        .statusCode,
    ).toBe(404);
    const bad = await t.as('perangkat_daerah', { method: 'GET', url: `${URL}/${rows[1]!.nip}/pdf?tanggal=2024-02-31` });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.tanggal).toEqual(['Tanggal perjanjian tidak valid']);
    expect(
      (await t.as('perangkat_daerah', { method: 'GET', url: `${URL}/abc/pdf?tanggal=2024-01-15` })).statusCode,
    ).toBe(422);
  });

  it('the whole unit as one ZIP of PDFs, built in memory', async () => {
    const rows: PkPegawaiRecord[] = (await t.as('perangkat_daerah', { method: 'GET', url: URL })).json().data;
    const res = await t.as('perangkat_daerah', { method: 'GET', url: `${URL}/zip?tanggal=2024-01-15` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    const zip = await JSZip.loadAsync(res.rawPayload);
    const names = Object.keys(zip.files);
    expect(names.length).toBe(rows.length);
    for (const name of names) {
      const bytes = await zip.file(name)!.async('nodebuffer');
      expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    }
    expect((await t.as(null, { method: 'GET', url: `${URL}/zip?tanggal=2024-01-15` })).statusCode).toBe(401);
    expect((await t.as('perangkat_daerah', { method: 'GET', url: `${URL}/zip` })).statusCode).toBe(422);
    // super without a chosen unit: nothing to zip
    expect((await t.as('super', { method: 'GET', url: `${URL}/zip?tanggal=2024-01-15` })).statusCode).toBe(404);
  });
});
