import { beforeAll, describe, expect, it, vi } from 'vitest';

// Each preview and apply reads its file in a worker thread of its own.
vi.setConfig({ testTimeout: 120_000 });
import { eq } from 'drizzle-orm';
import type { ImportPreview } from '@sakip/domain';
import { kegiatan, program, subKegiatan } from '../../../db/schema/index';
import { testAppForFile } from '../../../test/file-app';
import { preview, previewAndApply, templateOf, workbookOf } from '../../../test/import';
import { seedPlanningFixture } from '../testing';

const t = testAppForFile();
const URL = '/backend/api/program/import';
const HEADERS = ['Kode', 'Nomenklatur', 'Indikator', 'Satuan'];

beforeAll(async () => {
  await seedPlanningFixture(t.database.db);
});

/** The SIPD export of the fixture's nomenclature, with one sub kegiatan added and one renamed. */
function sipd(extra: Record<string, string>[] = []) {
  return [
    { Kode: 'X', Nomenklatur: 'URUSAN UJI' },
    { Kode: 'X.99', Nomenklatur: 'X.99 BIDANG UJI' },
    { Kode: 'X.99.01', Nomenklatur: 'X.99.01 Program Uji Pendidikan Dasar' },
    { Kode: 'X.99.02', Nomenklatur: 'X.99.02 Program Uji Tata Kelola' },
    { Kode: 'X.99.01.2.01', Nomenklatur: 'X.99.01.2.01 Kegiatan Uji Sekolah' },
    { Kode: 'X.99.01.2.02', Nomenklatur: 'Kegiatan Uji Guru' },
    { Kode: 'X.99.02.2.01', Nomenklatur: 'Kegiatan Uji Tata Kelola' },
    {
      Kode: 'X.99.01.2.01.0001',
      Nomenklatur: 'X.99.01.2.01.0001 Rehabilitasi Ruang Kelas',
      Indikator: 'Jumlah ruang',
      Satuan: 'Ruang',
    },
    {
      Kode: 'X.99.01.2.01.0003',
      Nomenklatur: 'X.99.01.2.01.0003 Sub Kegiatan Baru',
      Indikator: 'Jumlah dokumen',
      Satuan: 'Dokumen',
    },
    ...extra,
  ];
}

describe('import of the SIPD nomenclature (super)', () => {
  it('serves its template to super only', async () => {
    const res = await t.as('super', { method: 'GET', url: `${URL}/template` });
    expect(res.statusCode).toBe(200);
    expect((await templateOf(res.rawPayload)).headers).toEqual(HEADERS);
    expect((await t.as('perangkat_daerah', { method: 'GET', url: `${URL}/template` })).statusCode).toBe(403);
    expect((await t.as('perangkat_daerah', { method: 'POST', url: URL })).statusCode).toBe(403);
  });

  it('previews the year-over-year diff (added, renamed, dropped), applies it, and the same file again changes nothing', async () => {
    const file = await workbookOf(HEADERS, sipd());
    const res = await preview(t, 'super', URL, file);
    expect(res.statusCode).toBe(200);
    const body = res.json<ImportPreview>();
    expect(body.ditolak).toEqual([]);
    expect(body.perubahan.map((c) => [c.aksi, c.kunci])).toEqual(
      expect.arrayContaining([
        ['ubah', 'sub kegiatan X.99.01.2.01.0001'],
        ['tambah', 'sub kegiatan X.99.01.2.01.0003'],
      ]),
    );
    expect(body.catatan.join(' ')).toContain('2 baris urusan/bidang urusan dilewati');
    expect(body.catatan.join(' ')).toMatch(/\d+ sub kegiatan tidak ada lagi di berkas dan akan dinonaktifkan/);
    const applied = await t.as('super', { method: 'POST', url: `${URL}/${body.token}` });
    expect(applied.statusCode).toBe(200);
    const [renamed] = await t.database.db.select().from(subKegiatan).where(eq(subKegiatan.kode, 'X.99.01.2.01.0001'));
    expect(renamed).toMatchObject({
      nama: 'Rehabilitasi Ruang Kelas',
      indikator: 'Jumlah ruang',
      satuan: 'Ruang',
      aktif: true,
    });
    const [dropped] = await t.database.db.select().from(subKegiatan).where(eq(subKegiatan.kode, 'X.99.01.2.01.0002'));
    expect(dropped?.aktif).toBe(false);
    const [added] = await t.database.db.select().from(subKegiatan).where(eq(subKegiatan.kode, 'X.99.01.2.01.0003'));
    const [parent] = await t.database.db.select().from(kegiatan).where(eq(kegiatan.kode, 'X.99.01.2.01'));
    expect(added?.kegiatan_id).toBe(parent?.id);
    const again = (await preview(t, 'super', URL, file)).json<ImportPreview>();
    expect(again.jumlah).toMatchObject({ tambah: 0, ubah: 0, ditolak: 0 });
    expect(again.token).toBeNull();
  });

  it('adds a new program with its kegiatan from the same file, and refuses orphans and unknown codes', async () => {
    const bad = await workbookOf(
      HEADERS,
      sipd([
        { Kode: 'X.99.03', Nomenklatur: 'Program Baru' },
        { Kode: 'X.99.03.2.01', Nomenklatur: 'Kegiatan Baru' },
        { Kode: 'X.99.04.2.01', Nomenklatur: 'Kegiatan Yatim' },
        { Kode: '1.2.3.4', Nomenklatur: 'Kode Aneh' },
      ]),
    );
    const body = (await preview(t, 'super', URL, bad)).json<ImportPreview>();
    expect(body.token).toBeNull();
    expect(body.ditolak.map((r) => [r.baris, r.kolom])).toEqual([
      [13, 'Kode'],
      [14, 'Kode'],
    ]);
    expect(body.ditolak[0]?.alasan).toBe('Induk X.99.04 dari X.99.04.2.01 tidak ada di berkas maupun di Sakip.');
    const good = await workbookOf(
      HEADERS,
      sipd([
        { Kode: 'X.99.03', Nomenklatur: 'Program Baru' },
        { Kode: 'X.99.03.2.01', Nomenklatur: 'Kegiatan Baru' },
      ]),
    );
    const { preview: ok, applied } = await previewAndApply(t, 'super', URL, good);
    expect(ok.jumlah.tambah).toBe(2);
    expect(applied.statusCode).toBe(200);
    const [p] = await t.database.db.select().from(program).where(eq(program.kode, 'X.99.03'));
    const [k] = await t.database.db.select().from(kegiatan).where(eq(kegiatan.kode, 'X.99.03.2.01'));
    expect(k?.program_id).toBe(p?.id);
  });
});
