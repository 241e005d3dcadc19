import { describe, expect, it } from 'vitest';
import { LKIP_FAKTOR_MAX, LKIP_PENUTUP_KOSONG, type LkipBabData } from '@sakip/domain';
import { and, eq, inArray } from 'drizzle-orm';
import {
  kinerjaKegiatan,
  kinerjaLangkahAksi,
  kinerjaProgram,
  kinerjaSubKegiatan,
  kinerjaTercapai,
  kinerjaTidakTercapai,
  langkahAksiPerbaikan,
  penyebabKegagalan,
} from '../../../db/schema/index';
import { countQueries } from '../../../db/query-counter';
import { publish } from '../../../lib/cache/hub';
import { DEMO_PD_SATKER_ID, DEMO_SATKER_IDS } from '../../../seed/demo';
import { demoActor, DEMO_USERNAMES } from '../../../test/harness';
import { testAppForFile } from '../../../test/file-app';
import { HAS_PDFTOTEXT, pdfPages, pdfText } from '../../../test/pdf-text';
import { DIAGRAM_JUDUL, lkipDocumentDefinition, renderLkip } from './lkip-document';
import { lkipModel } from './lkip.service';

/**
 * LKIP Bab I-III and the PDF (issue 14 item 5) on the demo city: a unit reads its own chapters
 * whatever it passes, the city reads the city's or a chosen unit's, the narratives sit in their
 * chapter, the tables are the display pages' rows, the PDF is a real multi-page PDF, and each
 * chapter takes a bounded number of statements (printed for the issue's note).
 */
const t = testAppForFile();

const bab = (n: number) => `/backend/api/lkip/bab/${n}`;
const PDF = '/backend/api/lkip/pdf';
const OTHER = DEMO_SATKER_IDS.rsud;
const section = (data: LkipBabData, key: string) => data.sections.find((s) => s.key === key);

