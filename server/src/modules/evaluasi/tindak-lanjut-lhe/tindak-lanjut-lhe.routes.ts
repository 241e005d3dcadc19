import { tindakLanjutLheListQuerySchema, tindakLanjutLheRecordSchema, tindakLanjutLheSchema } from '@sakip/domain';
import { crudRoutes } from '../../../lib/crud/index';
import { tindakLanjutLheService } from './tindak-lanjut-lhe.service';

export const tindakLanjutLheRoutes = crudRoutes({
  path: 'tindak-lanjut-lhe',
  resource: 'tindak-lanjut-lhe',
  label: 'Tindak lanjut LHE',
  tag: 'evaluasi',
  querySchema: tindakLanjutLheListQuerySchema,
  bodySchema: tindakLanjutLheSchema,
  recordSchema: tindakLanjutLheRecordSchema,
  detailSchema: tindakLanjutLheRecordSchema,
  service: tindakLanjutLheService,
});
