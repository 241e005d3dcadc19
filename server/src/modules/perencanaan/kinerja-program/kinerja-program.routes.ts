import {
  kinerjaProgramDetailSchema,
  kinerjaProgramListQuerySchema,
  kinerjaProgramRecordSchema,
  kinerjaProgramSchema,
} from '@sakip/domain';
import { crudRoutes } from '../../../lib/crud/index';
import { kinerjaProgramService } from './kinerja-program.service';

/** /kinerja-program: the 7 CRUD routes (lib/crud/routes.ts); the rules live in the service. */
export const kinerjaProgramRoutes = crudRoutes({
  path: 'kinerja-program',
  resource: 'kinerja-program',
  label: 'Kinerja program',
  tag: 'perencanaan',
  querySchema: kinerjaProgramListQuerySchema,
  bodySchema: kinerjaProgramSchema,
  recordSchema: kinerjaProgramRecordSchema,
  detailSchema: kinerjaProgramDetailSchema,
  service: kinerjaProgramService,
});
