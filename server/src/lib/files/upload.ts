import { createHash } from 'node:crypto';
import { pipeline, Transform } from 'node:stream';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AppError, fieldError, NotFoundError, ValidationError } from '../errors';
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

/**
 * Characters a name must not carry: C0 and C1 controls, and the invisible marks and bidi controls
 * (U+202E makes `invoice\u202Efdp.exe` read as invoiceexe.pdf) that make a name look like another.
 */
// eslint-disable-next-line no-control-regex -- control characters are what it removes
const HIDDEN = /[\u0000-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b-\u200f\u202a-\u202e\u2060-\u206f\ufeff]/gu;
/** What counts as an extension to replace: letters and digits after the last dot. */
const EXTENSION = /\.([A-Za-z0-9]{1,10})$/;

/**
 * A name safe to keep and to echo: no folders, no control or bidi characters, bounded, and ending
 * with the extension of the kind the bytes are (`laporan.html` that is a PDF → `laporan.pdf`), so
 * the validator's computer opens it with the program of its real kind (decision 0041).
 */
export function cleanFileName(name: string | undefined, kind: FileKind): string {
  const base = (name ?? '').split(/[/\\]/).pop() ?? '';
  const clean = base.replace(HIDDEN, '').trim().slice(-200);
  const extension = FILE_KINDS[kind].extension;
  const current = EXTENSION.exec(clean)?.[1]?.toLowerCase();
  if (current === extension || (kind === 'jpeg' && current === 'jpeg')) return clean;
  const stem = (current ? clean.slice(0, -current.length - 1) : clean).replace(/[\s.]+$/, '');
  return `${stem === '' ? 'berkas' : stem}.${extension}`;
}

/** The name a stored file is served under (rows stored before the rule included). */
function downloadName(name: string, mime: string): string {
  const kind = (Object.keys(FILE_KINDS) as FileKind[]).find((k) => FILE_KINDS[k].mime === mime);
  return kind ? cleanFileName(name, kind) : name.replace(HIDDEN, '');
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
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') return fieldError(field, MISSING);
  if (code === 'FST_PROTO_VIOLATION' || isMalformedMultipart(error)) return new AppError(400, MALFORMED);
  return error;
}

/** A multipart body needs its boundary (RFC 7578); `boundary=` alone is none. */
const BOUNDARY = /;\s*boundary=(?:"[^"]+"|[^";\s]+)/i;
const MALFORMED = 'Formulir unggahan tidak utuh atau rusak; unggah ulang berkasnya.';

/**
 * A body that says multipart but is not (no boundary, cut short, no parts): busboy's errors,
 * raised while the parts are read. Told apart from a storage failure, which stays a 500.
 */
function isMalformedMultipart(error: unknown): boolean {
  const message = error instanceof Error ? error.message : '';
  return /^(Multipart: Boundary not found|Unexpected end of |Malformed (part|urlencoded)|Part terminated early)/i.test(
    message,
  );
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
  const verdict = sniffer.verdict();
  const kind = verdict.kind;
  const refusal = part.file.truncated
    ? uploadError({ code: 'FST_REQ_FILE_TOO_LARGE' }, field, app.config.uploadMaxBytes)
    : size === 0
      ? fieldError(field, 'Berkas kosong.')
      : !kind && 'message' in verdict && verdict.message
        ? fieldError(field, verdict.message)
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
  if (!BOUNDARY.test(request.headers['content-type'] ?? '')) throw new AppError(400, MALFORMED);
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

/** The text fields of a multipart form parsed by their zod schema; its issues as a 422. */
export function parseUploadFields<S extends z.ZodType>(schema: S, fields: Record<string, string>): z.output<S> {
  const parsed = schema.safeParse(fields);
  if (parsed.success) return parsed.data;
  const errors: Record<string, string[]> = {};
  for (const issue of parsed.error.issues) (errors[issue.path.join('.') || 'data'] ??= []).push(issue.message);
  throw new ValidationError(errors);
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
export function contentDisposition(shown: string, inline = false): string {
  const name = shown.replace(HIDDEN, '');
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
    .header('Content-Disposition', contentDisposition(downloadName(file.originalName, file.mime), options.inline))
    .header('X-Content-Type-Options', 'nosniff')
    .send(opened.stream);
}
