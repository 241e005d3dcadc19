import { defineEndpoint, fileResponse } from '../contract/endpoint';
import { endpointGroup } from '../contract/endpoint-group';
import { lkipBabParamsSchema, lkipBabResponseSchema, lkipQuerySchema } from './lkip';

/**
 * LKIP Bab I-III and the whole LKIP as one PDF (issue 14 item 5). Readers of a unit's plan
 * (permission kinerja-program read); the service decides whose LKIP (a unit role always its own).
 */
const { read } = endpointGroup({ area: 'pelaporan', group: 'lkip', guard: 'auth' }, 'kinerja-program');
const lkip = { ...read, query: lkipQuerySchema };

export const lkipBabEndpoint = defineEndpoint({
  ...lkip,
  name: 'bab',
  path: '/lkip/bab/:bab',
  summary: 'LKIP: satu bab (tabel dan narasi)',
  params: lkipBabParamsSchema,
  response: lkipBabResponseSchema,
});

/** A generated document: the whole LKIP, sent as an attachment. */
export const lkipPdfEndpoint = defineEndpoint({
  ...lkip,
  name: 'pdf',
  path: '/lkip/pdf',
  summary: 'LKIP lengkap (PDF)',
  response: fileResponse('pdf'),
});
