import { defineEndpoint, writeAnswer } from '../contract/endpoint';
import { VALIDASI_PERENCANAAN_STAGES, validasiPerencanaanWorkflow } from '../validasi-perencanaan';
import { workflowEndpoint } from '../contract/workflow-endpoint';
import { paginated } from '../schemas/common';
import { validasiPerencanaanStatusQuerySchema, validasiPerencanaanStatusSchema } from '../schemas/referensi';
import { ajukanValidasiPerencanaanSchema, validasiPerencanaanSchema } from '../schemas/perencanaan';
import {
  satkerParamSchema,
  validasiPerencanaanDetailSchema,
  validasiPerencanaanListQuerySchema,
  validasiPerencanaanUnitSchema,
} from '../schemas/validasi-perencanaan';

/**
 * The planning-validation flow (SPEC §4, DOMAIN 'Validasi perencanaan'): the status of the user's
 * unit (SPEC §7) or of one unit (the editing lock of its records), the units with their status,
 * one unit's plan under review with its history, submit (the unit) and decide (validator tahap N
 * at tahap N only).
 */
const group = { area: 'perencanaan', group: 'validasi-perencanaan', guard: 'auth' } as const;
const READ = { ...group, permission: { resource: 'validasi-perencanaan', action: 'read' } } as const;
const WRITE = { ...group, permission: { resource: 'validasi-perencanaan', action: 'write' } } as const;

/**
 * Every logged-in user reads their own unit's status (SPEC §7); another unit's status
 * (satuan_kerja_id) needs the validasi-perencanaan read permission, checked by the service.
 */
export const statusValidasiPerencanaanEndpoint = defineEndpoint({
  ...group,
  name: 'status',
  method: 'GET',
  path: '/validasi-perencanaan',
  summary: 'Status validasi perencanaan satuan kerja pengguna, atau satuan kerja satuan_kerja_id',
  query: validasiPerencanaanStatusQuerySchema,
  response: validasiPerencanaanStatusSchema,
});

export const validasiPerencanaanUnitsEndpoint = defineEndpoint({
  ...READ,
  name: 'satuan-kerja',
  method: 'GET',
  path: '/validasi-perencanaan/satuan-kerja',
  summary: 'Satuan kerja dan status validasi perencanaannya',
  query: validasiPerencanaanListQuerySchema,
  response: paginated(validasiPerencanaanUnitSchema),
});

export const validasiPerencanaanDetailEndpoint = defineEndpoint({
  ...READ,
  name: 'detail',
  method: 'GET',
  path: '/validasi-perencanaan/:satkerId',
  summary: 'Perencanaan satuan kerja yang divalidasi, dengan riwayatnya',
  params: satkerParamSchema,
  response: validasiPerencanaanDetailSchema,
});

export const ajukanValidasiPerencanaanEndpoint = workflowEndpoint(validasiPerencanaanWorkflow, ['ajukan'], {
  ...WRITE,
  name: 'ajukan',
  path: '/validasi-perencanaan/:satkerId/ajukan',
  summary: 'Ajukan perencanaan untuk divalidasi',
  params: satkerParamSchema,
  body: ajukanValidasiPerencanaanSchema,
  response: writeAnswer(validasiPerencanaanUnitSchema),
});

/** The validator's decision: `setujui-N` or `tolak-N` of the stage in the body. */
export const putuskanValidasiPerencanaanEndpoint = workflowEndpoint(
  validasiPerencanaanWorkflow,
  VALIDASI_PERENCANAAN_STAGES.flatMap((t) => [`setujui-${t}` as const, `tolak-${t}` as const]),
  {
    ...WRITE,
    name: 'validasi',
    path: '/validasi-perencanaan/:satkerId/validasi',
    summary: 'Setujui atau tolak perencanaan pada tahap validator',
    params: satkerParamSchema,
    body: validasiPerencanaanSchema,
    response: writeAnswer(validasiPerencanaanUnitSchema),
  },
);
