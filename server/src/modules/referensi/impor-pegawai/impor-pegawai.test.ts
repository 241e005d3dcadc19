import { describe, expect, it, vi } from 'vitest';

// Each preview and apply reads its file in a worker thread of its own.
vi.setConfig({ testTimeout: 120_000 });
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { ImportPreview } from '@sakip/domain';
import { pegawai } from '../../../db/schema/index';
import { testAppForFile } from '../../../test/file-app';
import { preview, previewAndApply, templateOf, workbookOf } from '../../../test/import';

const t = testAppForFile();
const URL = '/backend/api/pegawai/import';
const HEADERS = ['NIP', 'Nama', 'Pangkat/Golongan', 'Jabatan', 'Satuan Kerja', 'Unit Kerja', 'Status'];
const NIP_A = '198001012005011001';
const NIP_B = '198502022010012002';

const byNip = async (nip: string) => (await t.database.db.select().from(pegawai).where(eq(pegawai.nip, nip)))[0];

describe('import of pegawai (super)', () => {
  it('serves a template whose columns are the export columns, with a list on Status', async () => {
    const res = await t.as('super', { method: 'GET', url: `${URL}/template` });
    expect(res.statusCode).toBe(200);
    const { headers, sheet } = await templateOf(res.rawPayload);
    expect(headers).toEqual(HEADERS);
    const exported = await t.as('super', { method: 'GET', url: '/backend/api/pegawai/export' });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(exported.rawPayload as unknown as ArrayBuffer);
    const exportHeaders = ((workbook.worksheets[0]!.getRow(1).values as unknown[]) ?? []).slice(1).map(String);
    for (const h of HEADERS) expect(exportHeaders).toContain(h);
    expect(sheet.getCell('G2').dataValidation?.type ?? 'list').toBe('list');
    expect((await t.as('perangkat_daerah', { method: 'GET', url: `${URL}/template` })).statusCode).toBe(403);
  });

  it('adds and updates by NIP, refuses a wrong NIP and an unknown unit, and is idempotent', async () => {
    const rows = [
      {
        NIP: NIP_A,
        Nama: 'Budi Santoso',
        'Pangkat/Golongan': 'Penata (III/c)',
        'Satuan Kerja': '1010',
        Status: 'Aktif',
      },
      { NIP: NIP_B, Nama: 'Siti Aminah', 'Satuan Kerja': '1010' },
    ];
    const bad = await workbookOf(HEADERS, [
      ...rows,
      { NIP: '12345', Nama: 'Salah' },
      { NIP: '198703032011011003', Nama: 'X', 'Satuan Kerja': 'Dinas Tidak Ada' },
    ]);
    const refused = (await preview(t, 'super', URL, bad)).json<ImportPreview>();
    expect(refused.token).toBeNull();
    expect(refused.ditolak).toEqual([
      { baris: 4, kolom: 'NIP', alasan: 'NIP harus 18 digit angka' },
      { baris: 5, kolom: 'Satuan Kerja', alasan: 'Satuan kerja "Dinas Tidak Ada" tidak ditemukan atau tidak aktif.' },
    ]);
    const file = await workbookOf(HEADERS, rows);
    const { preview: first, applied } = await previewAndApply(t, 'super', URL, file);
    expect(first.jumlah).toMatchObject({ tambah: 2, ubah: 0, ditolak: 0 });
    expect(applied.statusCode).toBe(200);
    expect(await byNip(NIP_A)).toMatchObject({ peg_nama: 'Budi Santoso', satuan_kerja_id: '1010', active: true });
    const again = (await preview(t, 'super', URL, file)).json<ImportPreview>();
    expect(again.jumlah).toEqual({ tambah: 0, ubah: 0, tetap: 2, ditolak: 0 });
    const edit = await workbookOf(HEADERS, [{ ...rows[0], Nama: 'Budi Santoso, S.T.', Status: 'Nonaktif' }]);
    const { preview: changed } = await previewAndApply(t, 'super', URL, edit);
    expect(changed.perubahan[0]?.perubahan).toEqual([
      'Nama: Budi Santoso → Budi Santoso, S.T.',
      'Status: Aktif → Nonaktif',
    ]);
    expect(await byNip(NIP_A)).toMatchObject({ peg_nama: 'Budi Santoso, S.T.', active: false });
  });

  it('round trip: the list export imports back unchanged', async () => {
    const exported = await t.as('super', { method: 'GET', url: '/backend/api/pegawai/export' });
    const res = await preview(t, 'super', URL, exported.rawPayload);
    expect(res.statusCode).toBe(200);
    const body = res.json<ImportPreview>();
    expect(body.jumlah).toMatchObject({ tambah: 0, ubah: 0, ditolak: 0 });
    expect(body.jumlah.tetap).toBe(body.total_baris);
  });
});
