import { afterAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  ANGGOTA_SELURUH_TIM,
  capaian,
  DISPLAY_MAKRO_REPORTS,
  DISPLAY_MIKRO_REPORTS,
  efisiensiSumberDaya,
  sumPresent,
  type ReportRow,
} from '@sakip/domain';
import { countQueries } from '../../../db/query-counter';
import { kinerjaLangkahAksi, kinerjaLangkahAksiAnggota, timKerjaAnggota } from '../../../db/schema/index';
import { hubOf } from '../../../lib/cache/hub';
import { DEMO_PD_SATKER_ID, DEMO_SATKER_IDS } from '../../../seed/demo';
import { testAppForFile } from '../../../test/file-app';
import type { DemoUsername } from '../../../test/harness';

/**
 * The display makro / mikro pages and their public copies (issue 14, DOMAIN-2 §3) on the demo city:
 * rows for an allowed role, a unit role always on its own unit, super choosing, the public copy
 * without login and without private fields, the open-data export of the same rows, and the number
 * of statements per page (printed for the note).
 */
const t = testAppForFile();

type Page = { data: ReportRow[]; total: number; per_page: number; current_page: number };
const OWN = DEMO_PD_SATKER_ID;
const OTHER = DEMO_SATKER_IDS.rsud;
const api = (slug: string) => `/backend/api/${slug}`;
const publicApi = (slug: string) => `/backend/api/public-display/${slug}`;
/** Pages the demo city fills for the demo unit (innovations sit on every fourth sub kegiatan). */
const ALL = 500;
/** The page at `url` as `who` with all its rows at once (`query` adds the unit, the year, …). */
const allRows = (who: DemoUsername | null, url: string, query: Record<string, string> = {}) =>
  t.as(who, { method: 'GET', url, query: { per_page: String(ALL), ...query } });
/** The page at `url` as `who` with all its rows, answered 200 and filled by the demo city. */
async function filledPage(who: DemoUsername | null, url: string, query: Record<string, string> = {}) {
  const res = await allRows(who, url, query);
  expect(res.statusCode, res.body).toBe(200);
  const page = res.json<Page>();
  expect(page.total, `${url} has rows on the demo data`).toBeGreaterThan(0);
  return page;
}
const statements: Record<string, number> = {};

/** Every makro / mikro page answers within this many statements (token + period + levels). */
const MAX_STATEMENTS = 9;

/** The page as `who` within MAX_STATEMENTS, counted for the note. */
function itAnswersInBoundedStatements(slug: string, who: DemoUsername) {
  it('answers in a bounded number of statements', async () => {
    // A cold read: the rows are cached under the data version (pages.routes.ts); drop them first.
    hubOf(t.database.db).apply({ kind: 'data' });
    const { result, count } = await countQueries(() => t.as(who, { method: 'GET', url: api(slug) }));
    expect(result.statusCode).toBe(200);
    statements[slug] = count;
    expect(count).toBeLessThanOrEqual(MAX_STATEMENTS);
  });
}

describe('display mikro pages', () => {
  for (const { report } of DISPLAY_MIKRO_REPORTS) {
    describe(report.slug, () => {
      it('a unit user gets their own unit whatever they pass; super chooses; 401 without login', async () => {
        const ownPage = await filledPage('perangkat_daerah', api(report.slug));
        const passing = await allRows('perangkat_daerah', api(report.slug), { satuan_kerja_id: OTHER });
        expect(passing.json<Page>().data).toEqual(ownPage.data);
        const superOwn = await allRows('super', api(report.slug), { satuan_kerja_id: OWN });
        expect(superOwn.json<Page>().data).toEqual(ownPage.data);
        const superOther = await t.as('super', {
          method: 'GET',
          url: api(report.slug),
          query: { satuan_kerja_id: OTHER },
        });
        expect(superOther.statusCode).toBe(200);
        expect(superOther.json<Page>().data).not.toEqual(ownPage.data.slice(0, 20));
        expect((await t.as('super', { method: 'GET', url: api(report.slug) })).json<Page>().total).toBe(0);
        expect((await t.as(null, { method: 'GET', url: api(report.slug) })).statusCode).toBe(401);
        expect((await t.as('validator_lke', { method: 'GET', url: api(report.slug) })).statusCode).toBe(403);
      });

      it('public copy: no login, the unit from the query, public fields only, open data of the same rows', async () => {
        const page = await filledPage(null, publicApi(report.slug), { satuan_kerja_id: OWN, tahun_kinerja: '2024' });
        for (const row of page.data) expect(Object.keys(row).sort()).toEqual([...report.publicKeys].sort());
        const json = await t.as(null, {
          method: 'GET',
          url: `${publicApi(report.slug)}/export`,
          query: { satuan_kerja_id: OWN, tahun_kinerja: '2024', format: 'json' },
        });
        expect(json.statusCode).toBe(200);
        expect(json.json<{ data: ReportRow[] }>().data).toEqual(page.data);
        const none = await t.as(null, { method: 'GET', url: publicApi(report.slug) });
        expect(none.json<Page>().total).toBe(0);
      });

      itAnswersInBoundedStatements(report.slug, 'perangkat_daerah');
    });
  }
});

