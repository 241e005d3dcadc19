import { randomBytes } from 'node:crypto';

/** A file part of a test upload. */
export interface TestFilePart {
  /** Form field (default 'file'). */
  field?: string;
  filename: string;
  content: Buffer;
  /** What the client claims (the server never trusts it). */
  contentType?: string;
}

/**
 * A multipart/form-data body for app.inject: `{ payload, headers }` to spread into the request,
 * e.g. `as('perangkat_daerah', { method: 'POST', url, ...multipart({ jenis: '1' }, { filename, content }) })`.
 */
export function multipart(
  fields: Record<string, string | number>,
  ...files: TestFilePart[]
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----sakip${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'file'}"; filename="${file.filename}"\r\n` +
          `Content-Type: ${file.contentType ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      file.content,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** Small real files of each kind for upload tests. */
export const SAMPLE = {
  pdf: Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n'),
  png: Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex'),
  /** A text file pretending to be a PDF by its name. */
  notPdf: Buffer.from('ini bukan PDF, hanya teks biasa\n'),
};
