import { periodeListQuerySchema, periodeRecordSchema, periodeSchema } from '@sakip/domain';
import { crudRoutes } from '../../../lib/crud/index';
import { periodeRpjmdService } from './periode-rpjmd.service';

export const periodeRpjmdRoutes = crudRoutes({
  path: 'periode-rpjmd',
  resource: 'periode-rpjmd',
  label: 'Periode RPJMD',
  tag: 'referensi',
  guard: 'super',
  querySchema: periodeListQuerySchema,
  bodySchema: periodeSchema,
  recordSchema: periodeRecordSchema,
  detailSchema: periodeRecordSchema,
  service: periodeRpjmdService,
});
