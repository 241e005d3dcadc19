import { beforeAll, describe, expect, it, vi } from 'vitest';

// Each preview and apply reads its file in a worker thread of its own.
vi.setConfig({ testTimeout: 120_000 });
import { and, eq, like, sql } from 'drizzle-orm';
import type { ImportPreview } from '@sakip/domain';
import { auditLog, kinerjaSubKegiatan } from '../../../db/schema/index';
import { created } from '../../../test/crud-contract';
import { testAppForFile } from '../../../test/file-app';
import type { DemoUsername } from '../../../test/harness';
import {
  expectNothingToApply,
  expectOneImportAudit,
  preview,
  previewAndApply,
  previewRefused,
  templateOf,
  workbookOf,
} from '../../../test/import';
import { bulan, seedPlanningFixture, UNIT_LAIN, UNIT_PD, type PlanningFixture } from '../testing';

const t = testAppForFile();
let fx: PlanningFixture;
const URL = '/backend/api/kinerja-sub-kegiatan/import';
const ids = { pd: 0, lain: 0 };
const INDIKATOR = 'Jumlah ruang kelas direhabilitasi';

const ukuran = {
  sasaran: 'Tersedianya ruang kelas layak',
  indikator: INDIKATOR,
  satuan: 'ruang',
  target: 40,
  anggaran: 200_000_000,
  target_bulanan: bulan(10),
  realisasi_bulanan: bulan(4),
  realisasi_anggaran_bulanan: bulan(),
  anggaran_bulanan: bulan(),
  realisasi: null,
};

async function kinerjaOf(who: DemoUsername, unit: string) {
  const post = async (path: string, body: Record<string, unknown>) =>
    (await created(t, who, `/backend/api/${path}`, { ...ukuran, ...body })).id;
  const kp = await post('kinerja-program', {
    sasaran_strategis_pd_id: fx.ssPd[unit],
    program_id: fx.programIds[0],
    satuan_kerja_id: unit,
  });
  const kk = await post('kinerja-kegiatan', { kinerja_program_id: kp, kegiatan_id: fx.kegiatanIds[0] });
  return post('kinerja-sub-kegiatan', { kinerja_kegiatan_id: kk, sub_kegiatan_id: fx.subKegiatanIds[0] });
}

beforeAll(async () => {
  fx = await seedPlanningFixture(t.database.db);
  ids.pd = await kinerjaOf('perangkat_daerah', UNIT_PD);
  ids.lain = await kinerjaOf('super', UNIT_LAIN);
});

const HEADERS = ['Kode Sub Kegiatan', 'Indikator', 'Target Januari', 'Realisasi Januari', 'Realisasi Februari', 'Realisasi Anggaran Maret'];

const row = (over: Record<string, unknown> = {}) => ({
  'Kode Sub Kegiatan': 'X.99.01.2.01.0001',
  Indikator: INDIKATOR,
  'Target Januari': 10,
  'Realisasi Januari': '5,5',
  'Realisasi Februari': { formula: '2+1', result: 3 },
  'Realisasi Anggaran Maret': '1.250.000',
  ...over,
});

const stored = async (id: number) =>
  (await t.database.db.select().from(kinerjaSubKegiatan).where(eq(kinerjaSubKegiatan.id, id)))[0]!;

