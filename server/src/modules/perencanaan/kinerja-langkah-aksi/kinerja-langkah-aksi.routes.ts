import {
  kinerjaLangkahAksiDetailSchema,
  kinerjaLangkahAksiListQuerySchema,
  kinerjaLangkahAksiRecordSchema,
  kinerjaLangkahAksiSchema,
  kinerjaLangkahAksiUpdateSchema,
} from '@sakip/domain';
import { crudRoutes } from '../../../lib/crud/index';
import { kinerjaLangkahAksiService } from './kinerja-langkah-aksi.service';

export const kinerjaLangkahAksiRoutes = crudRoutes({
  path: 'kinerja-langkah-aksi',
  resource: 'kinerja-langkah-aksi',
  label: 'Kinerja langkah aksi',
  tag: 'perencanaan',
  querySchema: kinerjaLangkahAksiListQuerySchema,
  bodySchema: kinerjaLangkahAksiSchema,
  updateSchema: kinerjaLangkahAksiUpdateSchema,
  recordSchema: kinerjaLangkahAksiRecordSchema,
  detailSchema: kinerjaLangkahAksiDetailSchema,
  service: kinerjaLangkahAksiService,
});
