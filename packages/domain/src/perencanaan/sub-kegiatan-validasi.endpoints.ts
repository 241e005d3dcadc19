import { defineEndpoint, fileResponse, writeAnswer } from '../contract/endpoint';
import { endpointGroup } from '../contract/endpoint-group';
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
const validasi = endpointGroup(group, 'validasi-sub-kegiatan');
const kinerja = endpointGroup(group, 'kinerja-sub-kegiatan');

export const validasiSubKegiatanListEndpoint = defineEndpoint({
  ...validasi.read,
  name: 'list',
  path: '/kinerja-sub-kegiatan/validasi',
  summary: 'Daftar kinerja sub kegiatan semua satuan kerja untuk validasi Bappeda',
  query: kinerjaSubKegiatanListQuerySchema,
  response: paginated(kinerjaSubKegiatanRecordSchema),
});

export const validasiSubKegiatanXlsxEndpoint = defineEndpoint({
  ...validasi.read,
  name: 'export',
  path: '/kinerja-sub-kegiatan/validasi/export',
  summary: 'Ekspor XLSX daftar validasi sesuai filter',
  query: kinerjaSubKegiatanListQuerySchema,
  response: fileResponse('xlsx'),
});

export const validasiSubKegiatanEndpoint = defineEndpoint({
  ...validasi.write,
  name: 'validasi',
  method: 'PUT',
  path: '/kinerja-sub-kegiatan/:id/validasi',
  summary: 'Validasi kinerja sub kegiatan oleh Bappeda (dengan catatan)',
  params: idParamSchema,
  body: validasiBappedaSchema,
  response: writeAnswer(kinerjaSubKegiatanRecordSchema),
});

export const timKerjaSubKegiatanEndpoint = defineEndpoint({
  ...kinerja.write,
  name: 'tim-kerja',
  method: 'PUT',
  path: '/kinerja-sub-kegiatan/:id/tim-kerja',
  summary: 'Tim kerja pengampu kinerja sub kegiatan',
  params: idParamSchema,
  body: kinerjaSubKegiatanTimKerjaSchema,
  response: writeAnswer(kinerjaSubKegiatanDetailSchema),
});
