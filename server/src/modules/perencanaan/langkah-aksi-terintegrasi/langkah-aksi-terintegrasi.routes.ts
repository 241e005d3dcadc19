import type { FastifyInstance } from 'fastify';
import {
  langkahAksiTerintegrasiEndpoint,
  rencanaAksiTerintegrasiReport,
  simpanRealisasiLangkahAksiEndpoint,
  timKerjaAnggotaOptionEndpoint,
} from '@sakip/domain';
import { registerRead, registerWrite } from '../../../lib/contract/register';
import { contextOf } from '../../../lib/crud/index';
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
  await app.register(reportRoutes(rencanaAksiTerintegrasiReport, rencanaAksiTerintegrasiRows));

  registerRead(app, langkahAksiTerintegrasiEndpoint, async (request) =>
    service.view(app.db, contextOf(request), request.query),
  );
  registerWrite(app, simpanRealisasiLangkahAksiEndpoint, async (request, tx) => ({
    message: 'Realisasi langkah aksi berhasil disimpan',
    data: await service.realisasi(tx, contextOf(request), request.params.id, request.body),
  }));
  // Option call of the langkah aksi form: members of the chosen team (their per-member targets).
  registerRead(app, timKerjaAnggotaOptionEndpoint, async (request) =>
    service.anggotaTim(app.db, contextOf(request), request.query.tim_kerja_id),
  );
}
