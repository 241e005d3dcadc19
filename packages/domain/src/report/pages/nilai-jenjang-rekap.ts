import { z } from 'zod';
import { defineReport } from '../define';

/**
 * Rekap nilai jenjang kinerja (DOMAIN-2 §5): the average grade of each unit's IKU, best first;
 * equal averages share a rank (1, 2, 2, 4), so the rank is the first column and there is no 'No'.
 */
export const nilaiJenjangRekapReport = defineReport({
  slug: 'nilai-jenjang-kinerja/rekap',
  title: 'Rekap Nilai Jenjang Kinerja',
  area: 'pengukuran',
  description: 'Rata-rata nilai jenjang kinerja IKU tiap satuan kerja, diurutkan dari yang tertinggi.',
  access: { guard: 'super', permission: { resource: 'nilai-jenjang-kinerja', action: 'read' } },
  public: false,
  nomor: false,
  row: z.object({
    rank: z.number().int(),
    satuan_kerja_id: z.string(),
    satuan_kerja_nama: z.string(),
    jumlah_iku: z.number().int(),
    jumlah_dinilai: z.number().int(),
    rata_rata: z.number().nullable(),
  }),
  rowKey: 'satuan_kerja_id',
  columns: [
    { key: 'rank', header: 'Peringkat', kind: 'number', decimals: 0, searchable: false },
    { key: 'satuan_kerja_nama', header: 'Satuan Kerja', kind: 'text' },
    { key: 'jumlah_iku', header: 'Jumlah IKU', kind: 'number', decimals: 0 },
    { key: 'jumlah_dinilai', header: 'IKU Dinilai', kind: 'number', decimals: 0 },
    { key: 'rata_rata', header: 'Rata-rata Nilai', kind: 'number' },
  ],
  emptyText: 'There are no records to show',
  searchPlaceholder: 'Nama satuan kerja',
});
