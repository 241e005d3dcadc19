import { defineEndpoint, fileResponse } from '../contract/endpoint';
import { endpointGroup } from '../contract/endpoint-group';
import { pkPegawaiDownloadQuerySchema, pkPegawaiListSchema, pkPegawaiParamsSchema, pkPegawaiQuerySchema } from './pk';

/** /perjanjian-kinerja-pegawai: the list, one employee's PDF, the unit's ZIP. */
const group = { area: 'penugasan', group: 'perjanjian-kinerja-pegawai', guard: 'auth' } as const;
const { read } = endpointGroup(group, 'perjanjian-kinerja');

export const pkPegawaiListEndpoint = defineEndpoint({
  ...read,
  name: 'list',
  path: '/perjanjian-kinerja-pegawai',
  summary: 'Pegawai pengampu kinerja dan atasannya',
  query: pkPegawaiQuerySchema,
  response: pkPegawaiListSchema,
});

export const pkPegawaiZipEndpoint = defineEndpoint({
  ...read,
  name: 'zip',
  path: '/perjanjian-kinerja-pegawai/zip',
  summary: 'Perjanjian kinerja semua pegawai satuan kerja (ZIP)',
  query: pkPegawaiDownloadQuerySchema,
  response: fileResponse('zip'),
});

export const pkPegawaiPdfEndpoint = defineEndpoint({
  ...read,
  name: 'pdf',
  path: '/perjanjian-kinerja-pegawai/:nip/pdf',
  summary: 'Perjanjian kinerja seorang pegawai (PDF)',
  params: pkPegawaiParamsSchema,
  query: pkPegawaiDownloadQuerySchema,
  response: fileResponse('pdf'),
});
