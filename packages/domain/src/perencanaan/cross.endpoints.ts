import { z } from 'zod';
import { defineEndpoint } from '../contract/endpoint';
import { idParamSchema } from '../schemas/primitives';
import {
  CROSS_LEVELS,
  CROSS_PARENTS,
  crossChildParamsSchema,
  crossKandidatQuerySchema,
  crossKandidatSchema,
  crossListResponseSchema,
  type CrossParent,
} from '../schemas/perencanaan-cross';

/**
 * The cross-cutting routes of the three levels (SPEC §2), e.g. for a kinerja program:
 *   GET    /kinerja-program/:id/kinerja-kegiatan-cross            → { data: { parent, cross } }
 *   GET    /kinerja-program/:id/kinerja-kegiatan-cross/kandidat   → [candidate] (?search, ?satuan_kerja_id)
 *   POST   /kinerja-program/:id/kinerja-kegiatan-cross            { kinerja_kegiatan_id } → { message, data }
 *   DELETE /kinerja-program/:id/kinerja-kegiatan-cross/:childId   → { message, data }
 * Permission: read (list) or write (the rest) on the parent's resource.
 */
function crossEndpoints(parent: CrossParent) {
  const meta = CROSS_LEVELS[parent];
  const base = `/${parent}/:id/${meta.child}-cross`;
  const group = { area: 'perencanaan', group: parent, guard: 'auth' } as const;
  const write = { ...group, permission: { resource: parent, action: 'write' } } as const;
  const written = crossListResponseSchema.extend({ message: z.string() });
  // The three body schemas have one key each (<child>_id); typed loosely to share the handler.
  const body = meta.schema as z.ZodType<Record<string, number>>;
  return {
    list: defineEndpoint({
      ...group,
      permission: { resource: parent, action: 'read' },
      name: 'cross',
      method: 'GET',
      path: base,
      summary: `${meta.childLabel} cross cutting`,
      params: idParamSchema,
      response: crossListResponseSchema,
    }),
    kandidat: defineEndpoint({
      ...write,
      name: 'cross-kandidat',
      method: 'GET',
      path: `${base}/kandidat`,
      summary: `${meta.childLabel} perangkat daerah lain yang dapat ditambahkan sebagai cross cutting`,
      params: idParamSchema,
      query: crossKandidatQuerySchema,
      response: z.array(crossKandidatSchema),
    }),
    adopt: defineEndpoint({
      ...write,
      name: 'cross-tambah',
      method: 'POST',
      path: base,
      summary: `Tambahkan ${meta.childLabel.toLowerCase()} sebagai cross cutting`,
      params: idParamSchema,
      body,
      response: written,
    }),
    release: defineEndpoint({
      ...write,
      name: 'cross-lepas',
      method: 'DELETE',
      path: `${base}/:childId`,
      summary: `Lepaskan ${meta.childLabel.toLowerCase()} cross cutting`,
      params: crossChildParamsSchema,
      response: written,
    }),
  };
}

export const CROSS_ENDPOINTS = Object.fromEntries(
  CROSS_PARENTS.map((parent) => [parent, crossEndpoints(parent)]),
) as Record<CrossParent, ReturnType<typeof crossEndpoints>>;
