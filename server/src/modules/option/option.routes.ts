import type { FastifyInstance } from 'fastify';
import {
  indikatorOptionEndpoint,
  indikatorSasaranStrategisOptionEndpoint,
  indikatorTujuanOptionEndpoint,
  kegiatanOptionEndpoint,
  misiOptionEndpoint,
  pegawaiOptionEndpoint,
  publicUnitOptionEndpoint,
  programOptionEndpoint,
  sasaranOptionEndpoint,
  sasaranStrategisOptionEndpoint,
  satuanKerjaOptionEndpoint,
  subKegiatanOptionEndpoint,
  timKerjaPengampuOptionEndpoint,
  tujuanOptionEndpoint,
  unitKerjaPengampuOptionEndpoint,
} from '@sakip/domain';
import { actorOf } from '../../lib/actor';
import { registerRead } from '../../lib/contract/register';
import * as repo from './option.repository';
import * as service from './option.service';

/**
 * The option calls of SPEC §7 (declared in the domain: option.endpoints.ts): GET, guard 'auth',
 * arrays of the option records of SPEC §3. Scoping rules: option.service.ts. The year is the year
 * header (request.tahun). RPJMD options: `ids` narrows to those rows, the parent id to its
 * children; master data: the programs a unit runs and what hangs under them.
 */
export async function optionRoutes(app: FastifyInstance) {
  const db = app.db;
  // The units the caller may pick (setda: with its biro units).
  registerRead(app, satuanKerjaOptionEndpoint, ({ query }) =>
    repo.listSatuanKerjaOptions(db, { satuanKerjaId: query.satuan_kerja_id, satuanKerjaIds: query.satuan_kerja_ids }),
  );
  // Indikator and sasaran of a level (model whitelist of SPEC §5), scoped to the actor's units.
  registerRead(app, indikatorOptionEndpoint, (rq) =>
    service.kinerjaIndikator(db, actorOf(rq), rq.params.model, rq.tahun, rq.query.satuan_kerja_id),
  );
  registerRead(app, sasaranOptionEndpoint, (rq) =>
    service.kinerjaSasaran(db, actorOf(rq), rq.params.model, rq.tahun, rq.query.satuan_kerja_id),
  );
  registerRead(app, misiOptionEndpoint, (rq) => repo.listMisiOptions(db, rq.tahun, rq.query));
  registerRead(app, tujuanOptionEndpoint, (rq) => repo.listTujuanOptions(db, rq.tahun, rq.query));
  registerRead(app, indikatorTujuanOptionEndpoint, (rq) => repo.listIndikatorTujuanOptions(db, rq.tahun, rq.query));
  registerRead(app, sasaranStrategisOptionEndpoint, (rq) => repo.listSasaranStrategisOptions(db, rq.tahun, rq.query));
  registerRead(app, indikatorSasaranStrategisOptionEndpoint, (rq) =>
    repo.listIndikatorSasaranStrategisOptions(db, rq.tahun, rq.query),
  );
  registerRead(app, programOptionEndpoint, (rq) =>
    repo.listProgramOptions(db, { satuanKerjaIds: service.unitsOfMasterQuery(actorOf(rq), rq.query.satuan_kerja_id) }),
  );
  registerRead(app, kegiatanOptionEndpoint, (rq) =>
    repo.listKegiatanOptions(db, {
      satuanKerjaIds: service.unitsOfMasterQuery(actorOf(rq), rq.query.satuan_kerja_id),
      programIds: rq.query.program_id,
    }),
  );
  registerRead(app, subKegiatanOptionEndpoint, (rq) =>
    repo.listSubKegiatanOptions(db, { satuanKerjaId: rq.params.satkerId, kegiatanIds: rq.query.kegiatan_id }),
  );
  // People and pengampu pickers: pegawai by name or NIP; tim kerja and unit kerja need the unit (SPEC §5).
  registerRead(app, pegawaiOptionEndpoint, ({ query }) =>
    repo.listPegawaiOptions(db, {
      search: query.search,
      satuanKerjaId: query.satuan_kerja_id,
      nip: query.nip,
      limit: query.limit,
    }),
  );
  registerRead(app, timKerjaPengampuOptionEndpoint, (rq) =>
    service.timKerja(db, actorOf(rq), rq.tahun, rq.query.satuan_kerja_id),
  );
  registerRead(app, unitKerjaPengampuOptionEndpoint, (rq) =>
    service.unitKerja(db, actorOf(rq), rq.query.type, rq.query.satuan_kerja_id),
  );
  // The unit picker of the public report copies: the active units, id and name only.
  registerRead(app, publicUnitOptionEndpoint, (rq) => repo.listPublicUnitOptions(db, rq.tahun, rq.query.dengan));
}
