import { z } from 'zod';
import type { GuardName } from '../guards';
import type { Action, Resource } from '../permissions';

/**
 * One endpoint, declared once for both sides (decision 0047): the server registers it in one line
 * (`registerEndpoint`, server/src/lib/contract), the web derives its query or mutation and its query
 * key from it (`useEndpoint`, web/src/api/endpoint.ts). The declaration is data: where it lives
 * (area, group), how it is called (method, path with `:name` parameters), who may call it (guard,
 * permission) and the zod schemas of what goes in and what comes out.
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The content types of the files the API sends. */
export const FILE_TYPES = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pdf: 'application/pdf',
  png: 'image/png',
  jpeg: 'image/jpeg',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  zip: 'application/zip',
  csv: 'text/csv; charset=utf-8',
  json: 'application/json; charset=utf-8',
} as const;
export type FileKind = keyof typeof FILE_TYPES;

/** A file answer (a download): its body is the file, declared by its content types. */
export interface FileResponse {
  readonly kind: 'file';
  readonly types: readonly FileKind[];
}

export function fileResponse(...types: FileKind[]): FileResponse {
  return { kind: 'file', types };
}

export type EndpointResponse = z.ZodType | FileResponse;

export interface Endpoint<
  P extends z.ZodType | undefined = z.ZodType | undefined,
  Q extends z.ZodType | undefined = z.ZodType | undefined,
  B extends z.ZodType | undefined = z.ZodType | undefined,
  R extends EndpointResponse = EndpointResponse,
> {
  /** ARCHITECTURE's area (the OpenAPI tag). */
  readonly area: string;
  /** The group under the area: the first element of every web query key of the endpoint. */
  readonly group: string;
  /** The endpoint's name in its group: the second element of its query key. */
  readonly name: string;
  readonly method: HttpMethod;
  /** Under /backend/api, with `:name` parameters (Fastify's syntax). */
  readonly path: string;
  readonly guard: GuardName;
  readonly permission?: { readonly resource: Resource; readonly action: Action };
  /** One line in Indonesian for the API document. */
  readonly summary: string;
  readonly params?: P;
  readonly query?: Q;
  readonly body?: B;
  /** The 2xx answer: a zod schema of the JSON body, or the file kinds of a download. */
  readonly response: R;
  /** The success status (200 unless said). */
  readonly status?: 200 | 201;
}

export type AnyEndpoint = Endpoint<z.ZodType | undefined, z.ZodType | undefined, z.ZodType | undefined, EndpointResponse>;

/** Declares an endpoint, keeping its literal types for both sides. */
export function defineEndpoint<
  P extends z.ZodType | undefined = undefined,
  Q extends z.ZodType | undefined = undefined,
  B extends z.ZodType | undefined = undefined,
  R extends EndpointResponse = EndpointResponse,
>(endpoint: Endpoint<P, Q, B, R>): Endpoint<P, Q, B, R> {
  return endpoint;
}

type In<S> = S extends z.ZodType ? z.input<S> : undefined;
type Out<S> = S extends z.ZodType ? z.output<S> : undefined;

/** What a caller passes: the path parameters, the query and the body, each as its schema takes it. */
export type EndpointInput<E extends AnyEndpoint> = E extends Endpoint<infer P, infer Q, infer B, EndpointResponse>
  ? (P extends z.ZodType ? { params: In<P> } : { params?: undefined }) &
      (Q extends z.ZodType ? { query?: In<Q> } : { query?: undefined }) &
      (B extends z.ZodType ? { body: In<B> } : { body?: undefined })
  : never;

/** What a handler receives, parsed by the schemas. */
export interface EndpointRequestTypes<E extends AnyEndpoint> {
  Params: E extends Endpoint<infer P, z.ZodType | undefined, z.ZodType | undefined, EndpointResponse> ? Out<P> : never;
  Querystring: E extends Endpoint<z.ZodType | undefined, infer Q, z.ZodType | undefined, EndpointResponse>
    ? Out<Q>
    : never;
  Body: E extends Endpoint<z.ZodType | undefined, z.ZodType | undefined, infer B, EndpointResponse> ? Out<B> : never;
}

/** The parsed answer of a JSON endpoint; a download answers a Blob on the web. */
export type EndpointOutput<E extends AnyEndpoint> = E['response'] extends z.ZodType
  ? z.output<E['response']>
  : Blob;

export function isFileResponse(response: EndpointResponse): response is FileResponse {
  return typeof response === 'object' && response !== null && 'kind' in response && response.kind === 'file';
}

/** The path with its `:name` parameters filled in (URL-encoded). */
export function endpointPath(endpoint: Pick<AnyEndpoint, 'path'>, params?: Record<string, unknown>): string {
  return endpoint.path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_, name: string) => {
    const value = params?.[name];
    if (typeof value !== 'string' && typeof value !== 'number') {
      throw new Error(`Parameter ${name} of ${endpoint.path} is missing`);
    }
    return encodeURIComponent(String(value));
  });
}

/** The shape every write answers unless it declares another: the toast's message and the saved record. */
export function writeAnswer<S extends z.ZodType>(data: S) {
  return z.object({ message: z.string(), data });
}
