import { importRoutes } from '../../../lib/import/routes';
import { imporSatuanKerjaKind } from './impor-satuan-kerja.service';

/** GET/POST /satuan-kerja/import…: satuan kerja from a spreadsheet (the list's export columns). */
export const imporSatuanKerjaRoutes = importRoutes(imporSatuanKerjaKind);
