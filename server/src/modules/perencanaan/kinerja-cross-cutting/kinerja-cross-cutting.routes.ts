import {
  kinerjaCrossCuttingDetailSchema,
  kinerjaCrossCuttingListQuerySchema,
  kinerjaCrossCuttingRecordSchema,
  kinerjaCrossCuttingSchema,
  kinerjaCrossCuttingUpdateSchema,
} from '@sakip/domain';
import { crudRoutes } from '../../../lib/crud/index';
import { kinerjaCrossCuttingService } from './kinerja-cross-cutting.service';

export const kinerjaCrossCuttingRoutes = crudRoutes({
  path: 'kinerja-cross-cutting',
  resource: 'kinerja-cross-cutting',
  label: 'Kinerja cross cutting',
  tag: 'perencanaan',
  querySchema: kinerjaCrossCuttingListQuerySchema,
  bodySchema: kinerjaCrossCuttingSchema,
  updateSchema: kinerjaCrossCuttingUpdateSchema,
  recordSchema: kinerjaCrossCuttingRecordSchema,
  detailSchema: kinerjaCrossCuttingDetailSchema,
  service: kinerjaCrossCuttingService,
});
