import { beforeAll, describe, expect, it } from 'vitest';
import { and, asc, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import {
  kategoriTematik,
  kinerjaLangkahAksi,
  kinerjaProgram,
  kinerjaSubKegiatan,
  kinerjaKegiatan,
  rencanaAksi,
  sasaranStrategisPd,
  sasaranStrategisRpjmd,
  solusi,
} from '../../../db/schema/index';
import { countQueries } from '../../../db/query-counter';
import { latestAudit } from '../../../test/audit-trail';
import { testAppForFile } from '../../../test/file-app';

const t = testAppForFile();
const ids = {
  ssPd: 0,
  ssRpjmd: 0,
  satker: '',
  raCount: 0,
  programWithLangkah: 0,
  solusiKegiatan: 0,
  sub: 0,
  kategori: 0,
};

beforeAll(async () => {
  const db = t.database.db;
  // The SS-PD with the most action plans of 2024 (more than a page, if the demo has one).
  const [ra] = await db
    .select({
      ssPd: rencanaAksi.sasaran_strategis_pd_id,
      ssRpjmd: rencanaAksi.sasaran_strategis_rpjmd_id,
      satker: sasaranStrategisPd.satuan_kerja_id,
      n: sql<number>`count(*)::int`,
    })
    .from(rencanaAksi)
    .innerJoin(sasaranStrategisPd, eq(sasaranStrategisPd.id, rencanaAksi.sasaran_strategis_pd_id))
    .where(eq(rencanaAksi.tahun, 2024))
    .groupBy(
      rencanaAksi.sasaran_strategis_pd_id,
      rencanaAksi.sasaran_strategis_rpjmd_id,
      sasaranStrategisPd.satuan_kerja_id,
    )
    .orderBy(desc(sql`count(*)`))
    .limit(1);
  Object.assign(ids, { ssPd: ra!.ssPd!, ssRpjmd: ra!.ssRpjmd!, satker: ra!.satker, raCount: ra!.n });
  const [withLangkah] = await db
    .select({ id: kinerjaKegiatan.kinerja_program_id })
    .from(kinerjaLangkahAksi)
    .innerJoin(kinerjaSubKegiatan, eq(kinerjaSubKegiatan.id, kinerjaLangkahAksi.kinerja_sub_kegiatan_id))
    .innerJoin(kinerjaKegiatan, eq(kinerjaKegiatan.id, kinerjaSubKegiatan.kinerja_kegiatan_id))
    .limit(1);
  ids.programWithLangkah = withLangkah!.id;
  const [sol] = await db
    .select({ id: solusi.kinerja_kegiatan_id })
    .from(solusi)
    .where(and(eq(solusi.level, 'kinerja-kegiatan'), isNotNull(solusi.masalah_kinerja_kegiatan_id)))
    .limit(1);
  ids.solusiKegiatan = sol!.id!;
  const [sub] = await db.select({ id: kinerjaSubKegiatan.id }).from(kinerjaSubKegiatan).limit(1);
  ids.sub = sub!.id;
  const [kat] = await db
    .select({ id: kategoriTematik.id })
    .from(kategoriTematik)
    .where(eq(kategoriTematik.aktif, true))
    .limit(1);
  ids.kategori = kat!.id;
});

const get = (url: string) => t.as(null, { method: 'GET', url: `/backend/api${url}` });

describe('GET public-display/rencana-aksi', () => {
  it('answers a page of 20 without login, with the SPEC §3 row fields and the IKU', async () => {
    const res = await get(
      `/public-display/rencana-aksi?satuan_kerja_id=${ids.satker}&sasaran_strategis_pd_id=${ids.ssPd}&page=1`,
    );
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ current_page: 1, per_page: 20, total: ids.raCount });
    expect(body.data.length).toBe(Math.min(20, ids.raCount));
    const row = body.data[0];
    for (const key of [
      'id',
      'iku',
      'rencana_aksi',
      'indikator',
      'satuan',
      'tw1',
      'tw4',
      'tw1_realisasi',
      'tw4_realisasi',
      'pengampu',
      'struktur_organisasi',
      'tim_kerja',
      'kinerja_sub_kegiatan_id',
    ])
      expect(row).toHaveProperty(key);
    expect(row).not.toHaveProperty('updated_by');
  });

  it('a page past the end is empty (the modal shows its empty state)', async () => {
    const res = await get(`/public-display/rencana-aksi?sasaran_strategis_pd_id=${ids.ssPd}&page=99`);
    expect(res.json()).toMatchObject({ data: [], current_page: 99 });
  });

  it('takes the year from the public header', async () => {
    const res = await t.as(null, {
      method: 'GET',
      url: `/backend/api/public-display/rencana-aksi?sasaran_strategis_pd_id=${ids.ssPd}`,
      headers: { 'default-key-tahun-kinerja': '', 'default-key-tahun-kinerja-public': '2025' },
    });
    expect(res.statusCode).toBe(200);
    const [n] = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(rencanaAksi)
      .where(and(eq(rencanaAksi.tahun, 2025), eq(rencanaAksi.sasaran_strategis_pd_id, ids.ssPd)));
    expect(res.json().total).toBe(n!.n);
  });

  it('404 for an unknown goal, 422 without one', async () => {
    expect((await get('/public-display/rencana-aksi?sasaran_strategis_pd_id=999999')).statusCode).toBe(404);
    const res = await get('/public-display/rencana-aksi');
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toHaveProperty('sasaran_strategis_pd_id');
  });

  it('reads a page in a fixed number of statements', async () => {
    const { count } = await countQueries(() => get(`/public-display/rencana-aksi?sasaran_strategis_pd_id=${ids.ssPd}`));
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThanOrEqual(3);
  });
});

