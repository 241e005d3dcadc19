import { satuanKerjaListQuerySchema, satuanKerjaRecordSchema, satuanKerjaSchema } from '@sakip/domain';
import { crudRoutes } from '../../../lib/crud/index';
import { satuanKerjaService } from './satuan-kerja.service';

export const satuanKerjaRoutes = crudRoutes({
  path: 'satuan-kerja',
  resource: 'satuan-kerja',
  label: 'Satuan kerja',
  tag: 'referensi',
  guard: 'super',
  querySchema: satuanKerjaListQuerySchema,
  bodySchema: satuanKerjaSchema,
  recordSchema: satuanKerjaRecordSchema,
  detailSchema: satuanKerjaRecordSchema,
  service: satuanKerjaService,
});
