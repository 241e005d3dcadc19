import {
  penghargaanKinerjaListQuerySchema,
  penghargaanKinerjaRecordSchema,
  penghargaanKinerjaSchema,
} from '@sakip/domain';
import { crudRoutes } from '../../../lib/crud/index';
import { penghargaanKinerjaService } from './penghargaan-kinerja.service';

export const penghargaanKinerjaRoutes = crudRoutes({
  path: 'admin/penghargaan-kinerja',
  resource: 'penghargaan-kinerja',
  guard: 'super',
  label: 'Penghargaan',
  tag: 'display',
  querySchema: penghargaanKinerjaListQuerySchema,
  bodySchema: penghargaanKinerjaSchema,
  recordSchema: penghargaanKinerjaRecordSchema,
  detailSchema: penghargaanKinerjaRecordSchema,
  service: penghargaanKinerjaService,
});
