import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { fk } from './kolom';
import { timKerja, timKerjaAnggota } from './tim';

/**
 * History of the approval of team members (DOMAIN-2 §4): every decision of a kepala bidang or
 * kepala OPD, and every edit that sent a member back to pending. Kept when the member is removed
 * (tim_kerja_anggota_id set null; nip and name stay); removed with its team.
 */
export const timKerjaAnggotaRiwayat = pgTable(
  'tim_kerja_anggota_riwayat',
  {
    id: serial('id').primaryKey(),
    tim_kerja_id: integer('tim_kerja_id').notNull(),
    tim_kerja_anggota_id: integer('tim_kerja_anggota_id'),
    anggota_nip: text('anggota_nip').notNull(),
    /** 'kepala-bidang' | 'kepala-opd' | 'operator' */
    tahap: text('tahap').notNull(),
    /** 'setujui' | 'tolak' | 'ajukan' (created or edited: pending again) */
    aksi: text('aksi').notNull(),
    catatan: text('catatan'),
    actor_id: integer('actor_id'),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    fk('tkar_tim_fk', t.tim_kerja_id, timKerja.id, 'cascade'),
    fk('tkar_anggota_fk', t.tim_kerja_anggota_id, timKerjaAnggota.id, 'set null'),
    fk('tkar_actor_fk', t.actor_id, users.id, 'set null'),
    index('tkar_tim_idx').on(t.tim_kerja_id),
    index('tkar_anggota_idx').on(t.tim_kerja_anggota_id),
  ],
);
