import { crudRoutes } from '../../../lib/crud/index';
import { kegiatanLevel, programLevel, subKegiatanLevel, type MasterLevel, type MasterSchemas } from './levels';
import { masterDataService } from './master-data.service';

/**
 * /program, /kegiatan, /sub-kegiatan: the 7 CRUD routes of each level (lib/crud/routes.ts), served
 * by the one master-data service.
 */
function levelRoutes<S extends MasterSchemas, Row extends { id: number }>(level: MasterLevel<S, Row>) {
  return crudRoutes({
    path: level.resource,
    resource: level.resource,
    label: level.label,
    tag: 'master',
    querySchema: level.schemas.query,
    bodySchema: level.schemas.body,
    recordSchema: level.schemas.record,
    detailSchema: level.schemas.detail,
    service: masterDataService(level),
  });
}

export const programRoutes = levelRoutes(programLevel);
export const kegiatanRoutes = levelRoutes(kegiatanLevel);
export const subKegiatanRoutes = levelRoutes(subKegiatanLevel);
