import { beforeAll, describe, expect, it, vi } from 'vitest';

// Each preview and apply reads its file in a worker thread of its own.
vi.setConfig({ testTimeout: 120_000 });
import { and, eq, inArray } from 'drizzle-orm';
import { imporRpjmd, type ImportPreview } from '@sakip/domain';
import {
  auditLog,
  indikatorSasaranStrategis,
  misi,
  periode,
  sasaranStrategis,
  sasaranStrategisRpjmd,
  tujuan,
  visi,
} from '../../../db/schema/index';
import {
  expectNothingToApply,
  expectOneImportAudit,
  expectTemplate,
  headersOf,
  preview,
  previewAndApply,
  previewRefused,
  workbookOf,
  yearTargets,
} from '../../../test/import';
import { planningTestApp } from '../../../test/planning-fixture-app';

const { t, fx } = planningTestApp();
let visiId = 0;
const URL = '/backend/api/visi-misi-rpjmd/import';
/** The fixture's period starts in 2024. */
const HEADERS = headersOf(imporRpjmd, 2024);

beforeAll(async () => {
  visiId = (await t.database.db.select().from(visi).where(eq(visi.periode_id, fx.periodeId)))[0]!.id;
});

const targets = (...values: (number | string | null)[]) => yearTargets(2024, ...values);
const row = (over: Record<string, unknown> = {}) => ({
  'No Misi': 98,
  Misi: 'Misi impor',
  'No Tujuan': 1,
  Tujuan: 'Tujuan impor',
  'No Sasaran': 1,
  'Sasaran Strategis': 'Sasaran impor',
  'No Indikator': 1,
  Indikator: 'Indikator impor A',
  Satuan: '%',
  Polaritas: 'naik',
  Baseline: 10,
  ...targets(11, 12, 13, 14, 15),
  ...over,
});
/** Same ancestors written with other blanks and case: no second misi, tujuan or sasaran. */
const second = row({
  'No Misi': null,
  Misi: ' misi   IMPOR ',
  Tujuan: 'Tujuan  impor',
  'Sasaran Strategis': 'SASARAN impor',
  'No Indikator': 2,
  Indikator: 'Indikator impor B',
  Satuan: 'indeks',
  Polaritas: 'turun',
  Baseline: '1.234,5',
  ...targets(20, 19, 18, 17, 16),
});
/** The fixture's indicator: Target 2025 filled (it was empty). */
const fixture = row({
  'No Misi': 99,
  Misi: 'Misi uji',
  'No Tujuan': 99,
  Tujuan: 'Tujuan uji',
  'No Sasaran': 99,
  'Sasaran Strategis': 'Sasaran RPJMD uji',
  'No Indikator': 99,
  Indikator: 'Indikator RPJMD uji',
  Polaritas: null,
  Baseline: null,
  ...targets(null, 81),
});

const misiImpor = () =>
  t.database.db
    .select()
    .from(misi)
    .where(and(eq(misi.visi_id, visiId), eq(misi.nomor, 98)));
async function subtree() {
  const [m] = await misiImpor();
  const tj = await t.database.db.select().from(tujuan).where(eq(tujuan.misi_id, m!.id));
  const ss = await t.database.db
    .select()
    .from(sasaranStrategis)
    .where(
      inArray(
        sasaranStrategis.tujuan_id,
        tj.map((x) => x.id),
      ),
    );
  const ind = await t.database.db
    .select()
    .from(indikatorSasaranStrategis)
    .where(
      inArray(
        indikatorSasaranStrategis.sasaran_strategis_id,
        ss.map((x) => x.id),
      ),
    )
    .orderBy(indikatorSasaranStrategis.nomor);
  const rpjmd = await t.database.db
    .select()
    .from(sasaranStrategisRpjmd)
    .where(
      inArray(
        sasaranStrategisRpjmd.indikator_sasaran_strategis_id,
        ind.map((x) => x.id),
      ),
    );
  return { tj, ss, ind, rpjmd };
}

