import { defineEndpoint, writeAnswer } from '../contract/endpoint';
import {
  nilaiJenjangBodySchema,
  nilaiJenjangParamsSchema,
  nilaiJenjangResponseSchema,
  nilaiJenjangUnitSchema,
} from './penilaian-schemas';

/** Nilai jenjang kinerja (super): the input page and one unit's row saved at once. The rekap is a report. */
const group = { area: 'pengukuran', group: 'nilai-jenjang-kinerja', guard: 'super' } as const;

export const nilaiJenjangPageEndpoint = defineEndpoint({
  ...group,
  name: 'page',
  method: 'GET',
  path: '/nilai-jenjang-kinerja',
  permission: { resource: 'nilai-jenjang-kinerja', action: 'read' },
  summary: 'Setiap satuan kerja dengan IKU dan nilai jenjangnya, serta pilihan nilai',
  response: nilaiJenjangResponseSchema,
});

export const simpanNilaiJenjangEndpoint = defineEndpoint({
  ...group,
  name: 'simpan',
  method: 'PUT',
  path: '/nilai-jenjang-kinerja/:satuanKerjaId',
  permission: { resource: 'nilai-jenjang-kinerja', action: 'write' },
  summary: 'Simpan nilai jenjang seluruh IKU satu satuan kerja sekaligus',
  params: nilaiJenjangParamsSchema,
  body: nilaiJenjangBodySchema,
  response: writeAnswer(nilaiJenjangUnitSchema),
});
