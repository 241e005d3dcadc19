import { defineEndpoint, fileResponse } from '../contract/endpoint';
import { lkipBabParamsSchema, lkipBabResponseSchema, lkipQuerySchema } from './lkip';

/**
 * LKIP Bab I-III and the whole LKIP as one PDF (issue 14 item 5). Readers of a unit's plan
 * (permission kinerja-program read); the service decides whose LKIP (a unit role always its own).
 */
const lkip = {
  area: 'pelaporan',
  group: 'lkip',
  method: 'GET',
  guard: 'auth',
  permission: { resource: 'kinerja-program', action: 'read' },
  query: lkipQuerySchema,
} as const;

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
