import { beforeAll, describe, expect, it, vi } from 'vitest';

// Each preview and apply reads its file in a worker thread of its own.
vi.setConfig({ testTimeout: 120_000 });
import { and, eq } from 'drizzle-orm';
import { imporKinerjaSubKegiatan, type ImportPreview } from '@sakip/domain';
import { auditLog, kinerjaSubKegiatan, subKegiatan } from '../../../db/schema/index';
import { created } from '../../../test/crud-contract';
import { type DemoUsername } from '../../../test/harness';
import {
  expectNothingToApply,
  expectOneImportAudit,
  expectPreviewOnlyItsMakers,
  expectRefusedWhileLocked,
  expectTemplate,
  headersOf,
  preview,
  previewAndApply,
  previewOfExport,
  previewRefused,
  templateOf,
  workbookOf,
} from '../../../test/import';
import { planningTestApp } from '../../../test/planning-fixture-app';
import { bulan, setValidasi, UNIT_LAIN, UNIT_PD } from '../testing';

/**
 * Import of kinerja sub kegiatan with budgets (issue 26 kind d): its own base path beside the
 * monthly realisations' /kinerja-sub-kegiatan/import, the export's columns, the parent kinerja
 * kegiatan named by its indicator, and Bappeda's validation reset as the form resets it.
 */

const { t, fx } = planningTestApp();
const URL = '/backend/api/kinerja-sub-kegiatan/anggaran/import';
const INDIKATOR = 'Jumlah ruang kelas direhabilitasi';
const KK_INDIKATOR = 'Jumlah sekolah dikelola';
let existingId = 0;
let kinerjaKegiatanId = 0;

const HEADERS = headersOf(imporKinerjaSubKegiatan);

const ukuran = (indikator: string) => ({
  sasaran: 'Tersedianya ruang kelas layak',
  indikator,
  satuan: 'ruang',
  target: 40,
  anggaran: 200_000_000,
  target_bulanan: bulan(),
  realisasi_bulanan: bulan(10),
  realisasi_anggaran_bulanan: bulan(),
  anggaran_bulanan: bulan(),
  realisasi: null,
});
const post = async (who: DemoUsername, path: string, body: Record<string, unknown>) =>
  (await created(t, who, `/backend/api/${path}`, body)).id;

beforeAll(async () => {
  const program = await post('perangkat_daerah', 'kinerja-program', {
    ...ukuran('Angka partisipasi murni SD'),
    sasaran_strategis_pd_id: fx.ssPd[UNIT_PD],
    program_id: fx.programIds[0],
    satuan_kerja_id: UNIT_PD,
  });
  kinerjaKegiatanId = await post('perangkat_daerah', 'kinerja-kegiatan', {
    ...ukuran(KK_INDIKATOR),
    kinerja_program_id: program,
    kegiatan_id: fx.kegiatanIds[0],
  });
  existingId = await post('perangkat_daerah', 'kinerja-sub-kegiatan', {
    ...ukuran(INDIKATOR),
    kinerja_kegiatan_id: kinerjaKegiatanId,
    sub_kegiatan_id: fx.subKegiatanIds[0],
  });
});

const row = (over: Record<string, unknown> = {}) => ({
  'Indikator Kegiatan': null,
  'Kode Sub Kegiatan': 'X.99.01.2.01.0001',
  Sasaran: 'Tersedianya ruang kelas layak',
  Indikator: INDIKATOR,
  Target: '45',
  Satuan: 'ruang',
  'Anggaran (Rp)': '250.000.000',
  Polaritas: null,
  'Indikator Kemendagri': null,
  ...over,
});
const baru = (over: Record<string, unknown> = {}) =>
  row({
    'Indikator Kegiatan': KK_INDIKATOR,
    'Kode Sub Kegiatan': 'X.99.01.2.01.0002',
    Sasaran: 'Tersedianya sarana belajar',
    Indikator: 'Jumlah meja kursi diadakan',
    Target: 300,
    Satuan: 'set',
    'Anggaran (Rp)': 90_000_000,
    'Indikator Kemendagri': 'Jumlah Sarana Pembelajaran yang Diadakan',
    ...over,
  });

