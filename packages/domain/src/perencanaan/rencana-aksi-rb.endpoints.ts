import { defineEndpoint, fileResponse } from '../contract/endpoint';
import { endpointGroup } from '../contract/endpoint-group';
import { paginated } from '../schemas/common';
import { rbSubKegiatanQuerySchema, rbSubKegiatanRowSchema } from './rencana-aksi-rb';

/** The year's sub kegiatan of the units with their category (super): one page, or every row as XLSX. */
const { read } = endpointGroup(
  { area: 'rencana-aksi-rb', group: 'rencana-aksi-rb/sub-kegiatan', guard: 'super' },
  'rencana-aksi-rb',
);
const subKegiatan = { ...read, query: rbSubKegiatanQuerySchema };

export const rbSubKegiatanListEndpoint = defineEndpoint({
  ...subKegiatan,
  name: 'list',
  path: '/rencana-aksi-rb/sub-kegiatan',
  summary: 'Sub kegiatan per satuan kerja dengan kategori tematik (RB)',
  response: paginated(rbSubKegiatanRowSchema),
});

export const rbSubKegiatanExportEndpoint = defineEndpoint({
  ...subKegiatan,
  name: 'export',
  path: '/rencana-aksi-rb/sub-kegiatan/export',
  summary: 'Sub kegiatan dengan kategori tematik (XLSX)',
  response: fileResponse('xlsx'),
});
