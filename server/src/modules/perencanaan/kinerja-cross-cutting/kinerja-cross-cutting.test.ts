import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { kinerjaContract, planningTestApp } from '../../../test/planning-fixture-app';
import { sasaranStrategisPd } from '../../../db/schema/index';
import { readXlsx, UNIT_LAIN, UNIT_PD } from '../testing';

const { t, fx } = planningTestApp();
const url = '/backend/api/kinerja-cross-cutting';

function payload(overrides: Record<string, unknown> = {}) {
  return {
    sasaran_strategis_rpjmd_id: fx.ssRpjmdId,
    satuan_kerja_id: UNIT_PD,
    sasaran: 'Turunnya angka stunting uji',
    indikator: 'Prevalensi stunting uji',
    satuan: '%',
    polaritas: 'turun',
    baseline: 20,
    target_1: 18,
    ...{ target_2: null, target_3: null, target_4: null, target_5: null },
    ...{ realisasi_2: null, realisasi_3: null, realisasi_4: null, realisasi_5: null },
    realisasi_1: 18,
    ...overrides,
  };
}

async function create(overrides: Record<string, unknown> = {}) {
  const res = await t.as('pemerintah_daerah', { method: 'POST', url, payload: payload(overrides) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

kinerjaContract(t, 'kinerja-cross-cutting', {
  writer: 'pemerintah_daerah',
  body: () => payload(),
  forbidden: [
    { who: 'perangkat_daerah', method: 'POST' },
    { who: 'biro', method: 'DELETE', path: () => '/1' },
  ],
  invalid: {
    body: { sasaran: '', target_1: 'abc' },
    errors: { sasaran: ['Sasaran wajib diisi'], target_1: ['Target tahun ke-1 harus berupa angka'] },
  },
});

describe('kinerja-cross-cutting', () => {
  it('lets every signed-in role read', async () => {
    expect((await t.as('perangkat_daerah', { method: 'GET', url })).statusCode).toBe(200);
  });

  it('creates with capaian, lists, filters, searches, exports, shows the units serving it and its history', async () => {
    const goal = await create();
    expect(goal).toMatchObject({ capaian_1: 100, target: 18, capaian: 100, satuan_kerja_nama: expect.any(String) });
    expect(goal.sasaran_strategis_rpjmd).toMatchObject({ id: fx.ssRpjmdId, sasaran: 'Sasaran RPJMD uji' });
    const child = await create({ parent_id: goal.id, sasaran: 'Sub stunting uji', satuan_kerja_id: null });
    expect(child.parent).toMatchObject({ id: goal.id });

    await t.database.db
      .update(sasaranStrategisPd)
      .set({ kinerja_cross_cutting_id: goal.id })
      .where(eq(sasaranStrategisPd.id, fx.ssPd[UNIT_LAIN]!));
    const shown = (await t.as('perangkat_daerah', { method: 'GET', url: `${url}/${goal.id}` })).json().data;
    expect(shown.children.map((c: { id: number }) => c.id)).toEqual([child.id]);
    expect(shown.kinerja).toEqual([expect.objectContaining({ level: 'sasaran-strategis-pd', id: fx.ssPd[UNIT_LAIN] })]);

    const search = (await t.as('pemda', { method: 'GET', url: `${url}?search=stunting uji` })).json();
    expect(search.data.map((r: { id: number }) => r.id)).toEqual(expect.arrayContaining([goal.id, child.id]));
    const byUnit = (
      await t.as('pemda', { method: 'GET', url: `${url}?satuan_kerja_id=${UNIT_PD}&search=stunting uji` })
    ).json();
    expect(byUnit.data.map((r: { id: number }) => r.id)).toEqual([goal.id]);
    const xlsx = await readXlsx(await t.as('pemda', { method: 'GET', url: `${url}/export?search=stunting uji` }));
    expect(xlsx.rows).toHaveLength(2);

    const put = await t.as('pemda', { method: 'PUT', url: `${url}/${goal.id}`, payload: payload({ realisasi_1: 20 }) });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().data.capaian_1).toBeLessThan(100);
    const riwayat = (await t.as('perangkat_daerah', { method: 'GET', url: `${url}/${goal.id}/riwayat` })).json().data;
    expect(riwayat.map((r: { action: string }) => r.action)).toEqual(['update', 'create']);

    // Delete with children: 422 naming them.
    const blocked = await t.as('pemda', { method: 'DELETE', url: `${url}/${goal.id}` });
    expect(blocked.statusCode).toBe(422);
    expect(blocked.json().message).toBe(
      'Kinerja cross cutting masih memiliki 1 kinerja cross cutting turunan dan 1 sasaran strategis PD',
    );
    expect((await t.as('pemda', { method: 'DELETE', url: `${url}/${child.id}` })).statusCode).toBe(200);
  });

  it('answers 422 on unknown references and a parent that would make a cycle', async () => {
    const refs = await t.as('pemda', {
      method: 'POST',
      url,
      payload: payload({ sasaran_strategis_rpjmd_id: 999999, parent_id: 999999, satuan_kerja_id: 'tidak-ada' }),
    });
    expect(refs.statusCode).toBe(422);
    expect(Object.keys(refs.json().errors).sort()).toEqual([
      'parent_id',
      'sasaran_strategis_rpjmd_id',
      'satuan_kerja_id',
    ]);

    const a = await create({ sasaran: 'A' });
    const b = await create({ sasaran: 'B', parent_id: a.id });
    const self = await t.as('pemda', { method: 'PUT', url: `${url}/${a.id}`, payload: payload({ parent_id: a.id }) });
    expect(self.statusCode).toBe(422);
    const cycle = await t.as('pemda', { method: 'PUT', url: `${url}/${a.id}`, payload: payload({ parent_id: b.id }) });
    expect(cycle.statusCode).toBe(422);
    expect(cycle.json().errors.parent_id).toBeDefined();
  });
});
