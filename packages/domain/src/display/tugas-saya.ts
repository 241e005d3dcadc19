import { z } from 'zod';
import { defineEndpoint } from '../contract/endpoint';
import type { FaseValidasiPerencanaan } from '../validasi-perencanaan';
import type { LkeTahap } from '../evaluasi/lke';
import { text, textN, int } from '../schemas/record-fields';

/**
 * Tugas Saya (issue 27, DOMAIN-3 §4): what waits for the signed-in person, computed from the data
 * of every workflow (no second source of truth), one group per kind of work, each linking to the
 * screen that does it.
 */
export const JENIS_TUGAS = [
  'validasi-perencanaan',
  'persetujuan-anggota',
  'penilaian-lke',
  'pleno-lke',
  'verifikasi-dokumen',
  'perencanaan-dikembalikan',
  'anggota-ditolak',
  'perbaikan-lke',
  'dokumen-ditolak',
  'tindak-lanjut-lhe',
  'batas-waktu',
] as const;
export type JenisTugas = (typeof JENIS_TUGAS)[number];

export const tugasItemSchema = z.object({
  /** What the item is (a unit, a member, a document, a recommendation, a deadline). */
  label: text,
  keterangan: textN,
  /** The screen that does it (a path of the web app). */
  tautan: text,
});
export type TugasItem = z.infer<typeof tugasItemSchema>;

export const tugasGroupSchema = z.object({
  jenis: z.enum(JENIS_TUGAS),
  judul: text,
  /** How many wait (the items list at most TUGAS_ITEMS_PER_GROUP of them). */
  jumlah: int,
  tautan: text,
  items: z.array(tugasItemSchema),
});
export type TugasGroup = z.infer<typeof tugasGroupSchema>;

export const tugasSayaResponseSchema = z.object({
  data: z.object({ jumlah: z.number().int(), groups: z.array(tugasGroupSchema) }),
});
export type TugasSaya = z.infer<typeof tugasSayaResponseSchema>['data'];

export const TUGAS_ITEMS_PER_GROUP = 20;
/** A Batas Waktu deadline is on the list from this many days before it. */
export const TUGAS_BATAS_WAKTU_HARI = 14;

export const tugasSayaEndpoint = defineEndpoint({
  area: 'display',
  group: 'tugas-saya',
  name: 'list',
  method: 'GET',
  path: '/tugas-saya',
  guard: 'auth',
  summary: 'Tugas yang menunggu pengguna yang masuk (validasi, persetujuan, perbaikan, batas waktu)',
  response: tugasSayaResponseSchema,
});

/** Days from `today` to a date (yyyy-mm-dd), in whole calendar days. */
export function hariMenuju(tanggal: string, today: Date): number {
  const [y, m, d] = tanggal.split('-').map(Number);
  const target = Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1);
  const now = Date.UTC(today.getFullYear(), today.getMonth(), today.getDate());
  return Math.round((target - now) / 86_400_000);
}

/**
 * Whether a unit has finished the step a Batas Waktu deadline closes: the planning deadline
 * ('count-down') once its plan is submitted; the deadline of the improved evidence
 * ('count-down-penilaian') once its LKE has left the improvement stage.
 */
export function batasWaktuSelesai(
  kode: string,
  unit: { fasePerencanaan: FaseValidasiPerencanaan; tahapLke: LkeTahap | null },
): boolean {
  if (kode === 'count-down') return unit.fasePerencanaan === 'menunggu' || unit.fasePerencanaan === 'tervalidasi';
  if (kode === 'count-down-penilaian') {
    return unit.tahapLke === 'validasi_2' || unit.tahapLke === 'pleno' || unit.tahapLke === 'selesai';
  }
  return false;
}

/** 'Hari ini', 'Besok', 'n hari lagi'. */
export function sisaHari(hari: number): string {
  if (hari <= 0) return 'Hari ini';
  if (hari === 1) return 'Besok';
  return `${hari} hari lagi`;
}
