import { importRoutes } from '../../../lib/import/routes';
import { imporRenstraKind } from './impor-renstra.service';

/** GET/POST /sasaran-strategis-pd/import…: a unit's renstra (SS-PD, IKU, targets) from a spreadsheet. */
export const imporRenstraRoutes = importRoutes(imporRenstraKind);
