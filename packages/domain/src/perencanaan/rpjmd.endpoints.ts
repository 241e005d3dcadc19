import { z } from 'zod';
import { defineEndpoint, writeAnswer } from '../contract/endpoint';
import { endpointGroup } from '../contract/endpoint-group';
import { messageSchema } from '../schemas/common';
import { crossChildParamsSchema } from '../schemas/perencanaan-cross';
import { riwayatResponseSchema } from '../schemas/perencanaan-record';
import { idParamSchema } from '../schemas/primitives';
import {
  RPJMD_NODE_KINDS,
  RPJMD_NODES,
  rpjmdNodeRecordSchema,
  ssRpjmdCrossKandidatQuerySchema,
  ssRpjmdCrossKandidatSchema,
  ssRpjmdCrossListSchema,
  ssRpjmdCrossSchema,
  type RpjmdNode,
} from '../schemas/rpjmd';

/**
 * The nodes under a visi RPJMD, one set per kind (misi, tujuan, indikator-tujuan,
 * sasaran-strategis, indikator-sasaran-strategis): add, edit, remove (422 naming the children that
 * block it) and the history. The visi themselves are a CRUD group.
 */
function rpjmdNodeEndpoints<K extends RpjmdNode>(kind: K) {
  const { label } = RPJMD_NODES[kind];
  const base = `/visi-misi-rpjmd/${kind}`;
  const { read, write } = endpointGroup(
    { area: 'perencanaan', group: 'visi-misi-rpjmd', guard: 'auth' },
    'visi-misi-rpjmd',
  );
  // The five payload schemas differ; the service reads them as plain objects after validation.
  const body = RPJMD_NODES[kind].schema as z.ZodType<Record<string, unknown>>;
  // A PUT replaces the node: what the create schema reads as empty when absent is required (decision 0050).
  const updateBody = RPJMD_NODES[kind].update as z.ZodType<Record<string, unknown>>;
  const written = writeAnswer(rpjmdNodeRecordSchema);
  return {
    create: defineEndpoint({
      ...write,
      name: `${kind}-tambah`,
      method: 'POST',
      path: base,
      summary: `Tambah ${label.toLowerCase()} RPJMD`,
      body,
      response: written,
    }),
    update: defineEndpoint({
      ...write,
      name: `${kind}-ubah`,
      method: 'PUT',
      path: `${base}/:id`,
      summary: `Ubah ${label.toLowerCase()} RPJMD`,
      params: idParamSchema,
      body: updateBody,
      response: written,
    }),
    remove: defineEndpoint({
      ...write,
      name: `${kind}-hapus`,
      method: 'DELETE',
      path: `${base}/:id`,
      summary: `Hapus ${label.toLowerCase()} RPJMD`,
      params: idParamSchema,
      response: messageSchema,
    }),
    riwayat: defineEndpoint({
      ...read,
      name: `${kind}-riwayat`,
      path: `${base}/:id/riwayat`,
      summary: `Riwayat perubahan ${label.toLowerCase()} RPJMD`,
      params: idParamSchema,
      response: riwayatResponseSchema,
    }),
  };
}

export const RPJMD_NODE_ENDPOINTS = Object.fromEntries(
  RPJMD_NODE_KINDS.map((kind) => [kind, rpjmdNodeEndpoints(kind)]),
) as { [K in RpjmdNode]: ReturnType<typeof rpjmdNodeEndpoints<K>> };

/** SS-PD adopted as cross cutting of an RPJMD goal (SPEC §2). */
const CROSS = { area: 'perencanaan', group: 'sasaran-strategis-rpjmd', guard: 'auth' } as const;
const CROSS_WRITE = { ...CROSS, permission: { resource: 'sasaran-strategis-rpjmd', action: 'write' } } as const;
const CROSS_BASE = '/sasaran-strategis-rpjmd/:id/sasaran-strategis-pd-cross';
const crossWritten = ssRpjmdCrossListSchema.extend({ message: z.string() });

export const ssRpjmdCrossEndpoint = defineEndpoint({
  ...CROSS,
  permission: { resource: 'sasaran-strategis-rpjmd', action: 'read' },
  name: 'cross',
  method: 'GET',
  path: CROSS_BASE,
  summary: 'Sasaran strategis PD yang menjadi cross cutting sasaran strategis RPJMD',
  params: idParamSchema,
  response: ssRpjmdCrossListSchema,
});

export const ssRpjmdCrossKandidatEndpoint = defineEndpoint({
  ...CROSS_WRITE,
  name: 'cross-kandidat',
  method: 'GET',
  path: `${CROSS_BASE}/kandidat`,
  summary: 'Sasaran strategis PD di bawah sasaran RPJMD lain yang dapat ditambahkan sebagai cross cutting',
  params: idParamSchema,
  query: ssRpjmdCrossKandidatQuerySchema,
  response: z.array(ssRpjmdCrossKandidatSchema),
});

export const ssRpjmdCrossAdoptEndpoint = defineEndpoint({
  ...CROSS_WRITE,
  name: 'cross-tambah',
  method: 'POST',
  path: CROSS_BASE,
  summary: 'Tambahkan sasaran strategis PD sebagai cross cutting',
  params: idParamSchema,
  body: ssRpjmdCrossSchema,
  response: crossWritten,
});

export const ssRpjmdCrossReleaseEndpoint = defineEndpoint({
  ...CROSS_WRITE,
  name: 'cross-lepas',
  method: 'DELETE',
  path: `${CROSS_BASE}/:childId`,
  summary: 'Lepaskan sasaran strategis PD cross cutting',
  params: crossChildParamsSchema,
  response: crossWritten,
});
