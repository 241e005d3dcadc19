import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { DatabaseFileStorage } from './database-storage';
import { S3FileStorage } from './s3-storage';
import { LocalFileStorage, type FileStorage } from './storage';

/** The store FILE_STORE names (config.ts): the server, the seed CLI and backups all take it from here. */
export function createFileStorage(config: Pick<Config, 'fileStore' | 'uploadDir' | 's3'>, db: Db): FileStorage {
  if (config.fileStore === 'database') return new DatabaseFileStorage(db);
  if (config.fileStore === 's3' && config.s3) return new S3FileStorage(config.s3);
  return new LocalFileStorage(config.uploadDir);
}
