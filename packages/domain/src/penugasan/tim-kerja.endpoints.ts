import { defineEndpoint, writeAnswer } from '../contract/endpoint';
import { endpointGroup } from '../contract/endpoint-group';
import { messageSchema } from '../schemas/common';
import { idParamSchema } from '../schemas/primitives';
import { anggotaParamSchema, anggotaRecordSchema, anggotaSchema, anggotaUpdateSchema } from './schemas';

/** /tim-kerja/:id/anggota[/:nip]: members of a team (create, edit, remove). The teams are a CRUD group. */
const { write } = endpointGroup({ area: 'penugasan', group: 'tim-kerja', guard: 'auth' }, 'tim-kerja');

export const tambahAnggotaTimEndpoint = defineEndpoint({
  ...write,
  name: 'tambah-anggota',
  method: 'POST',
  path: '/tim-kerja/:id/anggota',
  summary: 'Tambah anggota tim',
  params: idParamSchema,
  body: anggotaSchema,
  response: writeAnswer(anggotaRecordSchema),
});

export const ubahAnggotaTimEndpoint = defineEndpoint({
  ...write,
  name: 'ubah-anggota',
  method: 'PUT',
  path: '/tim-kerja/:id/anggota/:nip',
  summary: 'Ubah anggota tim',
  params: anggotaParamSchema,
  body: anggotaUpdateSchema,
  response: writeAnswer(anggotaRecordSchema),
});

export const hapusAnggotaTimEndpoint = defineEndpoint({
  ...write,
  name: 'hapus-anggota',
  method: 'DELETE',
  path: '/tim-kerja/:id/anggota/:nip',
  summary: 'Hapus anggota tim',
  params: anggotaParamSchema,
  response: messageSchema,
});
