import { defineEndpoint } from '../contract/endpoint';
import { endpointGroup } from '../contract/endpoint-group';
import { messageSchema } from '../schemas/common';
import {
  definisiOperasionalPageSchema,
  definisiOperasionalQuerySchema,
  kinerjaLangkahAksiResponseSchema,
  kinerjaProgramIdQuerySchema,
  kinerjaWakilDirekturResponseSchema,
  rencanaAksiGubernurQuerySchema,
  rencanaAksiPageSchema,
  rencanaAksiQuerySchema,
  rencanaAksiRbQuerySchema,
  rencanaAksiRbResponseSchema,
  solusiMasalahQuerySchema,
  solusiMasalahResponseSchema,
  updateRencanaAksiRbSchema,
} from '../schemas/display';

/**
 * The calls of the cascading diagram's modals (SPEC §7). Public: the public diagram opens the same
 * modals without login. The RB category is super's ('Edit Rencana Aksi' in the diagram).
 */
const PUBLIC = { area: 'cascading', group: 'modals', guard: 'public', method: 'GET' } as const;

export const rencanaAksiModalEndpoint = defineEndpoint({
  ...PUBLIC,
  name: 'rencana-aksi',
  path: '/public-display/rencana-aksi',
  summary: 'Rencana aksi sasaran strategis PD (per halaman 20)',
  query: rencanaAksiQuerySchema,
  response: rencanaAksiPageSchema,
});

export const rencanaAksiGubernurModalEndpoint = defineEndpoint({
  ...PUBLIC,
  name: 'rencana-aksi-gubernur',
  path: '/public-display/rencana-aksi-gubernur',
  summary: 'Rencana aksi sasaran strategis RPJMD (per halaman 20)',
  query: rencanaAksiGubernurQuerySchema,
  response: rencanaAksiPageSchema,
});

export const definisiOperasionalModalEndpoint = defineEndpoint({
  ...PUBLIC,
  name: 'definisi-operasional',
  path: '/public-display/definisi-operasional',
  summary: 'Definisi operasional satu kinerja',
  query: definisiOperasionalQuerySchema,
  response: definisiOperasionalPageSchema,
});

export const kinerjaWakilDirekturModalEndpoint = defineEndpoint({
  ...PUBLIC,
  name: 'kinerja-wakil-direktur-rsud',
  path: '/public-display/kinerja-wakil-direktur-rsud',
  summary: 'Kinerja direktur RSUD yang diturunkan ke wakil direktur',
  query: kinerjaProgramIdQuerySchema,
  response: kinerjaWakilDirekturResponseSchema,
});

export const kinerjaLangkahAksiModalEndpoint = defineEndpoint({
  ...PUBLIC,
  name: 'kinerja-langkah-aksi',
  path: '/public-display/kinerja-langkah-aksi',
  summary: 'Langkah aksi di bawah kinerja program',
  query: kinerjaProgramIdQuerySchema,
  response: kinerjaLangkahAksiResponseSchema,
});

export const solusiMasalahModalEndpoint = defineEndpoint({
  ...PUBLIC,
  name: 'solusi-masalah',
  path: '/solusi-masalah',
  summary: 'Perbaikan kinerja: masalah tahun lalu dan solusi tahun ini',
  query: solusiMasalahQuerySchema,
  response: solusiMasalahResponseSchema,
});

const rb = endpointGroup({ area: 'cascading', group: 'modals', guard: 'super' }, 'rencana-aksi-rb');

export const rencanaAksiRbModalEndpoint = defineEndpoint({
  ...rb.read,
  name: 'rencana-aksi-rb',
  path: '/display-mikro/rencana-aksi-rb',
  summary: 'Kategori tematik (RB) sebuah kinerja sub kegiatan',
  query: rencanaAksiRbQuerySchema,
  response: rencanaAksiRbResponseSchema,
});

export const simpanRencanaAksiRbEndpoint = defineEndpoint({
  ...rb.write,
  name: 'simpan-rencana-aksi-rb',
  method: 'POST',
  path: '/display-mikro/update-rencana-aksi-rb',
  summary: 'Simpan kategori tematik (RB) sebuah kinerja sub kegiatan',
  body: updateRencanaAksiRbSchema,
  response: messageSchema,
});
