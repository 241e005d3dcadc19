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

/** Bappeda's validation of every unit's kinerja sub kegiatan, and the tim kerja of one of them. */
const group = { area: 'perencanaan', group: 'kinerja-sub-kegiatan', guard: 'auth' } as const;
const validasi = endpointGroup(group, 'validasi-sub-kegiatan');

export const subKegiatanValidasiListEndpoint = defineEndpoint({
  ...validasi.read,
  name: 'validasi',
  path: '/kinerja-sub-kegiatan/validasi',
  summary: 'Daftar kinerja sub kegiatan semua satuan kerja untuk validasi Bappeda',
  query: kinerjaSubKegiatanListQuerySchema,
  response: paginated(kinerjaSubKegiatanRecordSchema),
});

export const subKegiatanValidasiExportEndpoint = defineEndpoint({
  ...validasi.read,
  name: 'validasi-export',
  path: '/kinerja-sub-kegiatan/validasi/export',
  summary: 'Ekspor XLSX daftar validasi sesuai filter',
  query: kinerjaSubKegiatanListQuerySchema,
  response: fileResponse('xlsx'),
});

export const validasiSubKegiatanEndpoint = defineEndpoint({
  ...validasi.write,
  name: 'validasi-simpan',
  method: 'PUT',
  path: '/kinerja-sub-kegiatan/:id/validasi',
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
