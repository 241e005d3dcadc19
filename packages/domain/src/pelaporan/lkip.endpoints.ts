import { defineEndpoint, fileResponse } from '../contract/endpoint';
import { lkipBabParamsSchema, lkipBabResponseSchema, lkipQuerySchema } from './lkip';

/**
 * LKIP Bab I-III and the whole LKIP as one PDF (issue 14 item 5). Readers of a unit's plan
 * (permission kinerja-program read); the service decides whose LKIP (a unit role always its own).
 */
const READ = {
  area: 'pelaporan',
  group: 'lkip',
  guard: 'auth',
  permission: { resource: 'kinerja-program', action: 'read' },
  method: 'GET',
} as const;

export const lkipBabEndpoint = defineEndpoint({
  ...READ,
  name: 'bab',
  path: '/lkip/bab/:bab',
  summary: 'LKIP: satu bab (tabel dan narasi)',
  params: lkipBabParamsSchema,
  query: lkipQuerySchema,
  response: lkipBabResponseSchema,
});

export const lkipPdfEndpoint = defineEndpoint({
  ...READ,
  name: 'pdf',
  path: '/lkip/pdf',
  summary: 'LKIP lengkap (PDF)',
  query: lkipQuerySchema,
  response: fileResponse('pdf'),
});
