import { z } from 'zod';
import { defineEndpoint } from '../contract/endpoint';
import type { Resource } from '../permissions';
import { messageSchema, paginated } from '../schemas/common';
import { idParamSchema } from '../schemas/primitives';
import { workflowEndpoint } from '../contract/workflow-endpoint';
import { persetujuanAnggotaWorkflow, TAHAP_PERSETUJUAN, type TahapPersetujuan } from './persetujuan';
import {
  keputusanSchema,
  setujuiSemuaSchema,
  validasiDetailSchema,
  validasiListQuerySchema,
  validasiRecordSchema,
} from './schemas';

/** The permission resource of each approval stage. */
export const PERSETUJUAN_RESOURCE: Record<TahapPersetujuan, Resource> = {
  'kepala-bidang': 'validasi-kepala-bidang',
  'kepala-opd': 'validasi-kepala-opd',
};

/**
 * /validasi-kepala-bidang and /validasi-kepala-opd: the queue, one member, a decision (approve, or
 * reject with a note) and the bulk approval, one set per stage.
 */
function validasiAnggotaEndpoints(tahap: TahapPersetujuan) {
  const base = `/validasi-${tahap}`;
  const resource = PERSETUJUAN_RESOURCE[tahap];
  const group = { area: 'penugasan', group: `validasi-${tahap}`, guard: 'auth' } as const;
  const read = { ...group, permission: { resource, action: 'read' } } as const;
  const write = { ...group, permission: { resource, action: 'write' } } as const;
  return {
    list: defineEndpoint({
      ...read,
      name: 'list',
      method: 'GET',
      path: base,
      summary: 'Anggota tim yang menunggu persetujuan',
      query: validasiListQuerySchema,
      response: paginated(validasiRecordSchema),
    }),
    detail: defineEndpoint({
      ...read,
      name: 'detail',
      method: 'GET',
      path: `${base}/:id`,
      summary: 'Satu anggota tim beserta kinerjanya',
      params: idParamSchema,
      response: z.object({ data: validasiDetailSchema }),
    }),
    keputusan: workflowEndpoint(persetujuanAnggotaWorkflow, [`setujui-${tahap}`, `tolak-${tahap}`] as const, {
      ...write,
      name: 'keputusan',
      path: `${base}/:id/keputusan`,
      summary: 'Setujui atau tolak anggota',
      params: idParamSchema,
      body: keputusanSchema,
      response: messageSchema,
    }),
    setujuiSemua: defineEndpoint({
      ...write,
      name: 'setujui-semua',
      method: 'POST',
      path: `${base}/setujui-semua`,
      summary: 'Setujui beberapa anggota sekaligus',
      body: setujuiSemuaSchema,
      response: messageSchema,
    }),
  };
}

export const VALIDASI_ANGGOTA_ENDPOINTS = Object.fromEntries(
  TAHAP_PERSETUJUAN.map((tahap) => [tahap, validasiAnggotaEndpoints(tahap)]),
) as Record<TahapPersetujuan, ReturnType<typeof validasiAnggotaEndpoints>>;
