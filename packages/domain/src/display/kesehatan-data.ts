import { z } from 'zod';
import { defineEndpoint } from '../contract/endpoint';
import { satuanKerjaQuery } from '../schemas/primitives';
import { text, intN } from '../schemas/record-fields';
import { tugasItemSchema } from './tugas-saya';

/**
 * Kesehatan Data (issue 27 item 5, DOMAIN-3 §4): the defects of a unit's plan (or the whole city's)
 * that make its reports wrong, computed from the data, each finding linking to the record's screen.
 */
export const JENIS_TEMUAN = [
  'tanpa-target',
  'indikator-tanpa-satuan',
  'anggaran-melebihi-induk',
  'langkah-aksi-tanpa-target-bulanan',
  'iku-tanpa-sasaran-rpjmd',
  'indikator-ganda',
  'tim-tanpa-anggota',
  'realisasi-bulan-lalu',
] as const;
export type JenisTemuan = (typeof JENIS_TEMUAN)[number];

export const JUDUL_TEMUAN: Record<JenisTemuan, string> = {
  'tanpa-target': 'Sasaran dan kinerja tanpa target tahun ini',
  'indikator-tanpa-satuan': 'Indikator tanpa polaritas atau satuan',
  'anggaran-melebihi-induk': 'Anggaran melebihi anggaran induknya',
  'langkah-aksi-tanpa-target-bulanan': 'Langkah aksi tanpa target bulanan',
  'iku-tanpa-sasaran-rpjmd': 'IKU tidak terhubung ke sasaran RPJMD',
  'indikator-ganda': 'Rumusan indikator ganda',
  'tim-tanpa-anggota': 'Tim tanpa anggota yang disetujui',
  'realisasi-bulan-lalu': 'Realisasi bulan lalu belum diisi',
};

/** The list shows at most this many findings of each kind (the counts are exact). */
export const TEMUAN_PER_JENIS = 100;

export const temuanSchema = z.object({
  jenis: z.enum(JENIS_TEMUAN),
  satuan_kerja_id: text,
  satuan_kerja_nama: text,
  /** The record (its level and wording), a remark, the record's screen. */
  ...tugasItemSchema.shape,
});
export type Temuan = z.infer<typeof temuanSchema>;

export const kesehatanDataResponseSchema = z.object({
  data: z.object({
    ringkasan: z.array(z.object({ jenis: z.enum(JENIS_TEMUAN), judul: z.string(), jumlah: z.number().int() })),
    temuan: z.array(temuanSchema),
    /** The month whose realisasi is checked (1-12), null when the year has none yet. */
    bulan_realisasi: intN,
  }),
});
export type KesehatanData = z.infer<typeof kesehatanDataResponseSchema>['data'];

export const kesehatanDataQuerySchema = z.object({ satuan_kerja_id: satuanKerjaQuery });
export type KesehatanDataQuery = z.input<typeof kesehatanDataQuerySchema>;

export const kesehatanDataEndpoint = defineEndpoint({
  area: 'display',
  group: 'kesehatan-data',
  name: 'list',
  method: 'GET',
  path: '/kesehatan-data',
  guard: 'auth',
  permission: { resource: 'kesehatan-data', action: 'read' },
  summary: 'Kesehatan data perencanaan: temuan per jenis, per perangkat daerah atau seluruh kota',
  query: kesehatanDataQuerySchema,
  response: kesehatanDataResponseSchema,
});

/**
 * The month whose realisasi should be in by `today` for a performance year: last month in the
 * current year, December for a past year, none for January or a future year.
 */
export function bulanRealisasiDiperiksa(tahun: number, today: Date): number | null {
  if (tahun < today.getFullYear()) return 12;
  if (tahun > today.getFullYear()) return null;
  return today.getMonth() === 0 ? null : today.getMonth();
}