describe('LKIP chapters', () => {
  it('a unit reads its own three chapters with their tables and narratives', async () => {
    for (const n of [1, 2, 3]) {
      const res = await t.as('perangkat_daerah', { method: 'GET', url: bab(n) });
      expect(res.statusCode, res.body).toBe(200);
      const data = res.json<{ data: LkipBabData }>().data;
      expect(data).toMatchObject({ bab: n, lingkup: 'pd', tahun: 2024 });
      expect(data.satuan_kerja?.satuan_kerja_id).toBe(DEMO_PD_SATKER_ID);
      expect(data.narasi.length, `bab ${n} narratives`).toBeGreaterThan(0);
      expect(data.narasi.every((x) => x.bab === n)).toBe(true);
      expect(
        data.sections.some((s) => s.rows.length > 0),
        `bab ${n} has rows`,
      ).toBe(true);
    }
  });

  it('Bab III shows the capaian the display page computes, column for column', async () => {
    const res = await t.as('perangkat_daerah', { method: 'GET', url: bab(3) });
    const data = res.json<{ data: LkipBabData }>().data;
    // A. Capaian Kinerja Organisasi, then B. Realisasi Anggaran (PermenPAN-RB 53/2014).
    expect(data.sections.map((s) => [s.key, s.bagian])).toEqual([
      ['tabel-3-1', 'A'],
      ['data-iku', 'A'],
      ['faktor-iku', 'A'],
      ['program-inovatif', 'A'],
      ['tabel-3-2', 'B'],
    ]);
    const display = await t.as('perangkat_daerah', {
      method: 'GET',
      url: '/backend/api/display-mikro/capaian-kinerja-pd',
    });
    expect(display.statusCode, display.body).toBe(200);
    const rows = display.json<{ data: Record<string, unknown>[] }>().data;
    const t31 = section(data, 'tabel-3-1');
    expect(t31?.rows.map((r) => [r.id, r.capaian])).toEqual(rows.map((r) => [r.id, r.capaian]));
    expect(section(data, 'data-iku')?.columns.length).toBeGreaterThan(10);
    expect(section(data, 'tabel-3-2')?.columns.map((c) => c.key)).toContain('efisiensi');
  });

  it('a unit role stays on its own unit whatever it passes', async () => {
    const res = await t.as('perangkat_daerah', { method: 'GET', url: bab(2), query: { satuan_kerja_id: OTHER } });
    expect(res.statusCode).toBe(200);
    expect(res.json<{ data: LkipBabData }>().data.satuan_kerja?.satuan_kerja_id).toBe(DEMO_PD_SATKER_ID);
  });

  it("the city reads the city's LKIP, or the unit it picks", async () => {
    const city = await t.as('pemerintah_daerah', { method: 'GET', url: bab(2) });
    expect(city.statusCode).toBe(200);
    const data = city.json<{ data: LkipBabData }>().data;
    expect(data).toMatchObject({ lingkup: 'pemda', satuan_kerja: null });
    expect(section(data, 'tabel-2-2')?.rows.length).toBeGreaterThan(0);
    expect(data.narasi.length).toBeGreaterThan(0);
    const unit = await t.as('super', { method: 'GET', url: bab(1), query: { satuan_kerja_id: OTHER } });
    expect(unit.json<{ data: LkipBabData }>().data).toMatchObject({
      lingkup: 'pd',
      satuan_kerja: { satuan_kerja_id: OTHER },
    });
  });

  it('setda picks among its biro only (another unit is 404)', async () => {
    const biro = await t.as('setda', {
      method: 'GET',
      url: bab(1),
      query: { satuan_kerja_id: DEMO_SATKER_IDS.biroPemerintahan },
    });
    expect(biro.statusCode).toBe(200);
    const other = await t.as('setda', { method: 'GET', url: bab(1), query: { satuan_kerja_id: OTHER } });
    expect(other.statusCode).toBe(404);
  });

  it('401 without login, 403 for a role that reads no unit plan, 422 on a bad query or chapter', async () => {
    expect((await t.as(null, { method: 'GET', url: bab(1) })).statusCode).toBe(401);
    expect((await t.as(null, { method: 'GET', url: PDF })).statusCode).toBe(401);
    expect((await t.as('validator_lke', { method: 'GET', url: bab(1) })).statusCode).toBe(403);
    expect((await t.as('validator_lke', { method: 'GET', url: PDF })).statusCode).toBe(403);
    expect((await t.as('perangkat_daerah', { method: 'GET', url: bab(1), query: { tahun: '2024' } })).statusCode).toBe(
      422,
    );
    expect((await t.as('perangkat_daerah', { method: 'GET', url: bab(4) })).statusCode).toBe(422);
    const tooLong = await t.as('super', { method: 'GET', url: bab(1), query: { satuan_kerja_id: 'x'.repeat(300) } });
    expect(tooLong.statusCode).toBe(422);
  });

  it('never fails with a server error, whoever asks', async () => {
    for (const who of DEMO_USERNAMES) {
      const res = await t.as(who, { method: 'GET', url: bab(1) });
      expect(res.statusCode, `${who}: ${res.body.slice(0, 200)}`).toBeLessThan(500);
    }
  });

  const statements: Record<string, number> = {};
  it('answers each chapter in a bounded number of statements (unit and city)', async () => {
    for (const n of [1, 2, 3]) {
      for (const who of ['perangkat_daerah', 'pemerintah_daerah'] as const) {
        // Computed afresh, not from the computed-result cache (decision 0056).
        await publish(t.database.db, { kind: 'data' });
        const { result, count } = await countQueries(() => t.as(who, { method: 'GET', url: bab(n) }));
        expect(result.statusCode).toBe(200);
        statements[`bab-${n} ${who}`] = count;
        expect(count).toBeLessThanOrEqual(20);
      }
    }
    await publish(t.database.db, { kind: 'data' });
    const { count } = await countQueries(() => t.as('perangkat_daerah', { method: 'GET', url: PDF }));
    statements['pdf perangkat_daerah'] = count;
    expect(count).toBeLessThanOrEqual(40);
    console.log('LKIP statements', statements);
  });
});

