import { beforeAll, describe, expect, it, vi } from 'vitest';

// Each preview and apply reads its file in a worker thread of its own.
vi.setConfig({ testTimeout: 120_000 });
import { and, eq } from 'drizzle-orm';
import { imporKinerjaKegiatan, imporKinerjaProgram, type ImportPreview } from '@sakip/domain';
import { kinerjaKegiatan, kinerjaProgram } from '../../../db/schema/index';
import { created } from '../../../test/crud-contract';
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
  workbookOf,
} from '../../../test/import';
import { planningTestApp } from '../../../test/planning-fixture-app';
import { bulan, setValidasi, UNIT_LAIN, UNIT_PD } from '../testing';

const { t, fx } = planningTestApp();
const URL = '/backend/api/kinerja-program/import';
const INDIKATOR = 'Angka partisipasi murni SD';
let existingId = 0;

/** A kinerja program of UNIT_PD created through its API (the form's payload). */
const createProgram = async (indikator: string) =>
  (
    await created(t, 'perangkat_daerah', '/backend/api/kinerja-program', {
      sasaran_strategis_pd_id: fx.ssPd[UNIT_PD],
      program_id: fx.programIds[0],
      satuan_kerja_id: UNIT_PD,
      sasaran: 'Meningkatnya akses pendidikan dasar',
      indikator,
      satuan: '%',
      target: 90,
      anggaran: 1_000_000,
      target_bulanan: bulan(),
      realisasi_bulanan: bulan(45),
      realisasi_anggaran_bulanan: bulan(),
      anggaran_bulanan: bulan(),
      realisasi: null,
    })
  ).id;

beforeAll(async () => {
  existingId = await createProgram(INDIKATOR);
});

const HEADERS = headersOf(imporKinerjaProgram);

const row = (over: Record<string, unknown> = {}) => ({
  'Sasaran Strategis PD': `Sasaran PD uji ${UNIT_PD}`,
  'Kode Program': 'X.99.01',
  Sasaran: 'Meningkatnya akses pendidikan dasar',
  Indikator: INDIKATOR,
  Target: '95,5',
  Satuan: '%',
  'Anggaran (Rp)': '1.250.000.000',
  Polaritas: 'Naik',
  ...over,
});
const baru = (over: Record<string, unknown> = {}) =>
  row({
    'Kode Program': 'X.99.02',
    Sasaran: 'Tata kelola yang baik',
    Indikator: 'Nilai SAKIP',
    Target: 80,
    Satuan: 'nilai',
    ...over,
  });

/** A unit's rows of 2024 in a kinerja table (program or kegiatan). */
const ofUnit2024 = (table: typeof kinerjaProgram | typeof kinerjaKegiatan, unit: string) =>
  and(eq(table.satuan_kerja_id, unit), eq(table.tahun, 2024));
const programsOf = (unit: string) =>
  t.database.db.select().from(kinerjaProgram).where(ofUnit2024(kinerjaProgram, unit));
const stored = async (id: number) =>
  (await t.database.db.select().from(kinerjaProgram).where(eq(kinerjaProgram.id, id)))[0]!;

