import { beforeAll, describe, expect, it, vi } from 'vitest';

// Each preview and apply reads its file in a worker thread of its own.
vi.setConfig({ testTimeout: 120_000 });
import { and, eq } from 'drizzle-orm';
import type { ImportPreview } from '@sakip/domain';
import { pegawai, pejabatPlt, satuanKerja, unitKerja } from '../../../db/schema/index';
import { DEMO_PD_SATKER_ID } from '../../../seed/reference-data';
import { testAppForFile } from '../../../test/file-app';
import {
  expectOneImportAudit,
  preview,
  previewAndApply,
  previewOfExport,
  templateOf,
  workbookOf,
} from '../../../test/import';

const t = testAppForFile();
const URL = '/backend/api/unit-kerja/import';
const HEADERS = [
  'ID Jabatan',
  'Kode Satuan Kerja',
  'Unit Kerja',
  'Nama Lengkap',
  'Jabatan',
  'Eselon',
  'Atasan',
  'NIP Pejabat',
  'NIP Plt.',
  'Plt. Mulai',
  'Plt. Selesai',
  'Status',
];
let nips: string[] = [];
let head: typeof unitKerja.$inferSelect;

beforeAll(async () => {
  const rows = await t.database.db.select({ nip: pegawai.nip }).from(pegawai).where(eq(pegawai.active, true)).limit(3);
  nips = rows.map((r) => r.nip);
  [head] = (await t.database.db
    .select()
    .from(unitKerja)
    .where(and(eq(unitKerja.satuan_kerja_id, DEMO_PD_SATKER_ID), eq(unitKerja.eselon, 2)))) as [typeof head];
});

const position = async (nama: string) =>
  (
    await t.database.db
      .select()
      .from(unitKerja)
      .where(and(eq(unitKerja.satuan_kerja_id, DEMO_PD_SATKER_ID), eq(unitKerja.unit_kerja_nama, nama)))
  )[0];

const BIDANG = {
  'Kode Satuan Kerja': DEMO_PD_SATKER_ID,
  'Unit Kerja': 'Bidang Kurikulum Impor',
  Jabatan: 'Kepala Bidang Kurikulum',
  Eselon: '3',
  Status: 'Aktif',
};

describe('import of unit kerja positions (super)', () => {
  it('serves a template with the export columns; others get 403', async () => {
    const res = await t.as('super', { method: 'GET', url: `${URL}/template` });
    expect(res.statusCode).toBe(200);
    const { headers } = await templateOf(res.rawPayload);
    expect(headers).toEqual(HEADERS);
    const exported = await t.as('super', { method: 'GET', url: '/backend/api/unit-kerja/export' });
    const exportHeaders = (await templateOf(exported.rawPayload)).headers;
    for (const h of HEADERS) expect(exportHeaders).toContain(h);
    expect((await t.as('perangkat_daerah', { method: 'GET', url: `${URL}/template` })).statusCode).toBe(403);
    expect((await preview(t, 'pemerintah_daerah', URL, await workbookOf(HEADERS, [BIDANG]))).statusCode).toBe(403);
  });

  it('refuses rows by the form rules (atasan, eselon, holder, ID), naming row, column and reason', async () => {
    const file = await workbookOf(HEADERS, [
      { ...BIDANG, Atasan: head.unit_kerja_nama },
      { ...BIDANG, 'Unit Kerja': 'Seksi A', Eselon: '4', Atasan: 'Tidak Ada' },
      { ...BIDANG, 'Unit Kerja': 'Seksi B', Eselon: '2', Atasan: head.unit_kerja_nama },
      { ...BIDANG, 'Unit Kerja': 'Seksi C', Eselon: '4', 'NIP Pejabat': '199001152015031999' },
      { ...BIDANG, 'Unit Kerja': 'Seksi D', 'ID Jabatan': 999_999 },
      {
        ...BIDANG,
        'Unit Kerja': 'Seksi E',
        Eselon: '4',
        'NIP Plt.': nips[0],
        'Plt. Mulai': '01/07/2026',
        'Plt. Selesai': '01/01/2026',
      },
    ]);
    const body = (await preview(t, 'super', URL, file)).json<ImportPreview>();
    expect(body.token).toBeNull();
    expect(body.ditolak).toEqual([
      {
        baris: 3,
        kolom: 'Atasan',
        alasan: 'Unit kerja atasan "Tidak Ada" tidak ditemukan (atau lebih dari satu) di satuan kerja itu.',
      },
      {
        baris: 4,
        kolom: 'Atasan',
        alasan: 'Atasan harus jabatan dengan eselon lebih tinggi (angka eselon lebih kecil)',
      },
      { baris: 5, kolom: 'NIP Pejabat', alasan: 'Pegawai dengan NIP ini tidak ditemukan atau tidak aktif' },
      { baris: 6, kolom: 'ID Jabatan', alasan: 'Jabatan dengan ID 999999 tidak ditemukan.' },
      { baris: 7, kolom: 'Plt. Selesai', alasan: 'Tanggal selesai Plt. tidak boleh sebelum tanggal mulai' },
    ]);
    expect(body.jumlah.tambah).toBe(1);
    expect(await position('Bidang Kurikulum Impor')).toBeUndefined();
  });
});

