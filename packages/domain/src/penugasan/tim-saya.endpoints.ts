import { z } from 'zod';
import { defineEndpoint } from '../contract/endpoint';
import { messageSchema } from '../schemas/common';
import { idParamSchema } from '../schemas/primitives';
import { keanggotaanSayaSchema, realisasiAnggotaSchema, timKerjaDetailSchema, timSayaRecordSchema } from './schemas';

/** /tim-saya/*: my teams as leader and as member (by the NIP of the account), my realisasi. */
const group = { area: 'penugasan', group: 'tim-saya', guard: 'auth' } as const;

export const ketuaTimSayaEndpoint = defineEndpoint({
  ...group,
  name: 'ketua-tim',
  method: 'GET',
  path: '/tim-saya/ketua-tim',
  summary: 'Tim yang saya pimpin',
  response: z.object({ data: z.array(timSayaRecordSchema) }),
});

export const ketuaTimSayaDetailEndpoint = defineEndpoint({
  ...group,
  name: 'ketua-tim-detail',
  method: 'GET',
  path: '/tim-saya/ketua-tim/:id',
  summary: 'Satu tim yang saya pimpin beserta anggotanya',
  params: idParamSchema,
  response: z.object({ data: timKerjaDetailSchema }),
});

export const anggotaTimSayaEndpoint = defineEndpoint({
  ...group,
  name: 'anggota-tim',
  method: 'GET',
  path: '/tim-saya/anggota-tim',
  summary: 'Keanggotaan tim saya',
  response: z.object({ data: z.array(keanggotaanSayaSchema) }),
});

export const realisasiTimSayaEndpoint = defineEndpoint({
  ...group,
  name: 'realisasi',
  method: 'PUT',
  path: '/tim-saya/anggota-tim/realisasi/:id',
  summary: 'Isi realisasi bulanan langkah aksi saya',
  params: idParamSchema,
  body: realisasiAnggotaSchema,
  response: messageSchema,
});
