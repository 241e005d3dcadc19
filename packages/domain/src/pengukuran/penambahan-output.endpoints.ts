import { defineEndpoint, writeAnswer } from '../contract/endpoint';
import { endpointGroup } from '../contract/endpoint-group';
import { PENAMBAHAN_OUTPUT_YEAR } from '../menus';
import { penambahanOutputBodySchema, penambahanOutputResponseSchema, penambahanOutputRowSchema } from './schemas';

/**
 * Penambahan jumlah output (SPEC §6: pemerintah daerah or perangkat daerah, only in
 * PENAMBAHAN_OUTPUT_YEAR): the four quarterly counts of each unit the actor may see, and their save.
 */
const { read, write } = endpointGroup(
  { area: 'pengukuran', group: 'penambahan-output', guard: 'auth' },
  'penambahan-jumlah-output',
);

export const penambahanOutputEndpoint = defineEndpoint({
  ...read,
  name: 'page',
  path: '/rapor-kinerja/penambahan-jumlah-output',
  summary: `Penambahan jumlah output per triwulan (tahun ${PENAMBAHAN_OUTPUT_YEAR})`,
  response: penambahanOutputResponseSchema,
});

export const simpanPenambahanOutputEndpoint = defineEndpoint({
  ...write,
  name: 'simpan',
  method: 'PUT',
  path: '/rapor-kinerja/penambahan-jumlah-output',
  summary: 'Simpan penambahan jumlah output satu satuan kerja',
  body: penambahanOutputBodySchema,
  response: writeAnswer(penambahanOutputRowSchema),
});
