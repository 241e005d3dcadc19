import { z } from 'zod';
import { defineEndpoint, writeAnswer } from '../contract/endpoint';
import { endpointGroup } from '../contract/endpoint-group';
import { riwayatResponseSchema } from '../schemas/perencanaan-record';
import { pengaturanRecordSchema, pengaturanSchema } from '../schemas/setup';

/** Pengaturan (super): the city profile, the selectable years and the default year, with their history. */
const { read, write } = endpointGroup({ area: 'admin', group: 'pengaturan', guard: 'super' });

export const pengaturanAplikasiEndpoint = defineEndpoint({
  ...read,
  name: 'detail',
  path: '/pengaturan',
  summary: 'Pengaturan aplikasi: profil pemerintah daerah, tahun yang dapat dipilih dan tahun default',
  response: z.object({ data: pengaturanRecordSchema }),
});

export const simpanPengaturanEndpoint = defineEndpoint({
  ...write,
  name: 'simpan',
  method: 'PUT',
  path: '/pengaturan',
  summary: 'Simpan pengaturan aplikasi (berlaku seketika)',
  body: pengaturanSchema,
  response: writeAnswer(pengaturanRecordSchema),
});

export const riwayatPengaturanEndpoint = defineEndpoint({
  ...read,
  name: 'riwayat',
  path: '/pengaturan/riwayat',
  summary: 'Riwayat perubahan pengaturan aplikasi',
  response: riwayatResponseSchema,
});
