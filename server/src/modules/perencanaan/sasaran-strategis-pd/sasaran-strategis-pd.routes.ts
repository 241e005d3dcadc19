import {
  sasaranStrategisPdDetailSchema,
  sasaranStrategisPdListQuerySchema,
  sasaranStrategisPdRecordSchema,
  sasaranStrategisPdSchema,
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
  recordSchema: sasaranStrategisPdRecordSchema,
  detailSchema: sasaranStrategisPdDetailSchema,
  service: sasaranStrategisPdService,
});
