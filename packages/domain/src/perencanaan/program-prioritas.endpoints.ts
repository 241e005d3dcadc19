import { z } from 'zod';
import { defineEndpoint, fileResponse, writeAnswer } from '../contract/endpoint';
import { endpointGroup } from '../contract/endpoint-group';
import { messageSchema } from '../schemas/common';
import { idParamSchema } from '../schemas/primitives';
import { programPrioritasBodySchema, programPrioritasListSchema } from './program-prioritas';

/**
 * /program-prioritas (logged in: the list, the XLSX, flag and unflag by the city) and its public
 * copy /public-display/program-prioritas (the guest navbar's 'Program Prioritas').
 */
const group = { area: 'program-prioritas', group: 'program-prioritas', guard: 'auth' } as const;
const { read, write } = endpointGroup(group, 'program-prioritas');

export const programPrioritasListEndpoint = defineEndpoint({
  ...read,
  name: 'list',
  path: '/program-prioritas',
  summary: 'Program prioritas walikota',
  response: programPrioritasListSchema,
});

export const programPrioritasExportEndpoint = defineEndpoint({
  ...read,
  name: 'export',
  path: '/program-prioritas/export',
  summary: 'Program prioritas (XLSX)',
  response: fileResponse('xlsx'),
});

export const tetapkanProgramPrioritasEndpoint = defineEndpoint({
  ...write,
  name: 'tetapkan',
  method: 'POST',
  path: '/program-prioritas',
  summary: 'Tetapkan program prioritas',
  body: programPrioritasBodySchema,
  response: writeAnswer(z.object({ id: z.number() })),
});

export const hapusProgramPrioritasEndpoint = defineEndpoint({
  ...write,
  name: 'hapus',
  method: 'DELETE',
  path: '/program-prioritas/:id',
  summary: 'Hapus program prioritas',
  params: idParamSchema,
  response: messageSchema,
});

export const publicProgramPrioritasEndpoint = defineEndpoint({
  ...group,
  guard: 'public',
  name: 'public-list',
  method: 'GET',
  path: '/public-display/program-prioritas',
  summary: 'Program prioritas walikota (publik)',
  response: programPrioritasListSchema,
});
