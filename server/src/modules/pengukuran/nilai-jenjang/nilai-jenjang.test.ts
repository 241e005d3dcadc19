import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import type { NilaiJenjangUnit, PenilaianDetail, RaporSsPd } from '@sakip/domain';
import { lkeNilaiAkhirOf } from '../../evaluasi/services';
import { DEMO_PD_SATKER_ID, DEMO_SATKER_IDS } from '../../../seed/reference-data';
import type { DemoUsername } from '../../../test/harness';
import { testAppForFile } from '../../../test/file-app';

/** API of nilai jenjang kinerja, penilaian kinerja organisasi and the rapor SS-PD (issue 11). */
const t = testAppForFile();

const API = '/backend/api';
const headers = { 'default-key-tahun-kinerja': '2024' };
const get = (who: DemoUsername | null, url: string, query?: Record<string, string>) =>
  t.as(who, { method: 'GET', url: `${API}${url}`, query, headers });
const put = (who: DemoUsername | null, url: string, payload: object) =>
  t.as(who, { method: 'PUT', url: `${API}${url}`, payload, headers });

interface Page {
  opsi: { id: number; label: string; nilai: number }[];
  units: NilaiJenjangUnit[];
}

describe('nilai jenjang kinerja', () => {
  it('lists every unit with its IKU and the options, for super only', async () => {
    const res = await get('super', '/nilai-jenjang-kinerja');
    expect(res.statusCode).toBe(200);
    const page: Page = res.json().data;
    expect(page.opsi.map((o) => o.nilai)).toEqual([100, 100, 80]);
    expect(page.units.length).toBeGreaterThan(5);
    expect(page.units.some((u) => u.iku.length > 0 && u.iku.some((i) => i.opsi_id !== null))).toBe(true);
    expect((await get(null, '/nilai-jenjang-kinerja')).statusCode).toBe(401);
    expect((await get('perangkat_daerah', '/nilai-jenjang-kinerja')).statusCode).toBe(403);
    expect((await get('pemerintah_daerah', '/nilai-jenjang-kinerja/rekap')).statusCode).toBe(403);
  });

  it('saves a row at once, the rekap shows its average; refuses foreign IKU, unknown options and units', async () => {
    const page: Page = (await get('super', '/nilai-jenjang-kinerja')).json().data;
    const unit = page.units.find((u) => u.satuan_kerja_id === DEMO_PD_SATKER_ID);
    const other = page.units.find((u) => u.satuan_kerja_id !== DEMO_PD_SATKER_ID && u.iku.length > 0);
    expect(unit?.iku.length).toBeGreaterThan(0);
    const low = page.opsi.find((o) => o.nilai === 80);
    const payload = { nilai: unit!.iku.map((i) => ({ sasaran_strategis_pd_id: i.id, opsi_id: low!.id })) };
    const res = await put('super', `/nilai-jenjang-kinerja/${DEMO_PD_SATKER_ID}`, payload);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.rata_rata).toBe(80);
    const rekap = await get('super', '/nilai-jenjang-kinerja/rekap', { per_page: '500' });
    expect(rekap.statusCode).toBe(200);
    const row = rekap.json().data.find((r: { satuan_kerja_id: string }) => r.satuan_kerja_id === DEMO_PD_SATKER_ID);
    expect(row.rata_rata).toBe(80);
    const averages = rekap.json().data.map((r: { rata_rata: number | null }) => r.rata_rata ?? -1);
    expect(averages).toEqual([...averages].sort((a: number, b: number) => b - a));
    // Issue 25 item 25: equal averages share a rank (competition ranking 1, 2, 2, 4).
    const ranked: { rank: number; rata_rata: number | null }[] = rekap.json().data;
    ranked.forEach((r, i) => {
      const better = ranked.filter((x) => (x.rata_rata ?? -1) > (r.rata_rata ?? -1)).length;
      expect(r.rank, `row ${i}`).toBe(better + 1);
    });
    expect(new Set(ranked.map((r) => r.rank)).size).toBeLessThan(ranked.length);
    // Clearing one grade.
    const cleared = await put('super', `/nilai-jenjang-kinerja/${DEMO_PD_SATKER_ID}`, {
      nilai: [{ sasaran_strategis_pd_id: unit!.iku[0]!.id, opsi_id: null }],
    });
    expect(cleared.json().data.iku[0].opsi_id).toBeNull();
    // Another unit's IKU, an unknown option, a bad body, an unknown unit, other roles.
    const foreign = await put('super', `/nilai-jenjang-kinerja/${DEMO_PD_SATKER_ID}`, {
      nilai: [{ sasaran_strategis_pd_id: other!.iku[0]!.id, opsi_id: low!.id }],
    });
    expect(foreign.statusCode).toBe(422);
    const unknown = await put('super', `/nilai-jenjang-kinerja/${DEMO_PD_SATKER_ID}`, {
      nilai: [{ sasaran_strategis_pd_id: unit!.iku[0]!.id, opsi_id: 999999 }],
    });
    expect(unknown.statusCode).toBe(422);
    expect((await put('super', `/nilai-jenjang-kinerja/${DEMO_PD_SATKER_ID}`, { nilai: 'x' })).statusCode).toBe(422);
    expect((await put('super', '/nilai-jenjang-kinerja/0000404', { nilai: [] })).statusCode).toBe(404);
    expect((await put('perangkat_daerah', `/nilai-jenjang-kinerja/${DEMO_PD_SATKER_ID}`, payload)).statusCode).toBe(
      403,
    );
    expect((await put(null, `/nilai-jenjang-kinerja/${DEMO_PD_SATKER_ID}`, payload)).statusCode).toBe(401);
  });

  it('exports the rekap as XLSX', async () => {
    const res = await get('super', '/nilai-jenjang-kinerja/rekap/export', { format: 'xlsx' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    // The rank is the first column: no 'No' beside 'Peringkat'.
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    expect(workbook.worksheets[0]!.getRow(1).getCell(1).value).toBe('Peringkat');
  });
});

describe('penilaian kinerja organisasi', () => {
  it("ranks every unit with its composite and parts; the LKE part is the evaluation's final value", async () => {
    const res = await get('perangkat_daerah', '/penilaian-kinerja-organisasi-daftar', { per_page: '500' });
    expect(res.statusCode).toBe(200);
    const rows: {
      rank: number;
      satuan_kerja_id: string;
      nilai: number | null;
      lke: number | null;
      capaian_iku: number | null;
    }[] = res.json().data;
    expect(rows.length).toBeGreaterThan(5);
    expect(rows.map((r) => r.rank)).toEqual(rows.map((_, i) => i + 1));
    // Units the validators have scored carry their final LKE value; the others '-' (null).
    const akhir = await lkeNilaiAkhirOf(
      t.database.db,
      2024,
      rows.map((r) => r.satuan_kerja_id),
    );
    expect(akhir.size).toBeGreaterThan(2);
    expect(rows.every((r) => r.lke === (akhir.get(r.satuan_kerja_id)?.nilai ?? null))).toBe(true);
    expect(rows.some((r) => r.nilai !== null && r.capaian_iku !== null)).toBe(true);
    expect((await get(null, '/penilaian-kinerja-organisasi-daftar')).statusCode).toBe(401);
    expect((await get('validator_lke', '/penilaian-kinerja-organisasi-daftar')).statusCode).toBe(403);
  });

  it('shows one unit: parts, how each is computed, source links, re-normalised weights', async () => {
    const res = await get('perangkat_daerah', `/penilaian-kinerja-organisasi/${DEMO_PD_SATKER_ID}`);
    expect(res.statusCode).toBe(200);
    const d: PenilaianDetail = res.json().data;
    expect(d.komponen.map((k) => k.key)).toEqual(['capaian_iku', 'rapor', 'lke', 'nilai_jenjang', 'efisiensi']);
    expect(d.dinormalisasi).toBe(true);
    const lke = d.komponen.find((k) => k.key === 'lke');
    expect(lke?.nilai).toBeNull();
    expect(lke?.bobot_efektif).toBeNull();
    const used = d.komponen.filter((k) => k.bobot_efektif !== null);
    expect(used.reduce((a, k) => a + (k.bobot_efektif ?? 0), 0)).toBeCloseTo(100, 1);
    expect(d.komponen.every((k) => k.cara_hitung.length > 0)).toBe(true);
    // Issue 25 item 10: a unit user gets no link to the super-only nilai jenjang rekap (a 403 for them).
    const sumber = (x: PenilaianDetail) => Object.fromEntries(x.komponen.map((k) => [k.key, k.sumber]));
    expect(sumber(d)).toEqual({
      capaian_iku: '/capaian-iku',
      rapor: '/rapor-kinerja/4/diagram',
      lke: '/lke/hasil-akhir',
      nilai_jenjang: null,
      efisiensi: '/rapor-kinerja/4/diagram',
    });
    const asSuper: PenilaianDetail = (await get('super', `/penilaian-kinerja-organisasi/${DEMO_PD_SATKER_ID}`)).json()
      .data;
    expect(sumber(asSuper).nilai_jenjang).toBe('/nilai-jenjang-kinerja/rekap');
    // Another unit is outside a unit user's scope; unknown units are 404 too.
    expect((await get('perangkat_daerah', `/penilaian-kinerja-organisasi/${DEMO_SATKER_IDS.kominfo}`)).statusCode).toBe(
      404,
    );
    expect((await get('super', '/penilaian-kinerja-organisasi/0000404')).statusCode).toBe(404);
    expect((await get('super', `/penilaian-kinerja-organisasi/${DEMO_SATKER_IDS.kominfo}`)).statusCode).toBe(200);
    expect((await get('validator_lke', `/penilaian-kinerja-organisasi/${DEMO_PD_SATKER_ID}`)).statusCode).toBe(403);
  });

  it('lets super set the weights (422 on bad weights) and the composite follows', async () => {
    const before = await get('super', '/penilaian-kinerja-organisasi/bobot');
    expect(before.statusCode).toBe(200);
    const only = { capaian_iku: 100, rapor: 0, lke: 0, nilai_jenjang: 0, efisiensi: 0 };
    expect((await put('pemerintah_daerah', '/penilaian-kinerja-organisasi/bobot', only)).statusCode).toBe(403);
    expect((await put(null, '/penilaian-kinerja-organisasi/bobot', only)).statusCode).toBe(401);
    const bad = await put('super', '/penilaian-kinerja-organisasi/bobot', { ...only, capaian_iku: 101 });
    expect(bad.statusCode).toBe(422);
    const zero = await put('super', '/penilaian-kinerja-organisasi/bobot', { ...only, capaian_iku: 0 });
    expect(zero.statusCode).toBe(422);
    const ok = await put('super', '/penilaian-kinerja-organisasi/bobot', only);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.bawaan).toBe(false);
    const d: PenilaianDetail = (await get('super', `/penilaian-kinerja-organisasi/${DEMO_PD_SATKER_ID}`)).json().data;
    expect(d.nilai).toBe(d.komponen[0]?.nilai ?? null);
    await put('super', '/penilaian-kinerja-organisasi/bobot', before.json().data.bobot);
  });
});

