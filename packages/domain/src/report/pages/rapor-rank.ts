import { z } from 'zod';
import { columnGroup, defineReport, readAccess } from '../define';
import { int, num, angka } from '../../schemas/record-fields';
import { rankedUnitColumns, rankedUnitFields, rankedUnitPage } from './unit-ranking';

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
  access: readAccess('rapor-kinerja'),
  quarter: true,
  ...rankedUnitPage,
  row: z.object({
    ...rankedUnitFields,
    jumlah: int,
    tercapai: int,
    capaian: num,
    efisiensi: angka,
    anggaran: num,
    terserap: num,
    persen_terserap: angka,
    tidak_terserap: num,
    persen_tidak_terserap: angka,
    penambahan_output: angka,
  }),
  columns: [
    ...rankedUnitColumns('Rank', 'Satuan Kerja/Biro'),
    { key: 'capaian', header: 'Capaian Kinerja', kind: 'percent' },
    { key: 'efisiensi', header: 'Efisiensi', kind: 'percent' },
    { key: 'anggaran', header: 'Jumlah Anggaran', kind: 'money' },
    ...columnGroup('Anggaran yang Digunakan', [
      { key: 'terserap', header: 'Rp', kind: 'money' },
      { key: 'persen_terserap', header: '%', kind: 'percent' },
    ]),
    ...columnGroup('Anggaran yang Tidak Digunakan', [
      { key: 'tidak_terserap', header: 'Rp', kind: 'money' },
      { key: 'persen_tidak_terserap', header: '%', kind: 'percent' },
    ]),
    { key: 'penambahan_output', header: 'Penambahan Jumlah Output', kind: 'number', decimals: 0 },
  ],
});
