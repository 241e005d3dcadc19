import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError, summarise } from '../lib/errors';

/** PostgreSQL error codes that are the caller's fault, never a 500. */
const PG_UNIQUE_VIOLATION = '23505';
const PG_FOREIGN_KEY_VIOLATION = '23503';
/** ON DELETE RESTRICT raises restrict_violation, not foreign_key_violation. */
const PG_RESTRICT_VIOLATION = '23001';
const PG_CHECK_VIOLATION = '23514';

function pgCode(error: unknown): string | undefined {
  const e = error as { code?: unknown; cause?: { code?: unknown } };
  const code = typeof e.code === 'string' ? e.code : typeof e.cause?.code === 'string' ? e.cause.code : undefined;
  return code && /^[0-9A-Z]{5}$/.test(code) ? code : undefined;
}

/** Field path of a zod issue ('/password' → 'password', '/items/0/nama' → 'items.0.nama'). */
function fieldOf(instancePath: string): string {
  const path = instancePath.replace(/^\//, '').replaceAll('/', '.');
  return path === '' ? 'body' : path;
}

/** One handler turns every error into the response shapes of ARCHITECTURE 'API conventions'. */
export const errorHandlerPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: Record<string, string[]> = {};
      for (const issue of error.validation) {
        const field = fieldOf(issue.instancePath ?? '');
        (errors[field] ??= []).push(issue.message ?? 'Tidak valid');
      }
      return reply.code(422).send({ message: summarise(errors), errors });
    }
    if (error instanceof AppError) {
      return reply
        .code(error.statusCode)
        .send(error.errors ? { message: error.message, errors: error.errors } : { message: error.message });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response does not match its schema');
      return reply.code(500).send({ message: 'Terjadi kesalahan pada server' });
    }
    const code = pgCode(error);
    if (code === PG_UNIQUE_VIOLATION) {
      return reply.code(422).send({ message: 'Data yang sama sudah ada', errors: { data: ['Data yang sama sudah ada'] } });
    }
    if (code === PG_CHECK_VIOLATION) {
      const message = 'Kombinasi data tidak valid';
      return reply.code(422).send({ message, errors: { data: [message] } });
    }
    if (code === PG_FOREIGN_KEY_VIOLATION || code === PG_RESTRICT_VIOLATION) {
      const message = 'Data masih terhubung dengan data lain';
      return reply.code(422).send({ message, errors: { data: [message] } });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (bad JSON, body too large, unsupported media type).
      const message =
        error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
          ? 'Format data tidak valid'
          : error.message;
      return reply.code(status).send({ message });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send({ message: 'Terjadi kesalahan pada server' });
  });
});