describe('rapor SS-PD', () => {
  it('draws per IKU the quarter segments, the rank and the internal / external cards', async () => {
    const res = await get('perangkat_daerah', '/rapor-kinerja-sasaran-strategis-pd/4/diagram');
    expect(res.statusCode).toBe(200);
    const r: RaporSsPd = res.json().data;
    expect(r.judul).toBe('TRIWULAN IV TAHUN 2024');
    expect(r.satuan_kerja?.satuan_kerja_id).toBe(DEMO_PD_SATKER_ID);
    expect(r.iku.length).toBeGreaterThan(0);
    expect(r.iku.every((i) => i.target.length === 4 && i.realisasi.length === 4)).toBe(true);
    expect(r.iku.some((i) => i.target.some((s) => s.segmen !== null))).toBe(true);
    expect(r.rank.label).toMatch(/^TERBAIK \d+ DARI \d+ PD DAN BIRO$/);
    expect(r.internal.jumlah + r.eksternal.jumlah).toBeGreaterThan(0);
    const tw1: RaporSsPd = (await get('perangkat_daerah', '/rapor-kinerja-sasaran-strategis-pd/1/diagram')).json().data;
    expect(tw1.iku[0]?.target.length).toBe(1);
    expect((await get('perangkat_daerah', '/rapor-kinerja-sasaran-strategis-pd/5/diagram')).statusCode).toBe(404);
    expect((await get(null, '/rapor-kinerja-sasaran-strategis-pd/1/diagram')).statusCode).toBe(401);
    expect((await get('validator_lke', '/rapor-kinerja-sasaran-strategis-pd/1/diagram')).statusCode).toBe(403);
    expect(
      (await get('super', '/rapor-kinerja-sasaran-strategis-pd/1/diagram', { satuan_kerja_id: '0000404' })).statusCode,
    ).toBe(404);
    expect(
      (await get('super', '/rapor-kinerja-sasaran-strategis-pd/1/diagram', { satuan_kerja_id: 'x'.repeat(50) }))
        .statusCode,
    ).toBe(422);
  });
});
