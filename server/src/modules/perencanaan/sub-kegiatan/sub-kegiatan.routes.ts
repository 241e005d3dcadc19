import {
  subKegiatanDetailSchema,
  subKegiatanListQuerySchema,
  subKegiatanRecordSchema,
  subKegiatanSchema,
} from '@sakip/domain';
import { crudRoutes } from '../../../lib/crud/index';
import { subKegiatanService } from './sub-kegiatan.service';

export const subKegiatanRoutes = crudRoutes({
  path: 'sub-kegiatan',
  resource: 'sub-kegiatan',
  label: 'Sub kegiatan',
  tag: 'master',
  querySchema: subKegiatanListQuerySchema,
  bodySchema: subKegiatanSchema,
  recordSchema: subKegiatanRecordSchema,
  detailSchema: subKegiatanDetailSchema,
  service: subKegiatanService,
});
