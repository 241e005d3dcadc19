import { defineEndpoint, fileResponse } from '../contract/endpoint';
import { workflowEndpoint } from '../contract/workflow-endpoint';
import { idParamSchema } from '../schemas/primitives';
import {
  lkeAjukanSchema,
  lkeDoneSchema,
  lkeHasilSchema,
  lkeLembarSchema,
  lkePlenoSavedSchema,
  lkePlenoSchema,
  lkeRekapSchema,
  lkeUnitListSchema,
  lkeUploadedSchema,
} from './lke-answers';
import {
  lkeEvidenBodySchema,
  lkeLembarQuerySchema,
  lkePenilaianBodySchema,
  lkePlenoBodySchema,
  lkePlenoTutupBodySchema,
  lkePublicHasilSchema,
  lkePublicQuerySchema,
  lkePublicUnitSchema,
  lkeTahapBodySchema,
  lkeUnitQuerySchema,
  lkeValidatorTahapBodySchema,
} from './lke-schemas';
import { lkeWorkflow } from './lke-workflow';

/** LKE (DOMAIN-2 §2): worksheet, evidence, scoring, plenary, results, recap, LHE; public results. */
const group = { area: 'evaluasi', group: 'lke' } as const;
const READ = { ...group, guard: 'auth', permission: { resource: 'lke', action: 'read' } } as const;
const WRITE = { ...group, guard: 'auth', permission: { resource: 'lke', action: 'write' } } as const;
const VALIDATOR = { ...group, guard: 'validator-lke-pleno' } as const;
const PUBLIC = { ...group, guard: 'public' } as const;

export const lkeUnitEndpoint = defineEndpoint({
  ...READ,
  name: 'unit',
  method: 'GET',
  path: '/lke/unit',
  summary: 'Satuan kerja yang dapat dipilih (validator: yang ditugaskan)',
  response: lkeUnitListSchema,
});

export const lkeLembarEndpoint = defineEndpoint({
  ...READ,
  name: 'lembar',
  method: 'GET',
  path: '/lke/lembar',
  summary: 'Lembar kerja satu satuan kerja (tahap 1 atau 2)',
  query: lkeLembarQuerySchema,
  response: lkeLembarSchema,
});

export const lkeSimpanEvidenEndpoint = defineEndpoint({
  ...WRITE,
  name: 'simpan-eviden',
  method: 'PUT',
  path: '/lke/eviden',
  summary: 'Simpan jawaban dan eviden tanpa mengajukan',
  body: lkeEvidenBodySchema,
  response: lkeDoneSchema,
});

/** The unit submits its sheet: stage 1 or the improvements of stage 2 by the body's tahap. */
export const lkeAjukanEndpoint = workflowEndpoint(lkeWorkflow, ['ajukan_1', 'ajukan_2'], {
  ...WRITE,
  name: 'ajukan',
  path: '/lke/eviden/ajukan',
  summary: 'Ajukan lembar kerja untuk divalidasi',
  body: lkeTahapBodySchema,
  response: lkeAjukanSchema,
});

export const lkeUnggahEvidenEndpoint = defineEndpoint({
  ...WRITE,
  name: 'unggah-eviden',
  method: 'POST',
  path: '/lke/eviden/upload',
  summary: 'Unggah berkas eviden (multipart: file, slot_id, tahap, satuan_kerja_id untuk super)',
  response: lkeUploadedSchema,
});

export const lkeUnduhEvidenEndpoint = defineEndpoint({
  ...READ,
  name: 'unduh-eviden',
  method: 'GET',
  path: '/lke/eviden/:id/file',
  summary: 'Unduh berkas eviden',
  params: idParamSchema,
  response: fileResponse('pdf', 'png', 'jpeg', 'xlsx', 'docx'),
});

export const lkeHapusEvidenEndpoint = defineEndpoint({
  ...WRITE,
  name: 'hapus-eviden',
  method: 'DELETE',
  path: '/lke/eviden/:id/file',
  summary: 'Hapus berkas eviden',
  params: idParamSchema,
  response: lkeDoneSchema,
});

