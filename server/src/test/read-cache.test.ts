import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countQueries } from '../db/query-counter';
import { publish } from '../lib/cache/hub';
import { seedPlanningFixture, UNIT_PD, type PlanningFixture } from '../modules/perencanaan/testing';
import { createTestApp, type TestApp } from './harness';

/**
 * The public read cache (decision 0017): a warm read costs no statement, and a write through the
 * API is visible on the very next read of the public tree and capaian pages.
 */
let t: TestApp;
let fx: PlanningFixture;
beforeAll(async () => {
  t = await createTestApp();
  fx = await seedPlanningFixture(t.database.db);
  await publish(t.database.db, { kind: 'data' });
});
afterAll(() => t.close());

const TREE = `/backend/api/public-display/display-mikro/cascading?satuan_kerja_id=${UNIT_PD}&max_level=2`;
const CAPAIAN = `/backend/api/public-display/capaian-iku?satuan_kerja_id=${UNIT_PD}`;
const CITY = '/backend/api/public-display/display-makro/cascading';

async function publicGet(url: string) {
  const res = await t.as(null, { method: 'GET', url, headers: { 'default-key-tahun-kinerja-public': '2024' } });
  expect(res.statusCode, res.body).toBe(200);
  return res.body;
}

function body(iku: string, target1: number) {
  return {
    sasaran_strategis_rpjmd_id: fx.ssRpjmdId,
    sasaran_strategis_satker: 'Meningkatnya layanan uji cache',
    iku,
    satuan: 'persen',
    baseline: 10,
    target_1: target1,
    target_2: 20,
    target_3: 30,
    target_4: 40,
    target_5: 50,
    ...{ realisasi_1: null, realisasi_2: null, realisasi_3: null, realisasi_4: null, realisasi_5: null },
    rata_nasional: null,
    triwulan: [],
  };
}

describe('public read cache', () => {
  it('answers a warm read without a database statement', async () => {
    for (const url of [TREE, CAPAIAN, CITY]) {
      await publicGet(url);
      const { count } = await countQueries(() => publicGet(url));
      expect(count, url).toBe(0);
    }
  });

  it('shows a unit write on the public tree and capaian pages right after it', async () => {
    const before = [await publicGet(TREE), await publicGet(CAPAIAN), await publicGet(CITY)];
    const iku = 'Indeks uji cache publik';
    for (const text of before) expect(text).not.toContain(iku);

    const created = await t.as('perangkat_daerah', { method: 'POST', url: '/backend/api/sasaran-strategis-pd', payload: body(iku, 11) });
    expect(created.statusCode, created.body).toBe(200);
    for (const url of [TREE, CAPAIAN, CITY]) expect(await publicGet(url), url).toContain(iku);

    const id = created.json().data.id as number;
    const renamed = 'Indeks uji cache publik diubah';
    const updated = await t.as('perangkat_daerah', {
      method: 'PUT',
      url: `/backend/api/sasaran-strategis-pd/${id}`,
      payload: body(renamed, 12),
    });
    expect(updated.statusCode, updated.body).toBe(200);
    const tree = await publicGet(TREE);
    expect(tree).toContain(renamed);
    expect(await publicGet(CAPAIAN)).toContain(renamed);

    const removed = await t.as('perangkat_daerah', { method: 'DELETE', url: `/backend/api/sasaran-strategis-pd/${id}` });
    expect(removed.statusCode, removed.body).toBe(200);
    for (const url of [TREE, CAPAIAN, CITY]) expect(await publicGet(url), url).not.toContain(renamed);
  });

  it('does not let a refused write or a failed login clear the cache', async () => {
    await publicGet(CAPAIAN);
    const refused = await t.as('perangkat_daerah', { method: 'POST', url: '/backend/api/sasaran-strategis-pd', payload: {} });
    expect(refused.statusCode).toBe(422);
    await t.app.inject({ method: 'POST', url: '/backend/api/login', payload: { username: 'super', password: 'salah' } });
    expect((await countQueries(() => publicGet(CAPAIAN))).count).toBe(0);
  });
});
