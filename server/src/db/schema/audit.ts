import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Who changed what: one row per write, old and new values as JSON. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    actor_id: integer('actor_id'),
    action: text('action').notNull(),
    table_name: text('table_name').notNull(),
    record_id: text('record_id').notNull(),
    old_values: jsonb('old_values'),
    new_values: jsonb('new_values'),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('audit_log_record_idx').on(t.table_name, t.record_id)],
);
