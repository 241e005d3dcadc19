import { beforeAll, describe, expect, it } from 'vitest';
import { planningTestApp } from '../../../test/planning-fixture-app';
import { capaian } from '@sakip/domain';
import { readXlsx, UNIT_LAIN, UNIT_PD } from '../testing';

const { t, fx } = planningTestApp();
let sasaranId: number;
const url = '/backend/api/sasaran-strategis-rpjmd';
const nodeUrl = '/backend/api/visi-misi-rpjmd';

beforeAll(async () => {
  const res = await t.as('pemerintah_daerah', { method: 'GET', url: `${url}/${fx.ssRpjmdId}` });
  sasaranId = res.json().data.sasaran_strategis_id;
});

async function newIndikator(polaritas: 'naik' | 'turun', indikator = `Indikator ${polaritas} ${Math.random()}`) {
  const res = await t.as('pemerintah_daerah', {
    method: 'POST',
    url: `${nodeUrl}/indikator-sasaran-strategis`,
    payload: { sasaran_strategis_id: sasaranId, nomor: 5, indikator, satuan: '%', polaritas },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.id as number;
}

function payload(indikatorId: number, overrides: Record<string, unknown> = {}) {
  return {
    sasaran_strategis_id: sasaranId,
    indikator_sasaran_strategis_id: indikatorId,
    baseline: 12,
    target_1: 10,
    target_2: 9,
    target_3: 8,
    target_4: 7,
    target_5: 6,
    realisasi_1: 8,
    realisasi_2: null,
    realisasi_3: null,
    realisasi_4: null,
    realisasi_5: null,
    rata_nasional: 9.5,
    ...overrides,
  };
}

describe('sasaran-strategis-rpjmd', () => {
  it('answers 401 without a token, lets everyone read and only the city write (403)', async () => {
    expect((await t.as(null, { method: 'GET', url })).statusCode).toBe(401);
    expect((await t.as('perangkat_daerah', { method: 'GET', url })).statusCode).toBe(200);
    expect((await t.as('validator_lke', { method: 'GET', url: `${url}/${fx.ssRpjmdId}` })).statusCode).toBe(200);
    const indikatorId = await newIndikator('naik');
    for (const req of [
      { method: 'POST' as const, url, payload: payload(indikatorId) },
      { method: 'PUT' as const, url: `${url}/${fx.ssRpjmdId}`, payload: payload(indikatorId) },
      { method: 'DELETE' as const, url: `${url}/${fx.ssRpjmdId}` },
      {
        method: 'POST' as const,
        url: `${url}/${fx.ssRpjmdId}/sasaran-strategis-pd-cross`,
        payload: { sasaran_strategis_pd_id: 1 },
      },
    ]) {
      expect((await t.as('perangkat_daerah', req)).statusCode, `${req.method} ${req.url}`).toBe(403);
    }
  });

  it('creates with capaian per year computed with the indicator polarity, lists, searches and exports', async () => {
    const indikatorId = await newIndikator('turun', 'Persentase balita stunting uji');
    const res = await t.as('pemerintah_daerah', { method: 'POST', url, payload: payload(indikatorId) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Sasaran strategis RPJMD berhasil ditambahkan');
    const data = res.json().data;
    // Lower is better: realisasi 8 against target 10 is above 100 %.
    expect(data.capaian_1).toBe(capaian(10, 8, 'turun'));
    expect(data.capaian_1).toBeGreaterThan(100);
    expect(data.capaian_2).toBeNull();
    expect(data).toMatchObject({
      tahun_awal: 2024,
      target: 10,
      realisasi: 8,
      capaian: data.capaian_1,
      polaritas: 'turun',
    });
    expect(data.perbandingan[0]).toMatchObject({ tahun: 2024, perbandingan_realisasi_target: 'Melampaui target 2,00' });
    expect(data.perbandingan[0].perbandingan_realisasi_tahun).toBe('Turun 4,00 dari tahun 2023');
    expect(data.perbandingan_rata_nasional).toBe('Lebih rendah 1,50 dari rata-rata nasional');
    expect(data.efisiensi_sumber_daya).toEqual({ pagu: 0, realisasi: 0, nominal: null, persen: null });

    const list = await t.as('perangkat_daerah', { method: 'GET', url: `${url}?search=stunting uji` });
    expect(list.json().data.map((r: { id: number }) => r.id)).toEqual([data.id]);
    const bySasaran = await t.as('pemerintah_daerah', {
      method: 'GET',
      url: `${url}?sasaran_strategis_id=${sasaranId}&per_page=100`,
    });
    expect(bySasaran.json().data.map((r: { id: number }) => r.id)).toEqual(
      expect.arrayContaining([data.id, fx.ssRpjmdId]),
    );

    const xlsx = await readXlsx(
      await t.as('pemerintah_daerah', { method: 'GET', url: `${url}/export?search=stunting uji` }),
    );
    expect(xlsx.filename).toBe('sasaran-strategis-rpjmd-2024.xlsx');
    expect(xlsx.headers).toEqual(
      expect.arrayContaining(['Sasaran Strategis', 'Indikator', 'Target 2024', 'Capaian 2024 (%)']),
    );
    expect(xlsx.rows).toHaveLength(1);
  });

  it('answers 422 with field messages: missing target, foreign indicator, indicator used twice in the period', async () => {
    const indikatorId = await newIndikator('naik');
    const missing = await t.as('pemerintah_daerah', {
      method: 'POST',
      url,
      payload: payload(indikatorId, { target_1: '' }),
    });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.target_1).toEqual(['Target tahun ke-1 wajib diisi']);

    const other = await t.as('pemerintah_daerah', {
      method: 'POST',
      url: `${nodeUrl}/sasaran-strategis`,
      payload: {
        tujuan_id: (await t.as('pemerintah_daerah', { method: 'GET', url: `${url}/${fx.ssRpjmdId}` })).json().data
          .tujuan.id,
        nomor: 7,
        sasaran: 'Sasaran lain',
      },
    });
    const foreign = await t.as('pemerintah_daerah', {
      method: 'POST',
      url,
      payload: payload(indikatorId, { sasaran_strategis_id: other.json().data.id }),
    });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().errors.indikator_sasaran_strategis_id).toEqual([
      'Indikator bukan milik sasaran strategis yang dipilih',
    ]);

    expect((await t.as('pemerintah_daerah', { method: 'POST', url, payload: payload(indikatorId) })).statusCode).toBe(
      200,
    );
    const twice = await t.as('pemerintah_daerah', { method: 'POST', url, payload: payload(indikatorId) });
    expect(twice.statusCode).toBe(422);
    expect(twice.json().errors.indikator_sasaran_strategis_id[0]).toMatch(/sudah dipakai sasaran strategis RPJMD lain/);
  });

  it('updates with history, answers 404 for unknown ids, and refuses to delete a goal with SS-PD', async () => {
    const indikatorId = await newIndikator('naik');
    const created = (await t.as('pemerintah_daerah', { method: 'POST', url, payload: payload(indikatorId) })).json()
      .data;
    const put = await t.as('pemda', {
      method: 'PUT',
      url: `${url}/${created.id}`,
      payload: payload(indikatorId, { realisasi_1: 12 }),
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().data.capaian_1).toBe(120);
    const riwayat = (await t.as('perangkat_daerah', { method: 'GET', url: `${url}/${created.id}/riwayat` })).json()
      .data;
    expect(riwayat.map((r: { action: string }) => r.action)).toEqual(['update', 'create']);
    expect(riwayat[0].changes).toEqual(expect.arrayContaining([{ field: 'realisasi_1', old: 8, new: 12 }]));

    for (const req of [
      { method: 'GET' as const, url: `${url}/999999` },
      { method: 'GET' as const, url: `${url}/999999/riwayat` },
      { method: 'PUT' as const, url: `${url}/999999`, payload: payload(indikatorId) },
      { method: 'DELETE' as const, url: `${url}/999999` },
    ]) {
      expect((await t.as('pemerintah_daerah', req)).statusCode, `${req.method} ${req.url}`).toBe(404);
    }

    const blocked = await t.as('pemerintah_daerah', { method: 'DELETE', url: `${url}/${fx.ssRpjmdId}` });
    expect(blocked.statusCode).toBe(422);
    expect(blocked.json().message).toMatch(/^Sasaran strategis RPJMD masih memiliki \d+ sasaran strategis PD$/);

    const removed = await t.as('super', { method: 'DELETE', url: `${url}/${created.id}` });
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await t.as('super', { method: 'GET', url: `${url}/${created.id}` })).statusCode).toBe(404);
  });

  it('adopts another goal’s SS-PD as cross cutting once (duplicate 422), lists and releases it', async () => {
    const indikatorId = await newIndikator('naik');
    const goal = (await t.as('pemerintah_daerah', { method: 'POST', url, payload: payload(indikatorId) })).json().data;
    const crossUrl = `${url}/${goal.id}/sasaran-strategis-pd-cross`;

    const kandidat = await t.as('pemerintah_daerah', {
      method: 'GET',
      url: `${crossUrl}/kandidat?satuan_kerja_id=${UNIT_LAIN}`,
    });
    expect(kandidat.statusCode, kandidat.body).toBe(200);
    expect(kandidat.json().map((k: { id: number }) => k.id)).toContain(fx.ssPd[UNIT_LAIN]);

    const adopt = await t.as('pemerintah_daerah', {
      method: 'POST',
      url: crossUrl,
      payload: { sasaran_strategis_pd_id: fx.ssPd[UNIT_LAIN] },
    });
    expect(adopt.statusCode, adopt.body).toBe(200);
    expect(adopt.json().data.cross).toEqual([expect.objectContaining({ id: fx.ssPd[UNIT_LAIN], is_cross: true })]);

    const twice = await t.as('pemda', {
      method: 'POST',
      url: crossUrl,
      payload: { sasaran_strategis_pd_id: fx.ssPd[UNIT_LAIN] },
    });
    expect(twice.statusCode).toBe(422);
    expect(twice.json().errors.sasaran_strategis_pd_id).toEqual([
      'Kinerja ini sudah ditambahkan sebagai cross cutting',
    ]);

    const own = await t.as('pemerintah_daerah', {
      method: 'POST',
      url: `${url}/${fx.ssRpjmdId}/sasaran-strategis-pd-cross`,
      payload: { sasaran_strategis_pd_id: fx.ssPd[UNIT_PD] },
    });
    expect(own.statusCode).toBe(422);
    const missing = await t.as('pemerintah_daerah', {
      method: 'POST',
      url: crossUrl,
      payload: { sasaran_strategis_pd_id: 999999 },
    });
    expect(missing.statusCode).toBe(422);

    const shown = (await t.as('perangkat_daerah', { method: 'GET', url: `${url}/${goal.id}` })).json().data;
    expect(shown.sasaran_strategis_pd_cross.map((c: { id: number }) => c.id)).toEqual([fx.ssPd[UNIT_LAIN]]);
    expect((await t.as('perangkat_daerah', { method: 'GET', url: crossUrl })).statusCode).toBe(200);
    expect(
      (await t.as('perangkat_daerah', { method: 'DELETE', url: `${crossUrl}/${fx.ssPd[UNIT_LAIN]}` })).statusCode,
    ).toBe(403);

    const release = await t.as('pemerintah_daerah', { method: 'DELETE', url: `${crossUrl}/${fx.ssPd[UNIT_LAIN]}` });
    expect(release.statusCode, release.body).toBe(200);
    expect(release.json().data.cross).toEqual([]);
    expect(
      (await t.as('pemerintah_daerah', { method: 'DELETE', url: `${crossUrl}/${fx.ssPd[UNIT_LAIN]}` })).statusCode,
    ).toBe(404);
    expect(
      (await t.as('pemerintah_daerah', { method: 'GET', url: `${url}/999999/sasaran-strategis-pd-cross` })).statusCode,
    ).toBe(404);
  });
});
