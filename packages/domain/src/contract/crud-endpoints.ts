import { z } from 'zod';
import type { GuardName } from '../guards';
import type { Resource } from '../permissions';
import { messageSchema, paginated } from '../schemas/common';
import { riwayatResponseSchema } from '../schemas/perencanaan-record';
import { idParamSchema } from '../schemas/primitives';
import { defineEndpoint, fileResponse, writeAnswer } from './endpoint';
import { endpointGroup } from './endpoint-group';

/** What a CRUD group is made of (ARCHITECTURE 'API conventions'): its place, its access, its schemas. */
export interface CrudDeclaration<Q extends z.ZodType, B extends z.ZodType, R extends z.ZodType, D extends z.ZodType> {
  /** ARCHITECTURE's area (the OpenAPI tag): 'perencanaan', 'evaluasi', 'master'. */
  area: string;
  /** The SPEC §2 group name: the URL path under /backend/api and the first element of its query keys. */
  path: string;
  /** The permission-table resource (read for GETs, write for the rest). */
  resource: Resource;
  /** The guard besides the permission: 'auth' (default) or a role set (referensi: 'super'). */
  guard?: GuardName;
  querySchema: Q;
  bodySchema: B;
  /**
   * The PUT body when it differs from the create body (decision 0050: a replacing update must send
   * what the create schema would read as empty when absent, `fullUpdate`). Same output as `bodySchema`.
   */
  updateSchema?: z.ZodType<z.output<B>>;
  recordSchema: R;
  detailSchema: D;
}

/**
 * The seven endpoints of a CRUD group (decision 0047), generated from its declaration:
 *   list     GET    /G?page&per_page&search&<filters>  → { data, current_page, total, per_page }
 *   export   GET    /G/export?<filters>                → .xlsx (G-{tahun}.xlsx), every page
 *   create   POST   /G                                 → { message, data }
 *   detail   GET    /G/:id                             → { data }  (record + children + parents' names)
 *   update   PUT    /G/:id                             → { message, data }
 *   remove   DELETE /G/:id                             → { message }
 *   riwayat  GET    /G/:id/riwayat                     → { data: [{ id, action, actor_nama, created_at, changes }] }
 * The names are the second element of the web's query keys, as in `crudKeys(group)`.
 */
export function crudEndpoints<Q extends z.ZodType, B extends z.ZodType, R extends z.ZodType, D extends z.ZodType>(
  declaration: CrudDeclaration<Q, B, R, D>,
) {
  const { area, path, resource, querySchema, bodySchema, detailSchema } = declaration;
  const updateBody = declaration.updateSchema ?? bodySchema;
  const { read, write } = endpointGroup({ area, group: path, guard: declaration.guard ?? 'auth' }, resource);
  const base = `/${path}`;
  return {
    list: defineEndpoint({
      ...read,
      name: 'list',
      path: base,
      summary: 'Daftar data sesuai filter, per halaman',
      query: querySchema,
      response: paginated(declaration.recordSchema),
    }),
    export: defineEndpoint({
      ...read,
      name: 'export',
      path: `${base}/export`,
      summary: 'Ekspor XLSX dari data yang sesuai filter',
      query: querySchema,
      response: fileResponse('xlsx'),
    }),
    create: defineEndpoint({
      ...write,
      name: 'create',
      method: 'POST',
      path: base,
      summary: 'Tambah data',
      body: bodySchema,
      response: writeAnswer(detailSchema),
    }),
    detail: defineEndpoint({
      ...read,
      name: 'detail',
      path: `${base}/:id`,
      summary: 'Satu data beserta rinciannya',
      params: idParamSchema,
      response: z.object({ data: detailSchema }),
    }),
    update: defineEndpoint({
      ...write,
      name: 'update',
      method: 'PUT',
      path: `${base}/:id`,
      summary: 'Ubah data',
      params: idParamSchema,
      body: updateBody,
      response: writeAnswer(detailSchema),
    }),
    remove: defineEndpoint({
      ...write,
      name: 'remove',
      method: 'DELETE',
      path: `${base}/:id`,
      summary: 'Hapus data',
      params: idParamSchema,
      response: messageSchema,
    }),
    riwayat: defineEndpoint({
      ...read,
      name: 'riwayat',
      path: `${base}/:id/riwayat`,
      summary: 'Riwayat perubahan data',
      params: idParamSchema,
      response: riwayatResponseSchema,
    }),
  };
}

export type CrudEndpoints<
  Q extends z.ZodType,
  B extends z.ZodType,
  R extends z.ZodType,
  D extends z.ZodType,
> = ReturnType<typeof crudEndpoints<Q, B, R, D>>;
