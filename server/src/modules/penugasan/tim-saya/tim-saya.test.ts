import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { capaian, sumPresent } from '@sakip/domain';
import { countQueries } from '../../../db/query-counter';
import { users } from '../../../db/schema/index';
import type { DemoUsername } from '../../../test/harness';
import { testAppForFile } from '../../../test/file-app';

const t = testAppForFile();

const API = '/backend/api/tim-saya';

/** A copy of the perangkat_daerah account without a NIP. */
async function accountWithoutNip(): Promise<DemoUsername> {
  const db = t.database.db;
  const [pd] = await db.select().from(users).where(eq(users.username, 'perangkat_daerah'));
  const { id: _id, ...account } = pd!;
  await db
    .insert(users)
    .values({ ...account, username: 'tanpa_nip', nip: null })
    .onConflictDoNothing();
  return 'tanpa_nip' as DemoUsername;
}

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

  it("as member: I enter one month of my realisasi; the yearly is the sum; nobody else's target", async () => {
    const res = await t.as('validator_kepala_bidang', { method: 'GET', url: `${API}/anggota-tim` });
    expect(res.statusCode).toBe(200);
    type Target = {
      id: number;
      target: number;
      target_bulanan: (number | null)[];
      realisasi: number | null;
      realisasi_bulanan: (number | null)[];
      capaian_bulanan: (number | null)[];
    };
    const [mine] = res.json().data as { state: string; target: Target[] }[];
    expect(mine!.state).toBe('disetujui');
    const target = mine!.target[0]!;
    // The demo member entered January and February.
    expect(target.realisasi_bulanan).toHaveLength(12);
    expect(target.realisasi_bulanan.slice(0, 3)).toEqual([1, 1, null]);
    expect(target.realisasi).toBe(2);
    // Against monthly targets 1, 2, 1 (yearly 4): January met, February below, March not yet entered.
    expect(target.target_bulanan).toEqual([1, 2, 1, ...Array(9).fill(null)]);
    expect(target.target).toBe(4);
    expect(target.capaian_bulanan.slice(0, 3)).toEqual([100, 50, null]);
    const url = `${API}/anggota-tim/realisasi/${target.id}`;
    const saved = await t.as('validator_kepala_bidang', { method: 'PUT', url, payload: { bulan: 3, realisasi: 1.5 } });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().message).toBe('Realisasi berhasil disimpan');
    const after = (await t.as('validator_kepala_bidang', { method: 'GET', url: `${API}/anggota-tim` })).json().data[0]
      .target[0] as Target & { capaian: number };
    expect(after.realisasi_bulanan.slice(0, 4)).toEqual([1, 1, 1.5, null]);
    expect(after.realisasi).toBe(3.5);
    expect(after.capaian).toBe(capaian(4, 3.5));
    expect(after.capaian_bulanan.slice(0, 4)).toEqual([100, 50, 150, null]);
    // Emptying a month takes it out of the sum.
    await t.as('validator_kepala_bidang', { method: 'PUT', url, payload: { bulan: 1, realisasi: null } });
    const cleared = (await t.as('validator_kepala_bidang', { method: 'GET', url: `${API}/anggota-tim` })).json().data[0]
      .target[0] as Target;
    expect(cleared.realisasi_bulanan.slice(0, 3)).toEqual([null, 1, 1.5]);
    expect(cleared.realisasi).toBe(2.5);

    // Another member's (or the leader's) row is not mine: 404 without telling it exists.
    const other = await t.as('validator_kepala_opd', { method: 'PUT', url, payload: { bulan: 3, realisasi: 1 } });
    expect(other.statusCode).toBe(404);
    // An account without a NIP is nobody's member: 403.
    const tanpaNip = await accountWithoutNip();
    expect((await t.as(tanpaNip, { method: 'PUT', url, payload: { bulan: 3, realisasi: 1 } })).statusCode).toBe(403);
    const bad = await t.as('validator_kepala_bidang', { method: 'PUT', url, payload: { bulan: 13, realisasi: 'x' } });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.bulan).toEqual(['Bulan maksimal 12']);
    expect(bad.json().errors.realisasi).toEqual(['Realisasi harus berupa angka']);
    const negative = await t.as('validator_kepala_bidang', {
      method: 'PUT',
      url,
      payload: { bulan: 2, realisasi: -1 },
    });
    expect(negative.json().errors.realisasi).toEqual(['Realisasi tidak boleh negatif']);
    expect(
      (await t.as('validator_kepala_bidang', { method: 'PUT', url, payload: { realisasi: 1 } })).json().errors.bulan,
    ).toBeDefined();
    expect(
      (
        await t.as('validator_kepala_bidang', {
          method: 'PUT',
          url: `${API}/anggota-tim/realisasi/999999`,
          payload: { bulan: 1, realisasi: 1 },
        })
      ).statusCode,
    ).toBe(404);
    expect((await t.as(null, { method: 'PUT', url, payload: { bulan: 1, realisasi: 1 } })).statusCode).toBe(401);
  });

  it("as leader: the members' monthly targets and realisasi with the yearly sums and capaian", async () => {
    const teams = (await t.as('validator_kepala_bidang', { method: 'GET', url: `${API}/ketua-tim` })).json().data;
    const detail = await t.as('validator_kepala_bidang', { method: 'GET', url: `${API}/ketua-tim/${teams[0].id}` });
    type Target = {
      target: number | null;
      target_bulanan: (number | null)[];
      realisasi: number | null;
      realisasi_bulanan: (number | null)[];
      capaian: number | null;
      capaian_bulanan: (number | null)[];
    };
    const targets = (detail.json().data.anggota as { target: Target[] }[]).flatMap((m) => m.target);
    expect(targets.length).toBeGreaterThan(0);
    // Every member target is monthly: the yearly target is the sum of the months.
    for (const x of targets) {
      expect(x.target_bulanan).toHaveLength(12);
      expect(x.target).toBe(sumPresent(x.target_bulanan));
      expect(x.capaian_bulanan).toHaveLength(12);
    }
    // Demo members of the leader's team have monthly values whose sum is the yearly realisasi.
    const withMonths = targets.filter((x) => x.realisasi_bulanan.some((v) => v !== null));
    expect(withMonths.length).toBeGreaterThan(0);
    for (const x of withMonths) {
      expect(x.realisasi_bulanan).toHaveLength(12);
      expect(x.realisasi).toBeCloseTo(
        x.realisasi_bulanan.reduce<number>((sum, v) => sum + (v ?? 0), 0),
        6,
      );
    }
  });

  it('a member not yet approved may not enter a realisasi (422)', async () => {
    const res = await t.as('validator_kepala_bidang', { method: 'GET', url: `${API}/anggota-tim` });
    const [mine] = res.json().data as {
      tim_kerja_id: number;
      target: { id: number; kinerja_langkah_aksi_id: number; target_bulanan: (number | null)[]; satuan: string }[];
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
          {
            kinerja_langkah_aksi_id: target.kinerja_langkah_aksi_id,
            target_bulanan: target.target_bulanan,
            satuan: target.satuan,
          },
        ],
      },
    });
    expect(edit.statusCode).toBe(200);
    const refused = await t.as('validator_kepala_bidang', {
      method: 'PUT',
      url: `${API}/anggota-tim/realisasi/${target.id}`,
      payload: { bulan: 1, realisasi: 1 },
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