export const lkeSimpanPenilaianEndpoint = defineEndpoint({
  ...VALIDATOR,
  name: 'simpan-penilaian',
  method: 'PUT',
  path: '/lke/penilaian',
  summary: 'Simpan penilaian validator',
  body: lkePenilaianBodySchema,
  response: lkeDoneSchema,
});

export const lkeTutupPenilaianEndpoint = workflowEndpoint(lkeWorkflow, ['tutup_1', 'tutup_2'], {
  ...VALIDATOR,
  name: 'tutup-penilaian',
  path: '/lke/penilaian/tutup',
  summary: 'Tutup penilaian (tahap 1 atau 2)',
  body: lkeValidatorTahapBodySchema,
  response: lkeDoneSchema,
});

export const lkeBatalValidasiEndpoint = workflowEndpoint(lkeWorkflow, ['batal_1', 'batal_2'], {
  ...VALIDATOR,
  name: 'batal-validasi',
  path: '/lke/penilaian/batal',
  summary: 'Batal Validasi',
  body: lkeValidatorTahapBodySchema,
  response: lkeDoneSchema,
});

export const lkePenilaianXlsxEndpoint = defineEndpoint({
  ...VALIDATOR,
  name: 'penilaian-xlsx',
  method: 'GET',
  path: '/lke/penilaian/export',
  summary: 'Penilaian satu satuan kerja (XLSX)',
  query: lkeLembarQuerySchema,
  response: fileResponse('xlsx'),
});

export const lkePlenoEndpoint = defineEndpoint({
  ...VALIDATOR,
  name: 'pleno',
  method: 'GET',
  path: '/lke/pleno',
  summary: 'Nilai pleno per komponen',
  query: lkeUnitQuerySchema,
  response: lkePlenoSchema,
});

export const lkeSimpanPlenoEndpoint = defineEndpoint({
  ...VALIDATOR,
  name: 'simpan-pleno',
  method: 'PUT',
  path: '/lke/pleno',
  summary: 'Simpan nilai pleno',
  body: lkePlenoBodySchema,
  response: lkePlenoSavedSchema,
});

export const lkeTutupPlenoEndpoint = workflowEndpoint(lkeWorkflow, ['tutup_pleno'], {
  ...VALIDATOR,
  name: 'tutup-pleno',
  path: '/lke/pleno/tutup',
  summary: 'Tutup penilaian pleno',
  body: lkePlenoTutupBodySchema,
  response: lkeDoneSchema,
});

export const lkeHasilEndpoint = defineEndpoint({
  ...READ,
  name: 'hasil',
  method: 'GET',
  path: '/lke/hasil',
  summary: 'Hasil LKE satu satuan kerja',
  query: lkeUnitQuerySchema,
  response: lkeHasilSchema,
});

export const lkeRekapEndpoint = defineEndpoint({
  ...READ,
  name: 'rekap',
  method: 'GET',
  path: '/lke/rekap',
  summary: 'Rekapitulasi nilai LKE per satuan kerja',
  response: lkeRekapSchema,
});

export const lkeRekapXlsxEndpoint = defineEndpoint({
  ...READ,
  name: 'rekap-xlsx',
  method: 'GET',
  path: '/lke/rekap/export',
  summary: 'Rekapitulasi nilai LKE (XLSX)',
  response: fileResponse('xlsx'),
});

export const lkeLheEndpoint = defineEndpoint({
  ...READ,
  name: 'lhe',
  method: 'GET',
  path: '/lke/lhe',
  summary: 'Laporan Hasil Evaluasi (PDF)',
  query: lkeUnitQuerySchema,
  response: fileResponse('pdf'),
});

export const lkePublicUnitEndpoint = defineEndpoint({
  ...PUBLIC,
  name: 'public-unit',
  method: 'GET',
  path: '/public-display/lke/unit',
  summary: 'Satuan kerja untuk halaman hasil LKE publik',
  query: lkePublicQuerySchema,
  response: lkePublicUnitSchema,
});

export const lkePublicHasilEndpoint = defineEndpoint({
  ...PUBLIC,
  name: 'public-hasil',
  method: 'GET',
  path: '/public-display/lke/hasil',
  summary: 'Hasil LKE publik (tanpa catatan, berkas dan nama validator)',
  query: lkePublicQuerySchema,
  response: lkePublicHasilSchema,
});
