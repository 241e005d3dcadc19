import { describe, expect, it } from 'vitest';
import { JENIS_TEMUAN, type KesehatanData, type JenisTemuan } from '@sakip/domain';
import { countQueries } from '../../../db/query-counter';
import { KESEHATAN_DEFECT_UNIT } from '../../../seed/kesehatan-data';
import { DEMO_PD_SATKER_ID } from '../../../seed/reference-data';
import { demoActor, type DemoUsername } from '../../../test/harness';
import { scaleCityForFile, testAppForFile } from '../../../test/file-app';
import { kesehatanData } from './kesehatan-data.service';

/**
 * Kesehatan Data (issue 27 item 5): finds the defects the demo seed plants in one unit, nothing in
 * the clean demo unit, scoped like every read, in a fixed number of statements.
 */
const t = testAppForFile();
const big = scaleCityForFile(10);

const API = '/backend/api/kesehatan-data';
async function kesehatanOf(who: DemoUsername, satker?: string): Promise<KesehatanData> {
  const res = await t.as(who, { method: 'GET', url: API, query: satker ? { satuan_kerja_id: satker } : {} });
  expect(res.statusCode, who).toBe(200);
  return res.json().data;
}
const jumlah = (k: KesehatanData, jenis: JenisTemuan) => k.ringkasan.find((r) => r.jenis === jenis)?.jumlah;

describe('Kesehatan Data', () => {
  it('finds the defects planted in one unit, each kind, each with a link to the record', async () => {
    const k = await kesehatanOf('pemerintah_daerah', KESEHATAN_DEFECT_UNIT);
    expect(k.ringkasan.map((r) => r.jenis)).toEqual([...JENIS_TEMUAN]);
    expect(jumlah(k, 'tanpa-target')).toBe(2);
    expect(jumlah(k, 'indikator-tanpa-satuan')).toBe(2);
    expect(jumlah(k, 'anggaran-melebihi-induk')).toBeGreaterThanOrEqual(2);
    expect(jumlah(k, 'langkah-aksi-tanpa-target-bulanan')).toBe(2);
    expect(jumlah(k, 'iku-tanpa-sasaran-rpjmd')).toBe(2);
    expect(jumlah(k, 'indikator-ganda')).toBe(2);
    expect(jumlah(k, 'tim-tanpa-anggota')).toBe(2);
    // The year 2024 is over: its December realisasi is checked; one finding for the unit.
    expect(k.bulan_realisasi).toBe(12);
    expect(jumlah(k, 'realisasi-bulan-lalu')).toBe(1);
    const realisasi = k.temuan.find((f) => f.jenis === 'realisasi-bulan-lalu');
    expect(realisasi?.keterangan).toBe('2 sub kegiatan belum berisi realisasi Desember 2024');
    expect(k.temuan.every((f) => f.satuan_kerja_id === KESEHATAN_DEFECT_UNIT)).toBe(true);
    const links = k.temuan.map((f) => f.tautan);
    expect(links).toContainEqual(expect.stringMatching(/^\/kinerja-langkah-aksi\/\d+$/));
    expect(links).toContainEqual(expect.stringMatching(/^\/sasaran-strategis-pd\/\d+$/));
    expect(links).toContainEqual(expect.stringMatching(/^\/tim-kerja\/detail\/\d+$/));
    const budget = k.temuan.find((f) => f.jenis === 'anggaran-melebihi-induk');
    expect(budget?.keterangan).toMatch(/^Anggaran Rp [\d.]+ melebihi induknya Rp [\d.]+$/);
  });

  it('a clean unit shows none; a unit sees only its own', async () => {
    const own = await kesehatanOf('perangkat_daerah');
    expect(own.ringkasan.every((r) => r.jumlah === 0)).toBe(true);
    expect(own.temuan).toEqual([]);
    const chosen = await kesehatanOf('pemerintah_daerah', DEMO_PD_SATKER_ID);
    expect(chosen.temuan).toEqual([]);
    const other = await t.as('perangkat_daerah', {
      method: 'GET',
      url: API,
      query: { satuan_kerja_id: KESEHATAN_DEFECT_UNIT },
    });
    expect(other.statusCode).toBe(404);
  });

  it('the city sees every unit; setda its own and its biro; guards', async () => {
    const city = await kesehatanOf('super');
    const planted = await kesehatanOf('super', KESEHATAN_DEFECT_UNIT);
    for (const jenis of JENIS_TEMUAN) expect(jumlah(city, jenis)!).toBeGreaterThanOrEqual(jumlah(planted, jenis)!);
    expect(new Set(city.temuan.map((f) => f.satuan_kerja_id)).size).toBeGreaterThan(1);
    const setda = await kesehatanOf('setda');
    expect(setda.temuan.every((f) => f.satuan_kerja_id.startsWith('9999'))).toBe(true);
    expect((await t.as(null, { method: 'GET', url: API })).statusCode).toBe(401);
    expect((await t.as('validator_lke', { method: 'GET', url: API })).statusCode).toBe(403);
    const bad = await t.as('super', { method: 'GET', url: API, query: { satuan_kerja_id: 'x'.repeat(40) } });
    expect(bad.statusCode).toBe(422);
  });

  it('costs the same number of statements for a city ten times larger', async () => {
    const city = demoActor('pemerintah_daerah');
    const small = await countQueries(() => kesehatanData(t.database.db, city, 2024, { satuan_kerja_id: undefined }));
    const large = await countQueries(() => kesehatanData(big.db, city, 2024, { satuan_kerja_id: undefined }));
    expect(small.count).toBeLessThanOrEqual(JENIS_TEMUAN.length);
    expect(large.count).toBe(small.count);
  });
});
