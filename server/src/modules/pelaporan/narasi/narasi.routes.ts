import { narasiLkipListQuerySchema, narasiLkipRecordSchema, narasiLkipSchema } from '@sakip/domain';
import { crudRoutes } from '../../../lib/crud/index';
import { narasiService } from './narasi.service';

const common = {
  tag: 'pelaporan',
  querySchema: narasiLkipListQuerySchema,
  bodySchema: narasiLkipSchema,
  recordSchema: narasiLkipRecordSchema,
  detailSchema: narasiLkipRecordSchema,
};

export const narasiPemdaRoutes = crudRoutes({
  ...common,
  path: 'lkip/narasi-pemda',
  resource: 'narasi-pemda',
  label: 'Narasi pemda',
  service: narasiService('pemda'),
});

export const narasiPdRoutes = crudRoutes({
  ...common,
  path: 'lkip/narasi-pd',
  resource: 'narasi-pd',
  label: 'Narasi perangkat daerah',
  service: narasiService('pd'),
});
