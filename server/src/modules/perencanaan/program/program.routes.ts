import { programDetailSchema, programListQuerySchema, programRecordSchema, programSchema } from '@sakip/domain';
import { crudRoutes } from '../../../lib/crud/index';
import { programService } from './program.service';

export const programRoutes = crudRoutes({
  path: 'program',
  resource: 'program',
  label: 'Program',
  tag: 'master',
  querySchema: programListQuerySchema,
  bodySchema: programSchema,
  recordSchema: programRecordSchema,
  detailSchema: programDetailSchema,
  service: programService,
});
