/**
 * GET /backend/api/user (token lookup, guard, year check, response schema) relative to a bare
 * Fastify hello-world, both served here in one run, so the ratio does not depend on the machine.
 * Run: npm run bench -- (or: npx tsx bench/http.bench.ts)
 */
import { randomBytes } from 'node:crypto';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { eq } from 'drizzle-orm';
import { buildApp } from '../server/src/app';
import { testConfig } from '../server/src/config';
import { openDatabase } from '../server/src/db/client';
import { runMigrations } from '../server/src/db/migrate';
import { apiTokens, users } from '../server/src/db/schema/index';
import { hashToken } from '../server/src/plugins/auth';
import { seedDemo } from '../server/src/seed/demo';

const DURATION = Number(process.env.BENCH_SECONDS ?? 5);

async function measure(url: string, headers: Record<string, string> = {}) {
  const result = await autocannon({ url, connections: 10, duration: DURATION, headers });
  return { rps: result.requests.average, p99: result.latency.p99, errors: result.errors + result.non2xx };
}

async function main() {
  const bare = Fastify();
  bare.get('/', async () => ({ hello: 'world' }));
  await bare.listen({ port: 0, host: '127.0.0.1' });

  const database = await openDatabase({ dataDir: 'memory://' });
  await runMigrations(database);
  await seedDemo(database.db, { password: 'bench-password' });
  const app = await buildApp(testConfig(), database.db);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const [user] = await database.db.select({ id: users.id }).from(users).where(eq(users.username, 'perangkat_daerah'));
  const token = randomBytes(32).toString('base64url');
  await database.db.insert(apiTokens).values({ user_id: user!.id, token_hash: hashToken(token), expires_at: new Date(Date.now() + 3600_000) });

  const bareUrl = `http://127.0.0.1:${(bare.server.address() as { port: number }).port}/`;
  const appUrl = `http://127.0.0.1:${(app.server.address() as { port: number }).port}/backend/api/user`;
  const baseline = await measure(bareUrl);
  const api = await measure(appUrl, { authorization: `Bearer ${token}` });
  console.log(`bare fastify      : ${baseline.rps.toFixed(0)} req/s, p99 ${baseline.p99} ms`);
  console.log(`GET /backend/api/user: ${api.rps.toFixed(0)} req/s, p99 ${api.p99} ms, errors ${api.errors}`);
  console.log(`ratio             : ${(api.rps / baseline.rps).toFixed(3)} of bare Fastify throughput (${database.kind})`);
  await app.close();
  await bare.close();
  await database.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
