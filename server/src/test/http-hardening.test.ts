import { Writable } from 'node:stream';
import zlib from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { auditLog } from '../db/schema/index';
import { recordAudit } from '../lib/audit';
import { answerWrite } from '../lib/crud/index';
import { seedPlanningFixture, UNIT_PD, type PlanningFixture } from '../modules/perencanaan/testing';
import { errorHandlerPlugin } from '../plugins/error-handler';
import { createTestApp, TEST_PASSWORD, type TestApp } from './harness';

/**
 * Issue 9 items 2, 5, 6, 7, 8: database refusals are 4xx without the SQL's values in the log, a
 * write answering an error leaves nothing behind, a row is deleted once, an empty JSON body is no
 * body, cache headers, ETags and compression.
 */
let t: TestApp;
let fx: PlanningFixture;
beforeAll(async () => {
  t = await createTestApp();
  fx = await seedPlanningFixture(t.database.db);
});
afterAll(() => t.close());

const API = '/backend/api';
const SS_PD = `${API}/sasaran-strategis-pd`;
const CITY = `${API}/public-display/display-makro/cascading`;
const PUBLIC_YEAR = { 'default-key-tahun-kinerja-public': '2024' };

function ssPdBody(iku: string) {
  return {
    sasaran_strategis_rpjmd_id: fx.ssRpjmdId,
    sasaran_strategis_satker: 'Meningkatnya uji ketahanan HTTP',
    iku,
    satuan: 'persen',
    baseline: 10,
    target_1: 10,
    target_2: 20,
    target_3: 30,
    target_4: 40,
    target_5: 50,
    triwulan: [],
  };
}

