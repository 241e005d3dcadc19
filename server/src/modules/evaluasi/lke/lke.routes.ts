import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  idParamSchema,
  LKE_FILE_KINDS,
  lkeEvidenBodySchema,
  lkeLembarQuerySchema,
  lkePenilaianBodySchema,
  lkePlenoBodySchema,
  lkePlenoTutupBodySchema,
  lkePublicHasilSchema,
  lkePublicUnitSchema,
  lkePublicQuerySchema,
  lkeTahapBodySchema,
  lkeUnitQuerySchema,
  lkeUploadFieldsSchema,
  lkeValidatorTahapBodySchema,
} from '@sakip/domain';
import { actorOf } from '../../../lib/actor';
import { answerWrite } from '../../../lib/crud/write-reply';
import { ValidationError } from '../../../lib/errors';
import { receiveUpload, sendStoredFile, withStoredFile } from '../../../lib/files/index';
import { sendXlsx, xlsxFilename } from '../../../lib/xlsx';
import { lheDocument } from './lhe-document';
import { penilaianXlsx, rekapXlsx } from './lke-export';
import * as service from './lke.service';

const tags = ['lke'];
const READ = { guard: 'auth', permission: { resource: 'lke', action: 'read' } } as const;
const WRITE = { guard: 'auth', permission: { resource: 'lke', action: 'write' } } as const;
const VALIDATOR = { guard: 'validator-lke-pleno' } as const;

function parseUploadFields(fields: Record<string, string>) {
  const parsed = lkeUploadFieldsSchema.safeParse(fields);
  if (parsed.success) return parsed.data;
  const errors: Record<string, string[]> = {};
  for (const issue of parsed.error.issues) (errors[issue.path.join('.') || 'data'] ??= []).push(issue.message);
  throw new ValidationError(errors);
}

