import { z } from 'zod';
import { defineReport } from '../define';

const angka = z.number().nullable();

/**
 * Daftar penilaian kinerja organisasi (DOMAIN-2 §5): every unit ranked by the yearly composite,
 * with each part ('-' when it has no data; those parts are left out and the weights re-normalised).
 */
export const penilaianOrganisasiReport = defineReport({
  slug: 'penilaian-kinerja-organisasi-daftar',
  title: 'Daftar Penilaian Kinerja Organisasi',
  area: 'pengukuran',
  description:
    'Nilai akhir = rata-rata tertimbang komponen yang memiliki data; komponen tanpa data (-) tidak dihitung dan bobot lainnya dinormalisasi.',
  access: { guard: 'auth', permission: { resource: 'penilaian-kinerja-organisasi', action: 'read' } },
  public: false,
  row: z.object({
    rank: z.number().int(),
    satuan_kerja_id: z.string(),
    satuan_kerja_nama: z.string(),
    nilai: angka,
    capaian_iku: angka,
    rapor: angka,
    lke: angka,
    nilai_jenjang: angka,
    efisiensi: angka,
  }),
  rowKey: 'satuan_kerja_id',
  columns: [
    { key: 'rank', header: 'Peringkat', kind: 'number', decimals: 0, searchable: false },
    { key: 'satuan_kerja_nama', header: 'Satuan Kerja', kind: 'text' },
    { key: 'nilai', header: 'Nilai Akhir', kind: 'number' },
    { key: 'capaian_iku', header: 'Capaian IKU', kind: 'number' },
    { key: 'rapor', header: 'Rapor Kinerja', kind: 'number' },
    { key: 'lke', header: 'Nilai LKE', kind: 'number' },
    { key: 'nilai_jenjang', header: 'Nilai Jenjang Kinerja', kind: 'number' },
    { key: 'efisiensi', header: 'Efisiensi Anggaran', kind: 'number' },
  ],
  emptyText: 'There are no records to show',
  searchPlaceholder: 'Nama satuan kerja',
});
