import type { FastifyInstance } from 'fastify';
import {
  timKerjaSubKegiatanEndpoint,
  validasiSubKegiatanEndpoint,
  validasiSubKegiatanListEndpoint,
  validasiSubKegiatanXlsxEndpoint,
} from '@sakip/domain';
import { registerRead, registerWrite } from '../../../lib/contract/register';
import { contextOf } from '../../../lib/crud/index';
import { sendXlsx, xlsxFilename } from '../../../lib/xlsx';
import { exportValidasi, listValidasi, setTimKerja, validasiSubKegiatan } from './sub-kegiatan-validasi.service';

/**
 *   GET /kinerja-sub-kegiatan/validasi?status_validasi&satuan_kerja_id&search&page  → paginated records
 *   GET /kinerja-sub-kegiatan/validasi/export?<the same filters>                 → .xlsx
 *   PUT /kinerja-sub-kegiatan/:id/validasi   { status_validasi, catatan_validasi } → { message, data }
 *   PUT /kinerja-sub-kegiatan/:id/tim-kerja  { tim_kerja_id }                      → { message, data }
 */
export async function subKegiatanValidasiRoutes(app: FastifyInstance) {
  const db = app.db;
  registerRead(app, validasiSubKegiatanListEndpoint, (rq) => listValidasi(db, contextOf(rq), rq.query));
  registerRead(app, validasiSubKegiatanXlsxEndpoint, async (rq, reply) => {
    const ctx = contextOf(rq);
    const buffer = await exportValidasi(db, ctx, rq.query);
    return sendXlsx(reply, xlsxFilename('validasi-kinerja-sub-kegiatan', ctx.tahun), buffer);
  });
  registerWrite(app, validasiSubKegiatanEndpoint, async (rq, tx) => {
    const data = await validasiSubKegiatan(tx, contextOf(rq), rq.params.id, rq.body);
    const message = data.status_validasi
      ? 'Kinerja sub kegiatan tervalidasi'
      : 'Kinerja sub kegiatan dikembalikan dengan catatan';
    return { message, data };
  });
  registerWrite(app, timKerjaSubKegiatanEndpoint, async (rq, tx) => ({
    message: 'Tim kerja sub kegiatan berhasil disimpan',
    data: await setTimKerja(tx, contextOf(rq), rq.params.id, rq.body),
  }));
}