describe('GET public-display/rencana-aksi-gubernur', () => {
  it('lists the action plans of an RPJMD goal', async () => {
    const res = await get(`/public-display/rencana-aksi-gubernur?sasaran_strategis_rpjmd_id=${ids.ssRpjmd}&page=1`);
    expect(res.statusCode).toBe(200);
    expect(res.json().total).toBeGreaterThanOrEqual(ids.raCount);
    const unit = await get(
      `/public-display/rencana-aksi-gubernur?satuan_kerja_id=${ids.satker}&sasaran_strategis_rpjmd_id=${ids.ssRpjmd}`,
    );
    expect(unit.json().total).toBeGreaterThanOrEqual(ids.raCount);
  });
  it('404 and 422', async () => {
    expect((await get('/public-display/rencana-aksi-gubernur?sasaran_strategis_rpjmd_id=999999')).statusCode).toBe(404);
    expect((await get('/public-display/rencana-aksi-gubernur?sasaran_strategis_rpjmd_id=abc')).statusCode).toBe(422);
  });
});

describe('a merged RPJMD node (one sasaran, several indicators)', () => {
  // The demo's 'Rata-rata Lama Sekolah' + 'Harapan Lama Sekolah' goal: the node carries the first
  // row's id, the units' goals and action plans hang under the other rows as well.
  const groupOf = async () => {
    const rows = await t.database.db
      .select({
        id: sasaranStrategisRpjmd.id,
        key: sql<string>`${sasaranStrategisRpjmd.periode_id} || '/' || ${sasaranStrategisRpjmd.sasaran_strategis_id}`,
      })
      .from(sasaranStrategisRpjmd)
      .orderBy(asc(sasaranStrategisRpjmd.urutan), asc(sasaranStrategisRpjmd.id));
    const groups = new Map<string, typeof rows>();
    for (const row of rows) groups.set(row.key, [...(groups.get(row.key) ?? []), row]);
    const counts = await t.database.db
      .select({ rpjmd: rencanaAksi.sasaran_strategis_rpjmd_id, n: sql<number>`count(*)::int` })
      .from(rencanaAksi)
      .where(eq(rencanaAksi.tahun, 2024))
      .groupBy(rencanaAksi.sasaran_strategis_rpjmd_id);
    const raOf = new Map(counts.map((c) => [c.rpjmd, c.n]));
    // A merged goal whose later indicators have action plans of their own.
    for (const group of groups.values()) {
      const later = group.slice(1).reduce((sum, r) => sum + (raOf.get(r.id) ?? 0), 0);
      if (group.length > 1 && later > 0) {
        return {
          first: group[0]!.id,
          ids: group.map((r) => r.id),
          total: group.reduce((sum, r) => sum + (raOf.get(r.id) ?? 0), 0),
        };
      }
    }
    throw new Error('the demo has no merged RPJMD goal with action plans under its later indicators');
  };

  it('RA and RRA cover the action plans of every merged indicator', async () => {
    const group = await groupOf();
    const res = await get(`/public-display/rencana-aksi-gubernur?sasaran_strategis_rpjmd_id=${group.first}&page=1`);
    expect(res.statusCode).toBe(200);
    expect(res.json().total).toBe(group.total);
  });

  it('DO lists the unit goals under every merged indicator', async () => {
    const group = await groupOf();
    const under = await t.database.db
      .select({ id: sasaranStrategisPd.id })
      .from(sasaranStrategisPd)
      .where(inArray(sasaranStrategisPd.sasaran_strategis_rpjmd_id, group.ids));
    const res = await get(`/public-display/definisi-operasional?sasaran_strategis_rpjmd_id=${group.first}&page=1`);
    expect(res.json().total).toBe(under.length);
  });
});

