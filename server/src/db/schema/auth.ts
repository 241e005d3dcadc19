import { boolean, foreignKey, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { auditColumns } from './columns';
import { pegawai, satuanKerja } from './reference';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull().unique(),
    nama: text('nama').notNull(),
    nip: text('nip'),
    role_id: integer('role_id').notNull(),
    satuan_kerja_id: text('satuan_kerja_id').references(() => satuanKerja.satuan_kerja_id),
    password_hash: text('password_hash').notNull(),
    active: boolean('active').notNull().default(true),
    last_login_at: timestamp('last_login_at', { withTimezone: true, mode: 'date' }),
    /** Where notifications go by e-mail (issue 27); null: in the app only. */
    email: text('email'),
    /** The person may turn the e-mails off (the notifications stay in the app). */
    email_notifikasi: boolean('email_notifikasi').notNull().default(true),
    ...auditColumns,
  },
  (t) => [
    index('users_role_idx').on(t.role_id),
    index('users_satker_idx').on(t.satuan_kerja_id),
    // Not unique: a person may hold a personal account beside the unit's operator account.
    index('users_nip_idx').on(t.nip),
    foreignKey({ name: 'users_nip_fk', columns: [t.nip], foreignColumns: [pegawai.nip] }),
  ],
);

/** Bearer tokens. Only the SHA-256 of a token is stored; a token is revoked by setting revoked_at. */
export const apiTokens = pgTable(
  'api_tokens',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    token_hash: text('token_hash').notNull().unique(),
    remember: boolean('remember').notNull().default(false),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    expires_at: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    last_used_at: timestamp('last_used_at', { withTimezone: true, mode: 'date' }),
    revoked_at: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
    ip: text('ip'),
    user_agent: text('user_agent'),
  },
  (t) => [index('api_tokens_user_idx').on(t.user_id)],
);
