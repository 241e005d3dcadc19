import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hubOf } from '../../lib/cache/hub';
import { createTestApp, openScaleCity, testAppOn, type DemoUsername, type TestApp } from '../../test/harness';

/**
 * The lists of penugasan (issue 13) read in the same number of SQL statements for the demo city
 * and for a city ten times larger: tim kerja, both approval queues, tim saya (as leader, the
 * leader's team detail, as member), rencana aksi RB, program prioritas (and its public copy), the
 * unit's PK list and the PK pegawai list.
 */
const SCALE = 10;
let demo: TestApp;
let big: TestApp;

beforeAll(async () => {
  demo = await createTestApp();
  // The scale-10 city shared by the scale tests of a run (test/databases.ts), a private copy.
  big = await testAppOn(await openScaleCity(SCALE));
}, 600_000);
afterAll(async () => {
  await demo.close();
  await big.close();
});

const API = '/backend/api';
type Read = [name: string, user: DemoUsername | null, url: string];

async function reads(t: TestApp): Promise<Read[]> {
  const teams = await t.as('validator_kepala_bidang', { method: 'GET', url: `${API}/tim-saya/ketua-tim` });
  const [team] = teams.json().data as { id: number }[];
  expect(team, 'the kepala bidang leads a team').toBeDefined();
  return [
    ['tim-kerja', 'perangkat_daerah', `${API}/tim-kerja`],
    ['tim-kerja tambahan', 'perangkat_daerah', `${API}/tim-kerja?jenis=tambahan`],
    ['validasi-kepala-bidang', 'validator_kepala_bidang', `${API}/validasi-kepala-bidang?status=semua`],
    ['validasi-kepala-opd', 'validator_kepala_opd', `${API}/validasi-kepala-opd?status=semua`],
    ['tim-saya ketua', 'validator_kepala_bidang', `${API}/tim-saya/ketua-tim`],
    ['tim-saya ketua detail', 'validator_kepala_bidang', `${API}/tim-saya/ketua-tim/${team!.id}`],
    ['tim-saya anggota', 'validator_kepala_bidang', `${API}/tim-saya/anggota-tim`],
    ['rencana-aksi-rb kategori', 'super', `${API}/rencana-aksi-rb/kategori-tematik`],
    ['rencana-aksi-rb sub kegiatan', 'super', `${API}/rencana-aksi-rb/sub-kegiatan`],
    ['program-prioritas', 'perangkat_daerah', `${API}/program-prioritas`],
    ['program-prioritas public', null, `${API}/public-display/program-prioritas`],
    ['perjanjian-kinerja', 'perangkat_daerah', `${API}/perjanjian-kinerja`],
    ['perjanjian-kinerja-pegawai', 'perangkat_daerah', `${API}/perjanjian-kinerja-pegawai`],
  ];
}

/** Statements of every list, each read cold (the response cache dropped first). */
async function walk(t: TestApp) {
  const list = await reads(t);
  // Sign every user in first: the token of a first request is not the list's cost.
  for (const [, user] of list) if (user) await t.tokenFor(user);
  const statements: Record<string, number> = {};
  const sizes: Record<string, number> = {};
  for (const [name, user, url] of list) {
    hubOf(t.database.db).apply({ kind: 'data' });
    const { result, count } = await t.countAs(user, { method: 'GET', url });
    expect(result.statusCode, `${name}: ${result.body}`).toBe(200);
    statements[name] = count;
    const body = result.json<{ total?: number; data: unknown }>();
    sizes[name] = body.total ?? (Array.isArray(body.data) ? body.data.length : 1);
  }
  return { statements, sizes };
}

describe('penugasan lists: statements per list', () => {
  it(`are the same at scale 1 and ${SCALE}`, async () => {
    const small = await walk(demo);
    const large = await walk(big);
    // The larger city has more rows where the plan is repeated (agreements, sub kegiatan)...
    for (const name of ['perjanjian-kinerja', 'rencana-aksi-rb sub kegiatan'])
      expect(large.sizes[name], name).toBeGreaterThan(small.sizes[name]!);
    // ...and every list is read in exactly as many statements.
    expect(large.statements).toEqual(small.statements);
    console.log(
      `penugasan statements per list (scale 1 = scale ${SCALE}): ${JSON.stringify(small.statements)}; ` +
        `rows ${JSON.stringify(small.sizes)} → ${JSON.stringify(large.sizes)}`,
    );
  }, 300_000);
});
