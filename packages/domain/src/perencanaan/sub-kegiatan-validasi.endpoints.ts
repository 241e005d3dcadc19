import { defineEndpoint, fileResponse, writeAnswer } from '../contract/endpoint';
import { paginated } from '../schemas/common';
import {
  kinerjaSubKegiatanListQuerySchema,
  kinerjaSubKegiatanTimKerjaSchema,
  validasiBappedaSchema,
} from '../schemas/perencanaan';
import { kinerjaSubKegiatanDetailSchema, kinerjaSubKegiatanRecordSchema } from '../schemas/perencanaan-record';
import { idParamSchema } from '../schemas/primitives';

/** Bappeda's validation of every unit's kinerja sub kegiatan, and the tim kerja of one of them. */
const group = { area: 'perencanaan', group: 'kinerja-sub-kegiatan', guard: 'auth' } as const;
const validasi = (action: 'read' | 'write') => ({ resource: 'validasi-sub-kegiatan' as const, action });

export const subKegiatanValidasiListEndpoint = defineEndpoint({
  ...group,
  name: 'validasi',
  method: 'GET',
  path: '/kinerja-sub-kegiatan/validasi',
  permission: validasi('read'),
  summary: 'Daftar kinerja sub kegiatan semua satuan kerja untuk validasi Bappeda',
  query: kinerjaSubKegiatanListQuerySchema,
  response: paginated(kinerjaSubKegiatanRecordSchema),
});

export const subKegiatanValidasiExportEndpoint = defineEndpoint({
  ...group,
  name: 'validasi-export',
  method: 'GET',
  path: '/kinerja-sub-kegiatan/validasi/export',
  permission: validasi('read'),
  summary: 'Ekspor XLSX daftar validasi sesuai filter',
  query: kinerjaSubKegiatanListQuerySchema,
  response: fileResponse('xlsx'),
});

export const validasiSubKegiatanEndpoint = defineEndpoint({
  ...group,
  name: 'validasi-simpan',
  method: 'PUT',
  path: '/kinerja-sub-kegiatan/:id/validasi',
  permission: validasi('write'),
  summary: 'Validasi kinerja sub kegiatan oleh Bappeda (dengan catatan)',
  params: idParamSchema,
  body: validasiBappedaSchema,
  response: writeAnswer(kinerjaSubKegiatanRecordSchema),
});

export const timKerjaSubKegiatanEndpoint = defineEndpoint({
  ...group,
  name: 'tim-kerja',
  method: 'PUT',
  path: '/kinerja-sub-kegiatan/:id/tim-kerja',
  permission: { resource: 'kinerja-sub-kegiatan', action: 'write' },
  summary: 'Tim kerja pengampu kinerja sub kegiatan',
  params: idParamSchema,
  body: kinerjaSubKegiatanTimKerjaSchema,
  response: writeAnswer(kinerjaSubKegiatanDetailSchema),
});
