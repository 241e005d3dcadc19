import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createFileStorage } from '../lib/files/index';

/**
 * Multipart parsing with the limits of configuration, and `app.files`, the one storage of uploaded
 * files (FILE_STORE: a local directory outside the web root, the database, or an S3-compatible bucket).
 */
export const filesPlugin = fp(async (app: FastifyInstance) => {
  await app.register(multipart, {
    throwFileSizeLimit: true,
    limits: {
      fileSize: app.config.uploadMaxBytes,
      files: 1,
      fields: 20,
      fieldSize: 64 * 1024,
      parts: 30,
      headerPairs: 100,
    },
  });
  app.decorate('files', createFileStorage(app.config, app.db));
});
