import { unitKerjaListQuerySchema, unitKerjaRecordSchema, unitKerjaSchema } from '@sakip/domain';
import { crudRoutes } from '../../../lib/crud/index';
import { unitKerjaService } from './unit-kerja.service';

export const unitKerjaRoutes = crudRoutes({
  path: 'unit-kerja',
  resource: 'unit-kerja',
  label: 'Unit kerja',
  tag: 'referensi',
  guard: 'super',
  querySchema: unitKerjaListQuerySchema,
  bodySchema: unitKerjaSchema,
  recordSchema: unitKerjaRecordSchema,
  detailSchema: unitKerjaRecordSchema,
  service: unitKerjaService,
});