describe('import of the RPJMD tree with yearly targets', () => {
  it('serves the template to super only: the headers with the years of the period and the Petunjuk sheet', async () => {
    const refused = ['perangkat_daerah', 'pemerintah_daerah', 'validator_lke'] as const;
    await expectTemplate(t, URL, {
      file: 'templat-impor-rpjmd.xlsx',
      headers: HEADERS,
      names: ['Pohon RPJMD', 'Petunjuk'],
      rowCount: 3,
      who: 'super',
      refused,
    });
    for (const who of refused) {
      const file = await workbookOf(HEADERS, [row()]);
      expect((await preview(t, who, URL, file)).statusCode).toBe(403);
    }
  });
});

describe('import of the RPJMD tree: adding and idempotence', () => {
  it('creates the new parents once, adds indicators with their SS-RPJMD, updates targets; a second import changes nothing', async () => {
    const file = await workbookOf(HEADERS, [row(), second, fixture]);
    const { preview: first, applied } = await previewAndApply(t, 'super', URL, file);
    expect(first.ditolak).toEqual([]);
    expect(first.jumlah).toEqual({ tambah: 2, ubah: 1, tetap: 0, ditolak: 0 });
    expect(first.perubahan).toEqual([
      {
        baris: 2,
        aksi: 'tambah',
        kunci: 'Sasaran impor · Indikator impor A',
        perubahan: [
          'Misi baru: Misi impor',
          'Tujuan baru: Tujuan impor',
          'Sasaran Strategis baru: Sasaran impor',
          'Indikator baru: Indikator impor A',
        ],
      },
      {
        baris: 3,
        aksi: 'tambah',
        kunci: 'SASARAN impor · Indikator impor B',
        perubahan: ['Indikator baru: Indikator impor B'],
      },
      {
        baris: 4,
        aksi: 'ubah',
        kunci: 'Sasaran RPJMD uji · Indikator RPJMD uji',
        perubahan: ['Target 2025: (kosong) → 81'],
      },
    ]);
    expect(applied.statusCode).toBe(200);
    expect(applied.json().data).toEqual({ tambah: 2, ubah: 1, tetap: 0, ditolak: 0 });
    expect(await misiImpor()).toHaveLength(1);
    const { tj, ss, ind, rpjmd } = await subtree();
    expect(tj.map((x) => [x.nomor, x.tujuan])).toEqual([[1, 'Tujuan impor']]);
    expect(ss.map((x) => [x.nomor, x.sasaran])).toEqual([[1, 'Sasaran impor']]);
    expect(ind.map((x) => [x.nomor, x.indikator, x.satuan, x.polaritas])).toEqual([
      [1, 'Indikator impor A', '%', 'naik'],
      [2, 'Indikator impor B', 'indeks', 'turun'],
    ]);
    const b = rpjmd.find((r) => r.indikator_sasaran_strategis_id === ind[1]!.id)!;
    expect(b).toMatchObject({
      periode_id: fx.periodeId,
      sasaran_strategis_id: ss[0]!.id,
      baseline: 1234.5,
      target_1: 20,
      target_5: 16,
    });
    const [known] = await t.database.db
      .select()
      .from(sasaranStrategisRpjmd)
      .where(eq(sasaranStrategisRpjmd.id, fx.ssRpjmdId));
    expect(known).toMatchObject({ target_1: 80, target_2: 81 });
    await expectOneImportAudit(t, 'impor:rpjmd');
    const misiAudits = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.table_name, 'misi'), eq(auditLog.record_id, String((await misiImpor())[0]!.id))));
    expect(misiAudits.map((a) => a.action)).toEqual(['create']);

    await expectNothingToApply(t, 'super', URL, file, 3);
  });
});

describe('import of the RPJMD tree: renames and changes', () => {
  it('renames a level named by its number, and changes an indicator and its targets', async () => {
    const file = await workbookOf(HEADERS, [
      row({ Tujuan: 'Tujuan impor yang diubah', 'Target 2028': 15.5 }),
      row({
        Tujuan: 'Tujuan impor yang diubah',
        'No Indikator': 2,
        Indikator: 'Indikator impor B',
        Satuan: 'indeks',
        Polaritas: 'naik',
        ...targets(),
      }),
    ]);
    const { preview: changed, applied } = await previewAndApply(t, 'super', URL, file);
    expect(changed.jumlah).toEqual({ tambah: 0, ubah: 2, tetap: 0, ditolak: 0 });
    expect(changed.perubahan.map((c) => c.perubahan)).toEqual([
      ['Tujuan: Tujuan impor → Tujuan impor yang diubah', 'Target 2028: 15 → 15,5'],
      ['Polaritas: turun → naik', 'Baseline: 1.234,5 → 10'],
    ]);
    expect(applied.statusCode).toBe(200);
    const { tj, ind, rpjmd } = await subtree();
    expect(tj.map((x) => x.tujuan)).toEqual(['Tujuan impor yang diubah']);
    expect(ind[1]).toMatchObject({ polaritas: 'naik' });
    expect(rpjmd.find((r) => r.indikator_sasaran_strategis_id === ind[0]!.id)).toMatchObject({ target_5: 15.5 });
  });
});

