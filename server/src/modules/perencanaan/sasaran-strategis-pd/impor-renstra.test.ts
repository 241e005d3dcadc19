import { describe, expect, it, vi } from 'vitest';

// Each preview and apply reads its file in a worker thread of its own.
vi.setConfig({ testTimeout: 120_000 });
import ExcelJS from 'exceljs';
import { and, eq } from 'drizzle-orm';
import { imporRenstra, type ImportPreview } from '@sakip/domain';
import {
  auditLog,
  indikatorSasaranStrategis,
  penyebabKegagalan,
  sasaranStrategisPd,
  sasaranStrategisRpjmd,
} from '../../../db/schema/index';
import {
  expectNothingToApply,
  expectOneImportAudit,
  expectPreviewOnlyItsMakers,
  expectRefusedWhileLocked,
  expectTemplate,
  headersOf,
  preview,
  previewAndApply,
  previewRefused,
  workbookOf,
  yearTargets,
} from '../../../test/import';
import { planningTestApp } from '../../../test/planning-fixture-app';
import { setValidasi, UNIT_LAIN, UNIT_PD } from '../testing';

const { t, fx } = planningTestApp();
const URL = '/backend/api/sasaran-strategis-pd/import';
/** The fixture's period starts in 2024. */
const HEADERS = headersOf(imporRenstra, 2024);
const targets = (...values: (number | string | null)[]) => yearTargets(2024, ...values);
/** The fixture's SS-PD of UNIT_PD (target 2024: 90), as a row. */
const known = (over: Record<string, unknown> = {}) => ({
  'Sasaran Strategis RPJMD': 'Sasaran RPJMD uji',
  'Sasaran Strategis PD': `Sasaran PD uji ${UNIT_PD}`,
  IKU: `IKU uji ${UNIT_PD}`,
  Satuan: '%',
  ...over,
});
/** A new SS-PD under the fixture's SS-RPJMD named by its code (misi.tujuan.sasaran). */
const baru = (over: Record<string, unknown> = {}) => ({
  'Sasaran Strategis RPJMD': '99.99.99',
  'Indikator Sasaran RPJMD': 'Indikator RPJMD uji',
  'Sasaran Strategis PD': 'Meningkatnya mutu layanan  pendidikan',
  IKU: 'Indeks mutu layanan',
  Satuan: 'indeks',
  Polaritas: 'Naik',
  Baseline: '60,5',
  ...targets(70, 72, '74', 76, 78),
  ...over,
});

const ssPdOf = (unit: string) =>
  t.database.db
    .select()
    .from(sasaranStrategisPd)
    .where(and(eq(sasaranStrategisPd.satuan_kerja_id, unit), eq(sasaranStrategisPd.periode_id, fx.periodeId)))
    .orderBy(sasaranStrategisPd.id);
const stored = async (id: number) =>
  (await t.database.db.select().from(sasaranStrategisPd).where(eq(sasaranStrategisPd.id, id)))[0]!;

describe('import of a unit renstra (SS-PD, IKU and yearly targets)', () => {
  it('serves the template: the export headers with the years of the period and the Petunjuk sheet', async () => {
    // A biro writes no SS-PD.
    const { workbook } = await expectTemplate(t, URL, {
      file: 'templat-impor-renstra.xlsx',
      headers: HEADERS,
      names: ['Sasaran Strategis PD', 'Petunjuk'],
      rowCount: 2,
      refused: ['validator_lke', 'biro'],
    });
    const petunjuk = workbook.getWorksheet('Petunjuk')!;
    const text = petunjuk
      .getSheetValues()
      .flat()
      .filter((v): v is string => typeof v === 'string')
      .join(' ');
    expect(text).toContain('Petunjuk Impor Renstra');
    expect(text).toContain('Target 2024');
  });

  it('adds a new goal, updates a known one, audits, and a second import of the same file changes nothing', async () => {
    const before = (await ssPdOf(UNIT_PD)).length;
    const file = await workbookOf(HEADERS, [known({ ...targets(null, 91) }), baru()]);
    const { preview: first, applied } = await previewAndApply(t, 'perangkat_daerah', URL, file);
    expect(first.jumlah).toEqual({ tambah: 1, ubah: 1, tetap: 0, ditolak: 0 });
    expect(first.perubahan).toEqual([
      {
        baris: 2,
        aksi: 'ubah',
        kunci: `Sasaran PD uji ${UNIT_PD} · IKU uji ${UNIT_PD}`,
        perubahan: ['Target 2025: (kosong) → 91'],
      },
      expect.objectContaining({ baris: 3, aksi: 'tambah' }),
    ]);
    expect(applied.statusCode).toBe(200);
    expect(applied.json().data).toEqual({ tambah: 1, ubah: 1, tetap: 0, ditolak: 0 });
    expect(await stored(fx.ssPd[UNIT_PD]!)).toMatchObject({ target_1: 90, target_2: 91, satuan: '%' });
    const rows = await ssPdOf(UNIT_PD);
    expect(rows).toHaveLength(before + 1);
    const added = rows.find((r) => r.iku === 'Indeks mutu layanan')!;
    expect(added).toMatchObject({
      sasaran_strategis_rpjmd_id: fx.ssRpjmdId,
      satuan: 'indeks',
      polaritas: 'naik',
      baseline: 60.5,
      target_1: 70,
      target_3: 74,
      target_5: 78,
      realisasi_1: null,
    });
    await expectOneImportAudit(t, 'impor:renstra');
    const rowAudits = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.table_name, 'sasaran_strategis_pd'), eq(auditLog.record_id, String(added.id))));
    expect(rowAudits.map((a) => a.action)).toEqual(['create']);
    // Again: nothing to apply, nothing added; rows differing only by blanks and case are the same.
    await expectNothingToApply(t, 'perangkat_daerah', URL, file, 2);
    const spaced = await workbookOf(HEADERS, [
      baru({ 'Sasaran Strategis PD': ' meningkatnya mutu layanan pendidikan ' }),
    ]);
    expect((await preview(t, 'perangkat_daerah', URL, spaced)).json<ImportPreview>().jumlah.tetap).toBe(1);
    expect(await ssPdOf(UNIT_PD)).toHaveLength(before + 1);
  });
});

