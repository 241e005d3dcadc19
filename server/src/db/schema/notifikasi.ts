import { index, integer, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { users } from './auth';

/**
 * In-app notifications (issue 27): one row per recipient of a workflow event, written in the
 * same transaction as the event (lib/notify). Read or unread by `dibaca_at`.
 */
export const notifikasi = pgTable(
  'notifikasi',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    jenis: text('jenis').notNull(),
    judul: text('judul').notNull(),
    pesan: text('pesan').notNull(),
    /** The screen of the app that shows the matter (a path). */
    tautan: text('tautan').notNull(),
    dibaca_at: timestamp('dibaca_at', { withTimezone: true, mode: 'date' }),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('notifikasi_user_idx').on(t.user_id, t.dibaca_at, t.id)],
);

/**
 * The e-mail outbox (issue 27): written in the event's transaction, sent by a background loop
 * (lib/notify/outbox.ts) with retry and backoff. `status`: menunggu → mengirim → terkirim, or back
 * to menunggu with a later `berikutnya_at` after a failure, 'gagal' after the last attempt.
 */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: serial('id').primaryKey(),
    notifikasi_id: integer('notifikasi_id').references(() => notifikasi.id, { onDelete: 'set null' }),
    kepada: text('kepada').notNull(),
    subjek: text('subjek').notNull(),
    isi: text('isi').notNull(),
    status: text('status').notNull().default('menunggu'),
    percobaan: integer('percobaan').notNull().default(0),
    berikutnya_at: timestamp('berikutnya_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    diambil_at: timestamp('diambil_at', { withTimezone: true, mode: 'date' }),
    terkirim_at: timestamp('terkirim_at', { withTimezone: true, mode: 'date' }),
    galat: text('galat'),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('email_outbox_antrian_idx').on(t.status, t.berikutnya_at)],
);

/**
 * Reminders already sent (issue 27 item 4): one row per reminder, its key saying what and to whom
 * (`batas-waktu:<deadline>:<unit>:<days>`, `rekap:<deadline>:<days>`, `lhe:<follow-up>`). The loop
 * inserts the key with ON CONFLICT DO NOTHING in the transaction that writes the notification, so a
 * restart or a second instance never sends a reminder twice.
 */
export const pengingat = pgTable(
  'pengingat',
  {
    id: serial('id').primaryKey(),
    kunci: text('kunci').notNull(),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [unique('pengingat_kunci_uq').on(t.kunci)],
);
