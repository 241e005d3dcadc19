import type { FastifyContextConfig, FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { z } from 'zod';
import {
  FILE_TYPES,
  isFileResponse,
  type AnyEndpoint,
  type EndpointOutput,
  type EndpointRequestTypes,
  type EndpointResponse,
} from '@sakip/domain';
import type { Tx } from '../../db/client';
import { answerWrite } from '../crud/write-reply';
import { receiveUpload, withStoredFile, type StoredFile, type UploadOptions } from '../files/index';

/** The typed request of an endpoint: params, query and body as its schemas parse them. */
export type EndpointRequest<E extends AnyEndpoint> = FastifyRequest<EndpointRequestTypes<E>>;

/** A read answers its JSON (or sends a file through the reply); a write answers inside its transaction. */
export type ReadHandler<E extends AnyEndpoint> = (
  request: EndpointRequest<E>,
  reply: FastifyReply,
) => Promise<EndpointOutput<E> | FastifyReply>;
export type WriteHandler<E extends AnyEndpoint> = (
  request: EndpointRequest<E>,
  tx: Tx,
  afterCommit: AfterCommit,
) => Promise<EndpointOutput<E>>;
/** Schedules work for after the commit (removing stored files no row refers to any more). */
export type AfterCommit = (task: () => Promise<unknown>) => void;
/** An upload's write: the stored file and the text fields of the multipart body come with it. */
export type UploadHandler<E extends AnyEndpoint> = (
  request: EndpointRequest<E>,
  tx: Tx,
  upload: { file: StoredFile; fields: Record<string, string> },
  afterCommit: AfterCommit,
) => Promise<EndpointOutput<E>>;

/** Route options a declaration does not carry (a body limit, a cache rule). */
export interface ExtraOptions {
  config?: Partial<FastifyContextConfig>;
  bodyLimit?: number;
}

/** A file answer in the OpenAPI document: the binary body of each content type. */
function fileSchema(types: readonly (keyof typeof FILE_TYPES)[]) {
  const binary = z.string().meta({ format: 'binary' });
  return {
    description: 'Berkas',
    content: Object.fromEntries(types.map((kind) => [FILE_TYPES[kind], { schema: binary }])),
  };
}

function responseSchema(response: EndpointResponse) {
  return isFileResponse(response) ? fileSchema(response.types) : response;
}

function routeOptions(endpoint: AnyEndpoint, extra: ExtraOptions | undefined): Omit<RouteOptions, 'handler'> {
  const schema: Record<string, unknown> = {
    tags: [endpoint.area],
    summary: endpoint.summary,
    response: { [endpoint.status ?? 200]: responseSchema(endpoint.response) },
  };
  if (endpoint.params) schema.params = endpoint.params;
  if (endpoint.query) schema.querystring = endpoint.query;
  if (endpoint.body) schema.body = endpoint.body;
  const config: FastifyContextConfig = { guard: endpoint.guard, ...extra?.config };
  if (endpoint.permission) config.permission = endpoint.permission;
  return {
    method: endpoint.method,
    url: endpoint.path,
    config,
    schema,
    ...(extra?.bodyLimit ? { bodyLimit: extra.bodyLimit } : {}),
  };
}

/**
 * Registers a read (GET) endpoint from its declaration: guard, permission, schemas and OpenAPI entry
 * all come from the declaration, so the route is one line plus its handler.
 */
export function registerRead<E extends AnyEndpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: ReadHandler<E>,
  extra?: ExtraOptions,
): void {
  app.route({ ...routeOptions(endpoint, extra), handler: handler as RouteOptions['handler'] });
}

/** Runs a write in one transaction (`answerWrite`), then the work it scheduled for after the commit. */
async function writeThenAfter(
  app: FastifyInstance,
  reply: FastifyReply,
  write: (tx: Tx, afterCommit: AfterCommit) => Promise<unknown>,
  around: (run: () => Promise<FastifyReply>) => Promise<FastifyReply> = (run) => run(),
): Promise<FastifyReply> {
  const tasks: (() => Promise<unknown>)[] = [];
  await around(() => answerWrite(app.db, reply, (tx) => write(tx, (task) => tasks.push(task))));
  for (const task of tasks) await task();
  return reply;
}

/**
 * Registers a write endpoint: the handler runs inside one transaction and the answer is serialised
 * before the commit (decision 0014, `answerWrite`), so a write that answers an error changed nothing.
 * What the handler schedules with `afterCommit` runs once the answer is sent.
 */
export function registerWrite<E extends AnyEndpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: WriteHandler<E>,
  extra?: ExtraOptions,
): void {
  const status = endpoint.status ?? 200;
  app.route({
    ...routeOptions(endpoint, extra),
    handler: (request, reply) =>
      writeThenAfter(app, reply.code(status), (tx, after) => handler(request as EndpointRequest<E>, tx, after)),
  });
}

/** The OpenAPI entry of a multipart body (the declaration's body stays undefined: the fields are parsed by hand). */
function multipartOptions(endpoint: AnyEndpoint, extra: ExtraOptions | undefined) {
  const options = routeOptions(endpoint, extra);
  return { ...options, schema: { ...options.schema, consumes: ['multipart/form-data'] } };
}

/**
 * Registers an upload (multipart: one file checked by content, and text fields): the file is stored
 * first, then the handler writes its row in one transaction; a refused write removes the file again.
 */
export function registerUpload<E extends AnyEndpoint>(
  app: FastifyInstance,
  endpoint: E,
  upload: UploadOptions,
  handler: UploadHandler<E>,
  extra?: ExtraOptions,
): void {
  const status = endpoint.status ?? 200;
  app.route({
    ...multipartOptions(endpoint, extra),
    handler: async (request, reply) => {
      const received = await receiveUpload(request, upload);
      return writeThenAfter(
        app,
        reply.code(status),
        (tx, after) => handler(request as EndpointRequest<E>, tx, received, after),
        (run) => withStoredFile(app, received.file, run),
      );
    },
  });
}

/**
 * Registers an endpoint whose flow is its own, outside one write transaction (a login that keeps
 * its throttle's count whatever it answers, a logout that revokes at once; with `multipart`, an
 * upload that authorises before reading its body or commits in its service): the handler answers,
 * or answers through the reply, as a read does.
 */
export function registerRaw<E extends AnyEndpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: ReadHandler<E>,
  extra?: ExtraOptions & { multipart?: boolean },
): void {
  const options = extra?.multipart ? multipartOptions(endpoint, extra) : routeOptions(endpoint, extra);
  app.route({ ...options, handler: handler as RouteOptions['handler'] });
}

/** The one way to send a generated document (the files recipe, lib/files/document.ts). */
export { sendDocument } from '../files/document';