describe('import of unit kerja: applies, renames, the head, round trip', () => {
  it('adds a bidang and its seksi (atasan in the same file) with a Plt., audited; the same file again changes nothing', async () => {
    const rows = [
      {
        ...BIDANG,
        'Unit Kerja': 'Seksi Kurikulum SD',
        Jabatan: 'Kepala Seksi Kurikulum SD',
        Eselon: '4',
        Atasan: 'Bidang Kurikulum Impor',
        'NIP Plt.': nips[0],
        'Plt. Mulai': '01/01/2026',
        'Plt. Selesai': '30/06/2026',
      },
      { ...BIDANG, Atasan: head.unit_kerja_nama, 'NIP Pejabat': nips[1] },
    ];
    const file = await workbookOf(HEADERS, rows);
    const { preview: first, applied } = await previewAndApply(t, 'super', URL, file);
    expect(first.jumlah).toMatchObject({ tambah: 2, ubah: 0, ditolak: 0 });
    expect(applied.statusCode).toBe(200);
    const bidang = await position('Bidang Kurikulum Impor');
    expect(bidang).toMatchObject({
      parent_id: head.id,
      eselon: 3,
      pejabat_nip: nips[1],
      unit_kerja_nama_full: 'Bidang Kurikulum Impor',
    });
    const seksi = await position('Seksi Kurikulum SD');
    expect(seksi).toMatchObject({ parent_id: bidang!.id, eselon: 4 });
    const [plt] = await t.database.db.select().from(pejabatPlt).where(eq(pejabatPlt.unit_kerja_id, seksi!.id));
    expect(plt).toMatchObject({ nip: nips[0], tanggal_mulai: '2026-01-01', tanggal_selesai: '2026-06-30' });
    await expectOneImportAudit(t, 'impor:unit-kerja');

    const again = (await preview(t, 'super', URL, file)).json<ImportPreview>();
    expect(again).toMatchObject({ token: null, jumlah: { tambah: 0, ubah: 0, tetap: 2, ditolak: 0 } });
  });
  it('renames a position named by its ID Jabatan', async () => {
    const bidang = await position('Bidang Kurikulum Impor');
    const renamed = await workbookOf(HEADERS, [
      {
        ...BIDANG,
        'ID Jabatan': bidang!.id,
        'Unit Kerja': 'Bidang Kurikulum',
        Atasan: head.unit_kerja_nama,
        'NIP Pejabat': nips[1],
      },
    ]);
    const { preview: changed } = await previewAndApply(t, 'super', URL, renamed);
    expect(changed.perubahan[0]?.perubahan).toContain('Unit Kerja: Bidang Kurikulum Impor → Bidang Kurikulum');
    expect((await position('Bidang Kurikulum'))?.id).toBe(bidang!.id);
  });
  it("the holder of a unit's eselon-II position becomes the satuan kerja's head in the same apply", async () => {
    const row = {
      'ID Jabatan': head.id,
      'Kode Satuan Kerja': DEMO_PD_SATKER_ID,
      'Unit Kerja': head.unit_kerja_nama,
      Jabatan: head.jabatan_nama,
      Eselon: '2',
      'NIP Pejabat': nips[2],
    };
    const { applied } = await previewAndApply(t, 'super', URL, await workbookOf(HEADERS, [row]));
    expect(applied.statusCode).toBe(200);
    const [unit] = await t.database.db
      .select()
      .from(satuanKerja)
      .where(eq(satuanKerja.satuan_kerja_id, DEMO_PD_SATKER_ID));
    expect(unit?.kepala_nip).toBe(nips[2]);
  });

  it('round trip: the list export imports back unchanged', async () => {
    const body = await previewOfExport(t, '/backend/api/unit-kerja/export', URL);
    expect(body.ditolak).toEqual([]);
    expect(body.jumlah).toEqual({ tambah: 0, ubah: 0, tetap: body.total_baris, ditolak: 0 });
  });
});
