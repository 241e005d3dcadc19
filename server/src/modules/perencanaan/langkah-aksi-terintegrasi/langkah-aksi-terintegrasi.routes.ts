import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  idParamSchema,
  langkahAksiRealisasiSchema,
  langkahAksiTerintegrasiItemSchema,
  langkahAksiTerintegrasiQuerySchema,
  langkahAksiTerintegrasiResponseSchema,
  rencanaAksiTerintegrasiReport,
  timKerjaAnggotaOptionQuerySchema,
  timKerjaAnggotaOptionSchema,
} from '@sakip/domain';
import { answerWrite, contextOf } from '../../../lib/crud/index';
import { reportRoutes } from '../../../lib/report/index';
import { langkahAksiTerintegrasiService as service } from './langkah-aksi-terintegrasi.service';
import { rencanaAksiTerintegrasiRows } from './rencana-aksi-terintegrasi.report';

/**
 *   GET /kinerja-langkah-aksi-terintegrasi?satuan_kerja_id&search&kinerja_sub_kegiatan_id
 *       → { data: [{ kinerja_sub_kegiatan, langkah_aksi: [...] }], satuan_kerja_id, can_edit }
 *   PUT /kinerja-langkah-aksi-terintegrasi/realisasi/:id  { realisasi_bulanan, realisasi_anggaran_bulanan, anggota }
 *       → { message, data: langkah aksi }
 *   GET /option/tim-kerja-anggota?tim_kerja_id  → [{ id, nip, nama }] (members of a team of the actor's units)
 * and the report of the page (one row per langkah aksi, decision 0023), with its public copy:
 *   GET [/public-display]/display-mikro/rencana-aksi-terintegrasi[/export?format=xlsx|csv|json]
 */
export async function langkahAksiTerintegrasiRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const base = '/kinerja-langkah-aksi-terintegrasi';
  const tags = ['perencanaan'];
  const resource = 'kinerja-langkah-aksi' as const;
  await app.register(reportRoutes(rencanaAksiTerintegrasiReport, rencanaAksiTerintegrasiRows));

  r.get(
    base,
    {
      config: { guard: 'auth', permission: { resource, action: 'read' } },
      schema: {
        tags,
        querystring: langkahAksiTerintegrasiQuerySchema,
        response: { 200: langkahAksiTerintegrasiResponseSchema },
      },
    },
    async (request) => service.view(app.db, contextOf(request), request.query),
  );

  r.put(
    `${base}/realisasi/:id`,
    {
      config: { guard: 'auth', permission: { resource, action: 'write' } },
      schema: {
        tags,
        summary: 'Simpan realisasi langkah aksi dan anggotanya',
        params: idParamSchema,
        body: langkahAksiRealisasiSchema,
        response: { 200: z.object({ message: z.string(), data: langkahAksiTerintegrasiItemSchema }) },
      },
    },
    async (request, reply) =>
      answerWrite(app.db, reply, async (tx) => ({
        message: 'Realisasi langkah aksi berhasil disimpan',
        data: await service.realisasi(tx, contextOf(request), request.params.id, request.body),
      })),
  );

  // Option call of the langkah aksi form: members of the chosen team (their per-member targets).
  r.get(
    '/option/tim-kerja-anggota',
    {
      config: { guard: 'auth', permission: { resource, action: 'read' } },
      schema: {
        tags: ['option'],
        summary: 'Pilihan anggota tim kerja',
        querystring: timKerjaAnggotaOptionQuerySchema,
        response: { 200: z.array(timKerjaAnggotaOptionSchema) },
      },
    },
    async (request) => service.anggotaTim(app.db, contextOf(request), request.query.tim_kerja_id),
  );
}
