import { integer, timestamp } from 'drizzle-orm/pg-core';

/** created_at / updated_at / updated_by of every table that users edit. */
export const auditColumns = {
  created_at: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updated_by: integer('updated_by'),
};
