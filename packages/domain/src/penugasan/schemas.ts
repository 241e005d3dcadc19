import { z } from 'zod';
import type { BulanKe } from '../bulanan';
import { listQuerySchema } from '../schemas/common';
import {
  flag,
  fullUpdate,
  optionalId,
  optionalNumber,
  optionalText,
  paramId,
  requiredId,
  requiredInt,
  requiredText,
  satuanKerjaQuery,
  targetBulananAnggota,
} from '../schemas/primitives';
import { STATE_ANGGOTA, STATUS_PERSETUJUAN, TAHAP_PERSETUJUAN } from './persetujuan';
import { text, textN, num, angka, bool } from '../schemas/record-fields';

/** A NIP in a body or a path: digits (and, in old data, letters), at most 30 characters. */
const NIP_MAX = 30;
function nipText(label: string) {
  return requiredText(label, NIP_MAX).refine((v) => /^[0-9A-Za-z.-]+$/.test(v), `${label} tidak valid`);
}

export const PERAN_ANGGOTA = ['anggota', 'sekretaris'] as const;
export const PERAN_ANGGOTA_LABELS: Record<(typeof PERAN_ANGGOTA)[number], string> = {
  anggota: 'Anggota',
  sekretaris: 'Sekretaris',
};

// -------------------------------------------------------------------------------------------
// Tim kerja
// -------------------------------------------------------------------------------------------

export const timKerjaSchema = z.object({
  /** Read only from actors who may choose the unit (super). */
  satuan_kerja_id: optionalText('Satuan kerja', 20),
  nama: requiredText('Nama tim', 255),
  ketua_nip: nipText('Ketua tim'),
  /** The position the team sits under (decides the kepala bidang who approves its members). */
  unit_kerja_id: optionalId('Jabatan'),
  /** An additional team (/tim-kerja/tambahan): members may come from another unit. */
  is_tambahan: flag('Tim tambahan'),
  keterangan: optionalText('Keterangan', 2000),
});
export type TimKerjaInput = z.input<typeof timKerjaSchema>;

export const JENIS_TIM = ['struktur', 'tambahan'] as const;

export const timKerjaListQuerySchema = listQuerySchema.extend({
  satuan_kerja_id: satuanKerjaQuery,
  jenis: z.enum(['', ...JENIS_TIM], { error: 'Jenis tim tidak valid' }).optional(),
});
export type TimKerjaListQuery = z.infer<typeof timKerjaListQuerySchema>;

export const timKerjaRecordSchema = z.object({
  id: num,
  tahun: num,
  satuan_kerja_id: text,
  satuan_kerja_nama: text,
  nama: text,
  ketua_nip: text,
  ketua_nama: text,
  unit_kerja_id: angka,
  unit_kerja_nama: textN,
  is_tambahan: bool,
  keterangan: textN,
  jumlah_anggota: num,
  jumlah_disetujui: num,
  updated_at: text,
});
export type TimKerjaRecord = z.infer<typeof timKerjaRecordSchema>;

export const targetAnggotaSchema = z.object({
  /** kinerja_langkah_aksi_anggota.id */
  id: num,
  kinerja_langkah_aksi_id: num,
  langkah_aksi: text,
  indikator: text,
  sub_kegiatan: textN,
  /** Yearly target: the sum of target_bulanan. */
  target: angka,
  /** Januari..Desember. */
  target_bulanan: z.array(z.number().nullable()),
  satuan: text,
  /** Yearly realisasi: the sum of realisasi_bulanan. */
  realisasi: angka,
  /** Januari..Desember. */
  realisasi_bulanan: z.array(z.number().nullable()),
  /** capaian(target, realisasi, polaritas of the langkah aksi). */
  capaian: angka,
  /** The same per month (null where the month has no target or no realisasi). */
  capaian_bulanan: z.array(z.number().nullable()),
});
export type TargetAnggota = z.infer<typeof targetAnggotaSchema>;

export const anggotaRecordSchema = z.object({
  id: num,
  tim_kerja_id: num,
  nip: text,
  nama: text,
  satuan_kerja_nama: textN,
  jabatan: textN,
  peran: text,
  state: z.enum(STATE_ANGGOTA),
  status_kepala_bidang: z.enum(STATUS_PERSETUJUAN),
  status_kepala_opd: z.enum(STATUS_PERSETUJUAN),
  catatan_kepala_bidang: textN,
  catatan_kepala_opd: textN,
  target: z.array(targetAnggotaSchema),
});
export type AnggotaRecord = z.infer<typeof anggotaRecordSchema>;

export const riwayatPersetujuanSchema = z.object({
  id: num,
  tim_kerja_anggota_id: angka,
  anggota_nip: text,
  anggota_nama: text,
  /** 'kepala-bidang' | 'kepala-opd' | 'operator' (an edit that sent the member back to pending). */
  tahap: text,
  /** 'setujui' | 'tolak' | 'ajukan' */
  aksi: text,
  catatan: textN,
  actor_nama: textN,
  created_at: text,
});
export type RiwayatPersetujuan = z.infer<typeof riwayatPersetujuanSchema>;

export const langkahAksiTimSchema = z.object({
  id: num,
  sasaran: text,
  indikator: text,
  satuan: text,
  target: angka,
  sub_kegiatan: textN,
});
export type LangkahAksiTim = z.infer<typeof langkahAksiTimSchema>;

export const timKerjaDetailSchema = timKerjaRecordSchema.extend({
  kepala_bidang_nama: textN,
  kepala_opd_nama: textN,
  anggota: z.array(anggotaRecordSchema),
  langkah_aksi: z.array(langkahAksiTimSchema),
  /** Where the team is pengampu ('Kinerja sub kegiatan: ...'). */
  pengampu: z.array(z.string()),
  riwayat: z.array(riwayatPersetujuanSchema),
});
export type TimKerjaDetail = z.infer<typeof timKerjaDetailSchema>;