describe('LKIP Bab I: the cascading diagram on screen', () => {
  it("carries the unit's tree as one SVG drawing with the drawn boxes as its text alternative", async () => {
    const data = (await t.as('perangkat_daerah', { method: 'GET', url: bab(1) })).json<{ data: LkipBabData }>().data;
    const diagram = data.diagram;
    expect(diagram?.pages.length).toBe(1);
    expect(diagram?.pages[0]?.svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(diagram?.pages[0]?.svg).toContain('SASARAN PERANGKAT DAERAH');
    const outline = diagram?.outline ?? [];
    expect(outline[0]).toMatchObject({ depth: 0, label: 'SASARAN RPJMD' });
    expect(outline.some((o) => o.depth === 1 && o.label === 'SASARAN PERANGKAT DAERAH')).toBe(true);
    expect(outline.some((o) => o.depth === 2 && o.label.startsWith('PROGRAM '))).toBe(true);
    // Every box of the text alternative is drawn.
    for (const o of outline.slice(0, 20)) expect(diagram?.pages[0]?.svg).toContain(o.label.slice(0, 20));
    const bab2 = (await t.as('perangkat_daerah', { method: 'GET', url: bab(2) })).json<{ data: LkipBabData }>().data;
    expect(bab2.diagram).toBeNull();
  });

  it("the city's Bab I draws the RPJMD goals with the units' goals", async () => {
    const data = (await t.as('pemerintah_daerah', { method: 'GET', url: bab(1) })).json<{ data: LkipBabData }>().data;
    expect(data.diagram?.pages[0]?.svg).toContain('SASARAN PD · ');
    expect(data.diagram?.outline.some((o) => o.label.startsWith('SASARAN PD · '))).toBe(true);
  });
});

describe('LKIP Bab III: success and failure factors per IKU', () => {
  const lines = (cell: unknown) => (typeof cell === 'string' ? cell.split('\n') : []);

  it("lists each IKU's factors from the CSF notes, the rapor's causes and their corrective steps, a few per IKU", async () => {
    const data = (await t.as('perangkat_daerah', { method: 'GET', url: bab(3) })).json<{ data: LkipBabData }>().data;
    const faktor = section(data, 'faktor-iku');
    expect(faktor?.columns.map((c) => c.key)).toEqual([
      'sasaran',
      'indikator',
      'capaian',
      'faktor_berhasil',
      'faktor_gagal',
      'faktor_solusi',
    ]);
    expect(faktor?.rows.map((r) => r.id)).toEqual(section(data, 'tabel-3-1')?.rows.map((r) => r.id));
    const rows = faktor?.rows ?? [];
    for (const key of ['faktor_berhasil', 'faktor_gagal', 'faktor_solusi'])
      expect(
        rows.some((r) => r[key] !== null),
        key,
      ).toBe(true);
    // Every statement shown was written for a node under that goal in that year.
    const db = t.database.db;
    for (const row of rows) {
      const goal = Number(row.id);
      const programs = await db
        .select({ id: kinerjaProgram.id })
        .from(kinerjaProgram)
        .where(and(eq(kinerjaProgram.sasaran_strategis_pd_id, goal), eq(kinerjaProgram.tahun, 2024)));
      const kegiatan = await db
        .select({ id: kinerjaKegiatan.id })
        .from(kinerjaKegiatan)
        .where(inArray(kinerjaKegiatan.kinerja_program_id, [0, ...programs.map((p) => p.id)]));
      const subs = await db
        .select({ id: kinerjaSubKegiatan.id })
        .from(kinerjaSubKegiatan)
        .where(inArray(kinerjaSubKegiatan.kinerja_kegiatan_id, [0, ...kegiatan.map((k) => k.id)]));
      const subIds = [0, ...subs.map((x) => x.id)];
      const causes = await db
        .select({ id: penyebabKegagalan.id, teks: penyebabKegagalan.penyebab })
        .from(penyebabKegagalan)
        .where(and(eq(penyebabKegagalan.tahun, 2024), inArray(penyebabKegagalan.kinerja_sub_kegiatan_id, subIds)));
      const failedNotes = await db
        .select({ teks: kinerjaTidakTercapai.catatan })
        .from(kinerjaTidakTercapai)
        .where(
          and(eq(kinerjaTidakTercapai.tahun, 2024), inArray(kinerjaTidakTercapai.kinerja_sub_kegiatan_id, subIds)),
        );
      const steps = await db
        .select({ teks: kinerjaLangkahAksi.sasaran })
        .from(langkahAksiPerbaikan)
        .innerJoin(kinerjaLangkahAksi, eq(kinerjaLangkahAksi.id, langkahAksiPerbaikan.kinerja_langkah_aksi_id))
        .where(inArray(langkahAksiPerbaikan.penyebab_kegagalan_id, [0, ...causes.map((c) => c.id)]));
      const achievedNotes = await db
        .select({ teks: kinerjaTercapai.catatan })
        .from(kinerjaTercapai)
        .where(and(eq(kinerjaTercapai.tahun, 2024), inArray(kinerjaTercapai.kinerja_sub_kegiatan_id, subIds)));
      const written = (list: { teks: string }[]) => new Set(list.map((x) => `• ${x.teks}`));
      const known = {
        faktor_berhasil: written(achievedNotes),
        faktor_gagal: written([...causes, ...failedNotes]),
        faktor_solusi: written(steps),
      };
      for (const [key, allowed] of Object.entries(known)) {
        const shown = lines(row[key]);
        expect(shown.length, `${key} of ${goal}`).toBeLessThanOrEqual(LKIP_FAKTOR_MAX + 1);
        // Statements about sub kegiatan are among those written; the goal's own notes may add more.
        const statements = shown.filter((l) => l.startsWith('• '));
        if (allowed.size > 0)
          expect(
            statements.some((l) => allowed.has(l)),
            `${key} of ${goal}`,
          ).toBe(true);
      }
    }
  });

  it("the city's IKU gather the factors of every unit's goals under them", async () => {
    const data = (await t.as('pemerintah_daerah', { method: 'GET', url: bab(3) })).json<{ data: LkipBabData }>().data;
    const rows = section(data, 'faktor-iku')?.rows ?? [];
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.filter((r) => r.faktor_gagal !== null).length).toBeGreaterThan(rows.length / 2);
    expect(rows.some((r) => lines(r.faktor_gagal).at(-1)?.startsWith('… dan '))).toBe(true);
  });
});

