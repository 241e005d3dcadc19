import { z } from 'zod';
import { defineEndpoint, writeAnswer } from '../contract/endpoint';
import { idParamSchema } from '../schemas/primitives';
import {
  langkahPerbaikanSchema,
  raporCardQuerySchema,
  raporCardResponseSchema,
  raporItemDetailResponseSchema,
  raporItemParamsSchema,
  raporPenyebabDetailSchema,
  raporPerbaikanResponseSchema,
  raporPublicParamsSchema,
  raporPublicQuerySchema,
} from './schemas';
import { raporSsPdQuerySchema, raporSsPdResponseSchema } from './penilaian-schemas';

/**
 * Rapor kinerja (DOMAIN-2 §1): the card and its public copy, an item's causes, the corrective-steps
 * page and the corrective langkah aksi of a cause. The data and rank tables are reports, the
 * causes a CRUD group.
 */
const group = { area: 'pengukuran', group: 'rapor-kinerja' } as const;
const READ = { ...group, guard: 'auth', permission: { resource: 'rapor-kinerja', action: 'read' } } as const;
/** The quarter as the path gives it ('1'..'4' or 'tw-1'..); the service reads it. */
export const raporTriwulanParamsSchema = z.object({ triwulan: z.string() });

export const raporCardEndpoint = defineEndpoint({
  ...READ,
  name: 'diagram',
  method: 'GET',
  path: '/rapor-kinerja/:triwulan/diagram',
  summary: 'Rapor kinerja satuan kerja pada triwulan (kartu, ringkasan, narasi, peringkat)',
  params: raporTriwulanParamsSchema,
  query: raporCardQuerySchema,
  response: raporCardResponseSchema,
});

export const raporCardPublicEndpoint = defineEndpoint({
  ...group,
  guard: 'public',
  name: 'diagram-public',
  method: 'GET',
  path: '/public-display/rapor-kinerja/:triwulan/:satuanKerjaId',
  summary: 'Rapor kinerja satuan kerja (publik)',
  params: raporPublicParamsSchema,
  query: raporPublicQuerySchema,
  response: raporCardResponseSchema,
});

/** Rapor sasaran strategis PD: same readers and unit choice as the card (served by `rapor-ss-pd`). */
export const raporSsPdEndpoint = defineEndpoint({
  ...READ,
  name: 'ss-pd',
  method: 'GET',
  path: '/rapor-kinerja-sasaran-strategis-pd/:triwulan/diagram',
  summary: 'Rapor sasaran strategis PD: target dan realisasi IKU per triwulan, peringkat, kartu internal dan eksternal',
  params: raporTriwulanParamsSchema,
  query: raporSsPdQuerySchema,
  response: raporSsPdResponseSchema,
});

export const raporItemDetailEndpoint = defineEndpoint({
  ...READ,
  name: 'penyebab-item',
  method: 'GET',
  path: '/rapor-kinerja/:triwulan/data/:kinerjaId/penyebab-kegagalan',
  summary: 'Bulan, penyebab kegagalan dan langkah aksi perbaikan satu sasaran sub kegiatan',
  params: raporItemParamsSchema,
  response: raporItemDetailResponseSchema,
});

export const raporPerbaikanEndpoint = defineEndpoint({
  ...READ,
  name: 'langkah-aksi-perbaikan',
  method: 'GET',
  path: '/rapor-kinerja/:triwulan/langkah-aksi-perbaikan',
  summary: 'Sasaran tidak tercapai dengan penyebab dan langkah aksi perbaikan',
  params: raporTriwulanParamsSchema,
  query: raporCardQuerySchema,
  response: raporPerbaikanResponseSchema,
});

export const tambahLangkahPerbaikanEndpoint = defineEndpoint({
  ...group,
  guard: 'auth',
  permission: { resource: 'rapor-kinerja', action: 'write' },
  name: 'tambah-langkah-perbaikan',
  method: 'POST',
  path: '/rapor-kinerja/penyebab-kegagalan/:id/langkah-aksi',
  summary: 'Tambah langkah aksi perbaikan (langkah aksi sub kegiatan yang terkait penyebab)',
  params: idParamSchema,
  body: langkahPerbaikanSchema,
  response: writeAnswer(raporPenyebabDetailSchema),
});
