import { defineEndpoint, fileResponse } from '../contract/endpoint';
import { pkPegawaiDownloadQuerySchema, pkPegawaiListSchema, pkPegawaiParamsSchema, pkPegawaiQuerySchema } from './pk';

/** /perjanjian-kinerja-pegawai: the list, one employee's PDF, the unit's ZIP. */
const READ = {
  area: 'penugasan',
  group: 'perjanjian-kinerja-pegawai',
  guard: 'auth',
  permission: { resource: 'perjanjian-kinerja', action: 'read' },
  method: 'GET',
} as const;

export const pkPegawaiListEndpoint = defineEndpoint({
  ...READ,
  name: 'list',
  path: '/perjanjian-kinerja-pegawai',
  summary: 'Pegawai pengampu kinerja dan atasannya',
  query: pkPegawaiQuerySchema,
  response: pkPegawaiListSchema,
});

export const pkPegawaiZipEndpoint = defineEndpoint({
  ...READ,
  name: 'zip',
  path: '/perjanjian-kinerja-pegawai/zip',
  summary: 'Perjanjian kinerja semua pegawai satuan kerja (ZIP)',
  query: pkPegawaiDownloadQuerySchema,
  response: fileResponse('zip'),
});

export const pkPegawaiPdfEndpoint = defineEndpoint({
  ...READ,
  name: 'pdf',
  path: '/perjanjian-kinerja-pegawai/:nip/pdf',
  summary: 'Perjanjian kinerja seorang pegawai (PDF)',
  params: pkPegawaiParamsSchema,
  query: pkPegawaiDownloadQuerySchema,
  response: fileResponse('pdf'),
});
