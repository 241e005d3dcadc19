import { z } from 'zod';
import { defineEndpoint, fileResponse, writeAnswer } from '../contract/endpoint';
import { pkDownloadQuerySchema } from '../schemas/display';
import {
  pkAgreementDetailSchema,
  pkAgreementParamsSchema,
  pkAgreementQuerySchema,
  pkScanSchema,
  pkUnitListSchema,
  pkUnitQuerySchema,
} from '../penugasan/pk';

/**
 * /perjanjian-kinerja: the diagram's PK download (public, a published document), a unit's
 * agreements (list), one agreement (detail with its attachment tables), its generated PDF, and its
 * signed scan (upload as PDF, replace, download).
 */
const group = { area: 'cascading', group: 'perjanjian-kinerja' } as const;
const READ = { ...group, guard: 'auth', permission: { resource: 'perjanjian-kinerja', action: 'read' } } as const;
const ONE = { params: pkAgreementParamsSchema, query: pkAgreementQuerySchema } as const;

export const unduhPkEndpoint = defineEndpoint({
  ...group,
  guard: 'public',
  name: 'unduh',
  method: 'GET',
  path: '/perjanjian-kinerja/download',
  summary: 'Dokumen Perjanjian Kinerja (PDF)',
  query: pkDownloadQuerySchema,
  response: fileResponse('pdf'),
});

export const pkUnitEndpoint = defineEndpoint({
  ...READ,
  name: 'unit',
  method: 'GET',
  path: '/perjanjian-kinerja',
  summary: 'Perjanjian kinerja satuan kerja',
  query: pkUnitQuerySchema,
  response: pkUnitListSchema,
});

export const pkDetailEndpoint = defineEndpoint({
  ...READ,
  ...ONE,
  name: 'detail',
  method: 'GET',
  path: '/perjanjian-kinerja/:id',
  summary: 'Detail perjanjian kinerja',
  response: z.object({ data: pkAgreementDetailSchema }),
});

export const pkPdfEndpoint = defineEndpoint({
  ...READ,
  ...ONE,
  name: 'pdf',
  method: 'GET',
  path: '/perjanjian-kinerja/:id/pdf',
  summary: 'Dokumen perjanjian kinerja (PDF)',
  response: fileResponse('pdf'),
});

export const pkScanEndpoint = defineEndpoint({
  ...READ,
  ...ONE,
  name: 'scan',
  method: 'GET',
  path: '/perjanjian-kinerja/:id/scan',
  summary: 'Scan perjanjian kinerja yang ditandatangani',
  response: fileResponse('pdf'),
});

export const unggahPkScanEndpoint = defineEndpoint({
  ...group,
  ...ONE,
  guard: 'auth',
  permission: { resource: 'perjanjian-kinerja', action: 'write' },
  name: 'unggah-scan',
  method: 'POST',
  path: '/perjanjian-kinerja/:id/scan',
  summary: 'Unggah atau ganti scan perjanjian kinerja (PDF; multipart: file)',
  response: writeAnswer(pkScanSchema),
});