describe('import of monthly targets and realisations', () => {
  it('serves the template: data sheet with the headers, example row and the Petunjuk sheet', async () => {
    const res = await t.as('perangkat_daerah', { method: 'GET', url: `${URL}/template` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('templat-impor-realisasi-bulanan.xlsx');
    const { headers, names, sheet } = await templateOf(res.rawPayload);
    expect(headers.slice(0, 3)).toEqual(['Kode Sub Kegiatan', 'Indikator', 'Target Januari']);
    expect(headers).toContain('Realisasi Anggaran Desember');
    expect(names).toEqual(['Realisasi Bulanan', 'Petunjuk']);
    expect(sheet.rowCount).toBe(2);
    expect((await t.as(null, { method: 'GET', url: `${URL}/template` })).statusCode).toBe(401);
    expect((await t.as('validator_lke', { method: 'GET', url: `${URL}/template` })).statusCode).toBe(403);
  });

  it('previews, applies in one go, and a second import of the same file changes nothing', async () => {
    const file = await workbookOf(HEADERS, [row()]);
    const { preview: first, applied } = await previewAndApply(t, 'perangkat_daerah', URL, file);
    expect(first.jumlah).toEqual({ tambah: 0, ubah: 1, tetap: 0, ditolak: 0 });
    expect(first.perubahan[0]?.perubahan).toContain('Realisasi Januari: 4 → 5,5');
    expect(applied.statusCode).toBe(200);
    expect(applied.json().data).toEqual({ tambah: 0, ubah: 1, tetap: 0, ditolak: 0 });
    const after = await stored(ids.pd);
    expect(after.realisasi_bulan_1).toBe(5.5);
    expect(after.realisasi_bulan_2).toBe(3);
    expect(after.realisasi_anggaran_bulan_3).toBe(1_250_000);
    expect(after.realisasi_anggaran).toBe(1_250_000);
    expect(after.realisasi).toBe(8.5);
    await expectOneImportAudit(t, 'impor:realisasi-bulanan');
    // Again: nothing to apply.
    await expectNothingToApply(t, 'perangkat_daerah', URL, file, 1);
    // The token was used once.
    const reuse = await t.as('perangkat_daerah', { method: 'POST', url: `${URL}/${first.token}` });
    expect(reuse.statusCode).toBe(404);
  });

  it('applies in many statements yet all or nothing: a failure in the last batch leaves nothing written', async () => {
    // 600 rows: three UPDATE batches and audit statements; the last row's update fails.
    const COPIES = 600;
    const copy = 'Salinan indikator ';
    await t.database.db.execute(sql`
      insert into kinerja_sub_kegiatan
        (kinerja_kegiatan_id, sub_kegiatan_id, tahun, satuan_kerja_id, sasaran, indikator, satuan, polaritas, target, anggaran, urutan)
      select k.kinerja_kegiatan_id, k.sub_kegiatan_id, k.tahun, k.satuan_kerja_id, k.sasaran, ${copy}::text || g::text, k.satuan, k.polaritas, 100, k.anggaran, g
      from generate_series(1, ${COPIES}::int) g, kinerja_sub_kegiatan k where k.id = ${ids.pd}`);
    const copies = and(eq(kinerjaSubKegiatan.satuan_kerja_id, UNIT_PD), like(kinerjaSubKegiatan.indikator, `${copy}%`));
    const rows = Array.from({ length: COPIES }, (_, i) => row({ Indikator: `${copy}${i + 1}`, 'Realisasi Januari': 7 }));
    const planned = (await preview(t, 'perangkat_daerah', URL, await workbookOf(HEADERS, rows))).json<ImportPreview>();
    expect(planned.jumlah.ubah).toBe(COPIES);
    const db = t.database.db;
    await db.execute(sql.raw(`create function impor_gagal() returns trigger language plpgsql as $$
      begin raise exception 'gagal di batch terakhir'; end $$`));
    await db.execute(sql.raw(`create trigger impor_gagal before update on kinerja_sub_kegiatan
      for each row when (new.indikator = '${copy}${COPIES}') execute function impor_gagal()`));
    try {
      const failed = await t.as('perangkat_daerah', { method: 'POST', url: `${URL}/${planned.token}` });
      expect(failed.statusCode).toBeGreaterThanOrEqual(400);
    } finally {
      await db.execute(sql.raw('drop trigger impor_gagal on kinerja_sub_kegiatan'));
      await db.execute(sql.raw('drop function impor_gagal()'));
    }
    const untouched = await db.select().from(kinerjaSubKegiatan).where(copies);
    expect(untouched).toHaveLength(COPIES);
    expect(untouched.every((k) => k.realisasi_bulan_1 === null)).toBe(true);
    const audited = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.table_name, 'kinerja_sub_kegiatan'), eq(auditLog.action, 'update')));
    expect(audited.filter((a) => untouched.some((k) => String(k.id) === a.record_id))).toHaveLength(0);
    // Nothing was taken either: the same preview applies once the failure is gone.
    const retried = await t.as('perangkat_daerah', { method: 'POST', url: `${URL}/${planned.token}` });
    expect(retried.statusCode).toBe(200);
    expect(retried.json().data.ubah).toBe(COPIES);
    const applied = await db.select().from(kinerjaSubKegiatan).where(copies);
    expect(applied.every((k) => k.realisasi_bulan_1 === 7)).toBe(true);
    await db.delete(kinerjaSubKegiatan).where(copies);
  });
});

