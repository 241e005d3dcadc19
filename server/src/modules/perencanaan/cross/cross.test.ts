import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { MESSAGE_CROSS_DUPLIKAT, MESSAGE_CROSS_UNIT_SENDIRI } from '@sakip/domain';
import { auditLog } from '../../../db/schema/index';
import { countQueries } from '../../../db/query-counter';
import type { DemoUsername } from '../../../test/harness';
import { planningTestApp, createKinerjaChain, type KinerjaChain } from '../../../test/planning-fixture-app';
import { bulan, setValidasi, UNIT_LAIN, UNIT_PD } from '../testing';

const { t, fx } = planningTestApp();

/** The chain program → kegiatan → sub kegiatan of each unit, created through the API. */
let pd: KinerjaChain;
let lain: KinerjaChain;

const ukuran = {
  sasaran: 'Meningkatnya layanan lintas perangkat daerah',
  indikator: 'Persentase layanan terpadu',
  satuan: '%',
  target: 90,
  anggaran: 10_000_000,
  target_bulanan: bulan(30, 30, 30),
};

const chain = (who: DemoUsername, unit: string) => createKinerjaChain(t, fx, { who, unit, measures: ukuran });

beforeAll(async () => {
  pd = await chain('perangkat_daerah', UNIT_PD);
  lain = await chain('super', UNIT_LAIN);
});

/** The three levels: parent path and id of the unit's own row, child path, key and another unit's child. */
const levels = () => [
  {
    parent: `sasaran-strategis-pd/${fx.ssPd[UNIT_PD]}`,
    child: 'kinerja-program',
    key: 'kinerja_program_id',
    other: lain.kp,
    own: pd.kp,
    detail: 'kinerja_program_cross',
  },
  {
    parent: `kinerja-program/${pd.kp}`,
    child: 'kinerja-kegiatan',
    key: 'kinerja_kegiatan_id',
    other: lain.kk,
    own: pd.kk,
    detail: 'kinerja_kegiatan_cross',
  },
  {
    parent: `kinerja-kegiatan/${pd.kk}`,
    child: 'kinerja-sub-kegiatan',
    key: 'kinerja_sub_kegiatan_id',
    other: lain.ksk,
    own: pd.ksk,
    detail: 'kinerja_sub_kegiatan_cross',
  },
];

