/** Uploads and downloads through one storage interface (ARCHITECTURE 'Files'; decision 0037). */
export { FILE_KINDS, kindOf, kindList, type FileKind } from './content';
export { isFileKey, LocalFileStorage, newFileKey, type FileStorage, type StoredObject } from './storage';
export { DatabaseFileStorage } from './database-storage';
export { S3FileStorage, signV4 } from './s3-storage';
export {
  cleanFileName,
  contentDisposition,
  receiveUpload,
  sendStoredFile,
  withStoredFile,
  parseUploadFields,
  type StoredFile,
  type UploadOptions,
} from './upload';
export { createFileStorage } from './create';
export { sendDocument } from './document';
export { startOrphanSweeper, sweepOrphanFiles, SWEEP_EVERY_MS, type OrphanSweeper } from './sweep';
