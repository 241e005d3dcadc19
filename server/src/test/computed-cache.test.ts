import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countQueries } from '../db/query-counter';
import { changedBy, isWrite, tablesOf } from '../db/statement-tables';
import { DEMO_PD_SATKER_ID, DEMO_SATKER_IDS } from '../seed/reference-data';
import { createTestApp, type DemoUsername, type TestApp } from './harness';

/**
 * The computed-result cache of the heavy reads (decision 0056): a warm rapor rank, penilaian
 * organisasi, rapor SS-PD or LKIP costs no statement of its cached part, a write to a table it
 * read (through the API) shows on the very next read, and a write to another table keeps it.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const API = '/backend/api';
const Y2023 = { 'default-key-tahun-kinerja': '2023' };
const Y2024 = { 'default-key-tahun-kinerja': '2024' };

async function json(who: DemoUsername, url: string, headers = Y2024, method: 'GET' | 'PUT' = 'GET', payload?: object) {
  const res = await t.as(who, { method, url: `${API}${url}`, headers, ...(payload ? { payload } : {}) });
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(200);
  return res.json();
}

const RANK = '/rapor-kinerja/rank?triwulan=4&per_page=500';
const PENILAIAN = '/penilaian-kinerja-organisasi-daftar?per_page=500';
const SS_PD = `/rapor-kinerja-sasaran-strategis-pd/4/diagram?satuan_kerja_id=${DEMO_PD_SATKER_ID}`;

type RankRow = { satuan_kerja_id: string; penambahan_output: number | null };
type PenilaianRow = { satuan_kerja_id: string; nilai: number | null; nilai_jenjang: number | null };

describe('the heavy reads computed once per table version', () => {
  it('answer a warm read without a statement of their cached part', async () => {
    for (const url of [RANK, SS_PD, '/lkip/bab/1', '/lkip/pdf']) {
      await t.as('super', { method: 'GET', url: `${API}${url}`, headers: Y2024 });
      const { result, count } = await countQueries(() =>
        t.as('super', { method: 'GET', url: `${API}${url}`, headers: Y2024 }),
      );
      expect(result.statusCode, url).toBe(200);
      expect(count, url).toBe(0);
    }
    // The exports read the same cached rows (frozen: nothing may change them).
    for (const url of ['/rapor-kinerja/rank/export?triwulan=4', '/penilaian-kinerja-organisasi-daftar/export']) {
      for (const format of ['xlsx', 'csv', 'xlsx']) {
        const res = await t.as('super', { method: 'GET', url: `${API}${url}`, query: { format }, headers: Y2024 });
        expect(res.statusCode, `${url} ${format}: ${res.body.slice(0, 200)}`).toBe(200);
      }
    }
    // The weights of the year are read every time; the parts come from the cache.
    await json('super', PENILAIAN);
    expect((await countQueries(() => json('super', PENILAIAN))).count).toBe(1);
  });

  it('show a write to a table they read on the next read, and keep their result across other writes', async () => {
    const kominfo = DEMO_SATKER_IDS.kominfo;
    const outputOf = async () =>
      ((await json('pemerintah_daerah', RANK, Y2023)).data as RankRow[]).find((r) => r.satuan_kerja_id === kominfo)
        ?.penambahan_output;
    const before = (await outputOf()) ?? 0;
    const counts = { satuan_kerja_id: kominfo, tw1: 1, tw2: 2, tw3: 3, tw4: before + 7 };
    // A write elsewhere (the weights) keeps the rank: no statement.
    const bobot = (await json('super', '/penilaian-kinerja-organisasi/bobot')).data.bobot;
    await json('super', '/penilaian-kinerja-organisasi/bobot', Y2024, 'PUT', bobot);
    await outputOf();
    expect((await countQueries(outputOf)).count).toBe(0);
    // A write to the rank's own table: the next read shows it.
    await json('pemerintah_daerah', '/rapor-kinerja/penambahan-jumlah-output', Y2023, 'PUT', counts);
    expect(await outputOf()).toBe(before + 7);
  });

  it('follow the penilaian weights and a nilai jenjang grade at once', async () => {
    const rowOf = async () =>
      ((await json('super', PENILAIAN)).data as PenilaianRow[]).find((r) => r.satuan_kerja_id === DEMO_PD_SATKER_ID);
    const before = await rowOf();
    const page = (await json('super', '/nilai-jenjang-kinerja')).data;
    const unit = page.units.find((u: { satuan_kerja_id: string }) => u.satuan_kerja_id === DEMO_PD_SATKER_ID);
    const grade = before?.nilai_jenjang === 80 ? 100 : 80;
    const opsi = page.opsi.find((o: { nilai: number }) => o.nilai === grade);
    const nilai = unit.iku.map((i: { id: number }) => ({ sasaran_strategis_pd_id: i.id, opsi_id: opsi.id }));
    await json('super', `/nilai-jenjang-kinerja/${DEMO_PD_SATKER_ID}`, Y2024, 'PUT', { nilai });
    expect((await rowOf())?.nilai_jenjang).toBe(grade);
    const only = { capaian_iku: 0, rapor: 0, lke: 0, nilai_jenjang: 100, efisiensi: 0 };
    await json('super', '/penilaian-kinerja-organisasi/bobot', Y2024, 'PUT', only);
    expect((await rowOf())?.nilai).toBe(grade);
  });

  it('the SS-PD rapor and the LKIP follow a write to what they show', async () => {
    const label = async () => (await json('super', SS_PD)).data.rank.label as string;
    const first = await label();
    expect(first).toMatch(/\d/);
    const res = await t.as('perangkat_daerah', {
      method: 'POST',
      url: `${API}/lkip/narasi-pd`,
      payload: { bab: 1, judul: 'Uji cache LKIP', narasi: 'Ditulis sesudah bab dibaca.' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const bab1 = JSON.stringify((await json('perangkat_daerah', '/lkip/bab/1')).data);
    expect(bab1).toContain('Uji cache LKIP');
    expect(await label()).toBe(first);
  });
});

describe('the tables of a statement', () => {
  it('are the schema tables it names; reads and transaction control are no writes', () => {
    expect(tablesOf('select "a"."id" from "kinerja_sub_kegiatan" "a" join "satuan_kerja" on true').sort()).toEqual([
      'kinerja_sub_kegiatan',
      'satuan_kerja',
    ]);
    expect(tablesOf('select 1')).toEqual([]);
    for (const read of [
      'select 1',
      ' SELECT x from y',
      'begin',
      'commit',
      'savepoint s1',
      'with r as (select 1) select * from r',
    ])
      expect(isWrite(read), read).toBe(false);
    for (const write of [
      'insert into "users" ("id") values (1)',
      'update "users" set "nama" = $1',
      'delete from "users"',
      'with x as (select 1) update "users" set "nama" = $1',
      'with x as (select 1) insert into "users" select * from x',
      'truncate "users"',
    ])
      expect(isWrite(write), write).toBe(true);
  });

  it('a write changes the tables its foreign keys cascade to (ON DELETE CASCADE / SET NULL) as well', () => {
    expect(changedBy(['penyebab_kegagalan']).sort()).toEqual(['langkah_aksi_perbaikan', 'penyebab_kegagalan']);
    expect(changedBy(['kinerja_sub_kegiatan'])).toContain('langkah_aksi_perbaikan');
    expect(changedBy(['users'])).toContain('api_tokens');
    expect(changedBy(['penilaian_organisasi_bobot'])).toEqual(['penilaian_organisasi_bobot']);
  });
});
