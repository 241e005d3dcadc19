import { createHash } from 'node:crypto';
import { pipeline, Transform } from 'node:stream';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, fieldError, NotFoundError } from '../errors';
import { ContentSniffer, FILE_KINDS, type FileKind, kindList } from './content';

/** A file as stored: what a table keeps beside its own columns. */
export interface StoredFile {
  key: string;
  /** The name the user's computer gave it: data only, sent back in Content-Disposition. */
  originalName: string;
  kind: FileKind;
  mime: string;
  size: number;
  sha256: string;
}

export interface UploadOptions {
  /** The kinds this upload accepts, checked by content. */
  kinds: readonly FileKind[];
  /** The form field of the file (default 'file'); 422 messages name it. */
  field?: string;
}

const MISSING = 'Berkas wajib diunggah.';

/** A name safe to keep and to echo: no folders, no control characters, bounded. */
export function cleanFileName(name: string | undefined, kind: FileKind): string {
  const base = (name ?? '').split(/[/\\]/).pop() ?? '';
  const clean = [...base]
    .filter((char) => char.charCodeAt(0) > 0x1f && char.charCodeAt(0) !== 0x7f)
    .join('')
    .trim()
    .slice(-200);
  return clean === '' || clean === '.' || clean === '..' ? `berkas.${FILE_KINDS[kind].extension}` : clean;
}

function megabytes(bytes: number): string {
  return (bytes / (1024 * 1024)).toLocaleString('id-ID', { maximumFractionDigits: 1 });
}

/** Multipart's limit errors in the API's shapes (413 for size, 422 for the rest). */
function uploadError(error: unknown, field: string, maxBytes: number): unknown {
  const code = (error as { code?: string } | null)?.code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') {
    return new AppError(413, `Ukuran berkas melebihi batas ${megabytes(maxBytes)} MB.`, {
      [field]: [`Ukuran berkas melebihi batas ${megabytes(maxBytes)} MB.`],
    });
  }
  if (code === 'FST_FILES_LIMIT') return fieldError(field, 'Unggah satu berkas saja.');
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
    return fieldError('body', 'Formulir unggahan memuat terlalu banyak isian.');
  }
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE' || code === 'FST_PROTO_VIOLATION')
    return fieldError(field, MISSING);
  return error;
}

/** Streams one part into storage while hashing and sniffing it; nothing stays if it is refused. */
async function storePart(app: FastifyInstance, part: MultipartFile, options: UploadOptions, field: string) {
  const key = app.files.newKey();
  const sniffer = new ContentSniffer();
  const hash = createHash('sha256');
  let size = 0;
  const tap = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      sniffer.feed(chunk);
      hash.update(chunk);
      size += chunk.length;
      done(null, chunk);
    },
  });
  // pipeline() (not pipe()) carries a size-limit error of the part into the storage write.
  await app.files.put(
    key,
    pipeline(part.file, tap, () => undefined),
  );
  const kind = sniffer.kind();
  const refusal = part.file.truncated
    ? uploadError({ code: 'FST_REQ_FILE_TOO_LARGE' }, field, app.config.uploadMaxBytes)
    : size === 0
      ? fieldError(field, 'Berkas kosong.')
      : !kind || !options.kinds.includes(kind)
        ? fieldError(field, `Jenis berkas tidak diizinkan: unggah berkas ${kindList(options.kinds)}.`)
        : null;
  if (refusal || !kind) {
    await app.files.remove(key);
    throw refusal;
  }
  return {
    key,
    originalName: cleanFileName(part.filename, kind),
    kind,
    mime: FILE_KINDS[kind].mime,
    size,
    sha256: hash.digest('hex'),
  } satisfies StoredFile;
}

/**
 * Reads a multipart request: its one file (stored under a fresh key, checked by content and by the
 * configured size) and its text fields. Throws 413/422 with Indonesian messages, leaving nothing
 * stored. The caller validates `fields` with its zod schema and writes its row inside
 * `withStoredFile`, so a refused write removes the file again.
 */
export async function receiveUpload(
  request: FastifyRequest,
  options: UploadOptions,
): Promise<{ file: StoredFile; fields: Record<string, string> }> {
  const app = request.server;
  const field = options.field ?? 'file';
  if (!request.isMultipart()) throw fieldError(field, MISSING);
  const fields: Record<string, string> = {};
  let file: StoredFile | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (typeof part.value === 'string' && !(part.fieldname in fields)) fields[part.fieldname] = part.value;
      } else if (part.fieldname !== field || file) {
        part.file.resume();
      } else {
        file = await storePart(app, part, options, field);
      }
    }
  } catch (error) {
    if (file) await app.files.remove(file.key);
    throw uploadError(error, field, app.config.uploadMaxBytes);
  }
  if (!file) throw fieldError(field, MISSING);
  return { file, fields };
}

/** Runs the database write of a new file; if it throws, the stored file is removed (all or nothing). */
export async function withStoredFile<T>(app: FastifyInstance, file: StoredFile, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    await app.files.remove(file.key).catch(() => undefined);
    throw error;
  }
}

/** RFC 6266: an ASCII fallback and the exact UTF-8 name. */
export function contentDisposition(name: string, inline = false): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${inline ? 'inline' : 'attachment'}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/**
 * Streams a stored file as the answer. Authorise before calling: the file is served to whoever
 * reaches this line. A file missing from storage is a 404.
 */
export async function sendStoredFile(
  reply: FastifyReply,
  file: { key: string; originalName: string; mime: string },
  options: { inline?: boolean } = {},
): Promise<FastifyReply> {
  let opened;
  try {
    opened = await reply.server.files.open(file.key);
  } catch (error) {
    if ((error as { code?: string }).code === 'ENOENT') throw new NotFoundError('Berkas tidak ditemukan');
    throw error;
  }
  return reply
    .header('Content-Type', file.mime)
    .header('Content-Length', opened.size)
    .header('Content-Disposition', contentDisposition(file.originalName, options.inline))
    .header('X-Content-Type-Options', 'nosniff')
    .send(opened.stream);
}
