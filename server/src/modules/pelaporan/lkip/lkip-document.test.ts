import { describe, expect, it } from 'vitest';
import { LKIP_BAB_JUDUL, LKIP_SECTIONS, lkipSectionColumns, type LkipBabData } from '@sakip/domain';
import { must } from '../../../lib/must';
import { materialize } from '../../../lib/pdf-render';
import { diagramPages, MAX_ROWS, wrapText, type DiagramNode } from './lkip-diagram';
import {
  columnParts,
  DIAGRAM_JUDUL,
  lkipDocumentDefinition,
  minColumnWidth,
  renderLkip,
  type LkipDocumentModel,
} from './lkip-document';

const wide = Array.from({ length: 12 }, (_, i) => ({ key: `k${i}`, header: `Kolom ${i}`, kind: 'number' as const }));
const chapter = (bab: 1 | 2 | 3, sections: LkipBabData['sections']): LkipBabData => ({
  bab,
  judul: LKIP_BAB_JUDUL[bab],
  tahun: 2025,
  lingkup: 'pd',
  satuan_kerja: { satuan_kerja_id: '1010', satuan_kerja_nama: 'Dinas Pendidikan' },
  sections,
  narasi: [{ id: 1, bab, judul: 'Latar Belakang', narasi: 'Paragraf satu.\n\nParagraf dua.' }],
  diagram: null,
  sasaran:
    bab === 3
      ? [
          {
            id: 5,
            sasaran: 'Meningkatnya mutu pendidikan',
            indikator: 'Angka partisipasi sekolah',
            capaian: 98.5,
            narasi: [
              {
                id: 2,
                bab: 3,
                judul: 'Target dan Realisasi',
                narasi: 'Realisasi mendekati target.',
                sasaran_id: 5,
                jenis: 'target-realisasi',
              },
            ],
          },
          { id: 6, sasaran: 'Sasaran tanpa narasi', indikator: 'X', capaian: null, narasi: [] },
        ]
      : [],
});
const leaf = (title: string): DiagramNode => ({
  level: 'kegiatan',
  label: 'KEGIATAN 1.01',
  title,
  indikator: 'Persentase sekolah terakreditasi',
  angka: 'Target 80 % · Capaian 95,00%',
  children: [],
});
const tree = (leaves: number): DiagramNode[] => [
  {
    level: 'rpjmd',
    label: 'SASARAN RPJMD',
    title: 'Meningkatnya kualitas sumber daya manusia & <daya saing>',
    indikator: 'IPM',
    angka: 'Target 75 · Capaian 101,00%',
    children: [
      {
        level: 'pd',
        label: 'SASARAN PERANGKAT DAERAH',
        title: 'Meningkatnya mutu pendidikan dasar',
        indikator: 'Angka partisipasi sekolah',
        angka: '-',
        children: Array.from({ length: leaves }, (_, i) => leaf(`Kegiatan ${i + 1}`)),
      },
    ],
  },
];
const model: LkipDocumentModel = {
  tahun: 2025,
  namaKota: 'Kota Harapan Jaya',
  satuanKerjaNama: 'Dinas Pendidikan',
  chapters: [
    chapter(1, [
      { key: 'kosong', judul: 'Tabel Kosong', columns: [{ key: 'a', header: 'A', kind: 'text' }], rows: [] },
    ]),
    chapter(2, []),
    chapter(3, [{ key: 'lebar', judul: 'Tabel Lebar', columns: wide, rows: [{ id: '1', k0: 98.5 }] }]),
  ],
  penutup: [{ id: 9, bab: 4, judul: 'Penutup', narasi: 'Terima kasih.' }],
  kataPengantar: [{ id: 10, bab: 0, judul: 'Kata Pengantar', narasi: 'Puji syukur.', jenis: 'kata-pengantar' }],
  ikhtisar: {
    angka: {
      jumlah_sasaran: 2,
      jumlah_iku: 3,
      tercapai: 1,
      belum_tercapai: 1,
      tanpa_data: 1,
      keberhasilan: [{ sasaran: 'S1', indikator: 'APS', capaian: 101.5 }],
      permasalahan: [{ sasaran: 'S2', indikator: 'IPM', capaian: 80 }],
      pagu: 1_000_000,
      realisasi_anggaran: 900_000,
      penyerapan: 90,
    },
    narasi: [{ id: 11, bab: 0, judul: 'Ikhtisar', narasi: 'Ringkas.', jenis: 'ikhtisar-eksekutif' }],
  },
  lampiran: [],
  diagram: diagramPages(tree(3)),
};

const text = (node: unknown): string => JSON.stringify(node);

describe('LKIP tables fit the page (issue 25 item 3)', () => {
  const iku = (lingkup: 'pd' | 'pemda') =>
    lkipSectionColumns(must(LKIP_SECTIONS[3].find((s) => s.key === 'data-iku')), lingkup);

  it('splits the IKU data table into parts that each fit a landscape page, every column in one part', () => {
    for (const lingkup of ['pd', 'pemda'] as const) {
      const columns = iku(lingkup);
      const parts = columnParts(columns, 2024);
      expect(parts.length).toBeGreaterThan(1);
      // Each part repeats what a row is about, then takes whole header groups.
      for (const part of parts) {
        expect(part.slice(0, 3).map((c) => c.key)).toEqual(['sasaran', 'indikator', 'satuan']);
        const width = 18 + 9 + part.reduce((sum, c) => sum + minColumnWidth(c, 6, 2024) + 9, 0);
        expect(width).toBeLessThanOrEqual(762);
      }
      const shown = parts.flatMap((p) => p.slice(3).map((c) => c.key));
      expect(shown).toEqual(columns.slice(3).map((c) => c.key));
      expect(shown).toContain('peringkat');
      expect(shown).toContain('penghargaan');
    }
  });

  it('never makes a column narrower than the longest word of its header', () => {
    const perbandingan = must(iku('pd').find((c) => c.key === 'perbandingan'));
    // 'Perbandingan' in 6 pt bold Helvetica is about 40 pt wide.
    expect(minColumnWidth(perbandingan, 6, 2024)).toBeGreaterThanOrEqual(44);
    expect(columnParts(wide, 2024)).toEqual([wide]);
  });
});