describe('import of kinerja program with budgets', () => {
  it('serves the template: data sheet with the export headers, example row and the Petunjuk sheet', async () => {
    await expectTemplate(t, URL, {
      file: 'templat-impor-kinerja-program.xlsx',
      headers: HEADERS,
      names: ['Kinerja Program', 'Petunjuk'],
      rowCount: 2,
    });
  });

  it('adds new rows, updates changed ones, and a second import of the same file changes nothing', async () => {
    const before = (await programsOf(UNIT_PD)).length;
    const file = await workbookOf(HEADERS, [row(), baru()]);
    const { preview: first, applied } = await previewAndApply(t, 'perangkat_daerah', URL, file);
    expect(first.jumlah).toEqual({ tambah: 1, ubah: 1, tetap: 0, ditolak: 0 });
    expect(first.perubahan).toEqual([
      expect.objectContaining({ baris: 2, aksi: 'ubah', kunci: `X.99.01 · ${INDIKATOR}` }),
      expect.objectContaining({ baris: 3, aksi: 'tambah', kunci: 'X.99.02 · Nilai SAKIP' }),
    ]);
    expect(first.perubahan[0]?.perubahan).toContain('Target: 90 → 95,5');
    expect(applied.statusCode).toBe(200);
    expect(applied.json().data).toEqual({ tambah: 1, ubah: 1, tetap: 0, ditolak: 0 });
    const updated = await stored(existingId);
    expect(updated).toMatchObject({ target: 95.5, anggaran: 1_250_000_000, realisasi: 45 });
    expect(updated.capaian).toBeCloseTo((45 / 95.5) * 100, 2);
    const rows = await programsOf(UNIT_PD);
    expect(rows).toHaveLength(before + 1);
    const added = rows.find((r) => r.indikator === 'Nilai SAKIP')!;
    expect(added).toMatchObject({
      program_id: fx.programIds[1],
      sasaran_strategis_pd_id: fx.ssPd[UNIT_PD],
      target: 80,
      satuan: 'nilai',
      polaritas: 'naik',
      anggaran: 1_250_000_000,
      realisasi: null,
    });
    await expectOneImportAudit(t, 'impor:kinerja-program');
    // Again: nothing to apply, nothing added.
    await expectNothingToApply(t, 'perangkat_daerah', URL, file, 2);
    expect(await programsOf(UNIT_PD)).toHaveLength(before + 1);
  });

  it('imports the list export back unchanged (round trip)', async () => {
    const body = await previewOfExport(
      t,
      `/backend/api/kinerja-program/export?satuan_kerja_id=${UNIT_PD}&program_id=${fx.programIds[1]}`,
      URL,
      'perangkat_daerah',
    );
    // The export's other columns (No, Satuan Kerja, Program, Realisasi, Capaian, …) are ignored.
    expect(body.jumlah).toEqual({ tambah: 0, ubah: 0, tetap: 1, ditolak: 0 });
  });
});

describe('import of kinerja program: refusals, scope and the planning lock', () => {
  it('names every refused row with its column and reason, and offers no apply', async () => {
    const before = await programsOf(UNIT_PD);
    const file = await workbookOf(HEADERS, [
      row({ Target: 99 }),
      baru({ 'Kode Program': 'X.99.09', Indikator: 'Kode tak dikenal' }),
      baru({ Indikator: 'Induk tak dikenal', 'Sasaran Strategis PD': 'Sasaran yang tidak ada' }),
      baru({ Indikator: 'Tanpa induk', 'Sasaran Strategis PD': null }),
      baru({ Indikator: 'Polaritas salah', Polaritas: 'ke atas' }),
      row({ Target: 98 }),
    ]);
    const body = await previewRefused(t, 'perangkat_daerah', URL, file);
    expect(body.jumlah.ditolak).toBe(5);
    expect(body.ditolak).toEqual([
      { baris: 3, kolom: 'Kode Program', alasan: 'Kode program X.99.09 tidak ada di data master Program.' },
      {
        baris: 4,
        kolom: 'Sasaran Strategis PD',
        alasan: 'Sasaran strategis PD "Sasaran yang tidak ada" tidak ada di unit ini untuk tahun 2024.',
      },
      { baris: 5, kolom: 'Sasaran Strategis PD', alasan: 'Wajib diisi untuk kinerja program baru (induknya).' },
      expect.objectContaining({ baris: 6, kolom: 'Polaritas' }),
      { baris: 7, kolom: 'Kode Program', alasan: 'Baris ganda: sama dengan baris 2.' },
    ]);
    expect(await programsOf(UNIT_PD)).toEqual(before);
  });

  it('imports only into the unit of the account; super chooses the unit', async () => {
    const lain = baru({ 'Sasaran Strategis PD': `Sasaran PD uji ${UNIT_LAIN}`, Indikator: 'Indeks kepuasan' });
    const file = await workbookOf(HEADERS, [lain]);
    // A unit account naming another unit still imports into its own: the other unit's SS-PD is unknown there.
    const own = (await preview(t, 'perangkat_daerah', URL, file, { satuan_kerja_id: UNIT_LAIN })).json<ImportPreview>();
    expect(own.token).toBeNull();
    expect(own.ditolak).toEqual([expect.objectContaining({ baris: 2, kolom: 'Sasaran Strategis PD' })]);
    // Super chooses the other unit: the row lands there.
    const { applied } = await previewAndApply(t, 'super', URL, file, { satuan_kerja_id: UNIT_LAIN });
    expect(applied.statusCode).toBe(200);
    expect((await programsOf(UNIT_LAIN)).map((r) => r.indikator)).toContain('Indeks kepuasan');
    expect((await programsOf(UNIT_PD)).map((r) => r.indikator)).not.toContain('Indeks kepuasan');
    // The preview of one user is not another's to apply.
    await expectPreviewOnlyItsMakers(t, URL, await workbookOf(HEADERS, [row({ Target: 97 })]));
  });

  it('is refused entirely while the plan of the year is validated (preview and apply)', async () => {
    const file = await workbookOf(HEADERS, [row({ Target: 96 }), baru({ Indikator: 'Setelah kunci' })]);
    const lock = (on: boolean) => setValidasi(t.database.db, UNIT_PD, 2024, on ? true : null);
    await expectRefusedWhileLocked(t, URL, file, lock, async () => {
      expect((await stored(existingId)).target).toBe(95.5);
      expect((await programsOf(UNIT_PD)).map((r) => r.indikator)).not.toContain('Setelah kunci');
    });
  });
});

