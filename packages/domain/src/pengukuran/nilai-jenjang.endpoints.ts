import { defineEndpoint, writeAnswer } from '../contract/endpoint';
import { endpointGroup } from '../contract/endpoint-group';
import {
  nilaiJenjangBodySchema,
  nilaiJenjangParamsSchema,
  nilaiJenjangResponseSchema,
  nilaiJenjangUnitSchema,
} from './penilaian-schemas';

/** Nilai jenjang kinerja (super): the input page and one unit's row saved at once. The rekap is a report. */
const group = { area: 'pengukuran', group: 'nilai-jenjang-kinerja', guard: 'super' } as const;
const { read, write } = endpointGroup(group, 'nilai-jenjang-kinerja');

export const nilaiJenjangPageEndpoint = defineEndpoint({
  ...read,
  name: 'page',
  path: '/nilai-jenjang-kinerja',
  summary: 'Setiap satuan kerja dengan IKU dan nilai jenjangnya, serta pilihan nilai',
  response: nilaiJenjangResponseSchema,
});

export const simpanNilaiJenjangEndpoint = defineEndpoint({
  ...write,
  name: 'simpan',
  method: 'PUT',
  path: '/nilai-jenjang-kinerja/:satuanKerjaId',
  summary: 'Simpan nilai jenjang seluruh IKU satu satuan kerja sekaligus',
  params: nilaiJenjangParamsSchema,
  body: nilaiJenjangBodySchema,
  response: writeAnswer(nilaiJenjangUnitSchema),
});
