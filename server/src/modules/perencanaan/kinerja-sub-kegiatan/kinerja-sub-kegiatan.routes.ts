import {
  kinerjaSubKegiatanDetailSchema,
  kinerjaSubKegiatanListQuerySchema,
  kinerjaSubKegiatanRecordSchema,
  kinerjaSubKegiatanSchema,
} from '@sakip/domain';
import { crudRoutes } from '../../../lib/crud/index';
import { kinerjaSubKegiatanService } from './kinerja-sub-kegiatan.service';

export const kinerjaSubKegiatanRoutes = crudRoutes({
  path: 'kinerja-sub-kegiatan',
  resource: 'kinerja-sub-kegiatan',
  label: 'Kinerja sub kegiatan',
  tag: 'perencanaan',
  querySchema: kinerjaSubKegiatanListQuerySchema,
  bodySchema: kinerjaSubKegiatanSchema,
  recordSchema: kinerjaSubKegiatanRecordSchema,
  detailSchema: kinerjaSubKegiatanDetailSchema,
  service: kinerjaSubKegiatanService,
});
