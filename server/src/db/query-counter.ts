import { AsyncLocalStorage } from 'node:async_hooks';
import type { Logger } from 'drizzle-orm/logger';
import { noteStatement } from './statement-tables';

/**
 * Counts SQL statements issued through Drizzle inside `countQueries(fn)`. Used by tests and
 * benchmarks to prove that a screen's data comes in a bounded number of statements. Every
 * statement also goes to db/statement-tables.ts (the tables it reads and writes).
 */
const store = new AsyncLocalStorage<{ count: number; statements: string[] }>();

export const countingLogger: Logger = {
  logQuery(query) {
    // The tables it reads or writes, for the computed-result cache (decision 0056).
    noteStatement(query);
    const current = store.getStore();
    if (current) {
      current.count += 1;
      current.statements.push(query);
    }
  },
};

export async function countQueries<T>(fn: () => Promise<T>): Promise<{ result: T; count: number; statements: string[] }> {
  const state = { count: 0, statements: [] as string[] };
  const result = await store.run(state, fn);
  return { result, count: state.count, statements: state.statements };
}
