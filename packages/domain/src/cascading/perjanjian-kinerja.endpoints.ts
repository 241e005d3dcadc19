import { defineEndpoint, fileResponse } from '../contract/endpoint';
import { pkDownloadQuerySchema } from '../schemas/display';

/**
 * The PK download of the diagram's PK button (SPEC §7 'Browser navigation'), a generated document.
 * Public like the diagram: the public diagram has the same PK buttons, and a PK is a published document.
 */
export const pkDownloadEndpoint = defineEndpoint({
  area: 'perjanjian-kinerja',
  group: 'perjanjian-kinerja',
  name: 'download',
  method: 'GET',
  path: '/perjanjian-kinerja/download',
  guard: 'public',
  summary: 'Dokumen Perjanjian Kinerja (PDF)',
  query: pkDownloadQuerySchema,
  response: fileResponse('pdf'),
});
