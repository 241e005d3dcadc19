import { z } from 'zod';
import { defineEndpoint, writeAnswer } from '../contract/endpoint';
import { endpointGroup } from '../contract/endpoint-group';
import {
  LKE_LEMBAR_LEVEL_LABEL,
  LKE_LEMBAR_LEVELS,
  lkeLembarAktifBodySchema,
  lkeLembarBobotBodySchema,
  lkeLembarCreateSchemas,
  lkeLembarEditorSchema,
  lkeLembarIdParamSchema,
  lkeLembarUpdateSchemas,
  lkeLembarUrutanBodySchema,
  lkeLembarWriteResponseSchema,
  lkeSalinBodySchema,
  lkeValidatorUnitBodySchema,
  lkeValidatorUserParamSchema,
  type LkeLembarCreateBody,
  type LkeLembarLevel,
  type LkeLembarUpdateBody,
} from './lke-admin-schemas';

/**
 * LKE administration (DOMAIN-2 §2), super only (the guard admits super; the permission of the LKE
 * worksheet is checked as well): validator ↔ unit assignment per year, copying the worksheet, and
 * the worksheet editor (issue 23 §5): the year's tree, the weights, and each level's rows.
 */
const group = { area: 'evaluasi', group: 'lke-admin', guard: 'super' } as const;
const lke = endpointGroup(group, 'lke');

export const lkeValidatorUnitEndpoint = defineEndpoint({
  ...lke.read,
  name: 'validator-unit',
  path: '/lke/validator-unit',
  summary: 'Validator LKE dengan satuan kerja yang ditugaskan pada tahun ini',
  response: z.object({
    data: z.array(
      z.object({
        user_id: z.number(),
        nama: z.string(),
        username: z.string(),
        role: z.string(),
        satuan_kerja_ids: z.array(z.string()),
      }),
    ),
  }),
});

export const simpanLkeValidatorUnitEndpoint = defineEndpoint({
  ...lke.write,
  name: 'simpan-validator-unit',
  method: 'PUT',
  path: '/lke/validator-unit/:userId',
  summary: 'Ganti satuan kerja yang ditugaskan kepada satu validator LKE pada tahun ini',
  params: lkeValidatorUserParamSchema,
  body: lkeValidatorUnitBodySchema,
  response: writeAnswer(z.array(z.string())),
});

export const salinLkeLembarEndpoint = defineEndpoint({
  ...lke.write,
  name: 'salin-lembar',
  method: 'POST',
  path: '/lke/lembar/salin',
  summary: 'Salin lembar kerja LKE ke tahun lain',
  body: lkeSalinBodySchema,
  response: z.object({
    message: z.string(),
    data: z.object({
      komponen: z.number(),
      sub_komponen: z.number(),
      kriteria: z.number(),
      opsi: z.number(),
      eviden_slot: z.number(),
    }),
  }),
});

export const lkeLembarEditorEndpoint = defineEndpoint({
  ...lke.read,
  name: 'lembar-kerja',
  path: '/lke/lembar-kerja',
  summary: 'Lembar kerja LKE tahun ini untuk diubah',
  response: lkeLembarEditorSchema,
});

export const lkeLembarBobotEndpoint = defineEndpoint({
  ...lke.write,
  name: 'bobot',
  method: 'PUT',
  path: '/lke/lembar-kerja/bobot',
  summary: 'Ubah bobot komponen dan sub komponen',
  body: lkeLembarBobotBodySchema,
  response: lkeLembarWriteResponseSchema,
});

/** The rows of one level of the worksheet: add, reorder, edit, (de)activate, remove an unanswered one. */
function lkeLembarLevelEndpoints(level: LkeLembarLevel) {
  const base = `/lke/lembar-kerja/${level}`;
  const label = LKE_LEMBAR_LEVEL_LABEL[level];
  const write = { ...lke.write, response: lkeLembarWriteResponseSchema } as const;
  const one = { ...write, params: lkeLembarIdParamSchema } as const;
  // The five levels' bodies differ; the service reads each by its level after validation.
  const createBody = lkeLembarCreateSchemas[level] as z.ZodType<LkeLembarCreateBody<LkeLembarLevel>>;
  const updateBody = lkeLembarUpdateSchemas[level] as z.ZodType<LkeLembarUpdateBody<LkeLembarLevel>>;
  return {
    create: defineEndpoint({
      ...write,
      name: `${level}-tambah`,
      method: 'POST',
      path: base,
      summary: `Tambah ${label}`,
      body: createBody,
    }),
    reorder: defineEndpoint({
      ...write,
      name: `${level}-urutan`,
      method: 'PUT',
      path: `${base}/urutan`,
      summary: `Ubah urutan ${label}`,
      body: lkeLembarUrutanBodySchema,
    }),
    update: defineEndpoint({
      ...one,
      name: `${level}-ubah`,
      method: 'PUT',
      path: `${base}/:id`,
      summary: `Ubah ${label}`,
      body: updateBody,
    }),
    aktif: defineEndpoint({
      ...one,
      name: `${level}-aktif`,
      method: 'PUT',
      path: `${base}/:id/aktif`,
      summary: `Aktifkan atau nonaktifkan ${label}`,
      body: lkeLembarAktifBodySchema,
    }),
    remove: defineEndpoint({
      ...one,
      name: `${level}-hapus`,
      method: 'DELETE',
      path: `${base}/:id`,
      summary: `Hapus ${label} yang belum dijawab`,
    }),
  };
}

export const LKE_LEMBAR_LEVEL_ENDPOINTS = Object.fromEntries(
  LKE_LEMBAR_LEVELS.map((level) => [level, lkeLembarLevelEndpoints(level)]),
) as Record<LkeLembarLevel, ReturnType<typeof lkeLembarLevelEndpoints>>;