async function createSsPd(iku: string): Promise<number> {
  const res = await t.as('perangkat_daerah', { method: 'POST', url: SS_PD, payload: ssPdBody(iku) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.id as number;
}

async function auditCount(table: string, id: number, action: 'create' | 'update' | 'delete') {
  const [row] = await t.database.db
    .select({ n: count() })
    .from(auditLog)
    .where(and(eq(auditLog.table_name, table), eq(auditLog.record_id, String(id)), eq(auditLog.action, action)));
  return row!.n;
}

/** A bare app with the error handler, logging to `lines`, and routes that hit the test database. */
async function probeApp(lines: string[]): Promise<FastifyInstance> {
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  const app = Fastify({ logger: { level: 'info', stream } });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(errorHandlerPlugin);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = t.database.db;
  // Each casts a caller's value the way a column would refuse it.
  const probes: Record<string, () => Promise<unknown>> = {
    int4: () => db.execute(sql`select ${'2147483648'}::int4`),
    text: () => db.execute(sql`select ${'RAHASIA-123'}::int4`),
    date: () => db.execute(sql`select ${'2024-02-31'}::date`),
    money: () => db.execute(sql`select ${'1e16'}::numeric(18,2)`),
    nul: () => db.execute(sql`select ${'a\u0000b'}::text`),
    long: async () => {
      await db.execute(sql`create temp table if not exists probe_len (v varchar(3))`);
      return db.execute(sql`insert into probe_len values (${'abcdef'})`);
    },
    unique: () => db.execute(sql`insert into periode select * from periode limit 1`),
  };
  r.get('/probe/:name', async (request) => probes[(request.params as { name: string }).name]!());
  r.post('/write', { schema: { response: { 200: z.object({ data: z.number() }) } } }, async (_request, reply) =>
    answerWrite(db, reply, async (tx) => {
      await recordAudit(tx, { actorId: null, action: 'create', table: 'probe_write', recordId: 1 });
      return { data: Infinity };
    }),
  );
  await app.ready();
  return app;
}

describe('database refusals', () => {
  let app: FastifyInstance;
  const lines: string[] = [];
  beforeAll(async () => {
    app = await probeApp(lines);
  });
  afterAll(() => app.close());

  it('maps class 22 (data exception) to 422 with an Indonesian message', async () => {
    const expected: Record<string, string> = {
      int4: 'Angka di luar batas yang diizinkan',
      text: 'Format data tidak valid',
      date: 'Tanggal atau waktu tidak valid',
      money: 'Angka di luar batas yang diizinkan',
      nul: 'Teks mengandung karakter yang tidak diizinkan',
      long: 'Teks terlalu panjang',
    };
    for (const [name, message] of Object.entries(expected)) {
      const res = await app.inject({ method: 'GET', url: `/probe/${name}` });
      expect(res.statusCode, `${name}: ${res.body}`).toBe(422);
      expect(res.json().message, name).toBe(message);
      expect(res.json().errors, name).toBeDefined();
    }
  });

  it('maps class 23 (integrity) to 422 and logs code and constraint, not the values', async () => {
    lines.length = 0;
    const res = await app.inject({ method: 'GET', url: '/probe/unique' });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().message).toBe('Data yang sama sudah ada');
    const log = lines.join('');
    expect(log).toContain('"code":"23505"');
    expect(log).toContain('"constraint":"periode_pkey"');
    expect(log).toContain('"route":"/probe/:name"');

    lines.length = 0;
    await app.inject({ method: 'GET', url: '/probe/text' });
    expect(lines.join('')).toContain('22P02');
    expect(lines.join('')).not.toContain('RAHASIA-123');
    expect(lines.join('')).not.toContain('select');
  });

  it('rolls a write back when its answer cannot be serialised', async () => {
    const res = await app.inject({ method: 'POST', url: '/write' });
    expect(res.statusCode).toBe(500);
    const [row] = await t.database.db
      .select({ n: count() })
      .from(auditLog)
      .where(eq(auditLog.table_name, 'probe_write'));
    expect(row!.n).toBe(0);
  });
});

describe('deletes', () => {
  it('deletes a row once: of five concurrent DELETEs one is 200, the others 404, one audit entry', async () => {
    const id = await createSsPd('Indeks hapus serentak');
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => t.as('perangkat_daerah', { method: 'DELETE', url: `${SS_PD}/${id}` })),
    );
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes).toEqual([200, 404, 404, 404, 404]);
    expect(await auditCount('sasaran_strategis_pd', id, 'delete')).toBe(1);
  });

  it('treats an empty body with a JSON content type as no body (DELETE)', async () => {
    const id = await createSsPd('Indeks hapus tanpa isi');
    const res = await t.as('perangkat_daerah', {
      method: 'DELETE',
      url: `${SS_PD}/${id}`,
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('still refuses malformed JSON with 400', async () => {
    const res = await t.as('perangkat_daerah', {
      method: 'POST',
      url: SS_PD,
      headers: { 'content-type': 'application/json' },
      payload: '{"iku":',
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('sessions and cache headers', () => {
  it('logs out with a JSON content type and an empty body; the token is then refused', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: `${API}/login`,
      payload: { username: 'pemda', password: TEST_PASSWORD },
    });
    expect(login.statusCode, login.body).toBe(200);
    expect(login.headers['cache-control']).toBe('no-store');
    const authorization = `Bearer ${login.json().token as string}`;

    const user = await t.app.inject({ method: 'GET', url: `${API}/user`, headers: { authorization } });
    expect(user.statusCode).toBe(200);
    expect(user.headers['cache-control']).toBe('no-store');

    const logout = await t.app.inject({
      method: 'POST',
      url: `${API}/logout`,
      headers: { authorization, 'content-type': 'application/json' },
      payload: '',
    });
    expect(logout.statusCode, logout.body).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: `${API}/user`, headers: { authorization } })).statusCode).toBe(
      401,
    );
  });

  it('marks errors of the API no-store too', async () => {
    const res = await t.as(null, { method: 'GET', url: `${API}/user` });
    expect(res.statusCode).toBe(401);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('gives public reads a revalidated cache with an ETag, 304 when unchanged, a new ETag after a write', async () => {
    const first = await t.as(null, { method: 'GET', url: CITY, headers: PUBLIC_YEAR });
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/".+"$/);

    const again = await t.as(null, { method: 'GET', url: CITY, headers: { ...PUBLIC_YEAR, 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');

    await createSsPd('Indeks uji ETag publik');
    const changed = await t.as(null, { method: 'GET', url: CITY, headers: { ...PUBLIC_YEAR, 'if-none-match': etag } });
    expect(changed.statusCode).toBe(200);
    expect(changed.body).toContain('Indeks uji ETag publik');
    expect(changed.headers.etag).not.toBe(etag);
  });
});

describe('compression', () => {
  it('compresses an API answer above 1 KB for a client that accepts gzip, and only then', async () => {
    const url = `${SS_PD}?satuan_kerja_id=${UNIT_PD}&per_page=50`;
    const plain = await t.as('perangkat_daerah', { method: 'GET', url });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);

    const zipped = await t.as('perangkat_daerah', { method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    expect(zlib.gunzipSync(zipped.rawPayload).toString()).toBe(plain.body);
  });

  it('leaves small answers alone', async () => {
    const res = await t.as(null, { method: 'GET', url: `${API}/user`, headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers['content-encoding']).toBeUndefined();
  });
});
