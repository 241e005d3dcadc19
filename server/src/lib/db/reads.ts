import { isDatabaseHandle, type Db, type Tx } from '../../db/client';

type Answers<T extends readonly (() => unknown)[]> = { -readonly [K in keyof T]: Awaited<ReturnType<T[K]>> };

/**
 * Runs several reads on `db` and answers their results in order, like `Promise.all`. On an opened
 * database they run side by side (on PostgreSQL the pool gives each its own client); on a
 * transaction, which holds one connection, they run one after the other: node-postgres 8 warns
 * about a query sent on a client that is still executing one, and pg 9 refuses it. Each read is a
 * function, so that none starts before its turn.
 */
export async function readAll<const T extends readonly (() => unknown)[]>(db: Db | Tx, reads: T): Promise<Answers<T>> {
  if (isDatabaseHandle(db)) return (await Promise.all(reads.map((read) => read()))) as Answers<T>;
  const answers: unknown[] = [];
  for (const read of reads) answers.push(await read());
  return answers as Answers<T>;
}
