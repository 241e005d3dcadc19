import { check, date, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { auditColumns } from './columns';
import { fk } from './kolom';
import { satuanKerja } from './reference';

/**
 * Recommendations of the evaluation report (LHE) to a unit for a year and the unit's follow-up.
 * The evaluators (super, validator LKE) write rekomendasi, target and waktu; the unit writes
 * tindak_lanjut, penanggung_jawab, status and link_eviden (see PERMISSIONS 'tindak-lanjut-lhe').
 */
export const tindakLanjutLhe = pgTable(
  'tindak_lanjut_lhe',
  {
    id: serial('id').primaryKey(),
    tahun: integer('tahun').notNull(),
    satuan_kerja_id: text('satuan_kerja_id').notNull(),
    rekomendasi: text('rekomendasi').notNull(),
    /** Expected result of the follow-up. */
    target: text('target'),
    /** Deadline of the follow-up. */
    waktu: date('waktu', { mode: 'string' }),
    tindak_lanjut: text('tindak_lanjut'),
    penanggung_jawab: text('penanggung_jawab'),
    /** 'belum' | 'proses' | 'selesai' */
    status: text('status').notNull().default('belum'),
    link_eviden: text('link_eviden'),
    ...auditColumns,
  },
  (t) => [
    fk('tl_lhe_satker_fk', t.satuan_kerja_id, satuanKerja.satuan_kerja_id),
    index('tl_lhe_satker_tahun_idx').on(t.satuan_kerja_id, t.tahun),
    check('tl_lhe_status_ck', sql`${t.status} in ('belum', 'proses', 'selesai')`),
  ],
);
