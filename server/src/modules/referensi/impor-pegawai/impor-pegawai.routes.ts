import { importRoutes } from '../../../lib/import/routes';
import { imporPegawaiKind } from './impor-pegawai.service';

/** GET/POST /pegawai/import…: pegawai from a spreadsheet (the list's export columns). */
export const imporPegawaiRoutes = importRoutes(imporPegawaiKind);
