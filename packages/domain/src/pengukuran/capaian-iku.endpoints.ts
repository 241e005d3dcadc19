import { defineEndpoint } from '../contract/endpoint';
import { capaianIkuQuerySchema, capaianIkuResponseSchema } from '../schemas/capaian-iku';

/** The capaian diagrams: /capaian-iku (logged in, the caller's units) and its public copy. */
const group = { area: 'pengukuran', group: 'capaian-iku', method: 'GET' } as const;

export const capaianIkuEndpoint = defineEndpoint({
  ...group,
  guard: 'auth',
  name: 'diagram',
  path: '/capaian-iku',
  summary: 'Diagram capaian sasaran strategis dan IKU satuan kerja',
  query: capaianIkuQuerySchema,
  response: capaianIkuResponseSchema,
});

export const capaianIkuPublicEndpoint = defineEndpoint({
  ...group,
  guard: 'public',
  name: 'diagram-public',
  path: '/public-display/capaian-iku',
  summary: 'Diagram capaian (publik)',
  query: capaianIkuQuerySchema,
  response: capaianIkuResponseSchema,
});
