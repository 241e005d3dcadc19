import { defineEndpoint, fileResponse } from '../contract/endpoint';
import { endpointGroup } from '../contract/endpoint-group';
import { lkipBabParamsSchema, lkipBabResponseSchema, lkipQuerySchema } from './lkip';

/**
 * LKIP Bab I-III and the whole LKIP as one PDF (issue 14 item 5). Readers of a unit's plan
 * (permission kinerja-program read); the service decides whose LKIP (a unit role always its own).
 */
const { read } = endpointGroup({ area: 'pelaporan', group: 'lkip', guard: 'auth' }, 'kinerja-program');

export const lkipBabEndpoint = defineEndpoint({
  ...read,
  name: 'bab',
  path: '/lkip/bab/:bab',
  summary: 'LKIP: satu bab (tabel dan narasi)',
  params: lkipBabParamsSchema,
  query: lkipQuerySchema,
  response: lkipBabResponseSchema,
});

export const lkipPdfEndpoint = defineEndpoint({
  ...read,
  name: 'pdf',
  path: '/lkip/pdf',
  summary: 'LKIP lengkap (PDF)',
  query: lkipQuerySchema,
  response: fileResponse('pdf'),
});
