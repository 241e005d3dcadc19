import { importRoutes } from '../../../lib/import/routes';
import { imporUnitKerjaKind } from './impor-unit-kerja.service';

/** GET/POST /unit-kerja/import…: unit kerja positions from a spreadsheet (the list's export columns). */
export const imporUnitKerjaRoutes = importRoutes(imporUnitKerjaKind);
