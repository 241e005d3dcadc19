import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import {
  crudEndpoints,
  type CrudDeclaration,
  type CrudEndpoints,
  type Paginated,
  type RiwayatRecord,
} from '@sakip/domain';
import type { Db } from '../../db/client';
import { registerRead, registerWrite } from '../contract/register';
import { sendXlsx, xlsxFilename } from '../xlsx';
import { contextOf, type CrudContext } from './context';

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

export interface CrudGroup<
  Q extends z.ZodType,
  B extends z.ZodType,
  R extends z.ZodType,
  D extends z.ZodType,
> extends Omit<CrudDeclaration<Q, B, R, D>, 'area'> {
  /** Subject of the messages: 'Kinerja program' → 'Kinerja program berhasil ditambahkan'. */
  label: string;
  /** The area (OpenAPI tag): `area` of the declaration. */
  tag: string;
  service: CrudService<z.output<Q>, z.output<B>, z.output<R>, z.output<D>>;
}

type Service<Q extends z.ZodType, B extends z.ZodType, R extends z.ZodType, D extends z.ZodType> = CrudGroup<
  Q,
  B,
  R,
  D
>['service'];

/**
 * '{group}-{tahun}[-tw{n}][-{unit}].xlsx': a list filtered to a quarter or one unit says so in the
 * file's name, as the report exports do (issue 25 item 34).
 */
function crudExportName(group: string, tahun: number, query: unknown): string {
  const q = (query ?? {}) as { triwulan?: unknown; satuan_kerja_id?: unknown };
  const parts = [xlsxFilename(group, tahun).replace(/\.xlsx$/, '')];
  if (typeof q.triwulan === 'number') parts.push(`tw${q.triwulan}`);
  if (typeof q.satuan_kerja_id === 'string' && q.satuan_kerja_id) parts.push(q.satuan_kerja_id.replace(/[^\w-]/g, ''));
  return `${parts.join('-')}.xlsx`;
}

/** list, export, detail, riwayat: reads outside any transaction. */
function registerReads<Q extends z.ZodType, B extends z.ZodType, R extends z.ZodType, D extends z.ZodType>(
  app: FastifyInstance,
  endpoints: CrudEndpoints<Q, B, R, D>,
  service: Service<Q, B, R, D>,
) {
  registerRead(app, endpoints.list, async (request) =>
    service.list(app.db, contextOf(request), request.query as z.output<Q>),
  );
  registerRead(app, endpoints.export, async (request, reply) => {
    const ctx = contextOf(request);
    const buffer = await service.exportXlsx(app.db, ctx, request.query as z.output<Q>);
    return sendXlsx(reply, crudExportName(endpoints.list.group, ctx.tahun, request.query), buffer);
  });
  registerRead(app, endpoints.detail, async (request) => ({
    data: await service.get(app.db, contextOf(request), request.params.id),
  }));
  registerRead(app, endpoints.riwayat, async (request) => ({
    data: await service.riwayat(app.db, contextOf(request), request.params.id),
  }));
}

/** create, update, delete: each inside one transaction with its answer (answerWrite). */
function registerWrites<Q extends z.ZodType, B extends z.ZodType, R extends z.ZodType, D extends z.ZodType>(
  app: FastifyInstance,
  endpoints: CrudEndpoints<Q, B, R, D>,
  { label, service }: Pick<CrudGroup<Q, B, R, D>, 'label' | 'service'>,
) {
  registerWrite(app, endpoints.create, async (request, tx) => ({
    message: `${label} berhasil ditambahkan`,
    data: await service.create(tx, contextOf(request), request.body as z.output<B>),
  }));
  registerWrite(app, endpoints.update, async (request, tx) => {
    // The body's generic type leaves the params type unresolved here; they are the id of idParamSchema.
    const { id } = request.params as { id: number };
    const result = await service.update(tx, contextOf(request), id, request.body as z.output<B>);
    if (result instanceof UpdatedWithMessage) return { message: result.message, data: result.data };
    return { message: `${label} berhasil diperbarui`, data: result };
  });
  registerWrite(app, endpoints.remove, async (request, tx) => {
    await service.remove(tx, contextOf(request), request.params.id);
    return { message: `${label} berhasil dihapus` };
  });
}

/**
 * The seven routes of a CRUD group, registered from the declarations `crudEndpoints` generates
 * (packages/domain/src/contract/crud-endpoints.ts: paths, guard, permission, schemas, answers).
 * Guard 'auth' plus the permission (403 before the body is read for an actor without any scope);
 * rows outside the actor's scope are 404 in the service.
 */
export function crudRoutes<Q extends z.ZodType, B extends z.ZodType, R extends z.ZodType, D extends z.ZodType>(
  group: CrudGroup<Q, B, R, D>,
) {
  const { tag, label, service, ...declaration } = group;
  const endpoints = crudEndpoints({ ...declaration, area: tag });
  return async function routes(app: FastifyInstance) {
    registerReads(app, endpoints, service);
    registerWrites(app, endpoints, { label, service });
  };
}