describe('cross cutting adopt / list / release', () => {
  it.each([0, 1, 2])(
    'level %i: adopts another unit’s child, lists it with its unit, shows it on the parent, releases it',
    async (i) => {
      const l = levels()[i]!;
      const url = `/backend/api/${l.parent}/${l.child}-cross`;

      const kandidat = await t.as('perangkat_daerah', { method: 'GET', url: `${url}/kandidat` });
      expect(kandidat.statusCode, kandidat.body).toBe(200);
      const ids = kandidat.json<{ id: number; satuan_kerja_id: string }[]>().map((k) => k.id);
      expect(ids).toContain(l.other);
      expect(ids).not.toContain(l.own);

      const adopt = await t.as('perangkat_daerah', { method: 'POST', url, payload: { [l.key]: l.other } });
      expect(adopt.statusCode, adopt.body).toBe(200);
      expect(adopt.json().message).toMatch(/berhasil ditambahkan sebagai cross cutting/);
      const cross = adopt.json().data.cross as { id: number; satuan_kerja_nama: string; is_cross: boolean }[];
      expect(cross).toHaveLength(1);
      expect(cross[0]).toMatchObject({ id: l.other, satuan_kerja_id: UNIT_LAIN, is_cross: true });
      expect(cross[0]!.satuan_kerja_nama).not.toBe('');
      expect(adopt.json().data.parent.satuan_kerja_id).toBe(UNIT_PD);

      const list = await t.as('perangkat_daerah', { method: 'GET', url });
      expect(list.json().data.cross.map((c: { id: number }) => c.id)).toEqual([l.other]);
      const detail = await t.as('perangkat_daerah', { method: 'GET', url: `/backend/api/${l.parent}` });
      expect(detail.json().data[l.detail].map((c: { id: number }) => c.id)).toContain(l.other);

      // Adopted ones are no longer candidates.
      const again = await t.as('perangkat_daerah', { method: 'GET', url: `${url}/kandidat` });
      expect(again.json<{ id: number }[]>().map((k) => k.id)).not.toContain(l.other);

      const release = await t.as('perangkat_daerah', { method: 'DELETE', url: `${url}/${l.other}` });
      expect(release.statusCode, release.body).toBe(200);
      expect(release.json().data.cross).toEqual([]);
      const twice = await t.as('perangkat_daerah', { method: 'DELETE', url: `${url}/${l.other}` });
      expect(twice.statusCode).toBe(404);
    },
  );

  it('a duplicate pair is a 422 with the message, never a 500', async () => {
    const l = levels()[1]!;
    const url = `/backend/api/${l.parent}/${l.child}-cross`;
    const first = await t.as('perangkat_daerah', { method: 'POST', url, payload: { [l.key]: l.other } });
    expect(first.statusCode).toBe(200);
    const dup = await t.as('perangkat_daerah', { method: 'POST', url, payload: { [l.key]: l.other } });
    expect(dup.statusCode).toBe(422);
    expect(dup.json().errors[l.key]).toEqual([MESSAGE_CROSS_DUPLIKAT]);
    await t.as('perangkat_daerah', { method: 'DELETE', url: `${url}/${l.other}` });
  });

  it('writes audit records for adopt and release', async () => {
    const l = levels()[2]!;
    const url = `/backend/api/${l.parent}/${l.child}-cross`;
    const adopt = await t.as('perangkat_daerah', { method: 'POST', url, payload: { [l.key]: l.other } });
    expect(adopt.statusCode).toBe(200);
    await t.as('perangkat_daerah', { method: 'DELETE', url: `${url}/${l.other}` });
    const rows = await t.database.db
      .select({ action: auditLog.action, new_values: auditLog.new_values, old_values: auditLog.old_values })
      .from(auditLog)
      .where(eq(auditLog.table_name, 'kinerja_sub_kegiatan_cross'));
    const mine = rows.filter(
      (r) =>
        (r.new_values as { kinerja_sub_kegiatan_id?: number } | null)?.kinerja_sub_kegiatan_id === l.other ||
        (r.old_values as { kinerja_sub_kegiatan_id?: number } | null)?.kinerja_sub_kegiatan_id === l.other,
    );
    expect(mine.map((r) => r.action)).toEqual(expect.arrayContaining(['create', 'delete']));
  });

  it('refuses the unit’s own child, an unknown child and a bad payload with 422', async () => {
    const l = levels()[0]!;
    const url = `/backend/api/${l.parent}/${l.child}-cross`;
    const own = await t.as('perangkat_daerah', { method: 'POST', url, payload: { [l.key]: l.own } });
    expect(own.statusCode).toBe(422);
    expect(own.json().errors[l.key]).toEqual([MESSAGE_CROSS_UNIT_SENDIRI]);
    const unknown = await t.as('perangkat_daerah', { method: 'POST', url, payload: { [l.key]: 999_999 } });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors[l.key][0]).toMatch(/tidak ditemukan untuk tahun 2024/);
    const empty = await t.as('perangkat_daerah', { method: 'POST', url, payload: {} });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors[l.key]).toEqual(['Kinerja program wajib dipilih']);
  });

  it('401 without a token, 403 without the permission', async () => {
    const l = levels()[1]!;
    const url = `/backend/api/${l.parent}/${l.child}-cross`;
    expect((await t.as(null, { method: 'GET', url })).statusCode).toBe(401);
    expect((await t.as(null, { method: 'POST', url, payload: { [l.key]: l.other } })).statusCode).toBe(401);
    // validator_lke reads no unit plan; validator_bappeda reads but does not write.
    expect((await t.as('validator_lke', { method: 'GET', url })).statusCode).toBe(403);
    expect((await t.as('validator_bappeda', { method: 'GET', url })).statusCode).toBe(200);
    expect((await t.as('validator_bappeda', { method: 'GET', url: `${url}/kandidat` })).statusCode).toBe(403);
    expect((await t.as('validator_bappeda', { method: 'POST', url, payload: { [l.key]: l.other } })).statusCode).toBe(
      403,
    );
    expect((await t.as('validator_bappeda', { method: 'DELETE', url: `${url}/${l.other}` })).statusCode).toBe(403);
  });

  it('a perangkat_daerah cannot adopt into, list or release under another unit’s parent: 404', async () => {
    const cases = [
      {
        url: `/backend/api/sasaran-strategis-pd/${fx.ssPd[UNIT_LAIN]}/kinerja-program-cross`,
        key: 'kinerja_program_id',
        child: pd.kp,
      },
      {
        url: `/backend/api/kinerja-program/${lain.kp}/kinerja-kegiatan-cross`,
        key: 'kinerja_kegiatan_id',
        child: pd.kk,
      },
      {
        url: `/backend/api/kinerja-kegiatan/${lain.kk}/kinerja-sub-kegiatan-cross`,
        key: 'kinerja_sub_kegiatan_id',
        child: pd.ksk,
      },
    ];
    for (const c of cases) {
      expect((await t.as('perangkat_daerah', { method: 'GET', url: c.url })).statusCode).toBe(404);
      expect((await t.as('perangkat_daerah', { method: 'GET', url: `${c.url}/kandidat` })).statusCode).toBe(404);
      const adopt = await t.as('perangkat_daerah', { method: 'POST', url: c.url, payload: { [c.key]: c.child } });
      expect(adopt.statusCode).toBe(404);
      expect((await t.as('perangkat_daerah', { method: 'DELETE', url: `${c.url}/${c.child}` })).statusCode).toBe(404);
    }
    // Nothing was written for the other unit.
    const list = await t.as('super', { method: 'GET', url: cases[1]!.url });
    expect(list.json().data.cross).toEqual([]);
    // An unknown parent is a 404 too.
    expect(
      (
        await t.as('perangkat_daerah', {
          method: 'GET',
          url: '/backend/api/kinerja-program/999999/kinerja-kegiatan-cross',
        })
      ).statusCode,
    ).toBe(404);
  });

  it('super adopts for any unit', async () => {
    const url = `/backend/api/kinerja-program/${lain.kp}/kinerja-kegiatan-cross`;
    const res = await t.as('super', { method: 'POST', url, payload: { kinerja_kegiatan_id: pd.kk } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.cross[0]).toMatchObject({ id: pd.kk, satuan_kerja_id: UNIT_PD });
    expect((await t.as('super', { method: 'DELETE', url: `${url}/${pd.kk}` })).statusCode).toBe(200);
  });

  it('candidates filter by search and unit', async () => {
    const url = `/backend/api/kinerja-program/${pd.kp}/kinerja-kegiatan-cross/kandidat`;
    const none = await t.as('perangkat_daerah', { method: 'GET', url, query: { search: 'tidak ada yang cocok zzz' } });
    expect(none.json()).toEqual([]);
    const byUnit = await t.as('perangkat_daerah', {
      method: 'GET',
      url,
      query: { satuan_kerja_id: UNIT_LAIN, search: 'layanan terpadu' },
    });
    const rows = byUnit.json<{ id: number; satuan_kerja_id: string }[]>();
    expect(rows.map((r) => r.id)).toContain(lain.kk);
    expect(rows.every((r) => r.satuan_kerja_id === UNIT_LAIN)).toBe(true);
  });

  it('the validated plan locks adopting and releasing (422 errors.validasi)', async () => {
    const l = levels()[1]!;
    const url = `/backend/api/${l.parent}/${l.child}-cross`;
    await setValidasi(t.database.db, UNIT_PD, 2024, true);
    try {
      const res = await t.as('perangkat_daerah', { method: 'POST', url, payload: { [l.key]: l.other } });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.validasi[0]).toMatch(/sudah divalidasi/);
      expect((await t.as('perangkat_daerah', { method: 'GET', url })).statusCode).toBe(200);
    } finally {
      await setValidasi(t.database.db, UNIT_PD, 2024, null);
    }
  });

  it('lists in a bounded number of statements', async () => {
    const url = `/backend/api/kinerja-program/${pd.kp}/kinerja-kegiatan-cross`;
    await t.as('perangkat_daerah', { method: 'POST', url, payload: { kinerja_kegiatan_id: lain.kk } });
    const { result, count } = await countQueries(() => t.as('perangkat_daerah', { method: 'GET', url }));
    expect(result.statusCode).toBe(200);
    // token lookup + parent + adopted children
    expect(count).toBeGreaterThanOrEqual(2);
    expect(count).toBeLessThanOrEqual(4);
    const rows = await t.database.db
      .select({ id: auditLog.id })
      .from(auditLog)
      .where(and(eq(auditLog.table_name, 'kinerja_kegiatan_cross'), eq(auditLog.action, 'create')));
    expect(rows.length).toBeGreaterThan(0);
  });
});