describe('LKIP document', () => {
  it('has a cover, a table of contents, every chapter, the closing narratives and numbered pages', () => {
    const def = materialize(lkipDocumentDefinition(model)) as {
      content: unknown[];
      footer: (p: number, n: number) => unknown;
    };
    const all = text(def.content);
    for (const t of [
      'LAPORAN KINERJA',
      'TAHUN 2025',
      'DINAS PENDIDIKAN',
      'DAFTAR ISI',
      'BAB I PENDAHULUAN',
      'BAB IV PENUTUP',
      'Paragraf dua.',
    ])
      expect(all).toContain(t);
    expect(all).toContain('There are no records to show');
    expect(def.footer(1, 9)).toBeNull();
    expect(text(def.footer(3, 9))).toContain('Halaman 3 dari 9');
  });

  it('puts a wide table on a landscape page and returns to portrait after it', () => {
    const def = lkipDocumentDefinition(model) as { content: Record<string, unknown>[] };
    const i = def.content.findIndex((n) => n.text === 'Tabel Lebar');
    expect(def.content[i]).toMatchObject({ pageBreak: 'before', pageOrientation: 'landscape' });
    expect(def.content.slice(i + 2).some((n) => n.pageOrientation === 'portrait')).toBe(true);
  });

  it('places the narratives of a goal under it in Bab III, goals without narratives left out', () => {
    const all = text(lkipDocumentDefinition(model));
    expect(all).toContain('Analisis Capaian Kinerja per Sasaran');
    expect(all).toContain('1. Sasaran: Meningkatnya mutu pendidikan');
    expect(all).toContain('Indikator: Angka partisipasi sekolah; capaian 98,50%');
    expect(all.indexOf('Target dan Realisasi')).toBeGreaterThan(all.indexOf('1. Sasaran: Meningkatnya mutu'));
    expect(all).not.toContain('Sasaran tanpa narasi');
  });

  it('draws the cascading diagram in Bab I as svg on a landscape page, boxes joined by lines', () => {
    const def = lkipDocumentDefinition(model) as { content: Record<string, unknown>[] };
    const i = def.content.findIndex((n) => n.text === DIAGRAM_JUDUL);
    expect(i).toBeGreaterThan(def.content.findIndex((n) => n.text === 'BAB I PENDAHULUAN'));
    expect(def.content[i]).toMatchObject({ pageBreak: 'before', pageOrientation: 'landscape' });
    const svg = def.content[i + 1] as { svg: string; font: string; width: number };
    expect(svg.font).toBe('Helvetica');
    expect(svg.svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="\d+" height="\d+"/);
    // Every box of the tree with its text (escaped), and a connector per child.
    for (const t of [
      'SASARAN RPJMD',
      'Meningkatnya mutu pendidikan dasar',
      'Kegiatan 3',
      '&amp; &lt;daya',
      'IKU: IPM',
    ]) {
      expect(svg.svg).toContain(t);
    }
    expect(svg.svg.match(/<rect /g)?.length).toBe(5 * 2);
    expect(svg.svg.match(/<path /g)?.length).toBe(4);
    expect(svg.width).toBeLessThanOrEqual(762);
  });

  it('cuts a tall diagram into pages, repeats the parents as "lanjutan", and stops at MAX_ROWS', () => {
    const { pages, omitted } = diagramPages(tree(20));
    expect(pages.length).toBe(3);
    expect(pages[1]?.svg).toContain('SASARAN RPJMD (lanjutan)');
    expect(pages.every((p) => p.height <= 440 && p.width <= 762)).toBe(true);
    expect(omitted).toBe(0);
    const big = diagramPages(tree(MAX_ROWS + 7));
    expect(big.omitted).toBe(7);
    expect(diagramPages([]).pages).toEqual([]);
  });

  it('wraps box text to the width and marks what is cut', () => {
    const lines = wrapText('kata '.repeat(60), 7, 100, 2);
    expect(lines).toHaveLength(2);
    expect(lines[1]?.endsWith('…')).toBe(true);
    expect(wrapText('Pendek', 7, 100, 2)).toEqual(['Pendek']);
    expect(wrapText('X'.repeat(80), 7, 100, 1)[0]?.endsWith('…')).toBe(true);
  });

  it('renders a PDF in memory', async () => {
    const pdf = await renderLkip(model);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.toString('latin1').match(/\/Type \/Page\b/g)?.length).toBeGreaterThanOrEqual(6);
  });

  it('renders off the main thread: the event loop keeps turning while a big PDF is laid out', async () => {
    const rows = Array.from({ length: 3000 }, (_, i) => ({ id: String(i), k0: i, k1: i * 2 }));
    const big = {
      ...model,
      chapters: [chapter(3, [{ key: 'lebar', judul: 'Tabel Lebar', columns: wide, rows }])],
    };
    let ticks = 0;
    const timer = setInterval(() => (ticks += 1), 10);
    const started = Date.now();
    const pdf = await renderLkip(big);
    const elapsed = Date.now() - started;
    clearInterval(timer);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    // On the main thread the timer would not fire at all while pdfmake works.
    expect(ticks).toBeGreaterThan(elapsed / 10 / 4);
  }, 120_000);
});
