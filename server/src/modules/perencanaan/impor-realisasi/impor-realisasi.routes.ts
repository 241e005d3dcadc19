import { importRoutes } from '../../../lib/import/routes';
import { imporRealisasiKind } from './impor-realisasi.service';

/** GET/POST /kinerja-sub-kegiatan/import…: monthly targets and realisations from a spreadsheet. */
export const imporRealisasiRoutes = importRoutes(imporRealisasiKind);
