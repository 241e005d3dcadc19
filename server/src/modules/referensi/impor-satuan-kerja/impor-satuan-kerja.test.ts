import { beforeAll, describe, expect, it, vi } from 'vitest';

// Each preview and apply reads its file in a worker thread of its own.
vi.setConfig({ testTimeout: 120_000 });
import { and, eq, like } from 'drizzle-orm';
import type { ImportPreview } from '@sakip/domain';
import { auditLog, pegawai, satuanKerja, unitKerja } from '../../../db/schema/index';
import { DEMO_PD_SATKER_ID } from '../../../seed/reference-data';
import { testAppForFile } from '../../../test/file-app';
import { preview, previewAndApply, previewOfExport, templateOf, workbookOf } from '../../../test/import';

const t = testAppForFile();
const URL = '/backend/api/satuan-kerja/import';
const HEADERS = ['Kode', 'Nama', 'Singkatan', 'Jenis', 'Induk', 'Jabatan Kepala', 'NIP Kepala', 'Status'];
let nips: string[] = [];

beforeAll(async () => {
  const rows = await t.database.db.select({ nip: pegawai.nip }).from(pegawai).where(eq(pegawai.active, true)).limit(3);
  nips = rows.map((r) => r.nip);
});

const unit = async (code: string) =>
  (await t.database.db.select().from(satuanKerja).where(eq(satuanKerja.satuan_kerja_id, code)))[0];
const headOf = async (code: string) =>
  (
    await t.database.db
      .select()
      .from(unitKerja)
      .where(and(eq(unitKerja.satuan_kerja_id, code), eq(unitKerja.eselon, 2)))
  )[0];

async function exportHeaders(): Promise<string[]> {
  const exported = await t.as('super', { method: 'GET', url: '/backend/api/satuan-kerja/export' });
  return (await templateOf(exported.rawPayload)).headers;
}

const DINAS = {
  Kode: '7101',
  Nama: 'Dinas Kearsipan',
  Singkatan: 'Disarpus',
  Jenis: 'Dinas',
  'Jabatan Kepala': 'Kepala Dinas Kearsipan',
  Status: 'Aktif',
};
const BIRO = {
  Kode: '9999071',
  Nama: 'Biro Kerja Sama',
  Jenis: 'Biro (bagian dari Setda)',
  Induk: 'Sekretariat Daerah',
  'Jabatan Kepala': 'Kepala Biro Kerja Sama',
};

