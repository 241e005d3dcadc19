import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { auditColumns } from './columns';
import { fk } from './kolom';
import { satuanKerja } from './reference';

/**
 * The documents registry (DOMAIN-2 §5 'Dokumen'): one row per uploaded version of a unit's
 * document of a kind (1 LKIP, 2 Renstra, 3 Perjanjian Kinerja, 4 Indikator Kinerja Utama) and year.
 * The newest version is the current one; older versions are kept with the verdict they had.
 * The file lives in the storage of lib/files under file_key (never a path from the request); its
 * original name, type, size and hash are data.
 */
export const dokumen = pgTable(
  'dokumen',
  {
    id: serial('id').primaryKey(),
    tahun: integer('tahun').notNull(),
    satuan_kerja_id: text('satuan_kerja_id').notNull(),
    jenis_dokumen_id: integer('jenis_dokumen_id').notNull(),
    versi: integer('versi').notNull(),
    file_key: text('file_key').notNull(),
    file_name: text('file_name').notNull(),
    file_mime: text('file_mime').notNull(),
    file_size: bigint('file_size', { mode: 'number' }).notNull(),
    file_sha256: text('file_sha256').notNull(),
    /** 'menunggu' | 'disetujui' | 'ditolak' */
    status: text('status').notNull().default('menunggu'),
    /** The administrator's note of the verdict (required when rejected). */
    catatan: text('catatan'),
    /** users.id of the uploader and of the verifier (kept as data: an account may go). */
    diunggah_oleh: integer('diunggah_oleh'),
    diverifikasi_oleh: integer('diverifikasi_oleh'),
    diverifikasi_at: timestamp('diverifikasi_at', { withTimezone: true, mode: 'date' }),
    ...auditColumns,
  },
  (t) => [
    fk('dokumen_satker_fk', t.satuan_kerja_id, satuanKerja.satuan_kerja_id),
    unique('dokumen_versi_uq').on(t.satuan_kerja_id, t.tahun, t.jenis_dokumen_id, t.versi),
    unique('dokumen_file_key_uq').on(t.file_key),
    index('dokumen_tahun_jenis_idx').on(t.tahun, t.jenis_dokumen_id, t.status),
    check('dokumen_jenis_ck', sql`${t.jenis_dokumen_id} between 1 and 4`),
    check('dokumen_status_ck', sql`${t.status} in ('menunggu', 'disetujui', 'ditolak')`),
  ],
);
