import { describe, expect, it } from 'vitest';
import { planningTestApp } from '../../../test/planning-fixture-app';
import { fieldErrorsOf } from '../../../test/refusals';
import { readXlsx, UNIT_LAIN, UNIT_PD } from '../testing';

const { t, fx } = planningTestApp();
const url = '/backend/api/kinerja-bayangan';

function payload(overrides: Record<string, unknown> = {}) {
  return {
    level: 'sasaran-strategis-pd',
    kinerja_id: fx.ssPd[UNIT_PD],
    sasaran: 'Bayangan sasaran uji',
    indikator: 'Bayangan indikator uji',
    satuan: '%',
    target: 80,
    ...overrides,
  };
}

describe('kinerja-bayangan', () => {
  it('answers 401, lets everyone read and only the city write (403)', async () => {
    expect((await t.as(null, { method: 'GET', url })).statusCode).toBe(401);
    expect((await t.as('perangkat_daerah', { method: 'GET', url })).statusCode).toBe(200);
    expect((await t.as('perangkat_daerah', { method: 'POST', url, payload: payload() })).statusCode).toBe(403);
  });

  it('creates one shadow per node (a second is 422), lists, filters, exports, edits with history, deletes', async () => {
    const res = await t.as('pemerintah_daerah', { method: 'POST', url, payload: payload() });
    expect(res.statusCode, res.body).toBe(200);
    const row = res.json().data;
    expect(row).toMatchObject({
      level: 'sasaran-strategis-pd',
      kinerja_id: fx.ssPd[UNIT_PD],
      satuan_kerja_id: UNIT_PD,
    });

    const twice = await t.as('pemda', { method: 'POST', url, payload: payload({ sasaran: 'Lagi' }) });
    expect(twice.statusCode).toBe(422);
    expect(twice.json().errors.kinerja_id).toEqual(['Kinerja ini sudah memiliki kinerja bayangan']);

    const other = await t.as('pemda', {
      method: 'POST',
      url,
      payload: payload({ kinerja_id: fx.ssPd[UNIT_LAIN], sasaran: 'Bayangan lain uji' }),
    });
    expect(other.statusCode, other.body).toBe(200);

    const byUnit = (
      await t.as('perangkat_daerah', { method: 'GET', url: `${url}?satuan_kerja_id=${UNIT_PD}&search=uji` })
    ).json();
    expect(byUnit.data.map((r: { id: number }) => r.id)).toEqual([row.id]);
    const byLevel = (level: string) =>
      t
        .as('pemda', { method: 'GET', url: `${url}?level=${level}&search=Bayangan sasaran uji` })
        .then((r) => r.json().total);
    expect(await byLevel('sasaran-strategis-pd')).toBe(1);
    expect(await byLevel('kinerja-program')).toBe(0);
    const xlsx = await readXlsx(await t.as('pemda', { method: 'GET', url: `${url}/export?search=Bayangan lain uji` }));
    expect(xlsx.rows).toHaveLength(1);

    const put = await t.as('pemda', { method: 'PUT', url: `${url}/${row.id}`, payload: payload({ target: 90 }) });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().data.target).toBe(90);
    const riwayat = (await t.as('validator_lke', { method: 'GET', url: `${url}/${row.id}/riwayat` })).json().data;
    expect(riwayat.map((r: { action: string }) => r.action)).toEqual(['update', 'create']);

    expect((await t.as('pemda', { method: 'DELETE', url: `${url}/${row.id}` })).statusCode).toBe(200);
    expect((await t.as('pemda', { method: 'GET', url: `${url}/${row.id}` })).statusCode).toBe(404);
  });

  it('answers 422 on bad input and unknown nodes, 404 on unknown ids', async () => {
    const refused = (body: Record<string, unknown>) =>
      fieldErrorsOf(t, 'pemda', { method: 'POST', url, payload: payload(body) });
    expect(await refused({ level: 'misi', sasaran: '' })).toMatchObject({
      level: ['Tingkat kinerja wajib dipilih'],
      sasaran: ['Sasaran wajib diisi'],
    });
    expect((await refused({ level: 'kinerja-program', kinerja_id: 999999 })).kinerja_id).toEqual([
      'Kinerja Program tidak ditemukan untuk tahun 2024',
    ]);
    expect((await t.as('pemda', { method: 'PUT', url: `${url}/999999`, payload: payload() })).statusCode).toBe(404);
    expect((await t.as('pemda', { method: 'DELETE', url: `${url}/999999` })).statusCode).toBe(404);
  });
});
