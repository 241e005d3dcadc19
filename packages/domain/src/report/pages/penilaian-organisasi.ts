import { z } from 'zod';
import { defineReport, readAccess } from '../define';
import { angka } from '../../schemas/record-fields';
import { rankedUnitColumns, rankedUnitFields, rankedUnitPage } from './unit-ranking';

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
  access: readAccess('penilaian-kinerja-organisasi'),
  ...rankedUnitPage,
  row: z.object({
    ...rankedUnitFields,
    nilai: angka,
    capaian_iku: angka,
    rapor: angka,
    lke: angka,
    nilai_jenjang: angka,
    efisiensi: angka,
  }),
  columns: [
    ...rankedUnitColumns('Peringkat', 'Satuan Kerja'),
    { key: 'nilai', header: 'Nilai Akhir', kind: 'number' },
    { key: 'capaian_iku', header: 'Capaian IKU', kind: 'number' },
    { key: 'rapor', header: 'Rapor Kinerja', kind: 'number' },
    { key: 'lke', header: 'Nilai LKE', kind: 'number' },
    { key: 'nilai_jenjang', header: 'Nilai Jenjang Kinerja', kind: 'number' },
    { key: 'efisiensi', header: 'Efisiensi Anggaran', kind: 'number' },
  ],
});
