import { defineEndpoint, writeAnswer } from '../contract/endpoint';
import {
  catatanCsfParamsSchema,
  catatanKinerjaQuerySchema,
  catatanKinerjaSchema,
  hapusSolusiParamsSchema,
  simpanSolusiSchema,
  tambahCatatanCsfSchema,
  ubahCatatanCsfSchema,
} from '../schemas/catatan-kinerja';

/**
 * The diagram's edit mode of the CSF notes and the solution of a node (issue 24 item 4). Guard
 * 'auth'; the service checks the write rule of the node's level, the node's unit (404 outside the
 * actor's scope) and the unit's planning lock (422). Every write answers the node's notes anew.
 */
const group = { area: 'cascading', group: 'catatan-kinerja', guard: 'auth' } as const;
const answer = writeAnswer(catatanKinerjaSchema);

export const catatanKinerjaEndpoint = defineEndpoint({
  ...group,
  name: 'detail',
  method: 'GET',
  path: '/catatan-kinerja',
  summary: 'Catatan CSF dan solusi sebuah kinerja yang boleh diubah oleh pengguna',
  query: catatanKinerjaQuerySchema,
  response: answer.pick({ data: true }),
});

export const tambahCatatanCsfEndpoint = defineEndpoint({
  ...group,
  name: 'tambah-csf',
  method: 'POST',
  path: '/catatan-kinerja/csf',
  summary: 'Tambah catatan CSF (diagnosa CSF atau CSF gagal) sebuah kinerja',
  body: tambahCatatanCsfSchema,
  response: answer,
});

export const ubahCatatanCsfEndpoint = defineEndpoint({
  ...group,
  name: 'ubah-csf',
  method: 'PUT',
  path: '/catatan-kinerja/csf/:jenis/:id',
  summary: 'Ubah catatan CSF',
  params: catatanCsfParamsSchema,
  body: ubahCatatanCsfSchema,
  response: answer,
});

export const hapusCatatanCsfEndpoint = defineEndpoint({
  ...group,
  name: 'hapus-csf',
  method: 'DELETE',
  path: '/catatan-kinerja/csf/:jenis/:id',
  summary: 'Hapus catatan CSF',
  params: catatanCsfParamsSchema,
  response: answer,
});

export const simpanSolusiEndpoint = defineEndpoint({
  ...group,
  name: 'simpan-solusi',
  method: 'PUT',
  path: '/catatan-kinerja/solusi',
  summary: 'Simpan solusi tahun ini (perbaikan kinerja) sebuah kinerja',
  body: simpanSolusiSchema,
  response: answer,
});

export const hapusSolusiEndpoint = defineEndpoint({
  ...group,
  name: 'hapus-solusi',
  method: 'DELETE',
  path: '/catatan-kinerja/solusi/:id',
  summary: 'Hapus solusi sebuah kinerja',
  params: hapusSolusiParamsSchema,
  response: answer,
});
