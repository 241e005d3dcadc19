import { bigint, boolean, customType, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Failed-login windows shared by every instance on the database (decision 0016, 0043): one row per
 * `a:<address>\0<username>` or `ip:<address>` key, counted and checked in one statement before the
 * password hash, so that parallel attempts can never evaluate more than the limit.
 */
export const loginThrottle = pgTable(
  'login_throttle',
  {
    key: text('key').primaryKey(),
    failures: integer('failures').notNull(),
    window_ends_at: timestamp('window_ends_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('login_throttle_window_idx').on(t.window_ends_at)],
);

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * Uploaded files kept in the database (FILE_STORE=database, the default with DATABASE_URL; decision
 * 0044): every instance on the database reads the same files. A row is written first (complete =
 * false), then its chunks one statement each (no transaction held open while a client uploads),
 * then complete = true; an incomplete row is invisible to open() and removed by the orphan sweeper.
 */
export const storedFiles = pgTable('stored_files', {
  key: text('key').primaryKey(),
  size: bigint('size', { mode: 'number' }).notNull().default(0),
  complete: boolean('complete').notNull().default(false),
  created_at: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

export const storedFileChunks = pgTable(
  'stored_file_chunks',
  {
    key: text('key')
      .notNull()
      .references(() => storedFiles.key, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    data: bytea('data').notNull(),
  },
  (t) => [primaryKey({ columns: [t.key, t.seq] })],
);
