import { crud, crudModule, type AppRoute } from '../../lib/define-routes';

const pegawaiPages = () => import('./PegawaiPages');

/**
 * Area referensi: the deadlines (Batas Waktu); one page serves the list and its modal form. The
 * organisation of the city (issue 24, super): pegawai.
 */
export const referensiRoutes: AppRoute[] = [
  ...crud('referensi', 'Batas Waktu', 'super', () => import('./ReferensiPage')),
  ...crud(
    'pegawai',
    'Pegawai',
    'super',
    crudModule(pegawaiPages, (m) => [m.PegawaiListPage, m.PegawaiFormPage, m.PegawaiShowPage]),
  ),
];
