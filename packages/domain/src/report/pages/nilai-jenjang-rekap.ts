import { z } from 'zod';
import { defineReport, readAccess } from '../define';
import { int, angka } from '../../schemas/record-fields';
import { rankedUnitColumns, rankedUnitFields, rankedUnitPage } from './unit-ranking';

/**
 * Rekap nilai jenjang kinerja (DOMAIN-2 §5): the average grade of each unit's IKU, best first;
 * equal averages share a rank (1, 2, 2, 4), so the rank is the first column and there is no 'No'.
 */
export const nilaiJenjangRekapReport = defineReport({
  slug: 'nilai-jenjang-kinerja/rekap',
  title: 'Rekap Nilai Jenjang Kinerja',
  area: 'pengukuran',
  description: 'Rata-rata nilai jenjang kinerja IKU tiap satuan kerja, diurutkan dari yang tertinggi.',
  access: readAccess('nilai-jenjang-kinerja', 'super'),
  ...rankedUnitPage,
  nomor: false,
  row: z.object({ ...rankedUnitFields, jumlah_iku: int, jumlah_dinilai: int, rata_rata: angka }),
  columns: [
    ...rankedUnitColumns('Peringkat', 'Satuan Kerja'),
    { key: 'jumlah_iku', header: 'Jumlah IKU', kind: 'number', decimals: 0 },
    { key: 'jumlah_dinilai', header: 'IKU Dinilai', kind: 'number', decimals: 0 },
    { key: 'rata_rata', header: 'Rata-rata Nilai', kind: 'number' },
  ],
});
