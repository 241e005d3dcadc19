import { strategiRpjmdListQuerySchema, strategiRpjmdRecordSchema, strategiRpjmdSchema } from '@sakip/domain';
import { crudRoutes } from '../../../lib/crud/index';
import { strategiRpjmdService } from './strategi-rpjmd.service';

export const strategiRpjmdRoutes = crudRoutes({
  path: 'admin/strategi-rpjmd',
  resource: 'strategi-rpjmd',
  guard: 'super',
  label: 'Strategi RPJMD',
  tag: 'display',
  querySchema: strategiRpjmdListQuerySchema,
  bodySchema: strategiRpjmdSchema,
  recordSchema: strategiRpjmdRecordSchema,
  detailSchema: strategiRpjmdRecordSchema,
  service: strategiRpjmdService,
});
