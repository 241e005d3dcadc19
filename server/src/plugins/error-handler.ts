import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError, databaseError, pgErrorOf, summarise } from '../lib/errors';

/** Field path of a zod issue ('/password' → 'password', '/items/0/nama' → 'items.0.nama'). */
function fieldOf(instancePath: string): string {
  const path = instancePath.replace(/^\//, '').replaceAll('/', '.');
  return path === '' ? 'body' : path;
}

const SERVER_ERROR = 'Terjadi kesalahan pada server';

function sendAppError(reply: FastifyReply, error: AppError) {
  return reply
    .code(error.statusCode)
    .send(error.errors ? { message: error.message, errors: error.errors } : { message: error.message });
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
    if (error instanceof AppError) return sendAppError(reply, error);
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response does not match its schema');
      return reply.code(500).send({ message: SERVER_ERROR });
    }
    const pg = pgErrorOf(error);
    if (pg) {
      // The route, the SQLSTATE and the constraint say what went wrong; the failed SQL and its
      // parameter values (user data, up to kilobytes) are only for debug logging.
      const { message, ...safe } = pg;
      const where = { route: request.routeOptions.url, method: request.method, pg: safe };
      request.log.debug({ err: error }, 'database error');
      const mapped = databaseError(pg, request.method === 'DELETE');
      if (mapped) {
        request.log.warn(where, 'database refused the input');
        return sendAppError(reply, mapped);
      }
      request.log.error({ ...where, pgMessage: message }, 'database error');
      return reply.code(500).send({ message: SERVER_ERROR });
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
    return reply.code(500).send({ message: SERVER_ERROR });
  });
});
