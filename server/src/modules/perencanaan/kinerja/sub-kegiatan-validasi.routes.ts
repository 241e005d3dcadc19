import type { FastifyInstance } from 'fastify';
import {
  subKegiatanValidasiExportEndpoint,
  subKegiatanValidasiListEndpoint,
  timKerjaSubKegiatanEndpoint,
  validasiSubKegiatanEndpoint,
} from '@sakip/domain';
import { registerRead, registerWrite } from '../../../lib/contract/register';
import { contextOf } from '../../../lib/crud/index';
import { sendXlsx, xlsxFilename } from '../../../lib/xlsx';
import { exportValidasi, listValidasi, setTimKerja, validasiSubKegiatan } from './sub-kegiatan-validasi.service';

/**
 * Bappeda's validation of kinerja sub kegiatan (packages/domain/src/perencanaan/sub-kegiatan-validasi.endpoints.ts):
 *   GET /kinerja-sub-kegiatan/validasi?status_validasi&satuan_kerja_id&search&page  → paginated records
 *   GET /kinerja-sub-kegiatan/validasi/export?<the same filters>                 → .xlsx
 *   PUT /kinerja-sub-kegiatan/:id/validasi   { status_validasi, catatan_validasi } → { message, data }
 *   PUT /kinerja-sub-kegiatan/:id/tim-kerja  { tim_kerja_id }                      → { message, data }
 */
export async function subKegiatanValidasiRoutes(app: FastifyInstance) {
  registerRead(app, subKegiatanValidasiListEndpoint, async (request) =>
    listValidasi(app.db, contextOf(request), request.query),
  );
  registerRead(app, subKegiatanValidasiExportEndpoint, async (request, reply) => {
    const ctx = contextOf(request);
    const buffer = await exportValidasi(app.db, ctx, request.query);
    return sendXlsx(reply, xlsxFilename('validasi-kinerja-sub-kegiatan', ctx.tahun), buffer);
  });
  registerWrite(app, validasiSubKegiatanEndpoint, async (request, tx) => {
    const data = await validasiSubKegiatan(tx, contextOf(request), request.params.id, request.body);
    const message = data.status_validasi
      ? 'Kinerja sub kegiatan tervalidasi'
      : 'Kinerja sub kegiatan dikembalikan dengan catatan';
    return { message, data };
  });
  registerWrite(app, timKerjaSubKegiatanEndpoint, async (request, tx) => ({
    message: 'Tim kerja sub kegiatan berhasil disimpan',
    data: await setTimKerja(tx, contextOf(request), request.params.id, request.body),
  }));
}
