import {
  kinerjaKegiatanDetailSchema,
  kinerjaKegiatanListQuerySchema,
  kinerjaKegiatanRecordSchema,
  kinerjaKegiatanSchema,
} from '@sakip/domain';
import { crudRoutes } from '../../../lib/crud/index';
import { kinerjaKegiatanService } from './kinerja-kegiatan.service';

export const kinerjaKegiatanRoutes = crudRoutes({
  path: 'kinerja-kegiatan',
  resource: 'kinerja-kegiatan',
  label: 'Kinerja kegiatan',
  tag: 'perencanaan',
  querySchema: kinerjaKegiatanListQuerySchema,
  bodySchema: kinerjaKegiatanSchema,
  recordSchema: kinerjaKegiatanRecordSchema,
  detailSchema: kinerjaKegiatanDetailSchema,
  service: kinerjaKegiatanService,
});
