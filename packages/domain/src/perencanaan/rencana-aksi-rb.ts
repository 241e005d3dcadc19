import { z } from 'zod';
import { listQuerySchema } from '../schemas/common';
import { flag, intWithDefault, optionalId, queryText, requiredText, satuanKerjaQuery } from '../schemas/primitives';
import { text, textN, num, angka, bool } from '../schemas/record-fields';

/**
 * Rencana aksi RB (DOMAIN-2 §5): the reform thematic categories (kategori_tematik, super manages
 * them) and the sub kegiatan of each unit with their category. The diagram's RB modal
 * (display-mikro/update-rencana-aksi-rb) and this page set the same column,
 * kinerja_sub_kegiatan.kategori_tematik_id.
 */

export const kategoriTematikBodySchema = z.object({
  nama: requiredText('Nama kategori', 200),
  jenis_rb_id: optionalId('Jenis RB'),
  urutan: intWithDefault('Urutan', 0, { min: 0, max: 9999 }),
  aktif: flag('Aktif', true),
});
export type KategoriTematikBody = z.output<typeof kategoriTematikBodySchema>;

export const kategoriTematikListQuerySchema = listQuerySchema;
export type KategoriTematikListQuery = z.infer<typeof kategoriTematikListQuerySchema>;

export const kategoriTematikRecordSchema = z.object({
  id: num,
  nama: text,
  jenis_rb_id: angka,
  jenis_rb_nama: textN,
  urutan: num,
  aktif: bool,
  jumlah_sub_kegiatan: num,
  updated_at: text,
});
export type KategoriTematikRecord = z.infer<typeof kategoriTematikRecordSchema>;

export const rbSubKegiatanQuerySchema = listQuerySchema.extend({
  satuan_kerja_id: satuanKerjaQuery,
  /** A category id, or 'none' for the sub kegiatan without one. */
  kategori_tematik_id: queryText('Kategori tematik', 12).refine(
    (v) => v === undefined || /^(none|[1-9]\d{0,8})$/.test(v),
    'Kategori tematik tidak valid',
  ),
});
export type RbSubKegiatanQuery = z.infer<typeof rbSubKegiatanQuerySchema>;

export const rbSubKegiatanRowSchema = z.object({
  id: num,
  satuan_kerja_id: text,
  satuan_kerja_nama: text,
  kode: text,
  sub_kegiatan: text,
  indikator: text,
  kategori_tematik_id: angka,
  kategori_tematik: textN,
});
export type RbSubKegiatanRow = z.infer<typeof rbSubKegiatanRowSchema>;
