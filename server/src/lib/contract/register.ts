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
import { receiveUpload, withStoredFile, type StoredFile, type UploadOptions } from '../files/upload';

/** The typed request of an endpoint: params, query and body as its schemas parse them. */
export type EndpointRequest<E extends AnyEndpoint> = FastifyRequest<EndpointRequestTypes<E>>;

/** A read answers its JSON (or sends a file through the reply); a write answers inside its transaction. */
export type ReadHandler<E extends AnyEndpoint> = (
  request: EndpointRequest<E>,
  reply: FastifyReply,
) => Promise<EndpointOutput<E> | FastifyReply>;
export type WriteHandler<E extends AnyEndpoint> = (request: EndpointRequest<E>, tx: Tx) => Promise<EndpointOutput<E>>;

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

/**
 * Registers a write endpoint: the handler runs inside one transaction and the answer is serialised
 * before the commit (decision 0014, `answerWrite`), so a write that answers an error changed nothing.
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
      answerWrite(app.db, reply.code(status), (tx) => handler(request as EndpointRequest<E>, tx)),
  });
}

/** What an upload's handler receives besides the request and the transaction: the stored file and the text fields. */
export interface ReceivedUpload {
  file: StoredFile;
  /** The multipart text fields, as sent: validate them with the domain's schema. */
  fields: Record<string, string>;
}
export type UploadHandler<E extends AnyEndpoint> = (
  request: EndpointRequest<E>,
  tx: Tx,
  upload: ReceivedUpload,
) => Promise<EndpointOutput<E>>;

/**
 * Registers an upload (a multipart write, decision 0041): the file is received and stored first
 * (`receiveUpload`: its kind told by its bytes, 413/422 with Indonesian messages), then the handler
 * writes its row inside one transaction with the answer (`answerWrite`); a write that fails removes
 * the stored file again (`withStoredFile`), so a refused upload leaves nothing behind.
 */
export function registerUpload<E extends AnyEndpoint>(
  app: FastifyInstance,
  endpoint: E,
  upload: UploadOptions,
  handler: UploadHandler<E>,
  extra?: ExtraOptions,
): void {
  const status = endpoint.status ?? 200;
  const options = routeOptions(endpoint, extra);
  app.route({
    ...options,
    schema: { ...options.schema, consumes: ['multipart/form-data'] },
    handler: async (request, reply) => {
      const received = await receiveUpload(request, upload);
      return withStoredFile(app, received.file, () =>
        answerWrite(app.db, reply.code(status), (tx) => handler(request as EndpointRequest<E>, tx, received)),
      );
    },
  });
}
