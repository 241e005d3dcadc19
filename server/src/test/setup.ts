import { afterAll, afterEach } from 'vitest';

/**
 * Runs before every server test file (vitest.config.ts). On the PostgreSQL pass, node-postgres 8
 * warns when a query is sent on a client that is still executing one (pg 9 will refuse it): several
 * statements at once on one transaction. Such a warning fails the test during which it came
 * (`readAll`, lib/db/reads.ts, runs a transaction's reads one after the other). Node warns once per
 * process: after a first failure, fix it and run again to see the next.
 */
const CONCURRENT_QUERY = 'Calling client.query() when the client is already executing a query';

// Workers keep their modules between files (isolate: false): one listener per process.
const state = globalThis as typeof globalThis & { concurrentQueryWarnings?: Error[] };
if (!state.concurrentQueryWarnings) {
  const warnings: Error[] = [];
  state.concurrentQueryWarnings = warnings;
  process.on('warning', (warning) => {
    if (warning.name === 'DeprecationWarning' && warning.message.includes(CONCURRENT_QUERY)) warnings.push(warning);
  });
}

function failOnConcurrentQuery() {
  const [warning] = state.concurrentQueryWarnings!.splice(0);
  if (warning) {
    throw new Error(
      `Statements sent at once on one PostgreSQL client (a transaction): run them one after the other ` +
        `(readAll, lib/db/reads.ts).\n${warning.stack}`,
    );
  }
}

afterEach(failOnConcurrentQuery);
// Statements of a file's own afterAll (registered after this one, so run before it).
afterAll(failOnConcurrentQuery);
