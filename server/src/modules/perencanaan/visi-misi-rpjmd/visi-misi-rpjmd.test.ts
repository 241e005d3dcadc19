import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { misi, visi } from '../../../db/schema/index';
import { countQueries } from '../../../db/query-counter';
import type { TestApp } from '../../../test/harness';
import { planningTestApp } from '../../../test/planning-fixture-app';
import { readXlsx } from '../testing';

const { t, fx } = planningTestApp();
let visiId: number;
const url = '/backend/api/visi-misi-rpjmd';

beforeAll(async () => {
  const [row] = await t.database.db.select({ id: visi.id }).from(visi).where(eq(visi.periode_id, fx.periodeId));
  visiId = row!.id;
});

async function post(
  kind: string,
  payload: Record<string, unknown>,
  who: Parameters<TestApp['as']>[0] = 'pemerintah_daerah',
) {
  return t.as(who, { method: 'POST', url: `${url}/${kind}`, payload });
}

describe('visi-misi-rpjmd', () => {
  it('lists the visi of the period with its misi (search on misi too), exports it; everyone reads', async () => {
    expect((await t.as(null, { method: 'GET', url })).statusCode).toBe(401);
    const list = await t.as('perangkat_daerah', { method: 'GET', url });
    expect(list.statusCode, list.body).toBe(200);
    const row = list.json().data.find((r: { id: number }) => r.id === visiId);
    expect(row).toMatchObject({ tahun_awal: 2024, tahun_akhir: 2028 });
    expect(row.misi.map((m: { misi: string }) => m.misi)).toContain('Misi uji');
    expect((await t.as('pemda', { method: 'GET', url: `${url}?search=Misi uji` })).json().total).toBe(1);
    expect((await t.as('pemda', { method: 'GET', url: `${url}?search=tidak-ada-zzz` })).json().total).toBe(0);
    const xlsx = await readXlsx(await t.as('pemda', { method: 'GET', url: `${url}/export` }));
    expect(xlsx.headers).toEqual(['No', 'Periode', 'Visi', 'Misi']);
  });

  it('shows the tree misi → tujuan → sasaran with their indicators in a bounded number of queries', async () => {
    const measure = () => countQueries(() => t.as('validator_lke', { method: 'GET', url: `${url}/${visiId}` }));
    await measure(); // the first request of an account also logs it in
    const before = await measure();
    // A bigger tree costs no more statements (one per level, not one per node).
    for (let i = 0; i < 5; i++) {
      await t.as('pemda', {
        method: 'POST',
        url: `${url}/misi`,
        payload: { visi_id: visiId, nomor: 20 + i, misi: `Misi tambahan ${i}` },
      });
    }
    const { result: res, count } = await measure();
    expect(count).toBe(before.count);
    expect(res.statusCode, res.body).toBe(200);
    const uji = res.json().data.misi.find((m: { misi: string }) => m.misi === 'Misi uji');
    expect(uji.tujuan[0]).toMatchObject({ tujuan: 'Tujuan uji' });
    expect(uji.tujuan[0].sasaran_strategis[0]).toMatchObject({ sasaran: 'Sasaran RPJMD uji' });
    expect(uji.tujuan[0].sasaran_strategis[0].indikator[0]).toMatchObject({
      indikator: 'Indikator RPJMD uji',
      polaritas: 'naik',
    });
  });

  it('refuses a second visi for the period and unit users writing (403)', async () => {
    const twice = await t.as('pemerintah_daerah', { method: 'POST', url, payload: { visi: 'Visi kedua' } });
    expect(twice.statusCode).toBe(422);
    expect(twice.json().errors.visi[0]).toMatch(/^Visi untuk periode 2024-2028 sudah ada$/);
    expect((await t.as('perangkat_daerah', { method: 'POST', url, payload: { visi: 'x' } })).statusCode).toBe(403);
    expect((await post('misi', { visi_id: visiId, nomor: 1, misi: 'x' }, 'perangkat_daerah')).statusCode).toBe(403);
    expect((await t.as('perangkat_daerah', { method: 'DELETE', url: `${url}/misi/1` })).statusCode).toBe(403);
  });

  it('creates, edits and deletes nodes with history; 422 on bad input and unknown parents; 404 on unknown ids', async () => {
    const created = await post('misi', { visi_id: visiId, nomor: 7, misi: 'Misi baru' });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json().message).toBe('Misi berhasil ditambahkan');
    const misiId = created.json().data.id;

    const tujuan = await post('tujuan', { misi_id: misiId, nomor: 1, tujuan: 'Tujuan baru' });
    expect(tujuan.statusCode, tujuan.body).toBe(200);
    const indikatorTujuan = await post('indikator-tujuan', {
      tujuan_id: tujuan.json().data.id,
      nomor: 1,
      indikator: 'IPM',
      satuan: 'indeks',
      target_1: 70,
    });
    expect(indikatorTujuan.statusCode, indikatorTujuan.body).toBe(200);

    const put = await t.as('pemda', {
      method: 'PUT',
      url: `${url}/misi/${misiId}`,
      payload: { visi_id: visiId, nomor: 7, misi: 'Misi diubah' },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().data.misi).toBe('Misi diubah');
    const riwayat = (await t.as('perangkat_daerah', { method: 'GET', url: `${url}/misi/${misiId}/riwayat` })).json()
      .data;
    expect(riwayat.map((r: { action: string }) => r.action)).toEqual(['update', 'create']);

    const bad = await post('misi', { visi_id: visiId, nomor: 'x', misi: '' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toMatchObject({
      nomor: ['Nomor harus berupa bilangan bulat'],
      misi: ['Misi wajib diisi'],
    });
    const orphan = await post('tujuan', { misi_id: 999999, nomor: 1, tujuan: 'x' });
    expect(orphan.statusCode).toBe(422);
    expect(orphan.json().errors.misi_id).toEqual(['Misi tidak ditemukan']);
    expect(
      (
        await t.as('pemda', {
          method: 'PUT',
          url: `${url}/tujuan/999999`,
          payload: { misi_id: misiId, nomor: 1, tujuan: 'x' },
        })
      ).statusCode,
    ).toBe(404);
    expect((await t.as('pemda', { method: 'DELETE', url: `${url}/sasaran-strategis/999999` })).statusCode).toBe(404);
    expect((await t.as('pemda', { method: 'GET', url: `${url}/999999` })).statusCode).toBe(404);

    // Deleting with children: 422 naming them; bottom-up it works.
    const blocked = await t.as('pemda', { method: 'DELETE', url: `${url}/misi/${misiId}` });
    expect(blocked.statusCode).toBe(422);
    expect(blocked.json().message).toBe('Misi masih memiliki 1 tujuan');
    const blockedTujuan = await t.as('pemda', { method: 'DELETE', url: `${url}/tujuan/${tujuan.json().data.id}` });
    expect(blockedTujuan.json().message).toBe('Tujuan masih memiliki 1 indikator tujuan');
    const visiBlocked = await t.as('pemda', { method: 'DELETE', url: `${url}/${visiId}` });
    expect(visiBlocked.statusCode).toBe(422);
    expect(visiBlocked.json().message).toMatch(/^Visi masih memiliki \d+ misi$/);
    for (const [kind, id] of [
      ['indikator-tujuan', indikatorTujuan.json().data.id],
      ['tujuan', tujuan.json().data.id],
      ['misi', misiId],
    ] as const) {
      const res = await t.as('pemerintah_daerah', { method: 'DELETE', url: `${url}/${kind}/${id}` });
      expect(res.statusCode, `${kind} ${res.body}`).toBe(200);
    }
    const gone = await t.database.db.select().from(misi).where(eq(misi.id, misiId));
    expect(gone).toEqual([]);
  });

  it('blocks deleting an indicator that an RPJMD goal measures', async () => {
    const goal = (
      await t.as('pemda', { method: 'GET', url: `/backend/api/sasaran-strategis-rpjmd/${fx.ssRpjmdId}` })
    ).json().data;
    const res = await t.as('pemda', {
      method: 'DELETE',
      url: `${url}/indikator-sasaran-strategis/${goal.indikator_sasaran_strategis_id}`,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('Indikator sasaran strategis masih memiliki 1 sasaran strategis RPJMD');
  });
});