/** LKE (DOMAIN-2 §2): worksheet, evidence, scoring, plenary, results, recap, LHE; public results. */
export async function lkeRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  /** Removes stored files that no row refers to any more (after the commit). */
  const removeKeys = async (keys: string[]) => {
    for (const key of keys) await app.files.remove(key).catch(() => undefined);
  };

  r.get(
    '/lke/unit',
    { config: READ, schema: { tags, summary: 'Satuan kerja yang dapat dipilih (validator: yang ditugaskan)' } },
    async (request) => service.units(app.db, actorOf(request), request.tahun),
  );

  r.get(
    '/lke/lembar',
    {
      config: READ,
      schema: { tags, summary: 'Lembar kerja satu satuan kerja (tahap 1 atau 2)', querystring: lkeLembarQuerySchema },
    },
    async (request) => service.lembar(app.db, actorOf(request), request.tahun, request.query),
  );

  r.put(
    '/lke/eviden',
    {
      config: WRITE,
      schema: { tags, summary: 'Simpan jawaban dan eviden tanpa mengajukan', body: lkeEvidenBodySchema },
    },
    async (request, reply) =>
      answerWrite(app.db, reply, (tx) => service.saveEviden(tx, actorOf(request), request.tahun, request.body)),
  );

  r.post(
    '/lke/eviden/ajukan',
    { config: WRITE, schema: { tags, summary: 'Ajukan lembar kerja untuk divalidasi', body: lkeTahapBodySchema } },
    async (request, reply) =>
      answerWrite(app.db, reply, (tx) => service.ajukan(tx, actorOf(request), request.tahun, request.body)),
  );

  r.post(
    '/lke/eviden/upload',
    {
      config: WRITE,
      schema: {
        tags,
        summary: 'Unggah berkas eviden (multipart: file, slot_id, tahap, satuan_kerja_id untuk super)',
        consumes: ['multipart/form-data'],
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const { file, fields } = await receiveUpload(request, { kinds: LKE_FILE_KINDS });
      let obsolete: string[] = [];
      await withStoredFile(app, file, () =>
        answerWrite(app.db, reply, async (tx) => {
          const input = parseUploadFields(fields);
          const tahap = input.tahap === 2 ? 2 : 1;
          const saved = await service.attachFile(tx, actor, request.tahun, { ...input, tahap }, file);
          obsolete = saved.obsolete;
          return {
            message: 'Berkas eviden berhasil diunggah',
            data: { id: saved.id, file_name: file.originalName, file_size: file.size },
          };
        }),
      );
      await removeKeys(obsolete);
      return reply;
    },
  );

  r.get(
    '/lke/eviden/:id/file',
    { config: READ, schema: { tags, summary: 'Unduh berkas eviden', params: idParamSchema } },
    async (request, reply) => {
      const file = await service.evidenFile(app.db, actorOf(request), request.tahun, request.params.id);
      return sendStoredFile(reply.header('Cache-Control', 'no-store'), file);
    },
  );

  r.delete(
    '/lke/eviden/:id/file',
    { config: WRITE, schema: { tags, summary: 'Hapus berkas eviden', params: idParamSchema } },
    async (request, reply) => {
      let obsolete: string[] = [];
      await answerWrite(app.db, reply, async (tx) => {
        const res = await service.removeFile(tx, actorOf(request), request.tahun, request.params.id);
        obsolete = res.obsolete;
        return { message: res.message, data: null };
      });
      await removeKeys(obsolete);
      return reply;
    },
  );

  r.put(
    '/lke/penilaian',
    { config: VALIDATOR, schema: { tags, summary: 'Simpan penilaian validator', body: lkePenilaianBodySchema } },
    async (request, reply) =>
      answerWrite(app.db, reply, (tx) => service.savePenilaian(tx, actorOf(request), request.tahun, request.body)),
  );

  r.post(
    '/lke/penilaian/tutup',
    {
      config: VALIDATOR,
      schema: { tags, summary: 'Tutup penilaian (tahap 1 atau 2)', body: lkeValidatorTahapBodySchema },
    },
    async (request, reply) =>
      answerWrite(app.db, reply, (tx) => service.tutupPenilaian(tx, actorOf(request), request.tahun, request.body)),
  );

  r.post(
    '/lke/penilaian/batal',
    { config: VALIDATOR, schema: { tags, summary: 'Batal Validasi', body: lkeValidatorTahapBodySchema } },
    async (request, reply) => {
      let obsolete: string[] = [];
      await answerWrite(app.db, reply, async (tx) => {
        const res = await service.batalValidasi(tx, actorOf(request), request.tahun, request.body);
        obsolete = res.obsolete;
        return { message: res.message, data: null };
      });
      await removeKeys(obsolete);
      return reply;
    },
  );

  r.get(
    '/lke/penilaian/export',
    {
      config: VALIDATOR,
      schema: { tags, summary: 'Penilaian satu satuan kerja (XLSX)', querystring: lkeLembarQuerySchema },
    },
    async (request, reply) => {
      const sheet = (await service.lembar(app.db, actorOf(request), request.tahun, request.query)).data;
      const buffer = await penilaianXlsx(sheet);
      return sendXlsx(
        reply,
        xlsxFilename(`penilaian-lke-${sheet.satuan_kerja.satuan_kerja_id}-tahap-${sheet.lembar}`, request.tahun),
        buffer,
      );
    },
  );

  r.get(
    '/lke/pleno',
    { config: VALIDATOR, schema: { tags, summary: 'Nilai pleno per komponen', querystring: lkeUnitQuerySchema } },
    async (request) => service.pleno(app.db, actorOf(request), request.tahun, request.query.satuan_kerja_id),
  );

  r.put(
    '/lke/pleno',
    { config: VALIDATOR, schema: { tags, summary: 'Simpan nilai pleno', body: lkePlenoBodySchema } },
    async (request, reply) =>
      answerWrite(app.db, reply, (tx) => service.simpanPleno(tx, actorOf(request), request.tahun, request.body)),
  );

  r.post(
    '/lke/pleno/tutup',
    { config: VALIDATOR, schema: { tags, summary: 'Tutup penilaian pleno', body: lkePlenoTutupBodySchema } },
    async (request, reply) =>
      answerWrite(app.db, reply, (tx) => service.tutupPleno(tx, actorOf(request), request.tahun, request.body)),
  );

  r.get(
    '/lke/hasil',
    { config: READ, schema: { tags, summary: 'Hasil LKE satu satuan kerja', querystring: lkeUnitQuerySchema } },
    async (request) => service.hasil(app.db, actorOf(request), request.tahun, request.query.satuan_kerja_id),
  );

  r.get(
    '/lke/rekap',
    { config: READ, schema: { tags, summary: 'Rekapitulasi nilai LKE per satuan kerja' } },
    async (request) => service.rekap(app.db, actorOf(request), request.tahun),
  );

  r.get(
    '/lke/rekap/export',
    { config: READ, schema: { tags, summary: 'Rekapitulasi nilai LKE (XLSX)' } },
    async (request, reply) => {
      const rows = (await service.rekap(app.db, actorOf(request), request.tahun)).data;
      return sendXlsx(reply, xlsxFilename('rekap-nilai-lke', request.tahun), await rekapXlsx(rows, request.tahun));
    },
  );

  r.get(
    '/lke/lhe',
    { config: READ, schema: { tags, summary: 'Laporan Hasil Evaluasi (PDF)', querystring: lkeUnitQuerySchema } },
    async (request, reply) => {
      const actor = actorOf(request);
      const { pdf, fileName } = await lheDocument(app.db, actor, request.tahun, request.query.satuan_kerja_id);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'no-store')
        .send(pdf);
    },
  );

  r.get(
    '/public-display/lke/unit',
    {
      config: { guard: 'public' },
      schema: {
        tags,
        summary: 'Satuan kerja untuk halaman hasil LKE publik',
        querystring: lkePublicQuerySchema,
        response: { 200: lkePublicUnitSchema },
      },
    },
    async (request) => service.unitsPublik(app.db, request.query.tahun_kinerja ?? request.tahun),
  );

  r.get(
    '/public-display/lke/hasil',
    {
      config: { guard: 'public' },
      schema: {
        tags,
        summary: 'Hasil LKE publik (tanpa catatan, berkas dan nama validator)',
        querystring: lkePublicQuerySchema,
        response: { 200: lkePublicHasilSchema },
      },
    },
    async (request) =>
      service.hasilPublik(app.db, request.query.tahun_kinerja ?? request.tahun, request.query.satuan_kerja_id),
  );
}
