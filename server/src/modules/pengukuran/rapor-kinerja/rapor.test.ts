import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import {
  compareRank,
  raporCardSchema,
  raporItem,
  ringkasRapor,
  TRIWULAN,
  type RaporCard,
  type RaporItem,
  type RaporItemDetail,
  type RankInput,
} from '@sakip/domain';
import { countQueries } from '../../../db/query-counter';
import { DEMO_PD_SATKER_ID, DEMO_SATKER_IDS } from '../../../seed/reference-data';
import type { DemoUsername } from '../../../test/harness';
import { testAppForFile } from '../../../test/file-app';
import { monthlyOfYear, totalsOfYear } from './rapor.repository';
import { raporCard, ringkasJumlahOf, sumberOf } from './rapor.service';

const t = testAppForFile();

const API = '/backend/api';
/** The year header of the calls (the cause test looks for a failed item without a cause in both years). */
let year = '2024';
const headers = () => ({ 'default-key-tahun-kinerja': year });
const get = (who: DemoUsername | null, url: string, query?: Record<string, string>) =>
  t.as(who, { method: 'GET', url: `${API}${url}`, query, headers: headers() });
const send = (who: DemoUsername | null, method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.as(who, { method, url: `${API}${url}`, payload, headers: headers() });
const card = async (who: DemoUsername, tw = 1, query?: Record<string, string>): Promise<RaporCard> => {
  const res = await get(who, `/rapor-kinerja/${tw}/diagram`, query);
  expect(res.statusCode).toBe(200);
  return res.json().data;
};

interface DataRow {
  id: number;
  status: string;
  jumlah_penyebab: number;
  target_1: number | null;
  target_4: number | null;
  [key: string]: unknown;
}
async function dataRows(who: DemoUsername, tw: number, query: Record<string, string> = {}): Promise<DataRow[]> {
  const res = await get(who, '/rapor-kinerja/data', { triwulan: String(tw), per_page: '500', ...query });
  expect(res.statusCode).toBe(200);
  return res.json().data;
}

describe('GET /rapor-kinerja/{tw}/diagram', () => {
  it('shows a unit user its own card: title, tiles, causes, adjustments, narrative, rank', async () => {
    const c = await card('perangkat_daerah');
    expect(c.judul).toBe('TRIWULAN I TAHUN 2024');
    expect(c.satuan_kerja?.satuan_kerja_id).toBe(DEMO_PD_SATKER_ID);
    expect(c.satuan_kerja_options).toEqual([]);
    expect(c.ringkasan.jumlah).toBeGreaterThan(0);
    expect(c.ringkasan.tercapai + c.ringkasan.tidak_tercapai).toBe(c.ringkasan.jumlah);
    expect(c.ringkasan.capaian).toBe(Math.round((c.ringkasan.tercapai / c.ringkasan.jumlah) * 10000) / 100);
    expect(c.penyesuaian_intervensi.label).toBe('Triwulan II, III & IV');
    expect(c.rank.label).toMatch(/^TERBAIK \d+ DARI \d+ PD DAN BIRO$/);
    expect(c.narasi.length).toBeGreaterThan(0);
    // A unit user cannot look at another unit: the query is ignored.
    const other = await card('perangkat_daerah', 1, { satuan_kerja_id: DEMO_SATKER_IDS.kominfo });
    expect(other.satuan_kerja?.satuan_kerja_id).toBe(DEMO_PD_SATKER_ID);
  });

  it('changes with the quarter (cumulative) and labels the next quarters', async () => {
    const tw1 = await card('perangkat_daerah', 1);
    const tw4 = await card('perangkat_daerah', 4);
    expect(tw4.judul).toBe('TRIWULAN IV TAHUN 2024');
    expect(tw4.penyesuaian_intervensi.label).toBe('Tahun Selanjutnya');
    expect(tw4.ringkasan.anggaran).toBeGreaterThanOrEqual(tw1.ringkasan.anggaran);
    expect(tw4.ringkasan.jumlah).toBeGreaterThanOrEqual(tw1.ringkasan.jumlah);
  });

  it('lets super and the city choose any unit, setda only setda and its biro', async () => {
    const s = await card('super', 1, { satuan_kerja_id: DEMO_SATKER_IDS.kominfo });
    expect(s.satuan_kerja?.satuan_kerja_id).toBe(DEMO_SATKER_IDS.kominfo);
    expect(s.satuan_kerja_options.length).toBe(s.rank.total);
    const none = await card('pemerintah_daerah');
    expect(none.satuan_kerja).toBeNull();
    expect(none.satuan_kerja_options.length).toBeGreaterThan(10);
    const setda = await card('setda');
    expect(setda.satuan_kerja?.satuan_kerja_id).toBe(DEMO_SATKER_IDS.setda);
    expect(setda.satuan_kerja_options.every((o) => o.satuan_kerja_id.startsWith('9999'))).toBe(true);
    expect(
      (await get('setda', '/rapor-kinerja/1/diagram', { satuan_kerja_id: DEMO_SATKER_IDS.kominfo })).statusCode,
    ).toBe(404);
    expect((await get('super', '/rapor-kinerja/1/diagram', { satuan_kerja_id: 'TIDAKADA' })).statusCode).toBe(404);
  });

  it('401 without login, 403 for a role without rapor, 404 for a bad quarter, 422 for an unknown query key', async () => {
    expect((await get(null, '/rapor-kinerja/1/diagram')).statusCode).toBe(401);
    expect((await get('validator_bappeda', '/rapor-kinerja/1/diagram')).statusCode).toBe(403);
    for (const tw of ['0', '5', 'x', '01', '1.0'])
      expect((await get('super', `/rapor-kinerja/${tw}/diagram`)).statusCode).toBe(404);
    expect((await get('super', '/rapor-kinerja/1/diagram', { lain: '1' })).statusCode).toBe(422);
  });
});

describe('GET /public-display/rapor-kinerja/{tw}/{satuanKerjaId}', () => {
  it('answers the same card without login, year from ?tahun_kinerja, no options, no extra field', async () => {
    const own = await card('perangkat_daerah', 2);
    const res = await get(null, `/public-display/rapor-kinerja/2/${DEMO_PD_SATKER_ID}`, { tahun_kinerja: '2024' });
    expect(res.statusCode).toBe(200);
    const pub = res.json().data as RaporCard;
    expect(pub).toEqual({ ...own, satuan_kerja_options: [] });
    expect(Object.keys(pub).sort()).toEqual(Object.keys(raporCardSchema.shape).sort());
    const y2025 = (
      await get(null, `/public-display/rapor-kinerja/2/${DEMO_PD_SATKER_ID}`, { tahun_kinerja: '2025' })
    ).json();
    expect(y2025.data.tahun).toBe(2025);
  });

  it('404 for an unknown unit or quarter, 422 for a year not offered', async () => {
    expect((await get(null, '/public-display/rapor-kinerja/1/TIDAKADA')).statusCode).toBe(404);
    expect((await get(null, `/public-display/rapor-kinerja/9/${DEMO_PD_SATKER_ID}`)).statusCode).toBe(404);
    const bad = await get(null, `/public-display/rapor-kinerja/1/${DEMO_PD_SATKER_ID}`, { tahun_kinerja: '1999' });
    expect(bad.statusCode).toBe(422);
  });
});

describe('rank and data tables', () => {
  it('ranks every active unit by the keys of DOMAIN-2, 1..n', async () => {
    const res = await get('pemerintah_daerah', '/rapor-kinerja/rank', { triwulan: '2', per_page: '500' });
    expect(res.statusCode).toBe(200);
    const { data, total } = res.json<{ data: (RankInput & { rank: number })[]; total: number }>();
    expect(data.length).toBe(total);
    expect(data.map((r) => r.rank)).toEqual(data.map((_, i) => i + 1));
    for (let i = 1; i < data.length; i++)
      expect(compareRank(data[i - 1] as RankInput, data[i] as RankInput)).toBeLessThan(0);
    // A realistic spread: some units at 100 %, most between, a few without items.
    expect(data.some((r) => r.capaian === 100)).toBe(true);
    expect(data.some((r) => r.capaian > 0 && r.capaian < 100)).toBe(true);
    const own = await card('perangkat_daerah', 2);
    expect(data.find((r) => r.satuan_kerja_id === DEMO_PD_SATKER_ID)?.rank).toBe(own.rank.rank);
    expect(own.rank.total).toBe(total);
    const xlsx = await get('perangkat_daerah', '/rapor-kinerja/rank/export', { triwulan: '2' });
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
    expect((await get(null, '/rapor-kinerja/rank')).statusCode).toBe(401);
    expect((await get('validator_lke', '/rapor-kinerja/rank')).statusCode).toBe(403);
  });

  it('lists the items of the quarter with cumulative months and filters Tercapai / Tidak Tercapai', async () => {
    const all = await dataRows('perangkat_daerah', 1);
    const c = await card('perangkat_daerah', 1);
    expect(all.length).toBe(c.ringkasan.jumlah);
    expect(all.every((r) => r.target_4 === null)).toBe(true);
    // Issue 25 item 30: a month without a cumulative target shows '-' for realisasi too, never '0'.
    for (const r of await dataRows('perangkat_daerah', 4)) {
      for (let m = 1; m <= 12; m++) {
        if (r[`target_${m}`] === null) expect(r[`realisasi_${m}`], `${r.id} bulan ${m}`).not.toBe(0);
      }
      // the month table of the item's causes page follows the same rule
      const d = (await get('perangkat_daerah', `/rapor-kinerja/4/data/${r.id}/penyebab-kegagalan`)).json()
        .data as RaporItemDetail;
      for (const b of d.bulan) {
        if (b.target === null) expect(b.realisasi, `${r.id} bulan ${b.bulan}`).not.toBe(0);
        if (b.target_kumulatif === null) expect(b.realisasi_kumulatif, `${r.id} s.d. ${b.bulan}`).not.toBe(0);
      }
    }
    const ok = await dataRows('perangkat_daerah', 1, { status: 'tercapai' });
    const ko = await dataRows('perangkat_daerah', 1, { status: 'tidak-tercapai' });
    expect(ok.length).toBe(c.ringkasan.tercapai);
    expect(ko.length).toBe(c.ringkasan.tidak_tercapai);
    expect(ko.every((r) => r.status === 'Tidak Tercapai')).toBe(true);
    // A unit user sees only its own unit whatever it passes.
    const other = await dataRows('perangkat_daerah', 1, { satuan_kerja_id: DEMO_SATKER_IDS.kominfo });
    expect(other.map((r) => r.id)).toEqual(all.map((r) => r.id));
    expect((await get('perangkat_daerah', '/rapor-kinerja/data', { status: 'semua-salah' })).statusCode).toBe(422);
    const xlsx = await get('perangkat_daerah', '/rapor-kinerja/data/export', {
      triwulan: '1',
      status: 'tidak-tercapai',
    });
    expect(xlsx.statusCode).toBe(200);
    // Issue 25 item 34: the TW I sheet holds Jan-Mar only; the file names its quarter and unit.
    expect(xlsx.headers['content-disposition']).toContain(`rapor-kinerja-data-2024-tw1-${DEMO_PD_SATKER_ID}.xlsx`);
    // the causes of one quarter: their file names the quarter too
    const causes = await get('perangkat_daerah', '/rapor-kinerja/penyebab-kegagalan/export', { triwulan: '1' });
    expect(causes.statusCode).toBe(200);
    expect(causes.headers['content-disposition']).toMatch(/-2024-tw1\.xlsx"$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const headers = (workbook.worksheets[0]!.getRow(1).values as unknown[]).map(String);
    expect(headers.some((h) => h.startsWith('Mar - '))).toBe(true);
    expect(headers.some((h) => /^(Apr|Mei|Jun|Jul|Agu|Sep|Okt|Nov|Des) - /.test(h))).toBe(false);
  });
});

describe('causes and corrective steps', () => {
  it('adds a cause to a failed item, then a corrective step; the card, narrative and pages follow; delete removes both', async () => {
    let tw = 0;
    let failed: DataRow | undefined;
    for (const y of ['2024', '2025']) {
      year = y;
      for (tw = 1; tw <= 4 && !failed; tw++)
        failed = (await dataRows('perangkat_daerah', tw, { status: 'tidak-tercapai' })).find(
          (r) => r.jumlah_penyebab === 0,
        );
      if (failed) break;
    }
    tw -= 1;
    if (!failed) throw new Error('demo data: a failed item without a cause is needed');
    const before = await card('perangkat_daerah', tw);

    const created = await send('perangkat_daerah', 'POST', '/rapor-kinerja/penyebab-kegagalan', {
      kinerja_sub_kegiatan_id: failed.id,
      triwulan: tw,
      penyebab: 'Guru penggerak belum ditetapkan kementerian',
    });
    expect(created.statusCode).toBe(200);
    const cause = created.json().data;
    expect(cause.langkah_perbaikan).toEqual([]);
    const again = await send('perangkat_daerah', 'POST', '/rapor-kinerja/penyebab-kegagalan', {
      kinerja_sub_kegiatan_id: failed.id,
      triwulan: tw,
      penyebab: 'Kedua',
    });
    expect(again.statusCode).toBe(422);

    const step = await send('perangkat_daerah', 'POST', `/rapor-kinerja/penyebab-kegagalan/${cause.id}/langkah-aksi`, {
      sasaran: 'Pendampingan guru oleh pengawas sekolah',
      indikator: 'Jumlah sekolah didampingi',
      satuan: 'sekolah',
      polaritas: 'naik',
      target: 12,
      anggaran: 25_000_000,
    });
    expect(step.statusCode).toBe(200);
    const steps = step.json().data.langkah_perbaikan;
    expect(steps).toHaveLength(1);
    expect(steps[0]).toMatchObject({ sasaran: 'Pendampingan guru oleh pengawas sekolah', anggaran: 25_000_000 });

    const after = await card('perangkat_daerah', tw);
    expect(after.penyebab.jumlah_penyebab).toBe(before.penyebab.jumlah_penyebab + 1);
    expect(after.penyesuaian_intervensi.sesudah).toBe(before.penyesuaian_intervensi.sesudah + 1);
    expect(after.penyesuaian_anggaran.usulan).toBe(before.penyesuaian_anggaran.usulan + 25_000_000);
    expect(after.narasi.join(' ')).toContain('karena Guru penggerak belum ditetapkan kementerian');
    expect(after.narasi.join(' ')).toContain('Pendampingan guru oleh pengawas sekolah');
    // The public copy changes at once too (its cache follows writes).
    const pub = (
      await get(null, `/public-display/rapor-kinerja/${tw}/${DEMO_PD_SATKER_ID}`, { tahun_kinerja: year })
    ).json();
    expect(pub.data.penyebab.jumlah_penyebab).toBe(after.penyebab.jumlah_penyebab);

    const detail = await get('perangkat_daerah', `/rapor-kinerja/${tw}/data/${failed.id}/penyebab-kegagalan`);
    expect(detail.statusCode).toBe(200);
    const d = detail.json().data as RaporItemDetail;
    expect(d.bulan.map((b) => b.bulan)).toEqual(Array.from({ length: tw * 3 }, (_, i) => i + 1));
    expect(d.tercapai).toBe(false);
    expect(d.dapat_mengubah).toBe(true);
    expect(d.penyebab).toHaveLength(1);
    expect(d.bulan.some((b) => b.di_bawah_target)).toBe(true);

    const page = (await get('perangkat_daerah', `/rapor-kinerja/${tw}/langkah-aksi-perbaikan`)).json().data;
    const listed = page.items.find((i: { id: number }) => i.id === failed.id);
    expect(listed.penyebab[0].langkah_perbaikan[0].sasaran).toBe('Pendampingan guru oleh pengawas sekolah');

    const edited = await send('perangkat_daerah', 'PUT', `/rapor-kinerja/penyebab-kegagalan/${cause.id}`, {
      kinerja_sub_kegiatan_id: failed.id,
      triwulan: tw,
      penyebab: 'Guru penggerak belum ditetapkan',
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data.penyebab).toBe('Guru penggerak belum ditetapkan');

    const removed = await send('perangkat_daerah', 'DELETE', `/rapor-kinerja/penyebab-kegagalan/${cause.id}`);
    expect(removed.statusCode).toBe(200);
    expect((await get('perangkat_daerah', `/kinerja-langkah-aksi/${steps[0].id}`)).statusCode).toBe(404);
    const back = await card('perangkat_daerah', tw);
    expect(back.penyebab).toEqual(before.penyebab);
    expect(back.penyesuaian_anggaran).toEqual(before.penyesuaian_anggaran);
    year = '2024';
  });

  it('refuses a cause on an achieved item, on another unit’s item, and an empty text', async () => {
    const ok = (await dataRows('perangkat_daerah', 1, { status: 'tercapai' }))[0];
    if (ok) {
      const res = await send('perangkat_daerah', 'POST', '/rapor-kinerja/penyebab-kegagalan', {
        kinerja_sub_kegiatan_id: ok.id,
        triwulan: 1,
        penyebab: 'Tidak perlu',
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.penyebab[0]).toContain('tercapai');
    }
    const rank = (await get('super', '/rapor-kinerja/rank', { triwulan: '4', per_page: '500' })).json()
      .data as RankInput[];
    const otherUnit = rank.find((r) => r.satuan_kerja_id !== DEMO_PD_SATKER_ID && r.capaian > 0 && r.capaian < 100);
    if (!otherUnit) throw new Error('demo data: another unit with a failed item is needed');
    const foreign = (
      await dataRows('super', 4, { satuan_kerja_id: otherUnit.satuan_kerja_id, status: 'tidak-tercapai' })
    )[0];
    if (!foreign) throw new Error('demo data: another unit with a failed item is needed');
    const res = await send('perangkat_daerah', 'POST', '/rapor-kinerja/penyebab-kegagalan', {
      kinerja_sub_kegiatan_id: foreign.id,
      triwulan: 4,
      penyebab: 'Bukan milik kami',
    });
    expect(res.statusCode).toBe(404);
    expect((await get('perangkat_daerah', `/rapor-kinerja/4/data/${foreign.id}/penyebab-kegagalan`)).statusCode).toBe(
      404,
    );
    const empty = await send('perangkat_daerah', 'POST', '/rapor-kinerja/penyebab-kegagalan', {
      kinerja_sub_kegiatan_id: foreign.id,
      triwulan: 1,
      penyebab: '',
    });
    expect(empty.statusCode).toBe(422);
    expect((await send(null, 'POST', '/rapor-kinerja/penyebab-kegagalan', {})).statusCode).toBe(401);
    expect((await send('pemerintah_daerah', 'POST', '/rapor-kinerja/penyebab-kegagalan', {})).statusCode).toBe(403);
    // Another unit's cause: 404 for reading it, changing it and adding steps to it.
    const theirs = (
      await get('super', '/rapor-kinerja/penyebab-kegagalan', { satuan_kerja_id: otherUnit.satuan_kerja_id })
    ).json().data[0];
    if (theirs) {
      expect((await get('perangkat_daerah', `/rapor-kinerja/penyebab-kegagalan/${theirs.id}`)).statusCode).toBe(404);
      expect(
        (await send('perangkat_daerah', 'DELETE', `/rapor-kinerja/penyebab-kegagalan/${theirs.id}`)).statusCode,
      ).toBe(404);
      const step = await send(
        'perangkat_daerah',
        'POST',
        `/rapor-kinerja/penyebab-kegagalan/${theirs.id}/langkah-aksi`,
        {
          sasaran: 'x',
          indikator: 'x',
          satuan: 'x',
          target: 1,
          anggaran: 0,
        },
      );
      expect(step.statusCode).toBe(404);
    }
    expect((await get('perangkat_daerah', '/rapor-kinerja/9/data/1/penyebab-kegagalan')).statusCode).toBe(404);
  });
});

describe('penambahan jumlah output (2023 only; pemerintah daerah or perangkat daerah)', () => {
  const body = { tw1: 1, tw2: 2, tw3: 0, tw4: 4 };
  it('refuses other years with 422 and other roles with 403', async () => {
    const res = await get('perangkat_daerah', '/rapor-kinerja/penambahan-jumlah-output');
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.tahun[0]).toContain('hanya diisi untuk tahun 2023');
    expect((await send('perangkat_daerah', 'PUT', '/rapor-kinerja/penambahan-jumlah-output', body)).statusCode).toBe(
      422,
    );
    expect((await get('super', '/rapor-kinerja/penambahan-jumlah-output')).statusCode).toBe(403);
    expect((await get('setda', '/rapor-kinerja/penambahan-jumlah-output')).statusCode).toBe(403);
    expect((await get(null, '/rapor-kinerja/penambahan-jumlah-output')).statusCode).toBe(401);
  });

  it('in 2023 a unit saves its own four counts, the city any unit; negatives are 422', async () => {
    // The demo city offers 2023 (it holds that year's counts) beside the planning years.
    expect(t.app.settings.get().tahun_options).toContain(2023);
    const y = { 'default-key-tahun-kinerja': '2023' };
    const list = await t.as('perangkat_daerah', {
      method: 'GET',
      url: `${API}/rapor-kinerja/penambahan-jumlah-output`,
      headers: y,
    });
    expect(list.statusCode).toBe(200);
    expect(list.json().data.units.map((u: { satuan_kerja_id: string }) => u.satuan_kerja_id)).toEqual([
      DEMO_PD_SATKER_ID,
    ]);
    const put = (who: DemoUsername, payload: object) =>
      t.as(who, { method: 'PUT', url: `${API}/rapor-kinerja/penambahan-jumlah-output`, headers: y, payload });
    const saved = await put('perangkat_daerah', { ...body, satuan_kerja_id: DEMO_SATKER_IDS.kominfo });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({ satuan_kerja_id: DEMO_PD_SATKER_ID, ...body });
    const city = await put('pemerintah_daerah', { ...body, satuan_kerja_id: DEMO_SATKER_IDS.kominfo });
    expect(city.json().data.satuan_kerja_id).toBe(DEMO_SATKER_IDS.kominfo);
    expect((await put('perangkat_daerah', { ...body, tw2: -1 })).statusCode).toBe(422);
    const all = await t.as('pemerintah_daerah', {
      method: 'GET',
      url: `${API}/rapor-kinerja/penambahan-jumlah-output`,
      headers: y,
    });
    expect(all.json().data.units.length).toBeGreaterThan(10);
    // The demo's counts of 2023 are there, and feed the rank of 2023 (its 5th key).
    const units: { tw1: number; tw2: number; tw3: number; tw4: number }[] = all.json().data.units;
    expect(units.filter((u) => u.tw1 + u.tw2 + u.tw3 + u.tw4 > 0).length).toBeGreaterThan(10);
    const rank = await t.as('pemerintah_daerah', {
      method: 'GET',
      url: `${API}/rapor-kinerja/rank`,
      query: { triwulan: '4', per_page: '500' },
      headers: y,
    });
    expect(rank.statusCode).toBe(200);
    const output = rank.json().data.map((r: { penambahan_output: number | null }) => r.penambahan_output ?? 0);
    expect(output).toEqual([...output].sort((a: number, b: number) => b - a));
  });
});

describe('the per-unit sums in SQL (the rank, the penilaian organisasi)', () => {
  it('equal the domain rules applied to every sub kegiatan of every unit, quarter and year', async () => {
    const db = t.database.db;
    for (const tahun of [2024, 2025]) {
      const [rows, totals] = await Promise.all([monthlyOfYear(db, tahun), totalsOfYear(db, tahun, TRIWULAN)]);
      const units = new Set(rows.map((r) => r.satuan_kerja_id));
      expect(units.size).toBeGreaterThan(10);
      for (const tw of TRIWULAN) {
        for (const unit of units) {
          const items = rows
            .filter((r) => r.satuan_kerja_id === unit)
            .map((r) => raporItem(sumberOf(r), tw))
            .filter((i): i is RaporItem => i !== null);
          expect(ringkasJumlahOf(totals, unit, tw), `${tahun} TW${tw} ${unit}`).toEqual(ringkasRapor(items));
        }
      }
    }
  });
});

describe('statements', () => {
  it('the card and the rank take a bounded number of statements', async () => {
    const { count } = await countQueries(() =>
      raporCard(t.database.db, 2024, 1, { kind: 'public' }, DEMO_PD_SATKER_ID),
    );
    expect(count).toBe(7);
  });
});