const subOf = (unit: string) =>
  t.database.db
    .select()
    .from(kinerjaSubKegiatan)
    .where(and(eq(kinerjaSubKegiatan.satuan_kerja_id, unit), eq(kinerjaSubKegiatan.tahun, 2024)));
const stored = async (id: number) =>
  (await t.database.db.select().from(kinerjaSubKegiatan).where(eq(kinerjaSubKegiatan.id, id)))[0]!;
const validate = async (id: number) => {
  const res = await t.as('validator_bappeda', {
    method: 'PUT',
    url: `/backend/api/kinerja-sub-kegiatan/${id}/validasi`,
    payload: { status_validasi: true, catatan_validasi: 'Sesuai' },
  });
  expect(res.statusCode).toBe(200);
};

describe('import of kinerja sub kegiatan with budgets', () => {
  it('serves the template on its own path: the export headers, an example row and the Petunjuk sheet', async () => {
    await expectTemplate(t, URL, {
      file: 'templat-impor-kinerja-sub-kegiatan.xlsx',
      headers: HEADERS,
      names: ['Kinerja Sub Kegiatan', 'Petunjuk'],
      rowCount: 2,
    });
    // The monthly realisations keep /kinerja-sub-kegiatan/import.
    const bulanan = await t.as('perangkat_daerah', {
      method: 'GET',
      url: '/backend/api/kinerja-sub-kegiatan/import/template',
    });
    expect((await templateOf(bulanan.rawPayload)).names).toEqual(['Realisasi Bulanan', 'Petunjuk']);
  });

  it('adds under the parent kinerja kegiatan, updates, and a second import of the same file changes nothing', async () => {
    const before = (await subOf(UNIT_PD)).length;
    const file = await workbookOf(HEADERS, [row(), baru()]);
    const { preview: first, applied } = await previewAndApply(t, 'perangkat_daerah', URL, file);
    expect(first.jumlah).toEqual({ tambah: 1, ubah: 1, tetap: 0, ditolak: 0 });
    expect(first.perubahan).toEqual([
      expect.objectContaining({ baris: 2, aksi: 'ubah', kunci: `X.99.01.2.01.0001 · ${INDIKATOR}` }),
      expect.objectContaining({ baris: 3, aksi: 'tambah', kunci: 'X.99.01.2.01.0002 · Jumlah meja kursi diadakan' }),
    ]);
    expect(first.perubahan[0]?.perubahan).toEqual(['Target: 40 → 45', 'Anggaran (Rp): 200.000.000 → 250.000.000']);
    expect(applied.statusCode).toBe(200);
    const updated = await stored(existingId);
    expect(updated).toMatchObject({ target: 45, anggaran: 250_000_000, realisasi: 10, indikator_kemendagri: null });
    expect(updated.capaian).toBeCloseTo((10 / 45) * 100, 2);
    const added = (await subOf(UNIT_PD)).find((r) => r.indikator === 'Jumlah meja kursi diadakan')!;
    expect(added).toMatchObject({
      kinerja_kegiatan_id: kinerjaKegiatanId,
      sub_kegiatan_id: fx.subKegiatanIds[1],
      target: 300,
      satuan: 'set',
      polaritas: 'naik',
      anggaran: 90_000_000,
      indikator_kemendagri: 'Jumlah Sarana Pembelajaran yang Diadakan',
      status_validasi: false,
    });
    await expectOneImportAudit(t, 'impor:kinerja-sub-kegiatan');
    await expectNothingToApply(t, 'perangkat_daerah', URL, file, 2);
    expect(await subOf(UNIT_PD)).toHaveLength(before + 1);
  });
});

