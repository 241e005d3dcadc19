import { defineEndpoint, fileResponse, writeAnswer } from '../contract/endpoint';
import { idParamSchema } from '../schemas/primitives';
import { workflowEndpoint } from '../contract/workflow-endpoint';
import { verifikasiDokumenWorkflow } from './dokumen';
import {
  dokumenAdminQuerySchema,
  dokumenAdminResponseSchema,
  dokumenQuerySchema,
  dokumenRecordSchema,
  dokumenUnitResponseSchema,
  jenisDokumenParamSchema,
  publicDokumenFileParamSchema,
  publicDokumenResponseSchema,
  verifikasiDokumenSchema,
} from './dokumen';

/**
 * Dokumen (SPEC §2 '/dokumen', '/dokumen-admin', '/public-display/dokumen/{jenisDokumenId}'):
 * the unit's page with its upload, the administrator's matrix and verdict, the downloads and the
 * public list.
 */
const group = { area: 'evaluasi', group: 'dokumen' } as const;
const READ = { ...group, guard: 'auth', permission: { resource: 'dokumen', action: 'read' } } as const;
const WRITE = { ...group, guard: 'auth', permission: { resource: 'dokumen', action: 'write' } } as const;

export const dokumenUnitEndpoint = defineEndpoint({
  ...READ,
  name: 'unit',
  method: 'GET',
  path: '/dokumen',
  summary: 'Dokumen satuan kerja per jenis (versi terkini dan riwayat)',
  query: dokumenQuerySchema,
  response: dokumenUnitResponseSchema,
});

export const unggahDokumenEndpoint = defineEndpoint({
  ...WRITE,
  name: 'unggah',
  method: 'POST',
  path: '/dokumen',
  summary: 'Unggah dokumen (multipart: file PDF, jenis_dokumen_id, satuan_kerja_id untuk super)',
  response: writeAnswer(dokumenRecordSchema),
});

export const unduhDokumenEndpoint = defineEndpoint({
  ...READ,
  name: 'unduh',
  method: 'GET',
  path: '/dokumen/:id/download',
  summary: 'Unduh dokumen (PDF)',
  params: idParamSchema,
  response: fileResponse('pdf'),
});

export const dokumenAdminEndpoint = defineEndpoint({
  ...group,
  guard: 'super',
  name: 'admin',
  method: 'GET',
  path: '/dokumen-admin',
  summary: 'Status dokumen setiap satuan kerja dan jenis',
  query: dokumenAdminQuerySchema,
  response: dokumenAdminResponseSchema,
});

/** The verdict on a version: `setujui` or `tolak` by the body's status. */
export const verifikasiDokumenEndpoint = workflowEndpoint(verifikasiDokumenWorkflow, ['setujui', 'tolak'], {
  ...group,
  guard: 'super',
  name: 'verifikasi',
  method: 'PUT',
  path: '/dokumen/:id/verifikasi',
  summary: 'Verifikasi dokumen: Disetujui atau Ditolak dengan catatan',
  params: idParamSchema,
  body: verifikasiDokumenSchema,
  response: writeAnswer(dokumenRecordSchema),
});

export const publicDokumenEndpoint = defineEndpoint({
  ...group,
  guard: 'public',
  name: 'public',
  method: 'GET',
  path: '/public-display/dokumen/:jenisDokumenId',
  summary: 'Dokumen yang disetujui dari setiap satuan kerja (publik)',
  params: jenisDokumenParamSchema,
  response: publicDokumenResponseSchema,
});

export const unduhPublicDokumenEndpoint = defineEndpoint({
  ...group,
  guard: 'public',
  name: 'public-unduh',
  method: 'GET',
  path: '/public-display/dokumen/:jenisDokumenId/:id/download',
  summary: 'Unduh dokumen yang disetujui (publik)',
  params: publicDokumenFileParamSchema,
  response: fileResponse('pdf'),
});