describe('display makro pages', () => {
  for (const { report } of DISPLAY_MAKRO_REPORTS) {
    describe(report.slug, () => {
      it('the city for every role that reads the RPJMD, the same rows on the public copy', async () => {
        const page = await filledPage('pemerintah_daerah', api(report.slug));
        const unit = await allRows('perangkat_daerah', api(report.slug));
        expect(unit.json<Page>().data).toEqual(page.data);
        const pub = await allRows(null, publicApi(report.slug));
        expect(pub.statusCode).toBe(200);
        expect(pub.json<Page>().data).toEqual(
          page.data.map((r) => Object.fromEntries(report.publicKeys.map((k) => [k, r[k] ?? null]))),
        );
        expect((await t.as(null, { method: 'GET', url: api(report.slug) })).statusCode).toBe(401);
        // A makro page has no unit picker: the key is refused (strict query).
        expect(
          (await t.as('super', { method: 'GET', url: api(report.slug), query: { satuan_kerja_id: OWN } })).statusCode,
        ).toBe(422);
      });

      itAnswersInBoundedStatements(report.slug, 'pemerintah_daerah');
    });
  }
});

describe('derived columns (DOMAIN-2 §3) on the demo data', () => {
  async function rows(slug: string, who: 'perangkat_daerah' | 'pemerintah_daerah' = 'perangkat_daerah') {
    const res = await allRows(who, api(slug));
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Page>().data;
  }

  it('capaian kinerja PD: capaian, growth and the national comparison text come from the domain rules', async () => {
    for (const row of await rows('display-mikro/capaian-kinerja-pd')) {
      expect(row.capaian).toBe(row.capaian_ini);
      expect(row.realisasi).toBe(row.realisasi_ini);
      const target = row.target as number | null;
      const realisasi = row.realisasi as number | null;
      if (target !== null && realisasi !== null && target !== 0) {
        const naik = capaian(target, realisasi, 'naik');
        const turun = capaian(target, realisasi, 'turun');
        expect([naik, turun]).toContain(row.capaian);
      }
      if (row.capaian !== null && row.capaian_lalu !== null) {
        expect(row.peningkatan).toBeCloseTo((row.capaian as number) - (row.capaian_lalu as number), 2);
      }
      expect(String(row.perbandingan_nasional)).toMatch(/rata-rata nasional/);
    }
  });

  it('efisiensi anggaran: pagu is the sum of the goal programs, efisiensi = pagu − realisasi', async () => {
    const efisiensi = await rows('display-mikro/capaian-kinerja-efisiensi-anggaran');
    const program = await rows('display-mikro/capaian-kinerja-program');
    const pagu = efisiensi.reduce((sum, r) => sum + ((r.pagu as number | null) ?? 0), 0);
    const programs = program.reduce((sum, r) => sum + ((r.anggaran as number | null) ?? 0), 0);
    expect(pagu).toBeCloseTo(programs, 2);
    for (const r of efisiensi) {
      expect(r.efisiensi).toBe(efisiensiSumberDaya(r.pagu as number, r.realisasi_anggaran as number).nominal);
    }
  });

  it('program inovatif lists only sub kegiatan with an innovation; RPJMD shows the strategies', async () => {
    for (const r of await rows('display-mikro/program-inovatif')) expect(r.nama_inovasi).toBeTruthy();
    const rpjmd = await rows('display-makro/rpjmd', 'pemerintah_daerah');
    expect(rpjmd.some((r) => typeof r.strategi === 'string' && r.strategi.length > 0)).toBe(true);
    expect(rpjmd.every((r) => typeof r.visi === 'string')).toBe(true);
  });

  it('realisasi rencana aksi terintegrasi: each langkah aksi, then its approved members by name, without NIP', async () => {
    const slug = 'display-mikro/realisasi-rencana-aksi-terintegrasi';
    const all = await rows(slug);
    const members = all.filter((r) => r.anggota !== null && r.anggota !== ANGGOTA_SELURUH_TIM);
    expect(members.length).toBeGreaterThan(0);
    // Each member row follows its langkah aksi's own row ('Seluruh tim') and carries its own months.
    for (const m of members) {
      const own = all.find((r) => r.id === String(m.id).replace(/-a\d+$/, ''));
      expect(own).toMatchObject({ anggota: ANGGOTA_SELURUH_TIM, aktivitas: m.aktivitas, tim_kerja: m.tim_kerja });
      const bulan = Array.from({ length: 12 }, (_, i) => m[`realisasi_bulan_${i + 1}`] as number | null);
      if (bulan.some((v) => v !== null)) expect(m.realisasi).toBe(sumPresent(bulan));
      const [target, realisasi] = [m.target as number | null, m.realisasi as number | null];
      const pair = [capaian(target, realisasi, 'naik'), capaian(target, realisasi, 'turun')];
      expect(pair).toContain(m.capaian);
    }
    // Only members approved by both heads: the demo's pending and rejected members are not listed.
    const db = t.database.db;
    const approved = await db
      .select({ id: kinerjaLangkahAksiAnggota.id })
      .from(kinerjaLangkahAksiAnggota)
      .innerJoin(kinerjaLangkahAksi, eq(kinerjaLangkahAksi.id, kinerjaLangkahAksiAnggota.kinerja_langkah_aksi_id))
      .innerJoin(timKerjaAnggota, eq(timKerjaAnggota.id, kinerjaLangkahAksiAnggota.tim_kerja_anggota_id))
      .where(
        and(
          eq(kinerjaLangkahAksi.satuan_kerja_id, OWN),
          eq(kinerjaLangkahAksi.tahun, 2024),
          eq(timKerjaAnggota.status_kepala_bidang, 'disetujui'),
          eq(timKerjaAnggota.status_kepala_opd, 'disetujui'),
        ),
      );
    expect(members.map((m) => Number(String(m.id).split('-a')[1])).sort((a, b) => a - b)).toEqual(
      approved.map((r) => r.id).sort((a, b) => a - b),
    );
    // The public copy: the same rows, and no NIP anywhere.
    const pub = await allRows(null, publicApi(slug), { satuan_kerja_id: OWN, tahun_kinerja: '2024' });
    expect(pub.json<Page>().data.filter((r) => r.anggota === members[0]!.anggota).length).toBeGreaterThan(0);
    const nips = (await db.select({ nip: timKerjaAnggota.nip }).from(timKerjaAnggota)).map((r) => r.nip);
    for (const nip of nips) expect(pub.body).not.toContain(nip);
  });

  it('capaian kinerja pemda carries the rank and awards of the year', async () => {
    const pemda = await rows('display-makro/capaian-kinerja-pemda', 'pemerintah_daerah');
    expect(pemda.some((r) => typeof r.peringkat === 'string')).toBe(true);
  });

  it('the rows are computed once per data version: a second read issues no statement for them', async () => {
    hubOf(t.database.db).apply({ kind: 'data' });
    const url = publicApi('display-makro/rkpd');
    const cold = await countQueries(() => t.as(null, { method: 'GET', url, query: { page: '2' } }));
    const warm = await countQueries(() =>
      t.as(null, { method: 'GET', url: `${url}/export`, query: { format: 'csv' } }),
    );
    expect(cold.count).toBeGreaterThan(0);
    expect(warm.count).toBe(0);
    expect(warm.result.body.split('\r\n').length).toBeGreaterThan(20);
  });

  it('open data names the period years and writes decimals one way; files say their year and unit (issue 25 items 33-34)', async () => {
    const csv = await t.as(null, {
      method: 'GET',
      url: `${publicApi('display-makro/rpjmd')}/export`,
      query: { format: 'csv', tahun_kinerja: '2024' },
    });
    expect(csv.statusCode).toBe(200);
    const [header, ...lines] = csv.body.split('\r\n');
    expect(header).toMatch(/,target_20\d\d,target_20\d\d,target_20\d\d,target_20\d\d,target_20\d\d,/);
    expect(header).not.toMatch(/target_[1-5],/);
    // A decimal typed as text ('77,6', quoted for its comma) is written with a point like the numbers.
    expect(lines.join('\n')).not.toMatch(/"-?\d+,\d+"/);
    expect(csv.headers['content-disposition']).toContain('display-makro-rpjmd-2024.csv');
    const mikro = await t.as(null, {
      method: 'GET',
      url: `${publicApi('display-mikro/renstra')}/export`,
      query: { format: 'xlsx', tahun_kinerja: '2024', satuan_kerja_id: '1010' },
    });
    expect(mikro.headers['content-disposition']).toContain('display-mikro-renstra-2024-1010.xlsx');
  });

  it('a year not offered on a public copy is a 422 on tahun_kinerja', async () => {
    const res = await t.as(null, {
      method: 'GET',
      url: publicApi('display-makro/rpjmd'),
      query: { tahun_kinerja: '1999' },
    });
    expect(res.statusCode).toBe(422);
  });
});

afterAll(() => {
  // The note of issue 14 lists these (scale 1).
  console.log(`display statements per page: ${JSON.stringify(statements)}`);
});
