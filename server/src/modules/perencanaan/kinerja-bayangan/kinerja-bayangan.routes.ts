import {
  kinerjaBayanganDetailSchema,
  kinerjaBayanganListQuerySchema,
  kinerjaBayanganRecordSchema,
  kinerjaBayanganSchema,
  kinerjaBayanganUpdateSchema,
} from '@sakip/domain';
import { crudRoutes } from '../../../lib/crud/index';
import { kinerjaBayanganService } from './kinerja-bayangan.service';

export const kinerjaBayanganRoutes = crudRoutes({
  path: 'kinerja-bayangan',
  resource: 'kinerja-bayangan',
  label: 'Kinerja bayangan',
  tag: 'perencanaan',
  querySchema: kinerjaBayanganListQuerySchema,
  bodySchema: kinerjaBayanganSchema,
  updateSchema: kinerjaBayanganUpdateSchema,
  recordSchema: kinerjaBayanganRecordSchema,
  detailSchema: kinerjaBayanganDetailSchema,
  service: kinerjaBayanganService,
});