describe('import of monthly targets and realisations: refusals and scope', () => {
  it('names every refused row with its column and reason, and offers no apply', async () => {
    const file = await workbookOf(HEADERS, [
      row({ 'Realisasi Januari': 7 }),
      row({ 'Realisasi Januari': 'tujuh' }),
      row({ 'Kode Sub Kegiatan': 'X.99.01.2.01.0002' }),
      row({ 'Realisasi Januari': 8 }),
    ]);
    const body = await previewRefused(t, 'perangkat_daerah', URL, file);
    expect(body.jumlah.ditolak).toBe(3);
    expect(body.ditolak).toEqual([
      { baris: 3, kolom: 'Realisasi Januari', alasan: 'Realisasi Januari bukan angka (contoh: 1.234,56)' },
      expect.objectContaining({ baris: 4, kolom: 'Kode Sub Kegiatan' }),
      { baris: 5, kolom: 'Kode Sub Kegiatan', alasan: 'Baris ganda: sama dengan baris 2.' },
    ]);
    expect((await stored(ids.pd)).realisasi_bulan_1).toBe(5.5);
  });

  it('imports only into the unit of the account (another unit: not found)', async () => {
    const file = await workbookOf(HEADERS, [row({ 'Realisasi Januari': 9 })]);
    // Super chooses the other unit: its row changes, the first unit's stays.
    const { applied } = await previewAndApply(t, 'super', URL, file, { satuan_kerja_id: UNIT_LAIN });
    expect(applied.statusCode).toBe(200);
    expect((await stored(ids.lain)).realisasi_bulan_1).toBe(9);
    expect((await stored(ids.pd)).realisasi_bulan_1).toBe(5.5);
    // A unit account naming another unit still imports into its own.
    const own = (await preview(t, 'perangkat_daerah', URL, file, { satuan_kerja_id: UNIT_LAIN })).json<ImportPreview>();
    expect(own.jumlah.ubah).toBe(1);
    const foreign = await t.as('super', { method: 'POST', url: `${URL}/${own.token}` });
    expect(foreign.statusCode).toBe(404);
    expect((await t.as('validator_lke', { method: 'POST', url: URL })).statusCode).toBe(403);
  });

  it('refuses bad files as a whole with 422 and the reason', async () => {
    const send = async (content: Buffer) =>
      preview(t, 'perangkat_daerah', URL, content);
    const notXlsx = await send(Buffer.from('NIP;Nama\n1;2\n'));
    expect(notXlsx.statusCode).toBe(422);
    const ole = await send(Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(600)]));
    expect(ole.statusCode).toBe(422);
    expect(ole.json().message).toContain('kata sandi');
    const missing = await send(await workbookOf(['Kode Sub Kegiatan', 'Realisasi Januari'], [row()]));
    expect(missing.statusCode).toBe(422);
    expect(missing.json().message).toBe('Kolom wajib tidak ditemukan di baris judul: Indikator.');
  });
});
