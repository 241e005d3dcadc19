import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Previews of imports waiting to be applied (decision 0053). The preview keeps the uploaded file
 * (file_key in the file storage, which every instance shares), so "Terapkan" on any instance reads
 * the same file again and applies it in one transaction. A row lives until it is applied or
 * expires (kedaluwarsa); expired rows and their files are removed by the next preview.
 */
export const imporPratinjau = pgTable(
  'impor_pratinjau',
  {
    token: text('token').primaryKey(),
    jenis: text('jenis').notNull(),
    user_id: integer('user_id').notNull(),
    satuan_kerja_id: text('satuan_kerja_id'),
    tahun: integer('tahun').notNull(),
    file_key: text('file_key').notNull(),
    nama_berkas: text('nama_berkas').notNull(),
    sha256: text('sha256').notNull(),
    kedaluwarsa: timestamp('kedaluwarsa', { withTimezone: true, mode: 'date' }).notNull(),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('impor_pratinjau_kedaluwarsa_idx').on(t.kedaluwarsa)],
);
