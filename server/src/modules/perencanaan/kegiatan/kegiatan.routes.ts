import { kegiatanDetailSchema, kegiatanListQuerySchema, kegiatanRecordSchema, kegiatanSchema } from '@sakip/domain';
import { crudRoutes } from '../../../lib/crud/index';
import { kegiatanService } from './kegiatan.service';

export const kegiatanRoutes = crudRoutes({
  path: 'kegiatan',
  resource: 'kegiatan',
  label: 'Kegiatan',
  tag: 'master',
  querySchema: kegiatanListQuerySchema,
  bodySchema: kegiatanSchema,
  recordSchema: kegiatanRecordSchema,
  detailSchema: kegiatanDetailSchema,
  service: kegiatanService,
});
