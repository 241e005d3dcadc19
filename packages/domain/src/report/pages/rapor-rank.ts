import { z } from 'zod';
import { defineReport } from '../define';

const angka = z.number().nullable();

/**
 * Peringkat rapor kinerja (DOMAIN-2 §1 'Rank page'): every unit (setda and each biro separately)
 * in the order of the ranking keys, for the quarter. Everyone who reads rapor sees the whole
 * ranking; the web highlights the viewer's own unit.
 */
export const raporRankReport = defineReport({
  slug: 'rapor-kinerja/rank',
  title: 'Peringkat Rapor Kinerja',
  area: 'pengukuran',
  description: 'Urutan: capaian kinerja, jumlah sasaran, anggaran, penambahan jumlah output, lalu efisiensi.',
  access: { guard: 'auth', permission: { resource: 'rapor-kinerja', action: 'read' } },
  quarter: true,
  public: false,
  row: z.object({
    rank: z.number().int(),
    satuan_kerja_id: z.string(),
    satuan_kerja_nama: z.string(),
    jumlah: z.number().int(),
    tercapai: z.number().int(),
    capaian: z.number(),
    efisiensi: angka,
    anggaran: z.number(),
    terserap: z.number(),
    persen_terserap: angka,
    tidak_terserap: z.number(),
    persen_tidak_terserap: angka,
    penambahan_output: angka,
  }),
  rowKey: 'satuan_kerja_id',
  columns: [
    { key: 'rank', header: 'Rank', kind: 'number', decimals: 0, searchable: false },
    { key: 'satuan_kerja_nama', header: 'Satuan Kerja/Biro', kind: 'text' },
    { key: 'capaian', header: 'Capaian Kinerja', kind: 'percent' },
    { key: 'efisiensi', header: 'Efisiensi', kind: 'percent' },
    { key: 'anggaran', header: 'Jumlah Anggaran', kind: 'money' },
    { key: 'terserap', header: 'Rp', kind: 'money', group: 'Anggaran yang Digunakan' },
    { key: 'persen_terserap', header: '%', kind: 'percent', group: 'Anggaran yang Digunakan' },
    { key: 'tidak_terserap', header: 'Rp', kind: 'money', group: 'Anggaran yang Tidak Digunakan' },
    { key: 'persen_tidak_terserap', header: '%', kind: 'percent', group: 'Anggaran yang Tidak Digunakan' },
    { key: 'penambahan_output', header: 'Penambahan Jumlah Output', kind: 'number', decimals: 0 },
  ],
  emptyText: 'There are no records to show',
  searchPlaceholder: 'Nama satuan kerja',
});