describe('import of the RPJMD tree: refusals', () => {
  it('names every refused row with its column and reason, and changes nothing', async () => {
    const before = await subtree();
    const file = await workbookOf(HEADERS, [
      row({ Tujuan: 'Tujuan impor yang diubah', Visi: 'Visi uji' }),
      row({ Tujuan: 'Tujuan impor yang diubah', 'No Misi': 97, Indikator: 'Nomor misi lain' }),
      row({
        Tujuan: 'Tujuan impor yang diubah',
        'No Indikator': null,
        Indikator: 'Tanpa target',
        'Target 2026': null,
        'Target 2027': null,
      }),
      row({ Tujuan: 'Tujuan impor yang diubah', 'No Tujuan': '1,5', Indikator: 'Nomor pecahan' }),
      row({ Tujuan: 'Tujuan impor yang diubah', Visi: 'Visi lain', Indikator: 'Visi lain' }),
      row({ Tujuan: 'Tujuan impor  yang diubah', Indikator: 'indikator impor a' }),
      row({ Tujuan: 'Tujuan impor yang diubah', Indikator: 'Polaritas salah', Polaritas: 'atas' }),
      row({ Tujuan: 'Tujuan impor yang diubah', Indikator: 'Nomor indikator terpakai' }),
    ]);
    const body = await previewRefused(t, 'super', URL, file);
    expect(body.ditolak).toEqual([
      { baris: 3, kolom: 'No Misi', alasan: 'No Misi berbeda dengan baris 2 (98).' },
      { baris: 4, kolom: 'Target 2026', alasan: 'Target 2026 wajib diisi untuk indikator baru.' },
      { baris: 4, kolom: 'Target 2027', alasan: 'Target 2027 wajib diisi untuk indikator baru.' },
      { baris: 5, kolom: 'No Tujuan', alasan: 'No Tujuan harus bilangan bulat positif.' },
      { baris: 6, kolom: 'Visi', alasan: 'Visi berbeda dengan baris 2.' },
      { baris: 7, kolom: 'Misi', alasan: 'Baris ganda: sama dengan baris 2.' },
      { baris: 8, kolom: 'Polaritas', alasan: 'Polaritas harus salah satu dari: naik, turun' },
      { baris: 9, kolom: 'Indikator', alasan: 'Indikator nomor 1 sudah dipakai baris 2 untuk "Indikator impor A".' },
    ]);
    expect(body.jumlah.ditolak).toBe(7);
    expect(await subtree()).toEqual(before);
  });

  it('asks for the visi when the period has none', async () => {
    const [other] = await t.database.db
      .insert(periode)
      .values({ tahun_awal: 2009, tahun_akhir: 2013, nama: 'RPJMD lama' })
      .returning();
    await t.database.db.update(visi).set({ periode_id: other!.id }).where(eq(visi.id, visiId));
    try {
      const body = (await preview(t, 'super', URL, await workbookOf(HEADERS, [row()]))).json<ImportPreview>();
      expect(body.ditolak).toEqual([
        { baris: 2, kolom: 'Visi', alasan: 'Periode 2024-2028 belum punya visi: isi kolom Visi.' },
      ]);
      const withVisi = (
        await preview(t, 'super', URL, await workbookOf(HEADERS, [row({ Visi: 'Visi baru' })]))
      ).json<ImportPreview>();
      expect(withVisi.jumlah).toEqual({ tambah: 1, ubah: 0, tetap: 0, ditolak: 0 });
      expect(withVisi.perubahan[0]?.perubahan[0]).toBe('Visi baru: Visi baru');
    } finally {
      await t.database.db.update(visi).set({ periode_id: fx.periodeId }).where(eq(visi.id, visiId));
    }
  });
});
