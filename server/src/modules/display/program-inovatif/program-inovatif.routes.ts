import { programInovatifListQuerySchema, programInovatifRecordSchema, programInovatifSchema } from '@sakip/domain';
import { crudRoutes } from '../../../lib/crud/index';
import { programInovatifService } from './program-inovatif.service';

export const programInovatifRoutes = crudRoutes({
  path: 'admin/program-inovatif',
  resource: 'program-inovatif',
  guard: 'super',
  label: 'Program inovatif',
  tag: 'display',
  querySchema: programInovatifListQuerySchema,
  bodySchema: programInovatifSchema,
  recordSchema: programInovatifRecordSchema,
  detailSchema: programInovatifRecordSchema,
  service: programInovatifService,
});