describe('LKIP Bab III: narratives under their goal', () => {
  it("a unit's goals carry their narratives in the order of the seven kinds; the rest stay in the chapter", async () => {
    const data = (await t.as('perangkat_daerah', { method: 'GET', url: bab(3) })).json<{ data: LkipBabData }>().data;
    const t31 = section(data, 'tabel-3-1');
    expect(data.sasaran.map((g) => String(g.id))).toEqual(t31?.rows.map((r) => r.id));
    const withNarasi = data.sasaran.filter((g) => g.narasi.length > 0);
    expect(withNarasi.length).toBeGreaterThan(0);
    for (const g of withNarasi) {
      expect(g.narasi.every((n) => n.sasaran_id === g.id && n.bab === 3)).toBe(true);
      expect(g.narasi.map((n) => n.jenis)).toEqual([
        'target-realisasi',
        'tahun-sebelumnya',
        'penyebab-solusi',
        'efisiensi',
      ]);
    }
    expect(data.narasi.every((n) => n.sasaran_id === null)).toBe(true);
    const bab2 = (await t.as('perangkat_daerah', { method: 'GET', url: bab(2) })).json<{ data: LkipBabData }>().data;
    expect(bab2.sasaran).toEqual([]);
  });

  it("the city's Bab III lists the RPJMD goals with the city's goal narratives", async () => {
    const data = (await t.as('pemerintah_daerah', { method: 'GET', url: bab(3) })).json<{ data: LkipBabData }>().data;
    expect(data.lingkup).toBe('pemda');
    expect(data.sasaran.filter((g) => g.narasi.length > 0).length).toBeGreaterThan(0);
  });

  it('a narrative written under a goal shows under it right after the write', async () => {
    const goal = (await t.as('perangkat_daerah', { method: 'GET', url: bab(3) })).json<{ data: LkipBabData }>().data
      .sasaran[0];
    const res = await t.as('perangkat_daerah', {
      method: 'POST',
      url: '/backend/api/lkip/narasi-pd',
      payload: {
        bab: 3,
        judul: 'Capaian Nasional',
        narasi: 'Di atas rata-rata nasional.',
        sasaran_id: goal?.id,
        jenis: 'nasional',
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const after = (await t.as('perangkat_daerah', { method: 'GET', url: bab(3) })).json<{ data: LkipBabData }>().data;
    expect(after.sasaran.find((g) => g.id === goal?.id)?.narasi.map((n) => n.judul)).toContain('Capaian Nasional');
    await t.as('perangkat_daerah', { method: 'DELETE', url: `/backend/api/lkip/narasi-pd/${res.json().data.id}` });
  });
});

/** The LKIP of 2024 as `who` sees it (the unit's own, or the city's). */
const modelOf = (who: 'perangkat_daerah' | 'pemerintah_daerah') =>
  lkipModel(t.database.db, demoActor(who), 2024, { satuan_kerja_id: undefined }, 'Kota');
/** The cascading diagram of a model, its pages' SVG in one string. */
const diagramOf = (model: Awaited<ReturnType<typeof lkipModel>>) =>
  model.diagram?.pages.map((p) => p.svg).join('') ?? '';

describe('LKIP PDF content', () => {
  it("holds the cascading diagram of the unit's tree and the goals' narratives", async () => {
    const model = await modelOf('perangkat_daerah');
    const bab3 = model.chapters[2];
    const goal = bab3?.sasaran.find((g) => g.narasi.length > 0);
    expect(model.diagram?.pages.length).toBeGreaterThan(0);
    const svg = diagramOf(model);
    expect(svg).toContain('SASARAN PERANGKAT DAERAH');
    expect(svg).toContain('PROGRAM ');
    const def = JSON.stringify(lkipDocumentDefinition(model));
    expect(def).toContain(DIAGRAM_JUDUL);
    expect(def).toContain('"svg":"<svg');
    expect(def).toContain(`Sasaran: ${goal?.sasaran}`);
    // Bab III's factor table, per IKU.
    expect(def).toContain('Tabel 3.3 Faktor Keberhasilan dan Kegagalan per Indikator Kinerja Utama');
    expect(def).toContain('Faktor Kegagalan / Penyebab');
    const gagal = bab3?.sections.find((s) => s.key === 'faktor-iku')?.rows.find((r) => r.faktor_gagal)?.faktor_gagal;
    expect(def).toContain(JSON.stringify(String(gagal)).slice(1, 40));
    // The PDF cuts the diagram into pages that fit landscape A4 (the screen draws it in one piece).
    expect(model.diagram?.pages.every((p) => p.height <= 441)).toBe(true);
  });

  it("the city's diagram draws the RPJMD goals with every unit's goals", async () => {
    const model = await modelOf('pemerintah_daerah');
    const svg = diagramOf(model);
    expect(svg).toContain('SASARAN RPJMD');
    expect(svg).toContain('SASARAN PD · ');
  });
});

/** The LKIP's parts in the order of PermenPAN-RB 53/2014 (DOMAIN-3 §1.2), as printed headings. */
const ORDER = [
  'KATA PENGANTAR',
  'IKHTISAR EKSEKUTIF',
  'DAFTAR ISI',
  'BAB I PENDAHULUAN',
  'BAB II PERENCANAAN KINERJA',
  'BAB III AKUNTABILITAS KINERJA',
  'A. Capaian Kinerja Organisasi',
  'B. Realisasi Anggaran',
  'BAB IV PENUTUP',
  'LAMPIRAN',
];

/** The first line of each page, where a part's heading sits (the table of contents lists them all). */
const pageHeads = (pages: string[]) =>
  pages.map(
    (p) =>
      p
        .split('\n')
        .find((l) => l.trim())
        ?.trim() ?? '',
  );

describe('LKIP PDF by PermenPAN-RB 53/2014 (pdftotext)', () => {
  it.skipIf(!HAS_PDFTOTEXT)(
    "a unit's and the city's LKIP read cover, Kata Pengantar, Ikhtisar Eksekutif, Daftar Isi, Bab I-IV, Lampiran in order",
    async () => {
      for (const who of ['perangkat_daerah', 'pemerintah_daerah'] as const) {
        const res = await t.as(who, { method: 'GET', url: PDF });
        expect(res.statusCode).toBe(200);
        const pages = pdfPages(res.rawPayload);
        const heads = pageHeads(pages);
        expect(heads[0], who).toBe('LAPORAN KINERJA');
        // Every chapter opens a page, in the regulation's order.
        const opened = ORDER.filter((h) => !h.includes('. ')).map((h) => heads.indexOf(h));
        expect(
          opened.every((i) => i > 0),
          `${who}: ${heads.join(' | ')}`,
        ).toBe(true);
        expect([...opened].sort((a, b) => a - b)).toEqual(opened);
        // Bab III's two parts sit inside it, A before B, before Bab IV.
        const body = pages.slice(heads.indexOf('BAB III AKUNTABILITAS KINERJA')).join('\f');
        const a = body.indexOf('A. Capaian Kinerja Organisasi');
        const b = body.indexOf('B. Realisasi Anggaran');
        expect(a).toBeGreaterThan(-1);
        expect(b).toBeGreaterThan(a);
        expect(body.indexOf('BAB IV PENUTUP')).toBeGreaterThan(b);
        // Ikhtisar Eksekutif: the computed figures and the seeded narrative.
        const ikhtisar = pages[heads.indexOf('IKHTISAR EKSEKUTIF')] ?? '';
        for (const text of ['IKU tercapai', 'IKU belum tercapai', 'Penyerapan anggaran', 'Capaian utama'])
          expect(ikhtisar, who).toContain(text);
        expect(pages[heads.indexOf('KATA PENGANTAR')], who).toMatch(/Laporan Kinerja/);
        // Bab I: the organisation's narratives and the cascading figure; Lampiran: PK and IKU list.
        const bab1 = pages.slice(heads.indexOf('BAB I PENDAHULUAN'), heads.indexOf('BAB II PERENCANAAN KINERJA'));
        expect(bab1.join('\n')).toContain('Struktur Organisasi');
        expect(bab1.join('\n')).toContain('Isu Strategis');
        expect(bab1.join('\n')).toContain('Gambar 1.1 Diagram Cascading Kinerja');
        const lampiran = pages.slice(heads.indexOf('LAMPIRAN')).join('\n');
        expect(lampiran).toContain('Lampiran 1 Perjanjian Kinerja');
        expect(lampiran).toContain('Lampiran 2 Daftar Indikator Kinerja Utama');
      }
    },
    240_000,
  );

  it.skipIf(!HAS_PDFTOTEXT)(
    'Bab IV is printed without a narrative and says none was written',
    async () => {
      const model = await modelOf('perangkat_daerah');
      const text = pdfText(await renderLkip({ ...model, penutup: [] }));
      expect(text).toContain('BAB IV PENUTUP');
      expect(text.slice(text.lastIndexOf('BAB IV PENUTUP'))).toContain(LKIP_PENUTUP_KOSONG);
    },
    120_000,
  );

  it.skipIf(!HAS_PDFTOTEXT)(
    'the IKU data table keeps every column on the page: whole headers, Peringkat and Penghargaan included',
    async () => {
      for (const who of ['perangkat_daerah', 'pemerintah_daerah'] as const) {
        const res = await t.as(who, { method: 'GET', url: PDF });
        const pages = pdfPages(res.rawPayload, true);
        const iku = pages.filter((p) => p.includes('Tabel 3.2 Data Capaian Indikator Kinerja Utama')).join('\n');
        for (const header of ['Perbandingan', 'Peringkat', 'Penghargaan', 'Rata-rata', 'Peningkatan'])
          expect(iku, `${who}: ${header}`).toMatch(new RegExp(`\\b${header}\\b`));
        expect(iku, who).not.toMatch(/Perbandinga\s*$/m);
      }
    },
    240_000,
  );
});

describe('LKIP PDF', () => {
  it('is the whole LKIP as one PDF with pages, for a unit and for the city', async () => {
    for (const who of ['perangkat_daerah', 'pemerintah_daerah'] as const) {
      const res = await t.as(who, { method: 'GET', url: PDF });
      expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toMatch(/^attachment; filename="LKIP-2024-.+\.pdf"$/);
      const body = res.rawPayload;
      expect(body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      const pages = body.toString('latin1').match(/\/Type \/Page\b/g)?.length ?? 0;
      expect(pages).toBeGreaterThanOrEqual(5);
      console.log(`LKIP PDF ${who}: ${body.length} bytes, ${pages} pages`);
    }
  });

  it('is drawn again only when what it shows changed (decision 0045)', async () => {
    const pdf = async () => (await t.as('perangkat_daerah', { method: 'GET', url: PDF })).rawPayload;
    const first = await pdf();
    // A second later, the same content: the very PDF drawn before (a new drawing would carry a new
    // creation date, to the second).
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await pdf()).equals(first)).toBe(true);
    // Its model read again (every table counts as written): the same content, the same PDF.
    await publish(t.database.db, { kind: 'data' });
    expect((await pdf()).equals(first)).toBe(true);
    const res = await t.as('perangkat_daerah', {
      method: 'POST',
      url: '/backend/api/lkip/narasi-pd',
      payload: { bab: 1, judul: 'Latar Belakang Baru', narasi: 'Narasi yang baru ditulis.' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const changed = await pdf();
    expect(changed.equals(first)).toBe(false);
    expect(changed.toString('latin1')).toMatch(/%PDF-/);
    await t.as('perangkat_daerah', { method: 'DELETE', url: `/backend/api/lkip/narasi-pd/${res.json().data.id}` });
  });
});
