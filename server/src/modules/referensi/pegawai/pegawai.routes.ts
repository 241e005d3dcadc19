import { pegawaiListQuerySchema, pegawaiRecordSchema, pegawaiSchema } from '@sakip/domain';
import { crudRoutes } from '../../../lib/crud/index';
import { pegawaiService } from './pegawai.service';

export const pegawaiRoutes = crudRoutes({
  path: 'pegawai',
  resource: 'pegawai',
  label: 'Pegawai',
  tag: 'referensi',
  guard: 'super',
  querySchema: pegawaiListQuerySchema,
  bodySchema: pegawaiSchema,
  recordSchema: pegawaiRecordSchema,
  detailSchema: pegawaiRecordSchema,
  service: pegawaiService,
});
