import { importRoutes } from '../../../lib/import/routes';
import { imporKinerjaProgramKind } from './impor-kinerja-program.service';

/** GET/POST /kinerja-program/import…: a unit's kinerja program with budgets from a spreadsheet. */
export const imporKinerjaProgramRoutes = importRoutes(imporKinerjaProgramKind);
