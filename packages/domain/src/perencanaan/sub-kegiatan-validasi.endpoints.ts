import { defineEndpoint, fileResponse, writeAnswer } from '../contract/endpoint';
import { paginated } from '../schemas/common';
import {
  kinerjaSubKegiatanListQuerySchema,
  kinerjaSubKegiatanTimKerjaSchema,
  validasiBappedaSchema,
} from '../schemas/perencanaan';
import { kinerjaSubKegiatanDetailSchema, kinerjaSubKegiatanRecordSchema } from '../schemas/perencanaan-record';
import { idParamSchema } from '../schemas/primitives';

/**
 * Bappeda's validation of the kinerja sub kegiatan of every unit (list, XLSX, verdict with a
 * note) and the pengampu team of a kinerja sub kegiatan.
 */
const group = { area: 'perencanaan', group: 'kinerja-sub-kegiatan-validasi', guard: 'auth' } as const;
const READ = { ...group, permission: { resource: 'validasi-sub-kegiatan', action: 'read' } } as const;

export const validasiSubKegiatanListEndpoint = defineEndpoint({
  ...READ,
  name: 'list',
  method: 'GET',
  path: '/kinerja-sub-kegiatan/validasi',
  summary: 'Daftar kinerja sub kegiatan semua satuan kerja untuk validasi Bappeda',
  query: kinerjaSubKegiatanListQuerySchema,
  response: paginated(kinerjaSubKegiatanRecordSchema),
});

export const validasiSubKegiatanXlsxEndpoint = defineEndpoint({
  ...READ,
  name: 'export',
  method: 'GET',
  path: '/kinerja-sub-kegiatan/validasi/export',
  summary: 'Ekspor XLSX daftar validasi sesuai filter',
  query: kinerjaSubKegiatanListQuerySchema,
  response: fileResponse('xlsx'),
});

export const validasiSubKegiatanEndpoint = defineEndpoint({
  ...group,
  permission: { resource: 'validasi-sub-kegiatan', action: 'write' },
  name: 'validasi',
  method: 'PUT',
  path: '/kinerja-sub-kegiatan/:id/validasi',
  summary: 'Validasi kinerja sub kegiatan oleh Bappeda (dengan catatan)',
  params: idParamSchema,
  body: validasiBappedaSchema,
  response: writeAnswer(kinerjaSubKegiatanRecordSchema),
});

export const timKerjaSubKegiatanEndpoint = defineEndpoint({
  ...group,
  permission: { resource: 'kinerja-sub-kegiatan', action: 'write' },
  name: 'tim-kerja',
  method: 'PUT',
  path: '/kinerja-sub-kegiatan/:id/tim-kerja',
  summary: 'Tim kerja pengampu kinerja sub kegiatan',
  params: idParamSchema,
  body: kinerjaSubKegiatanTimKerjaSchema,
  response: writeAnswer(kinerjaSubKegiatanDetailSchema),
});
