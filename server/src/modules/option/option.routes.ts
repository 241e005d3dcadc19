import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  indikatorOptionSchema,
  misiOptionSchema,
  namaOptionSchema,
  optionIndikatorSasaranStrategisQuerySchema,
  optionIndikatorTujuanQuerySchema,
  optionKegiatanQuerySchema,
  optionKinerjaQuerySchema,
  optionMisiQuerySchema,
  optionModelParamsSchema,
  optionPegawaiQuerySchema,
  optionProgramQuerySchema,
  optionSasaranStrategisQuerySchema,
  optionSatuanKerjaQuerySchema,
  optionSubKegiatanParamsSchema,
  optionSubKegiatanQuerySchema,
  optionTimKerjaQuerySchema,
  optionTujuanQuerySchema,
  optionUnitKerjaQuerySchema,
  pegawaiOptionSchema,
  sasaranOptionSchema,
  satuanKerjaOptionSchema,
  timKerjaOptionSchema,
  tujuanOptionSchema,
  unitKerjaOptionSchema,
} from '@sakip/domain';
import { actorOf } from '../../lib/actor';
import * as repo from './option.repository';
import * as service from './option.service';
import { publicUnitOptionsRoute } from './public-unit-options.routes';

const tags = ['option'];
const config = { guard: 'auth' as const };

/**
 * The option calls of SPEC §7: GET, guard 'auth', arrays of the option records of SPEC §3.
 * Scoping rules: option.service.ts. The year is the year header (request.tahun).
 */
export async function optionRoutes(app: FastifyInstance) {
  for (const part of [satuanKerjaOptions, kinerjaOptions, rpjmdOptions, masterDataOptions, pengampuOptions]) part(app);
  await app.register(publicUnitOptionsRoute);
}

/** The units the caller may pick (setda: with its biro units). */
function satuanKerjaOptions(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/option/satuan-kerja',
    {
      config,
      schema: {
        tags,
        summary: 'Pilihan satuan kerja (setda: beserta biro-nya)',
        querystring: optionSatuanKerjaQuerySchema,
        response: { 200: z.array(satuanKerjaOptionSchema) },
      },
    },
    async (request) =>
      repo.listSatuanKerjaOptions(app.db, {
        satuanKerjaId: request.query.satuan_kerja_id,
        satuanKerjaIds: request.query.satuan_kerja_ids,
      }),
  );
}

/** Indikator and sasaran of a level (model whitelist of SPEC §5), scoped to the actor's units. */
function kinerjaOptions(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/option/indikator/:model',
    {
      config,
      schema: {
        tags,
        summary: 'Pilihan indikator kinerja satu tingkat (tahun kinerja, satuan kerja)',
        params: optionModelParamsSchema,
        querystring: optionKinerjaQuerySchema,
        response: { 200: z.array(indikatorOptionSchema) },
      },
    },
    async (request) =>
      service.kinerjaIndikator(
        app.db,
        actorOf(request),
        request.params.model,
        request.tahun,
        request.query.satuan_kerja_id,
      ),
  );
  r.get(
    '/option/sasaran/:model',
    {
      config,
      schema: {
        tags,
        summary: 'Pilihan sasaran kinerja satu tingkat (tahun kinerja, satuan kerja)',
        params: optionModelParamsSchema,
        querystring: optionKinerjaQuerySchema,
        response: { 200: z.array(sasaranOptionSchema) },
      },
    },
    async (request) =>
      service.kinerjaSasaran(
        app.db,
        actorOf(request),
        request.params.model,
        request.tahun,
        request.query.satuan_kerja_id,
      ),
  );
}

