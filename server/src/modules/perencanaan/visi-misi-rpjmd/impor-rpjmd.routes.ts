import { importRoutes } from '../../../lib/import/routes';
import { imporRpjmdKind } from './impor-rpjmd.service';

/** GET/POST /visi-misi-rpjmd/import…: the RPJMD tree of the period with yearly targets (super). */
export const imporRpjmdRoutes = importRoutes(imporRpjmdKind);
