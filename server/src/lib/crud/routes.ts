import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  idParamSchema,
  messageSchema,
  paginated,
  riwayatResponseSchema,
  type GuardName,
  type Paginated,
  type Resource,
  type RiwayatRecord,
} from '@sakip/domain';
import type { Db } from '../../db/client';
import { sendXlsx, xlsxFilename } from '../xlsx';
import { contextOf, type CrudContext } from './context';
import { answerWrite } from './write-reply';

/**
 * An update whose answer says more than '<label> berhasil diperbarui' (a side effect the user must
 * read, e.g. a validation status reset). The service returns it instead of the bare detail.
 */
export class UpdatedWithMessage<Detail> {
  constructor(
    readonly data: Detail,
    readonly message: string,
  ) {}
}

/**
 * What a CRUD group's service offers; every function starts with the permission checks. An update
 * body may differ from the create body (`UpdateInput`, e.g. a user account without its password).
 */
export interface CrudService<Query, Input, Row, Detail, UpdateInput = Input> {
  list(db: Db, ctx: CrudContext, query: Query): Promise<Paginated<Row>>;
  /** The XLSX of what the same filters show, all pages. */
  exportXlsx(db: Db, ctx: CrudContext, query: Query): Promise<Buffer>;
  get(db: Db, ctx: CrudContext, id: number): Promise<Detail>;
  create(db: Db, ctx: CrudContext, input: Input): Promise<Detail>;
  update(db: Db, ctx: CrudContext, id: number, input: UpdateInput): Promise<Detail | UpdatedWithMessage<Detail>>;
  remove(db: Db, ctx: CrudContext, id: number): Promise<void>;
  riwayat(db: Db, ctx: CrudContext, id: number): Promise<RiwayatRecord[]>;
}

export interface CrudGroup<Q extends z.ZodType, B extends z.ZodType, R extends z.ZodType, D extends z.ZodType> {
  /** The SPEC §2 group name, also the URL segment and the export file name: 'kinerja-program'. */
  path: string;
  /** The permission-table resource (read for GETs, write for the rest). */
  resource: Resource;
  /** The routes' guard besides the permission: 'auth' (default) or a role set (referensi: 'super'). */
  guard?: GuardName;
  /** Subject of the messages: 'Kinerja program' → 'Kinerja program berhasil ditambahkan'. */
  label: string;
  tag: string;
  querySchema: Q;
  bodySchema: B;
  /**
   * The PUT body when it differs from the create body (decision 0050: a replacing update must send
   * what the create schema would read as empty when absent, `fullUpdate`). Same output as `bodySchema`.
   */
  updateSchema?: z.ZodType<z.output<B>>;
  recordSchema: R;
  detailSchema: D;
  service: CrudService<z.output<Q>, z.output<B>, z.output<R>, z.output<D>>;
}

/**
 * The seven routes of a CRUD group (ARCHITECTURE 'API conventions'):
 *   GET    /G?page&per_page&search&<filters>  → { data, current_page, total, per_page }
 *   GET    /G/export?<filters>                → .xlsx (G-{tahun}.xlsx)
 *   POST   /G                                 → { message, data }
 *   GET    /G/:id                             → { data }  (record + children + parents' names)
 *   PUT    /G/:id                             → { message, data }
 *   DELETE /G/:id                             → { message }
 *   GET    /G/:id/riwayat                     → { data: [{ id, action, actor_nama, created_at, changes }] }
 * Guard 'auth' plus config.permission (403 before the body is read for an actor without any
 * scope); rows outside the actor's scope are 404 in the service.
 */
export function crudRoutes<Q extends z.ZodType, B extends z.ZodType, R extends z.ZodType, D extends z.ZodType>(
  group: CrudGroup<Q, B, R, D>,
) {
  return async function routes(app: FastifyInstance) {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const base = `/${group.path}`;
    const tags = [group.tag];
    const guard = group.guard ?? 'auth';
    const read = { guard, permission: { resource: group.resource, action: 'read' as const } };
    const write = { guard, permission: { resource: group.resource, action: 'write' as const } };
    // Typed loosely here: the service's signature already ties the data to the detail schema.
    const one: z.ZodType = z.object({ data: group.detailSchema });
    const written: z.ZodType = z.object({ message: z.string(), data: group.detailSchema });
    const { service } = group;

    r.get(
      base,
      {
        config: read,
        schema: { tags, querystring: group.querySchema, response: { 200: paginated(group.recordSchema) } },
      },
      async (request) => service.list(app.db, contextOf(request), request.query as z.output<Q>),
    );

    r.get(
      `${base}/export`,
      {
        config: read,
        schema: { tags, summary: 'Ekspor XLSX dari data yang sesuai filter', querystring: group.querySchema },
      },
      async (request, reply) => {
        const ctx = contextOf(request);
        const buffer = await service.exportXlsx(app.db, ctx, request.query as z.output<Q>);
        return sendXlsx(reply, xlsxFilename(group.path, ctx.tahun), buffer);
      },
    );

    r.post(
      base,
      { config: write, schema: { tags, body: group.bodySchema, response: { 200: written } } },
      async (request, reply) =>
        answerWrite(app.db, reply, async (tx) => ({
          message: `${group.label} berhasil ditambahkan`,
          data: await service.create(tx, contextOf(request), request.body as z.output<B>),
        })),
    );

    r.get(
      `${base}/:id`,
      { config: read, schema: { tags, params: idParamSchema, response: { 200: one } } },
      async (request) => ({ data: await service.get(app.db, contextOf(request), request.params.id) }),
    );

    r.put(
      `${base}/:id`,
      {
        config: write,
        schema: { tags, params: idParamSchema, body: group.updateSchema ?? group.bodySchema, response: { 200: written } },
      },
      async (request, reply) =>
        answerWrite(app.db, reply, async (tx) => {
          const result = await service.update(tx, contextOf(request), request.params.id, request.body as z.output<B>);
          if (result instanceof UpdatedWithMessage) return { message: result.message, data: result.data };
          return { message: `${group.label} berhasil diperbarui`, data: result };
        }),
    );

    r.delete(
      `${base}/:id`,
      { config: write, schema: { tags, params: idParamSchema, response: { 200: messageSchema } } },
      async (request, reply) =>
        answerWrite(app.db, reply, async (tx) => {
          await service.remove(tx, contextOf(request), request.params.id);
          return { message: `${group.label} berhasil dihapus` };
        }),
    );

    r.get(
      `${base}/:id/riwayat`,
      {
        config: read,
        schema: {
          tags,
          summary: 'Riwayat perubahan data',
          params: idParamSchema,
          response: { 200: riwayatResponseSchema },
        },
      },
      async (request) => ({ data: await service.riwayat(app.db, contextOf(request), request.params.id) }),
    );
  };
}
