import type { FastifyInstance } from 'fastify';
import {
  LKE_FILE_KINDS,
  lkeHapusEvidenEndpoint,
  lkeHasilEndpoint,
  lkeLembarEndpoint,
  lkeLheEndpoint,
  lkePenilaianXlsxEndpoint,
  lkePlenoEndpoint,
  lkePublicHasilEndpoint,
  lkePublicUnitEndpoint,
  lkeRekapEndpoint,
  lkeRekapXlsxEndpoint,
  lkeSimpanEvidenEndpoint,
  lkeSimpanPenilaianEndpoint,
  lkeSimpanPlenoEndpoint,
  lkeUnduhEvidenEndpoint,
  lkeUnggahEvidenEndpoint,
  lkeUnitEndpoint,
  lkeWorkflow,
} from '@sakip/domain';
import { actorOf } from '../../../lib/actor';
import { registerRead, registerUpload, registerWrite, sendDocument } from '../../../lib/contract/register';
import { sendStoredFile } from '../../../lib/files/index';
import { workflowRoutes } from '../../../lib/workflow/workflow-routes';
import { sendXlsx } from '../../../lib/xlsx';
import { lheDocument } from './lhe-document';
import { penilaianExport, rekapExport } from './lke-export';
import * as service from './lke.service';
import { ajukanAdapter, batalValidasiAdapter, tutupPenilaianAdapter, tutupPlenoAdapter } from './lke-tahap.service';

/** LKE (DOMAIN-2 §2): worksheet, evidence, scoring, plenary, results, recap, LHE; public results. */
export async function lkeRoutes(app: FastifyInstance) {
  /** Removes stored files that no row refers to any more (after the commit). */
  const removeKeys = (keys: string[]) => async () => {
    for (const key of keys) await app.files.remove(key).catch(() => undefined);
  };
  const db = app.db;

  registerRead(app, lkeUnitEndpoint, (rq) => service.units(db, actorOf(rq), rq.tahun));
  registerRead(app, lkeLembarEndpoint, (rq) => service.lembar(db, actorOf(rq), rq.tahun, rq.query));
  registerWrite(app, lkeSimpanEvidenEndpoint, (rq, tx) => service.saveEviden(tx, actorOf(rq), rq.tahun, rq.body));
  registerUpload(app, lkeUnggahEvidenEndpoint, { kinds: LKE_FILE_KINDS }, async (rq, tx, { file, fields }, after) => {
    const saved = await service.uploadEviden(tx, actorOf(rq), rq.tahun, file, fields);
    after(removeKeys(saved.obsolete));
    return saved.answer;
  });
  registerRead(app, lkeUnduhEvidenEndpoint, async (rq, reply) =>
    sendStoredFile(
      reply.header('Cache-Control', 'no-store'),
      await service.evidenFile(db, actorOf(rq), rq.tahun, rq.params.id),
    ),
  );
  registerWrite(app, lkeHapusEvidenEndpoint, async (rq, tx, after) => {
    const res = await service.removeFile(tx, actorOf(rq), rq.tahun, rq.params.id);
    after(removeKeys(res.obsolete));
    return { message: res.message, data: null };
  });
  registerWrite(app, lkeSimpanPenilaianEndpoint, (rq, tx) => service.savePenilaian(tx, actorOf(rq), rq.tahun, rq.body));
  registerRead(app, lkePenilaianXlsxEndpoint, async (rq, reply) => {
    const { fileName, buffer } = await penilaianExport(db, actorOf(rq), rq.tahun, rq.query);
    return sendXlsx(reply, fileName, buffer);
  });
  registerRead(app, lkePlenoEndpoint, (rq) => service.pleno(db, actorOf(rq), rq.tahun, rq.query.satuan_kerja_id));
  registerWrite(app, lkeSimpanPlenoEndpoint, (rq, tx) => service.simpanPleno(tx, actorOf(rq), rq.tahun, rq.body));
  workflowRoutes(app, lkeWorkflow, [
    ajukanAdapter,
    tutupPenilaianAdapter,
    batalValidasiAdapter(removeKeys),
    tutupPlenoAdapter,
  ]);
  registerRead(app, lkeHasilEndpoint, (rq) => service.hasil(db, actorOf(rq), rq.tahun, rq.query.satuan_kerja_id));
  registerRead(app, lkeRekapEndpoint, (rq) => service.rekap(db, actorOf(rq), rq.tahun));
  registerRead(app, lkeRekapXlsxEndpoint, async (rq, reply) => {
    const { fileName, buffer } = await rekapExport(db, actorOf(rq), rq.tahun);
    return sendXlsx(reply, fileName, buffer);
  });
  registerRead(app, lkeLheEndpoint, async (rq, reply) => {
    const { pdf, fileName } = await lheDocument(db, actorOf(rq), rq.tahun, rq.query.satuan_kerja_id);
    return sendDocument(reply, 'pdf', `attachment; filename="${fileName}"`, pdf);
  });
  registerRead(app, lkePublicUnitEndpoint, (rq) => service.unitsPublik(db, rq.query.tahun_kinerja ?? rq.tahun));
  registerRead(app, lkePublicHasilEndpoint, (rq) =>
    service.hasilPublik(db, rq.query.tahun_kinerja ?? rq.tahun, rq.query.satuan_kerja_id),
  );
}