describe('import of kinerja sub kegiatan: round trip and Bappeda validation', () => {
  it('imports the list export back unchanged (round trip)', async () => {
    const body = await previewOfExport(
      t,
      `/backend/api/kinerja-sub-kegiatan/export?satuan_kerja_id=${UNIT_PD}`,
      URL,
      'perangkat_daerah',
    );
    // The export's other columns (No, Satuan Kerja, Kegiatan, Realisasi, Status Validasi, …) are ignored.
    // Every sub kegiatan of the unit (the demo city's and the two above) comes back unchanged.
    const count = (await subOf(UNIT_PD)).length;
    expect(count).toBeGreaterThan(2);
    expect(body.jumlah).toEqual({ tambah: 0, ubah: 0, tetap: count, ditolak: 0 });
  });

  it('sends a validated sub kegiatan it changes back to Belum Tervalidasi, as the form does; the others stay validated', async () => {
    await validate(existingId);
    const added = (await subOf(UNIT_PD)).find((r) => r.indikator === 'Jumlah meja kursi diadakan')!;
    await validate(added.id);
    // The same values: nothing changes, the validation stays.
    const same = (
      await preview(t, 'perangkat_daerah', URL, await workbookOf(HEADERS, [row(), baru()]))
    ).json<ImportPreview>();
    expect(same.jumlah.tetap).toBe(2);
    const file = await workbookOf(HEADERS, [
      row({ 'Indikator Kemendagri': 'Jumlah Ruang Kelas yang Direhabilitasi' }),
      baru(),
    ]);
    const { preview: body, applied } = await previewAndApply(t, 'perangkat_daerah', URL, file);
    expect(body.jumlah).toEqual({ tambah: 0, ubah: 1, tetap: 1, ditolak: 0 });
    expect(body.perubahan[0]?.perubahan).toEqual([
      'Indikator Kemendagri: (kosong) → Jumlah Ruang Kelas yang Direhabilitasi',
      'Status validasi Bappeda: Tervalidasi → Belum Tervalidasi',
    ]);
    expect(applied.statusCode).toBe(200);
    expect(await stored(existingId)).toMatchObject({
      indikator_kemendagri: 'Jumlah Ruang Kelas yang Direhabilitasi',
      status_validasi: false,
      catatan_validasi: null,
      validasi_by: null,
      validasi_at: null,
    });
    expect(await stored(added.id)).toMatchObject({ status_validasi: true, catatan_validasi: 'Sesuai' });
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.table_name, 'kinerja_sub_kegiatan'), eq(auditLog.record_id, String(existingId))))
      .orderBy(auditLog.id)
      .then((rows) => rows.slice(-1));
    expect(audit?.new_values).toMatchObject({ status_validasi: false, impor: true });
    expect(audit?.old_values).toMatchObject({ status_validasi: true });
  });
});

