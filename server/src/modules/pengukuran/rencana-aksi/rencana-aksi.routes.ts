import {
  rencanaAksiListQuerySchema,
  rencanaAksiRecordSchema,
  rencanaAksiSchema,
  rencanaAksiUpdateSchema,
} from '@sakip/domain';
import { crudRoutes } from '../../../lib/crud/routes';
import { rencanaAksiService } from './rencana-aksi.service';

/** /rencana-aksi: the seven CRUD routes (list per SS-PD, XLSX, create, read, update, delete, riwayat). */
export const rencanaAksiRoutes = crudRoutes({
  path: 'rencana-aksi',
  resource: 'rencana-aksi',
  label: 'Rencana aksi',
  tag: 'rencana-aksi',
  querySchema: rencanaAksiListQuerySchema,
  bodySchema: rencanaAksiSchema,
  updateSchema: rencanaAksiUpdateSchema,
  recordSchema: rencanaAksiRecordSchema,
  detailSchema: rencanaAksiRecordSchema,
  service: rencanaAksiService,
});
