import { z } from 'zod';
import { defineEndpoint } from '../contract/endpoint';
import { validasiPerencanaanStatusSchema } from '../schemas/referensi';

/**
 * The summary cards of /dashboard and /dashboard-pd (SPEC §4): the reader's scope, the counts, the
 * year's deadlines and the unit's planning validation.
 */
export const dashboardRingkasanSchema = z.object({
  data: z.object({
    tahun: z.number(),
    satuan_kerja: z.object({ satuan_kerja_id: z.string(), satuan_kerja_nama: z.string() }).nullable(),
    jumlah_satuan_kerja: z.number(),
    jumlah_pengguna: z.number().nullable(),
    batas_waktu: z.array(
      z.object({ kode: z.string(), nama: z.string(), nilai_date: z.string(), terbuka: z.boolean() }),
    ),
    validasi_perencanaan: validasiPerencanaanStatusSchema.shape.data,
  }),
});
export type DashboardRingkasan = z.output<typeof dashboardRingkasanSchema>['data'];

export const dashboardRingkasanEndpoint = defineEndpoint({
  area: 'display',
  group: 'dashboard',
  name: 'ringkasan',
  method: 'GET',
  path: '/dashboard/ringkasan',
  guard: 'auth',
  summary: 'Ringkasan lingkup pengguna',
  response: dashboardRingkasanSchema,
});