// -------------------------------------------------------------------------------------------
// Anggota of a team
// -------------------------------------------------------------------------------------------

export const MAX_TARGET_ANGGOTA = 100;

export const anggotaSchema = z.object({
  nip: nipText('Pegawai'),
  peran: z.enum(PERAN_ANGGOTA, { error: 'Peran wajib dipilih' }).default('anggota'),
  target: z
    .array(
      z.object({
        kinerja_langkah_aksi_id: requiredId('Langkah aksi'),
        /** The yearly target is their sum (computed by the server). */
        target_bulanan: targetBulananAnggota(),
        satuan: requiredText('Satuan', 100),
      }),
      { error: 'Target langkah aksi tidak valid' },
    )
    .max(MAX_TARGET_ANGGOTA, `Paling banyak ${MAX_TARGET_ANGGOTA} target`)
    .default([])
    .refine(
      (rows) => new Set(rows.map((r) => r.kinerja_langkah_aksi_id)).size === rows.length,
      'Satu langkah aksi hanya boleh diberi satu target',
    ),
});
export type AnggotaInput = z.input<typeof anggotaSchema>;
/** PUT of a member: the targets are replaced, so they must be sent (`[]` removes them; decision 0050). */
export const anggotaUpdateSchema = fullUpdate(anggotaSchema);

export const anggotaParamSchema = z.object({ id: paramId('Id'), nip: nipText('NIP anggota') });

// -------------------------------------------------------------------------------------------
// Persetujuan (validasi kepala bidang / kepala OPD)
// -------------------------------------------------------------------------------------------

export const keputusanSchema = z
  .object({
    aksi: z.enum(['setujui', 'tolak'], { error: 'Keputusan wajib dipilih' }),
    catatan: optionalText('Catatan', 2000),
  })
  .superRefine((v, ctx) => {
    if (v.aksi === 'tolak' && !v.catatan)
      ctx.addIssue({ code: 'custom', path: ['catatan'], message: 'Catatan wajib diisi saat menolak' });
  });
export type KeputusanInput = z.input<typeof keputusanSchema>;

export const MAX_SETUJUI_SEMUA = 200;
export const setujuiSemuaSchema = z.object({
  ids: z
    .array(requiredId('Anggota'), { error: 'Pilih minimal satu anggota' })
    .min(1, 'Pilih minimal satu anggota')
    .max(MAX_SETUJUI_SEMUA, `Paling banyak ${MAX_SETUJUI_SEMUA} anggota sekaligus`),
});

export const FILTER_PERSETUJUAN = ['menunggu', 'disetujui', 'ditolak', 'semua'] as const;
export const validasiListQuerySchema = listQuerySchema.extend({
  status: z.enum(['', ...FILTER_PERSETUJUAN], { error: 'Status tidak valid' }).optional(),
});
export type ValidasiListQuery = z.infer<typeof validasiListQuerySchema>;

export const validasiRecordSchema = z.object({
  id: num,
  nip: text,
  nama: text,
  peran: text,
  tim_kerja_id: num,
  tim_nama: text,
  ketua_nama: text,
  unit_kerja_nama: textN,
  satuan_kerja_nama: text,
  state: z.enum(STATE_ANGGOTA),
  /** The status at this page's stage. */
  status: z.enum(STATUS_PERSETUJUAN),
  catatan: textN,
  jumlah_target: num,
});
export type ValidasiRecord = z.infer<typeof validasiRecordSchema>;

export const validasiDetailSchema = validasiRecordSchema.extend({
  tahap: z.enum(TAHAP_PERSETUJUAN),
  catatan_kepala_bidang: textN,
  catatan_kepala_opd: textN,
  target: z.array(targetAnggotaSchema),
  riwayat: z.array(riwayatPersetujuanSchema),
  /** Whether the viewer may decide now (the right head, the member waiting at this stage). */
  may_decide: bool,
});
export type ValidasiDetail = z.infer<typeof validasiDetailSchema>;

// -------------------------------------------------------------------------------------------
// Tim saya
// -------------------------------------------------------------------------------------------

export const timSayaRecordSchema = z.object({
  id: num,
  nama: text,
  satuan_kerja_nama: text,
  unit_kerja_nama: textN,
  is_tambahan: bool,
  jumlah_anggota: num,
  jumlah_disetujui: num,
});
export type TimSayaRecord = z.infer<typeof timSayaRecordSchema>;

export const keanggotaanSayaSchema = z.object({
  anggota_id: num,
  tim_kerja_id: num,
  tim_nama: text,
  ketua_nama: text,
  satuan_kerja_nama: text,
  peran: text,
  state: z.enum(STATE_ANGGOTA),
  target: z.array(targetAnggotaSchema),
});
export type KeanggotaanSaya = z.infer<typeof keanggotaanSayaSchema>;

/** One month of my realisasi (empty clears the month). */
export const realisasiAnggotaSchema = z.object({
  bulan: requiredInt('Bulan', { min: 1, max: 12 }).transform((b) => b as BulanKe),
  realisasi: optionalNumber('Realisasi'),
});
export type RealisasiAnggotaInput = z.input<typeof realisasiAnggotaSchema>;
export type RealisasiAnggota = z.output<typeof realisasiAnggotaSchema>;

/** A member's realisasi is theirs to report once both heads approved the membership (DOMAIN-2 §4), whoever writes it. */
export const MESSAGE_BELUM_DISETUJUI =
  'Realisasi dapat diisi setelah keanggotaan disetujui Kepala Bidang dan Kepala OPD';