describe('GET public-display/definisi-operasional', () => {
  it('answers the definition of one node per level', async () => {
    const [ssPd] = await t.database.db.select().from(sasaranStrategisPd).where(eq(sasaranStrategisPd.id, ids.ssPd));
    const res = await get(`/public-display/definisi-operasional?sasaranStrategisId=${ids.ssPd}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.find((r: { id: number }) => r.id === ids.ssPd)).toEqual({
      id: ids.ssPd,
      indikator: ssPd!.iku,
      do_narasi: ssPd!.do_narasi,
      do_rumus: ssPd!.do_rumus,
      do_keterangan: ssPd!.do_keterangan,
      do_sumber: ssPd!.do_sumber,
    });
    const program = await get(`/public-display/definisi-operasional?programId=${ids.programWithLangkah}`);
    expect(program.json().data).toHaveLength(1);
    const byGoal = await get(
      `/public-display/definisi-operasional?satuan_kerja_id=${ids.satker}&sasaran_strategis_rpjmd_id=${ids.ssRpjmd}&page=1`,
    );
    expect(byGoal.json().data.map((r: { id: number }) => r.id)).toContain(ids.ssPd);
  });
  it('422 without exactly one node, 404 for an unknown one', async () => {
    expect((await get('/public-display/definisi-operasional')).statusCode).toBe(422);
    expect((await get('/public-display/definisi-operasional?programId=1&kegiatanId=1')).statusCode).toBe(422);
    expect((await get('/public-display/definisi-operasional?subKegiatanId=999999')).statusCode).toBe(404);
  });
});

describe('GET public-display/kinerja-wakil-direktur-rsud and kinerja-langkah-aksi', () => {
  it('answers the program with its kegiatan', async () => {
    const res = await get(`/public-display/kinerja-wakil-direktur-rsud?kinerjaProgramId=${ids.programWithLangkah}`);
    expect(res.statusCode).toBe(200);
    const { kinerjaProgram: kp } = res.json();
    expect(kp.id).toBe(ids.programWithLangkah);
    expect(kp.program.nama).toBeTruthy();
    expect(kp.kinerja_kegiatan.length).toBeGreaterThan(0);
    expect(kp.kinerja_kegiatan[0]).toHaveProperty('pengampu');
  });
  it('answers the action steps under a program with members', async () => {
    const res = await get(`/public-display/kinerja-langkah-aksi?kinerjaProgramId=${ids.programWithLangkah}`);
    expect(res.statusCode).toBe(200);
    const list = res.json().kinerjaLangkahAksi;
    expect(list.length).toBeGreaterThan(0);
    expect(list[0].sub_kegiatan.nama).toBeTruthy();
    expect(Array.isArray(list[0].tim_kerja_anggota)).toBe(true);
  });
  it('404 and 422', async () => {
    expect((await get('/public-display/kinerja-wakil-direktur-rsud?kinerjaProgramId=999999')).statusCode).toBe(404);
    expect((await get('/public-display/kinerja-langkah-aksi?kinerjaProgramId=999999')).statusCode).toBe(404);
    expect((await get('/public-display/kinerja-langkah-aksi')).statusCode).toBe(422);
  });
});

describe('GET /solusi-masalah', () => {
  it("answers this year's solution beside last year's problem, with notes and children", async () => {
    const res = await get(`/solusi-masalah?type=kinerja-kegiatan&id=${ids.solusiKegiatan}`);
    expect(res.statusCode).toBe(200);
    const { solusi: s, masalah: m } = res.json();
    expect(s.id).toBe(ids.solusiKegiatan);
    expect(s.uraian).toBeTruthy();
    expect(m).not.toBeNull();
    expect(m.tahun).toBe(s.tahun - 1);
    for (const side of [s, m]) {
      for (const key of [
        'sasaran',
        'indikator',
        'nama',
        'pengampu',
        'target',
        'realisasi',
        'capaian',
        'kinerja_tidak_tercapai',
        'children',
      ])
        expect(side).toHaveProperty(key);
    }
    expect(s.children.length).toBeGreaterThan(0);
  });
  it('a kinerja without a solution has no masalah side', async () => {
    const [kp] = await t.database.db
      .select({ id: kinerjaProgram.id })
      .from(kinerjaProgram)
      .orderBy(desc(kinerjaProgram.id))
      .limit(1);
    const res = await get(`/solusi-masalah?type=kinerja-program&id=${kp!.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().solusi.id).toBe(kp!.id);
  });
  it('404 and 422', async () => {
    expect((await get('/solusi-masalah?type=kinerja-program&id=999999')).statusCode).toBe(404);
    const res = await get('/solusi-masalah?type=sasaran&id=1');
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toHaveProperty('type');
  });
});

describe('display-mikro/rencana-aksi-rb', () => {
  const url = '/backend/api/display-mikro/rencana-aksi-rb';
  const updateUrl = '/backend/api/display-mikro/update-rencana-aksi-rb';

  it('super reads the categories and the current choice', async () => {
    const res = await t.as('super', { method: 'GET', url: `${url}?kinerjaSubKegiatanId=${ids.sub}` });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.jenisRb.length).toBeGreaterThan(0);
    expect(body.jenisRb[0]).toEqual({ id: expect.any(Number), nama: expect.any(String) });
    expect(body.kinerjaSubKegiatan).toEqual({
      id: ids.sub,
      kategori_tematik_id: expect.toBeOneOf([null, expect.any(Number)]),
    });
  });

  it('super saves a category, audited', async () => {
    const res = await t.as('super', {
      method: 'POST',
      url: updateUrl,
      payload: { kinerjaSubKegiatanId: ids.sub, jenisRbId: ids.kategori },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Rencana Aksi berhasil diperbarui' });
    const [row] = await t.database.db.select().from(kinerjaSubKegiatan).where(eq(kinerjaSubKegiatan.id, ids.sub));
    expect(row!.kategori_tematik_id).toBe(ids.kategori);
    const audit = await latestAudit(t.database.db, 'kinerja_sub_kegiatan', ids.sub);
    expect(audit!.new_values).toEqual({ kategori_tematik_id: ids.kategori });
  });

  it('401 for guests, 403 for other roles', async () => {
    expect((await t.as(null, { method: 'GET', url: `${url}?kinerjaSubKegiatanId=${ids.sub}` })).statusCode).toBe(401);
    expect(
      (await t.as('perangkat_daerah', { method: 'GET', url: `${url}?kinerjaSubKegiatanId=${ids.sub}` })).statusCode,
    ).toBe(403);
    const write = await t.as('pemerintah_daerah', {
      method: 'POST',
      url: updateUrl,
      payload: { kinerjaSubKegiatanId: ids.sub, jenisRbId: ids.kategori },
    });
    expect(write.statusCode).toBe(403);
    expect((await t.as(null, { method: 'POST', url: updateUrl, payload: {} })).statusCode).toBe(401);
  });

  it('404 for an unknown sub kegiatan, 422 without a category or with an unknown one', async () => {
    expect((await t.as('super', { method: 'GET', url: `${url}?kinerjaSubKegiatanId=999999` })).statusCode).toBe(404);
    expect(
      (
        await t.as('super', {
          method: 'POST',
          url: updateUrl,
          payload: { kinerjaSubKegiatanId: 999999, jenisRbId: ids.kategori },
        })
      ).statusCode,
    ).toBe(404);
    const missing = await t.as('super', { method: 'POST', url: updateUrl, payload: { kinerjaSubKegiatanId: ids.sub } });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.jenisRbId).toEqual(['Silakan pilih salah satu kategori tematik']);
    const unknown = await t.as('super', {
      method: 'POST',
      url: updateUrl,
      payload: { kinerjaSubKegiatanId: ids.sub, jenisRbId: 999999 },
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors.jenisRbId).toEqual(['Selected option not found']);
  });
});