/** RPJMD of the period of the year: `ids` narrows to those rows, the parent id to its children. */
function rpjmdOptions(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/option/misi',
    {
      config,
      schema: {
        tags,
        summary: 'Pilihan misi RPJMD',
        querystring: optionMisiQuerySchema,
        response: { 200: z.array(misiOptionSchema) },
      },
    },
    async (request) => repo.listMisiOptions(app.db, request.tahun, request.query),
  );
  r.get(
    '/option/tujuan',
    {
      config,
      schema: {
        tags,
        summary: 'Pilihan tujuan RPJMD',
        querystring: optionTujuanQuerySchema,
        response: { 200: z.array(tujuanOptionSchema) },
      },
    },
    async (request) => repo.listTujuanOptions(app.db, request.tahun, request.query),
  );
  r.get(
    '/option/indikator-tujuan',
    {
      config,
      schema: {
        tags,
        summary: 'Pilihan indikator tujuan RPJMD',
        querystring: optionIndikatorTujuanQuerySchema,
        response: { 200: z.array(indikatorOptionSchema) },
      },
    },
    async (request) => repo.listIndikatorTujuanOptions(app.db, request.tahun, request.query),
  );
  r.get(
    '/option/sasaran-strategis',
    {
      config,
      schema: {
        tags,
        summary: 'Pilihan sasaran strategis RPJMD',
        querystring: optionSasaranStrategisQuerySchema,
        response: { 200: z.array(sasaranOptionSchema) },
      },
    },
    async (request) => repo.listSasaranStrategisOptions(app.db, request.tahun, request.query),
  );
  r.get(
    '/option/indikator-sasaran-strategis',
    {
      config,
      schema: {
        tags,
        summary: 'Pilihan indikator sasaran strategis RPJMD',
        querystring: optionIndikatorSasaranStrategisQuerySchema,
        response: { 200: z.array(indikatorOptionSchema) },
      },
    },
    async (request) => repo.listIndikatorSasaranStrategisOptions(app.db, request.tahun, request.query),
  );
}

/** Master data: the programs a unit runs and what hangs under them. */
function masterDataOptions(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/option/program',
    {
      config,
      schema: {
        tags,
        summary: 'Pilihan program (program yang dijalankan satuan kerja)',
        querystring: optionProgramQuerySchema,
        response: { 200: z.array(namaOptionSchema) },
      },
    },
    async (request) =>
      repo.listProgramOptions(app.db, {
        satuanKerjaIds: service.unitsOfMasterQuery(actorOf(request), request.query.satuan_kerja_id),
      }),
  );
  r.get(
    '/option/kegiatan',
    {
      config,
      schema: {
        tags,
        summary: 'Pilihan kegiatan (di bawah program satuan kerja)',
        querystring: optionKegiatanQuerySchema,
        response: { 200: z.array(namaOptionSchema) },
      },
    },
    async (request) =>
      repo.listKegiatanOptions(app.db, {
        satuanKerjaIds: service.unitsOfMasterQuery(actorOf(request), request.query.satuan_kerja_id),
        programIds: request.query.program_id,
      }),
  );
  r.get(
    '/option/sub-kegiatan/:satkerId',
    {
      config,
      schema: {
        tags,
        summary: 'Pilihan sub kegiatan satuan kerja',
        params: optionSubKegiatanParamsSchema,
        querystring: optionSubKegiatanQuerySchema,
        response: { 200: z.array(namaOptionSchema) },
      },
    },
    async (request) =>
      repo.listSubKegiatanOptions(app.db, {
        satuanKerjaId: request.params.satkerId,
        kegiatanIds: request.query.kegiatan_id,
      }),
  );
}

/** People and pengampu pickers: pegawai by name or NIP; tim kerja and unit kerja need the unit (SPEC §5) and are scoped to the actor's units. */
function pengampuOptions(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/option/pegawai',
    {
      config,
      schema: {
        tags,
        summary: 'Pilihan pegawai (cari nama atau NIP; paling banyak 50 baris)',
        querystring: optionPegawaiQuerySchema,
        response: { 200: z.array(pegawaiOptionSchema) },
      },
    },
    async (request) =>
      repo.listPegawaiOptions(app.db, {
        search: request.query.search,
        satuanKerjaId: request.query.satuan_kerja_id,
        nip: request.query.nip,
        limit: request.query.limit,
      }),
  );

  // Pengampu pickers: the unit is required (SPEC §5), the list is scoped to the actor's units.
  r.get(
    '/option/pengampu/tim-kerja',
    {
      config,
      schema: {
        tags,
        summary: 'Pilihan tim kerja pengampu (tahun kinerja)',
        querystring: optionTimKerjaQuerySchema,
        response: { 200: z.array(timKerjaOptionSchema) },
      },
    },
    async (request) => service.timKerja(app.db, actorOf(request), request.tahun, request.query.satuan_kerja_id),
  );
  r.get(
    '/option/pengampu/unit-kerja',
    {
      config,
      schema: {
        tags,
        summary: 'Pilihan unit kerja pengampu (jabatan yang boleh mengampu tingkat kinerja itu)',
        querystring: optionUnitKerjaQuerySchema,
        response: { 200: z.array(unitKerjaOptionSchema) },
      },
    },
    async (request) => service.unitKerja(app.db, actorOf(request), request.query.type, request.query.satuan_kerja_id),
  );
}
