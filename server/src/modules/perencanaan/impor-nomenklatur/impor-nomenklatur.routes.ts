import { importRoutes } from '../../../lib/import/routes';
import { imporNomenklaturKind } from './impor-nomenklatur.service';

/** GET/POST /program/import…: the national nomenclature from the SIPD export (super). */
export const imporNomenklaturRoutes = importRoutes(imporNomenklaturKind);