const K_URL = '/backend/api/kinerja-kegiatan/import';
const K_HEADERS = headersOf(imporKinerjaKegiatan);
const kegiatan = (over: Record<string, unknown> = {}) => ({
  'Indikator Program': null,
  'Kode Kegiatan': 'X.99.01.2.01',
  Sasaran: 'Terkelolanya sekolah dasar',
  Indikator: 'Jumlah sekolah dikelola',
  Target: 12,
  Satuan: 'sekolah',
  'Anggaran (Rp)': 500_000_000,
  Polaritas: null,
  ...over,
});
const tataKelola = kegiatan({
  'Indikator Program': 'nilai  sakip',
  'Kode Kegiatan': 'X.99.02.2.01',
  Indikator: 'Dokumen SAKIP tersusun',
  Target: 3,
  Satuan: 'dokumen',
});
const kegiatanOf = (unit: string) =>
  t.database.db.select().from(kinerjaKegiatan).where(ofUnit2024(kinerjaKegiatan, unit));

describe('import of kinerja kegiatan with budgets', () => {
  it('serves its template, adds under the parent program, updates, and a second import changes nothing', async () => {
    await expectTemplate(t, K_URL, {
      file: 'templat-impor-kinerja-kegiatan.xlsx',
      headers: K_HEADERS,
      names: ['Kinerja Kegiatan', 'Petunjuk'],
      rowCount: 2,
    });

    const file = await workbookOf(K_HEADERS, [kegiatan(), tataKelola]);
    const { preview: first, applied } = await previewAndApply(t, 'perangkat_daerah', K_URL, file);
    expect(first.jumlah).toEqual({ tambah: 2, ubah: 0, tetap: 0, ditolak: 0 });
    expect(applied.statusCode).toBe(200);
    const rows = await kegiatanOf(UNIT_PD);
    const sakip = (await programsOf(UNIT_PD)).find((r) => r.indikator === 'Nilai SAKIP')!;
    expect(rows.find((r) => r.indikator === 'Jumlah sekolah dikelola')).toMatchObject({
      kinerja_program_id: existingId,
      kegiatan_id: fx.kegiatanIds[0],
      target: 12,
      anggaran: 500_000_000,
    });
    expect(rows.find((r) => r.indikator === 'Dokumen SAKIP tersusun')).toMatchObject({
      kinerja_program_id: sakip.id,
      kegiatan_id: fx.kegiatanLain,
    });
    await expectNothingToApply(t, 'perangkat_daerah', K_URL, file, 2);

    const changed = await workbookOf(K_HEADERS, [kegiatan({ Target: 15 }), tataKelola]);
    const { preview: second } = await previewAndApply(t, 'perangkat_daerah', K_URL, changed);
    expect(second.jumlah).toEqual({ tambah: 0, ubah: 1, tetap: 1, ditolak: 0 });
    expect(second.perubahan[0]?.perubahan).toEqual(['Target: 12 → 15']);
    expect((await kegiatanOf(UNIT_PD)).filter((r) => r.indikator === 'Jumlah sekolah dikelola')).toEqual([
      expect.objectContaining({ target: 15 }),
    ]);
  });
});

