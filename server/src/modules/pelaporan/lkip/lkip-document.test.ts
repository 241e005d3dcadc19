import { describe, expect, it } from 'vitest';
import { LKIP_BAB_JUDUL, type LkipBabData } from '@sakip/domain';
import { lkipDocumentDefinition, renderLkip, type LkipDocumentModel } from './lkip-document';

const wide = Array.from({ length: 12 }, (_, i) => ({ key: `k${i}`, header: `Kolom ${i}`, kind: 'number' as const }));
const chapter = (bab: 1 | 2 | 3, sections: LkipBabData['sections']): LkipBabData => ({
  bab,
  judul: LKIP_BAB_JUDUL[bab],
  tahun: 2025,
  lingkup: 'pd',
  satuan_kerja: { satuan_kerja_id: '1010', satuan_kerja_nama: 'Dinas Pendidikan' },
  sections,
  narasi: [{ id: 1, bab, judul: 'Latar Belakang', narasi: 'Paragraf satu.\n\nParagraf dua.' }],
});
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
};

const text = (node: unknown): string => JSON.stringify(node);

describe('LKIP document', () => {
  it('has a cover, a table of contents, every chapter, the closing narratives and numbered pages', () => {
    const def = lkipDocumentDefinition(model) as { content: unknown[]; footer: (p: number, n: number) => unknown };
    const all = text(def.content);
    for (const t of [
      'LAPORAN KINERJA',
      'TAHUN 2025',
      'DINAS PENDIDIKAN',
      'DAFTAR ISI',
      'BAB I ARSITEKTUR KINERJA DAN CASCADING',
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

  it('renders a PDF in memory', async () => {
    const pdf = await renderLkip(model);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.toString('latin1').match(/\/Type \/Page\b/g)?.length).toBeGreaterThanOrEqual(5);
  });
});
