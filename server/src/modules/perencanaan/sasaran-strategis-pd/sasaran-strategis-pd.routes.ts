import {
  sasaranStrategisPdDetailSchema,
  sasaranStrategisPdListQuerySchema,
  sasaranStrategisPdRecordSchema,
  sasaranStrategisPdSchema,
  sasaranStrategisPdUpdateSchema,
} from '@sakip/domain';
import { crudRoutes } from '../../../lib/crud/index';
import { sasaranStrategisPdService } from './sasaran-strategis-pd.service';

export const sasaranStrategisPdRoutes = crudRoutes({
  path: 'sasaran-strategis-pd',
  resource: 'sasaran-strategis-pd',
  label: 'Sasaran strategis PD',
  tag: 'perencanaan',
  querySchema: sasaranStrategisPdListQuerySchema,
  bodySchema: sasaranStrategisPdSchema,
  updateSchema: sasaranStrategisPdUpdateSchema,
  recordSchema: sasaranStrategisPdRecordSchema,
  detailSchema: sasaranStrategisPdDetailSchema,
  service: sasaranStrategisPdService,
});
