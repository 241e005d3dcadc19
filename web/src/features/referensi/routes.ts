import { simpleCrud } from '../../components/crud/simple-crud-routes';
import { crud, type AppRoute } from '../../lib/define-routes';

const pegawaiPages = () => import('./PegawaiPages');
const satuanKerjaPages = () => import('./SatuanKerjaPages');
const unitKerjaPages = () => import('./UnitKerjaPages');
const periodePages = () => import('./PeriodeRpjmdPages');

/**
 * Area referensi: the deadlines (Batas Waktu); one page serves the list and its modal form. The
 * organisation of the city (issue 24, super): RPJMD periods, satuan kerja, unit kerja, pegawai.
 */
export const referensiRoutes: AppRoute[] = [
  ...crud('referensi', 'Batas Waktu', 'super', () => import('./ReferensiPage')),
  ...simpleCrud('periode-rpjmd', 'Periode RPJMD', 'super', periodePages, (m) => m.periodeConfig),
  ...simpleCrud('satuan-kerja', 'Satuan Kerja', 'super', satuanKerjaPages, (m) => m.satuanKerjaConfig),
  ...simpleCrud('unit-kerja', 'Unit Kerja', 'super', unitKerjaPages, (m) => m.unitKerjaConfig),
  ...simpleCrud('pegawai', 'Pegawai', 'super', pegawaiPages, (m) => m.pegawaiConfig),
];