describe('import of kinerja sub kegiatan: refusals', () => {
  it('names every refused row with its column and reason, and changes nothing', async () => {
    const [inactive, other] = await t.database.db
      .insert(subKegiatan)
      .values([
        { kegiatan_id: fx.kegiatanIds[0], kode: 'X.99.01.2.01.0009', nama: 'Sub Kegiatan Uji Lama', aktif: false },
        { kegiatan_id: fx.kegiatanLain, kode: 'X.99.02.2.01.0001', nama: 'Sub Kegiatan Uji Tata Kelola' },
      ])
      .returning();
    expect(inactive && other).toBeTruthy();
    const before = await subOf(UNIT_PD);
    const file = await workbookOf(HEADERS, [
      row({ Target: 50 }),
      baru({ 'Kode Sub Kegiatan': 'X.99.01.2.01.0099', Indikator: 'Kode tak dikenal' }),
      baru({ 'Kode Sub Kegiatan': 'X.99.01.2.01.0009', Indikator: 'Kode tidak aktif' }),
      baru({ Indikator: 'Induk tak dikenal', 'Indikator Kegiatan': 'Indikator yang tidak ada' }),
      baru({
        'Kode Sub Kegiatan': 'X.99.02.2.01.0001',
        'Indikator Kegiatan': null,
        Indikator: 'Tanpa kinerja kegiatan',
      }),
      baru({ Indikator: 'Polaritas salah', Polaritas: 'ke atas' }),
      row({ Target: 51 }),
    ]);
    const body = await previewRefused(t, 'perangkat_daerah', URL, file);
    expect(body.ditolak).toEqual([
      {
        baris: 3,
        kolom: 'Kode Sub Kegiatan',
        alasan: 'Kode sub kegiatan X.99.01.2.01.0099 tidak ada di data master Sub Kegiatan.',
      },
      {
        baris: 4,
        kolom: 'Kode Sub Kegiatan',
        alasan: 'Sub Kegiatan X.99.01.2.01.0009 sudah tidak aktif di data master Sub Kegiatan.',
      },
      {
        baris: 5,
        kolom: 'Indikator Kegiatan',
        alasan:
          'Kinerja kegiatan dengan indikator "Indikator yang tidak ada" untuk kegiatan sub kegiatan ini tidak ada di unit ini pada tahun 2024.',
      },
      {
        baris: 6,
        kolom: 'Indikator Kegiatan',
        alasan:
          'Kinerja kegiatan induk sub kegiatan X.99.02.2.01.0001 belum ada di unit ini pada tahun 2024: isi atau impor Kinerja Kegiatan dulu.',
      },
      expect.objectContaining({ baris: 7, kolom: 'Polaritas' }),
      { baris: 8, kolom: 'Kode Sub Kegiatan', alasan: 'Baris ganda: sama dengan baris 2.' },
    ]);
    expect(body.jumlah.ditolak).toBe(6);
    expect(await subOf(UNIT_PD)).toEqual(before);
  });
});

describe('import of kinerja sub kegiatan: scope and the planning lock', () => {
  it('imports only into the unit of the account; super chooses the unit; a preview is its user’s', async () => {
    const file = await workbookOf(HEADERS, [row({ Target: 60 })]);
    const lainBefore = await subOf(UNIT_LAIN);
    // A unit account naming another unit still imports into its own.
    const { preview: own, applied } = await previewAndApply(t, 'perangkat_daerah', URL, file, {
      satuan_kerja_id: UNIT_LAIN,
    });
    expect(own.jumlah).toEqual({ tambah: 0, ubah: 1, tetap: 0, ditolak: 0 });
    expect(applied.statusCode).toBe(200);
    expect((await stored(existingId)).target).toBe(60);
    expect(await subOf(UNIT_LAIN)).toEqual(lainBefore);
    // Super chooses the other unit: it has no kinerja kegiatan of X.99.01.2.01.
    const lain = (await preview(t, 'super', URL, file, { satuan_kerja_id: UNIT_LAIN })).json<ImportPreview>();
    expect(lain.ditolak).toEqual([
      {
        baris: 2,
        kolom: 'Indikator Kegiatan',
        alasan:
          'Kinerja kegiatan induk sub kegiatan X.99.01.2.01.0001 belum ada di unit ini pada tahun 2024: isi atau impor Kinerja Kegiatan dulu.',
      },
    ]);
    await expectPreviewOnlyItsMakers(t, URL, await workbookOf(HEADERS, [row({ Target: 61 })]));
  });

  it('is refused entirely while the plan of the year is validated (preview and apply); super bypasses the lock', async () => {
    const file = await workbookOf(HEADERS, [row({ Target: 62 }), baru({ Indikator: 'Setelah kunci' })]);
    const lock = (on: boolean) => setValidasi(t.database.db, UNIT_PD, 2024, on ? true : null);
    await expectRefusedWhileLocked(t, URL, file, lock, async () => {
      expect((await stored(existingId)).target).toBe(60);
      expect((await subOf(UNIT_PD)).map((r) => r.indikator)).not.toContain('Setelah kunci');
      const { preview: bySuper, applied } = await previewAndApply(t, 'super', URL, file, { satuan_kerja_id: UNIT_PD });
      expect(bySuper.jumlah).toEqual({ tambah: 1, ubah: 1, tetap: 0, ditolak: 0 });
      expect(applied.statusCode).toBe(200);
      expect((await stored(existingId)).target).toBe(62);
    });
  });
});
