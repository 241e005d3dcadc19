import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countQueries } from '../../../db/query-counter';
import { createTestApp, type TestApp } from '../../../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const API = '/backend/api/tim-saya';

describe('tim saya', () => {
  it('as leader: my teams with members, targets and history; another team is 404', async () => {
    const res = await t.as('validator_kepala_bidang', { method: 'GET', url: `${API}/ketua-tim` });
    expect(res.statusCode).toBe(200);
    const [team] = res.json().data as { id: number; nama: string; jumlah_anggota: number }[];
    expect(team).toMatchObject({ nama: 'Tim Kerja Perencanaan dan Evaluasi Kinerja' });
    expect(team!.jumlah_anggota).toBeGreaterThanOrEqual(5);
    const detail = await t.as('validator_kepala_bidang', { method: 'GET', url: `${API}/ketua-tim/${team!.id}` });
    expect(detail.statusCode).toBe(200);
    expect(detail.json().data.anggota.some((m: { target: unknown[] }) => m.target.length > 0)).toBe(true);
    expect(
      (await t.as('validator_kepala_opd', { method: 'GET', url: `${API}/ketua-tim/${team!.id}` })).statusCode,
    ).toBe(404);
    expect((await t.as('validator_kepala_bidang', { method: 'GET', url: `${API}/ketua-tim/999999` })).statusCode).toBe(
      404,
    );
    expect((await t.as(null, { method: 'GET', url: `${API}/ketua-tim` })).statusCode).toBe(401);
    expect((await t.as('validator_kepala_opd', { method: 'GET', url: `${API}/ketua-tim` })).json().data).toEqual([]);
  });

  it("as member: my langkah aksi with targets; I enter my realisasi, nobody else's", async () => {
    const res = await t.as('validator_kepala_bidang', { method: 'GET', url: `${API}/anggota-tim` });
    expect(res.statusCode).toBe(200);
    const [mine] = res.json().data as { state: string; target: { id: number; target: number }[] }[];
    expect(mine!.state).toBe('disetujui');
    const target = mine!.target[0]!;
    const url = `${API}/anggota-tim/realisasi/${target.id}`;
    const saved = await t.as('validator_kepala_bidang', { method: 'PUT', url, payload: { realisasi: 3.5 } });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().message).toBe('Realisasi berhasil disimpan');
    const after = await t.as('validator_kepala_bidang', { method: 'GET', url: `${API}/anggota-tim` });
    expect(after.json().data[0].target[0].realisasi).toBe(3.5);
    expect((await t.as('validator_kepala_opd', { method: 'PUT', url, payload: { realisasi: 1 } })).statusCode).toBe(
      404,
    );
    expect(
      (await t.as('validator_kepala_bidang', { method: 'PUT', url, payload: { realisasi: 'x' } })).statusCode,
    ).toBe(422);
    expect(
      (
        await t.as('validator_kepala_bidang', {
          method: 'PUT',
          url: `${API}/anggota-tim/realisasi/999999`,
          payload: { realisasi: 1 },
        })
      ).statusCode,
    ).toBe(404);
    expect((await t.as(null, { method: 'PUT', url, payload: { realisasi: 1 } })).statusCode).toBe(401);
  });

  it('a member not yet approved may not enter a realisasi (422)', async () => {
    const res = await t.as('validator_kepala_bidang', { method: 'GET', url: `${API}/anggota-tim` });
    const [mine] = res.json().data as {
      tim_kerja_id: number;
      target: { id: number; kinerja_langkah_aksi_id: number; target: number; satuan: string }[];
    }[];
    const target = mine!.target[0]!;
    const kabid = await t.as('validator_kepala_bidang', { method: 'GET', url: '/backend/api/user' });
    const nip = kabid.json().data?.nip ?? kabid.json().nip;
    const edit = await t.as('perangkat_daerah', {
      method: 'PUT',
      url: `/backend/api/tim-kerja/${mine!.tim_kerja_id}/anggota/${nip}`,
      payload: {
        nip,
        target: [
          { kinerja_langkah_aksi_id: target.kinerja_langkah_aksi_id, target: target.target, satuan: target.satuan },
        ],
      },
    });
    expect(edit.statusCode).toBe(200);
    const refused = await t.as('validator_kepala_bidang', {
      method: 'PUT',
      url: `${API}/anggota-tim/realisasi/${target.id}`,
      payload: { realisasi: 1 },
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.realisasi[0]).toMatch(/^Realisasi dapat diisi setelah keanggotaan disetujui/);
  });

  it('the pages cost a fixed number of statements', async () => {
    await t.as('validator_kepala_bidang', { method: 'GET', url: `${API}/anggota-tim` });
    const anggota = await countQueries(() =>
      t.as('validator_kepala_bidang', { method: 'GET', url: `${API}/anggota-tim` }),
    );
    const ketua = await countQueries(() => t.as('validator_kepala_bidang', { method: 'GET', url: `${API}/ketua-tim` }));
    expect(anggota.count).toBeLessThanOrEqual(4);
    expect(ketua.count).toBeLessThanOrEqual(2);
  });
});