describe('import of kinerja kegiatan: refusals, scope and the planning lock', () => {
  it('refuses unknown codes and parents, scopes to the unit and respects the lock', async () => {
    const file = await workbookOf(K_HEADERS, [
      kegiatan({ 'Kode Kegiatan': 'X.99.09.2.01', Indikator: 'Kode tak dikenal' }),
      kegiatan({
        'Kode Kegiatan': 'X.99.01.2.02',
        'Indikator Program': 'Nilai SAKIP',
        Indikator: 'Induk program lain',
      }),
    ]);
    const body = (await preview(t, 'perangkat_daerah', K_URL, file)).json<ImportPreview>();
    expect(body.token).toBeNull();
    expect(body.ditolak).toEqual([
      { baris: 2, kolom: 'Kode Kegiatan', alasan: 'Kode kegiatan X.99.09.2.01 tidak ada di data master Kegiatan.' },
      {
        baris: 3,
        kolom: 'Indikator Program',
        alasan:
          'Kinerja program dengan indikator "Nilai SAKIP" untuk program kegiatan ini tidak ada di unit ini pada tahun 2024.',
      },
    ]);
    // The other unit has no kinerja program of X.99.01: its kegiatan has no parent there.
    const lain = (
      await preview(t, 'super', K_URL, await workbookOf(K_HEADERS, [kegiatan()]), { satuan_kerja_id: UNIT_LAIN })
    ).json<ImportPreview>();
    expect(lain.ditolak).toEqual([
      {
        baris: 2,
        kolom: 'Indikator Program',
        alasan:
          'Kinerja program induk kegiatan X.99.01.2.01 belum ada di unit ini pada tahun 2024: isi atau impor Kinerja Program dulu.',
      },
    ]);
    expect((await t.as('validator_lke', { method: 'GET', url: `${K_URL}/template` })).statusCode).toBe(403);
    // Two kinerja program of the kegiatan's program: a new kegiatan must name its parent.
    await createProgram('Angka partisipasi sekolah');
    const baruTanpaInduk = kegiatan({ 'Kode Kegiatan': 'X.99.01.2.02', Indikator: 'Jumlah guru dilatih' });
    const ambigu = (
      await preview(t, 'perangkat_daerah', K_URL, await workbookOf(K_HEADERS, [baruTanpaInduk]))
    ).json<ImportPreview>();
    expect(ambigu.ditolak).toEqual([
      {
        baris: 2,
        kolom: 'Indikator Program',
        alasan: 'Ada 2 kinerja program yang dapat menjadi induk X.99.01.2.02: isi kolom ini untuk memilih satu.',
      },
    ]);
    const dipilih = await workbookOf(K_HEADERS, [
      { ...baruTanpaInduk, 'Indikator Program': 'Angka partisipasi sekolah' },
    ]);
    expect((await preview(t, 'perangkat_daerah', K_URL, dipilih)).json<ImportPreview>().jumlah.tambah).toBe(1);
    await setValidasi(t.database.db, UNIT_PD, 2024, true);
    try {
      const locked = await preview(
        t,
        'perangkat_daerah',
        K_URL,
        await workbookOf(K_HEADERS, [kegiatan({ Target: 20 })]),
      );
      expect(locked.statusCode).toBe(422);
      expect(locked.json().errors.validasi).toHaveLength(1);
    } finally {
      await setValidasi(t.database.db, UNIT_PD, 2024, null);
    }
  });
});
