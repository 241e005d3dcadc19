/** Uploads and downloads through one storage interface (ARCHITECTURE 'Files'; decision 0037). */
export { FILE_KINDS, kindOf, kindList, type FileKind } from './content';
export { isFileKey, LocalFileStorage, newFileKey, type FileStorage } from './storage';
export {
  cleanFileName,
  contentDisposition,
  receiveUpload,
  sendStoredFile,
  withStoredFile,
  type StoredFile,
  type UploadOptions,
} from './upload';