describe('import of satuan kerja (super)', () => {
  it('serves a template with the export columns and a list on Jenis and Status; others get 403', async () => {
    const res = await t.as('super', { method: 'GET', url: `${URL}/template` });
    expect(res.statusCode).toBe(200);
    const { headers, sheet, names } = await templateOf(res.rawPayload);
    expect(headers).toEqual(HEADERS);
    expect(names).toContain('Petunjuk');
    const exported = await exportHeaders();
    for (const h of HEADERS) expect(exported).toContain(h);
    expect(sheet.getCell('D2').dataValidation?.type).toBe('list');
    expect((await t.as('perangkat_daerah', { method: 'GET', url: `${URL}/template` })).statusCode).toBe(403);
    const file = await workbookOf(HEADERS, [DINAS]);
    expect((await preview(t, 'setda', URL, file)).statusCode).toBe(403);
  });

  it('refuses rows by the form rules, naming row, column and reason; nothing can be applied', async () => {
    const file = await workbookOf(HEADERS, [
      DINAS,
      { ...BIRO, Kode: '7102' },
      { ...DINAS, Kode: '7103', Induk: 'Sekretariat Daerah' },
      { ...DINAS, Kode: '7104', 'NIP Kepala': '199001152015031999' },
      { ...DINAS, Kode: '7105', Jenis: 'Kerajaan' },
      { ...DINAS, Kode: '7101' },
    ]);
    const body = (await preview(t, 'super', URL, file)).json<ImportPreview>();
    expect(body.token).toBeNull();
    expect(body.ditolak).toEqual([
      { baris: 3, kolom: 'Kode', alasan: 'Kode biro harus diawali kode Sekretariat Daerah (9999), mis. 999901' },
      { baris: 4, kolom: 'Induk', alasan: 'Hanya biro yang memiliki induk' },
      { baris: 5, kolom: 'NIP Kepala', alasan: 'Pegawai dengan NIP ini tidak ditemukan atau tidak aktif' },
      { baris: 6, kolom: 'Jenis', alasan: expect.stringContaining('harus salah satu dari') },
      { baris: 7, kolom: 'Kode', alasan: 'Baris ganda: sama dengan baris 2.' },
    ]);
    expect(await unit('7101')).toBeUndefined();
  });

  it('adds and updates by code, audited; the same file again changes nothing', async () => {
    const file = await workbookOf(HEADERS, [BIRO, { ...DINAS, 'NIP Kepala': nips[0] }]);
    const { preview: first, applied } = await previewAndApply(t, 'super', URL, file);
    expect(first.jumlah).toMatchObject({ tambah: 2, ubah: 0, ditolak: 0 });
    expect(applied.statusCode).toBe(200);
    expect(await unit('7101')).toMatchObject({
      satuan_kerja_nama: 'Dinas Kearsipan',
      jenis: 'dinas',
      kepala_nip: nips[0],
      active: true,
    });
    expect(await unit('9999071')).toMatchObject({ jenis: 'biro', parent_id: '9999' });
    const audits = await t.database.db.select().from(auditLog).where(like(auditLog.table_name, '%satuan%'));
    expect(audits.some((a) => a.table_name === 'impor:satuan-kerja')).toBe(true);
    expect(
      audits.filter(
        (a) =>
          a.table_name === 'satuan_kerja' &&
          ['7101', '9999071'].includes(String((a.new_values as { satuan_kerja_id?: string })?.satuan_kerja_id)),
      ),
    ).toHaveLength(2);

    const again = (await preview(t, 'super', URL, file)).json<ImportPreview>();
    expect(again).toMatchObject({ token: null, jumlah: { tambah: 0, ubah: 0, tetap: 2, ditolak: 0 } });

    const edit = await workbookOf(
      HEADERS.filter((h) => h !== 'NIP Kepala'),
      [{ ...DINAS, Nama: 'Dinas Kearsipan Daerah', Status: 'Nonaktif' }],
    );
    const { preview: changed } = await previewAndApply(t, 'super', URL, edit);
    expect(changed.perubahan[0]?.perubahan).toEqual([
      'Nama: Dinas Kearsipan → Dinas Kearsipan Daerah',
      'Status: Aktif → Nonaktif',
    ]);
    // The column NIP Kepala is absent: the head stays.
    expect(await unit('7101')).toMatchObject({
      satuan_kerja_nama: 'Dinas Kearsipan Daerah',
      active: false,
      kepala_nip: nips[0],
    });
  });
});

describe('import of satuan kerja: all or nothing, the head, round trip', () => {
  it('applies all or nothing: a row refused at apply time leaves every row as it was', async () => {
    const file = await workbookOf(HEADERS, [
      { ...DINAS, Kode: '7111' },
      { ...DINAS, Kode: '7112', 'NIP Kepala': nips[2] },
    ]);
    const res = await preview(t, 'super', URL, file);
    const token = res.json<ImportPreview>().token;
    expect(token).toBeTruthy();
    await t.database.db.update(pegawai).set({ active: false }).where(eq(pegawai.nip, nips[2]!));
    const applied = await t.as('super', { method: 'POST', url: `${URL}/${token}` });
    expect(applied.statusCode).toBe(422);
    expect(await unit('7111')).toBeUndefined();
    await t.database.db.update(pegawai).set({ active: true }).where(eq(pegawai.nip, nips[2]!));
  });

  it("a new head by NIP becomes the holder of the unit's eselon-II position in the same apply", async () => {
    const before = await unit(DEMO_PD_SATKER_ID);
    const row = {
      Kode: DEMO_PD_SATKER_ID,
      Nama: before!.satuan_kerja_nama,
      Jenis: 'Dinas',
      'Jabatan Kepala': before!.jabatan_kepala,
      'NIP Kepala': nips[1],
    };
    const { applied } = await previewAndApply(t, 'super', URL, await workbookOf(HEADERS, [row]));
    expect(applied.statusCode).toBe(200);
    expect((await unit(DEMO_PD_SATKER_ID))?.kepala_nip).toBe(nips[1]);
    expect((await headOf(DEMO_PD_SATKER_ID))?.pejabat_nip).toBe(nips[1]);
  });

  it('round trip: the list export imports back unchanged', async () => {
    const body = await previewOfExport(t, '/backend/api/satuan-kerja/export', URL);
    expect(body.ditolak).toEqual([]);
    expect(body.jumlah).toEqual({ tambah: 0, ubah: 0, tetap: body.total_baris, ditolak: 0 });
  });
});
