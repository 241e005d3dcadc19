import { crud, crudModule, type AppRoute } from '../../lib/define-routes';

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
  ...crud(
    'periode-rpjmd',
    'Periode RPJMD',
    'super',
    crudModule(periodePages, (m) => [m.PeriodeListPage, m.PeriodeFormPage, m.PeriodeShowPage]),
  ),
  ...crud(
    'satuan-kerja',
    'Satuan Kerja',
    'super',
    crudModule(satuanKerjaPages, (m) => [m.SatuanKerjaListPage, m.SatuanKerjaFormPage, m.SatuanKerjaShowPage]),
  ),
  ...crud(
    'unit-kerja',
    'Unit Kerja',
    'super',
    crudModule(unitKerjaPages, (m) => [m.UnitKerjaListPage, m.UnitKerjaFormPage, m.UnitKerjaShowPage]),
  ),
  ...crud(
    'pegawai',
    'Pegawai',
    'super',
    crudModule(pegawaiPages, (m) => [m.PegawaiListPage, m.PegawaiFormPage, m.PegawaiShowPage]),
  ),
];
