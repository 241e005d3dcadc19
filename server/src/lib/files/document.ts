import type { FastifyReply } from 'fastify';
import { FILE_TYPES, type FileKind } from '@sakip/domain';

/**
 * Sends a generated document (PK, LKIP, PK pegawai PDF or ZIP): the content type of its declared
 * kind (`fileResponse(kind)` of the endpoint), the disposition the route chose (inline for a PK a
 * browser tab opens, attachment for a download; `contentDisposition(name)` for names that may hold
 * any character), and never cached: a document is rebuilt from the data of the moment.
 */
export function sendDocument(reply: FastifyReply, kind: FileKind, disposition: string, body: Buffer | Uint8Array): FastifyReply {
  return reply
    .header('content-type', FILE_TYPES[kind])
    .header('content-disposition', disposition)
    .header('cache-control', 'no-store')
    .send(body);
}
