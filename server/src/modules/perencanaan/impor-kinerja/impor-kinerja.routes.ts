import { importRoutes } from '../../../lib/import/routes';
import { imporKinerjaKegiatanKind, imporKinerjaProgramKind, imporKinerjaSubKegiatanKind } from './impor-kinerja.service';

/** GET/POST /kinerja-program/import…: a unit's kinerja program with budgets from a spreadsheet. */
export const imporKinerjaProgramRoutes = importRoutes(imporKinerjaProgramKind);
/** GET/POST /kinerja-kegiatan/import…: a unit's kinerja kegiatan with budgets from a spreadsheet. */
export const imporKinerjaKegiatanRoutes = importRoutes(imporKinerjaKegiatanKind);
/** GET/POST /kinerja-sub-kegiatan/anggaran/import…: a unit's kinerja sub kegiatan with budgets. */
export const imporKinerjaSubKegiatanRoutes = importRoutes(imporKinerjaSubKegiatanKind);