describe('import of a unit renstra: round trip', () => {
  it('imports the list export back unchanged, and an edited export changes only what was edited (round trip)', async () => {
    const exported = await t.as('perangkat_daerah', {
      method: 'GET',
      url: `/backend/api/sasaran-strategis-pd/export?satuan_kerja_id=${UNIT_PD}`,
    });
    expect(exported.statusCode).toBe(200);
    const res = await preview(t, 'perangkat_daerah', URL, exported.rawPayload);
    expect(res.statusCode).toBe(200);
    const body = res.json<ImportPreview>();
    const count = (await ssPdOf(UNIT_PD)).length;
    expect(body.jumlah).toEqual({ tambah: 0, ubah: 0, tetap: count, ditolak: 0 });

    // Edit the export as an official would: one target of one goal.
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(exported.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    const header = (sheet.getRow(1).values as unknown[]).map(String);
    const ikuAt = header.indexOf('IKU');
    const targetAt = header.indexOf('Target 2026');
    let edited = 0;
    sheet.eachRow((row, n) => {
      if (n > 1 && row.getCell(ikuAt).value === 'Indeks mutu layanan') {
        row.getCell(targetAt).value = 75.25;
        edited = n;
      }
    });
    expect(edited).toBeGreaterThan(1);
    const file = Buffer.from(await workbook.xlsx.writeBuffer());
    const { preview: changed, applied } = await previewAndApply(t, 'perangkat_daerah', URL, file);
    expect(changed.jumlah).toEqual({ tambah: 0, ubah: 1, tetap: count - 1, ditolak: 0 });
    expect(changed.perubahan).toEqual([
      expect.objectContaining({ baris: edited, perubahan: ['Target 2026: 74 → 75,25'] }),
    ]);
    expect(applied.statusCode).toBe(200);
    expect((await ssPdOf(UNIT_PD)).find((r) => r.iku === 'Indeks mutu layanan')).toMatchObject({ target_3: 75.25 });
  });
});

describe('import of a unit renstra: refusals, scope and the planning lock', () => {
  it('names every refused row with its column and reason, and changes nothing', async () => {
    // A second indicator of the fixture's RPJMD goal: the goal alone no longer names one SS-RPJMD.
    const [rpjmd] = await t.database.db
      .select()
      .from(sasaranStrategisRpjmd)
      .where(eq(sasaranStrategisRpjmd.id, fx.ssRpjmdId));
    const ssId = rpjmd!.sasaran_strategis_id;
    const [ind] = await t.database.db
      .insert(indikatorSasaranStrategis)
      .values({ sasaran_strategis_id: ssId, nomor: 98, indikator: 'Indikator RPJMD kedua', satuan: '%' })
      .returning();
    await t.database.db.insert(sasaranStrategisRpjmd).values({
      periode_id: fx.periodeId,
      sasaran_strategis_id: ssId,
      indikator_sasaran_strategis_id: ind!.id,
      target_1: 50,
    });
    const before = await ssPdOf(UNIT_PD);
    const file = await workbookOf(HEADERS, [
      baru({ IKU: 'Tanpa induk', 'Sasaran Strategis RPJMD': null }),
      baru({ IKU: 'Induk tak dikenal', 'Sasaran Strategis RPJMD': 'Sasaran yang tidak ada' }),
      baru({ IKU: 'Induk ganda', 'Sasaran Strategis RPJMD': 'Sasaran RPJMD uji', 'Indikator Sasaran RPJMD': null }),
      baru({ IKU: 'Target kurang', 'Target 2027': null }),
      baru({ IKU: 'Polaritas salah', Polaritas: 'ke atas' }),
      baru({
        IKU: 'Induk dipilih',
        'Sasaran Strategis RPJMD': 'Sasaran RPJMD uji',
        'Indikator Sasaran RPJMD': 'indikator rpjmd KEDUA',
      }),
      baru({ IKU: 'Induk ganda ' }),
    ]);
    const body = await previewRefused(t, 'perangkat_daerah', URL, file);
    expect(body.jumlah.ditolak).toBe(6);
    expect(body.ditolak).toEqual([
      { baris: 2, kolom: 'Sasaran Strategis RPJMD', alasan: 'Wajib diisi untuk sasaran strategis PD baru (induknya).' },
      {
        baris: 3,
        kolom: 'Sasaran Strategis RPJMD',
        alasan:
          'Sasaran strategis RPJMD "Sasaran yang tidak ada" dengan indikator "Indikator RPJMD uji" tidak ada pada periode 2024-2028.',
      },
      {
        baris: 4,
        kolom: 'Sasaran Strategis RPJMD',
        alasan:
          'Sasaran strategis RPJMD "Sasaran RPJMD uji" punya 2 indikator: isi kolom Indikator Sasaran RPJMD untuk memilih satu.',
      },
      { baris: 5, kolom: 'Target 2027', alasan: 'Target 2027 wajib diisi untuk sasaran strategis PD baru.' },
      expect.objectContaining({ baris: 6, kolom: 'Polaritas' }),
      { baris: 8, kolom: 'Sasaran Strategis PD', alasan: 'Baris ganda: sama dengan baris 4.' },
    ]);
    // Row 7 names its SS-RPJMD by goal and indicator: accepted.
    expect(body.jumlah.tambah).toBe(1);
    expect(await ssPdOf(UNIT_PD)).toEqual(before);
  });
});

describe('import of a unit renstra: scope and the planning lock', () => {
  it('imports only into the unit of the account; super chooses the unit; other roles are refused', async () => {
    const file = await workbookOf(HEADERS, [baru({ IKU: 'Indeks kepuasan unit' })]);
    // A unit account naming another unit still imports into its own.
    const { applied } = await previewAndApply(t, 'perangkat_daerah', URL, file, { satuan_kerja_id: UNIT_LAIN });
    expect(applied.statusCode).toBe(200);
    expect((await ssPdOf(UNIT_PD)).map((r) => r.iku)).toContain('Indeks kepuasan unit');
    expect((await ssPdOf(UNIT_LAIN)).map((r) => r.iku)).not.toContain('Indeks kepuasan unit');
    // Super chooses the other unit: the row lands there.
    const lain = await previewAndApply(t, 'super', URL, file, { satuan_kerja_id: UNIT_LAIN });
    expect(lain.applied.statusCode).toBe(200);
    expect((await ssPdOf(UNIT_LAIN)).map((r) => r.iku)).toContain('Indeks kepuasan unit');
    // The preview of one user is not another's to apply.
    await expectPreviewOnlyItsMakers(t, URL, await workbookOf(HEADERS, [known({ Baseline: 12 })]));
    expect((await t.as('biro', { method: 'POST', url: URL })).statusCode).toBe(403);
  });

  it('is refused entirely while the plan of the year is validated (preview and apply); super bypasses', async () => {
    const file = await workbookOf(HEADERS, [known({ Baseline: 33 }), baru({ IKU: 'Setelah kunci' })]);
    const lock = (on: boolean) => setValidasi(t.database.db, UNIT_PD, 2024, on ? true : null);
    await expectRefusedWhileLocked(t, URL, file, lock, async () => {
      // All or nothing: neither the change nor the new row was written.
      expect((await stored(fx.ssPd[UNIT_PD]!)).baseline).toBeNull();
      expect((await ssPdOf(UNIT_PD)).map((r) => r.iku)).not.toContain('Setelah kunci');
      const bySuper = await preview(t, 'super', URL, file, { satuan_kerja_id: UNIT_PD });
      expect(bySuper.statusCode).toBe(200);
      expect(bySuper.json<ImportPreview>().jumlah).toMatchObject({ tambah: 1, ubah: 1, ditolak: 0 });
    });
  });
});

describe('import of a unit renstra: causes of failure', () => {
  it('clears the causes of failure of a year whose capaian the import brings to 100, audited, as the form does', async () => {
    const id = fx.ssPd[UNIT_PD]!;
    await t.database.db
      .update(sasaranStrategisPd)
      .set({ realisasi_1: 90, realisasi_2: 50 })
      .where(eq(sasaranStrategisPd.id, id));
    await t.database.db.insert(penyebabKegagalan).values(
      [2024, 2025].map((tahun) => ({
        level: 'sasaran-strategis-pd',
        sasaran_strategis_pd_id: id,
        tahun,
        triwulan: 1,
        penyebab: 'Belum',
      })),
    );
    // Target 2024 lowered to 85: 90 of 85 reaches 100; 2025 stays at 50 of its target.
    const file = await workbookOf(HEADERS, [known({ ...targets(85) })]);
    const { applied } = await previewAndApply(t, 'perangkat_daerah', URL, file);
    expect(applied.statusCode, applied.body).toBe(200);
    const left = await t.database.db
      .select()
      .from(penyebabKegagalan)
      .where(eq(penyebabKegagalan.sasaran_strategis_pd_id, id));
    expect(left.map((p) => p.tahun)).toEqual([2025]);
    const deleted = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.table_name, 'penyebab_kegagalan'), eq(auditLog.action, 'delete')));
    expect(deleted).toHaveLength(1);
  });
});
