import { defineEndpoint, writeAnswer } from '../contract/endpoint';
import { endpointGroup } from '../contract/endpoint-group';
import {
  bobotPenilaianResponseSchema,
  bobotPenilaianSchema,
  penilaianDetailResponseSchema,
  penilaianParamsSchema,
} from './penilaian-schemas';

/** Penilaian kinerja organisasi: one unit's detail and the year's weights. The ranked list is a report. */
const { read, write } = endpointGroup(
  { area: 'pengukuran', group: 'penilaian-organisasi', guard: 'auth' },
  'penilaian-kinerja-organisasi',
);

export const bobotPenilaianEndpoint = defineEndpoint({
  ...read,
  name: 'bobot',
  path: '/penilaian-kinerja-organisasi/bobot',
  summary: 'Bobot komponen penilaian tahun ini',
  response: bobotPenilaianResponseSchema,
});

export const simpanBobotPenilaianEndpoint = defineEndpoint({
  ...write,
  name: 'simpan-bobot',
  method: 'PUT',
  path: '/penilaian-kinerja-organisasi/bobot',
  summary: 'Simpan bobot komponen penilaian tahun ini (super)',
  body: bobotPenilaianSchema,
  response: writeAnswer(bobotPenilaianResponseSchema.shape.data),
});

export const penilaianDetailEndpoint = defineEndpoint({
  ...read,
  name: 'detail',
  path: '/penilaian-kinerja-organisasi/:id',
  summary: 'Rincian penilaian kinerja organisasi satu satuan kerja',
  params: penilaianParamsSchema,
  response: penilaianDetailResponseSchema,
});
