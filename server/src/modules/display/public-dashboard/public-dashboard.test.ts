import { describe, expect, it } from 'vitest';
import { capaianBand, type DisplayDashboardResponse } from '@sakip/domain';
import { countQueries } from '../../../db/query-counter';
import { testAppForFile } from '../../../test/file-app';

const t = testAppForFile();

const url = '/backend/api/public-display/display-makro/dashboard';

describe('GET /public-display/display-makro/dashboard', () => {
  it('one card per RPJMD IKU with band and comparison, the headline figures, without login', async () => {
    const res = await t.as(null, { method: 'GET', url, query: { tahun_kinerja: '2024' } });
    expect(res.statusCode, res.body).toBe(200);
    const { data } = res.json<DisplayDashboardResponse>();
    expect(data.tahun).toBe(2024);
    expect(data.iku.length).toBeGreaterThan(0);
    const r = data.ringkasan;
    expect(r.jumlah_iku).toBe(data.iku.length);
    expect(r.tercapai + r.hampir + r.belum + r.tanpa_data).toBe(data.iku.length);
    expect(r.pagu).toBeGreaterThan(0);
    expect(r.jumlah_perangkat_daerah).toBeGreaterThan(0);
    expect(r.jumlah_program_inovatif).toBeGreaterThan(0);
    // Issue 25 item 15: the unspent budget is efficiency only when every IKU is tercapai.
    expect(r.tercapai).toBeLessThan(r.jumlah_iku);
    expect(r.anggaran_tidak_terserap).toBe(Math.max(0, Math.round((r.pagu - r.realisasi_anggaran) * 100) / 100));
    expect(r.efisiensi).toBeNull();
    for (const card of data.iku) {
      expect(card.band).toBe(capaianBand(card.capaian));
      expect(card.perbandingan_nasional).toMatch(/rata-rata nasional/);
    }
    // Public fields only: no user, NIP or note.
    expect(JSON.stringify(data)).not.toMatch(/nip|updated_by|keterangan/);
    expect(res.headers['cache-control']).toContain('public');
  });

  it('422 on a year not offered and on an unknown key; the year header otherwise', async () => {
    expect((await t.as(null, { method: 'GET', url, query: { tahun_kinerja: '1999' } })).statusCode).toBe(422);
    expect((await t.as(null, { method: 'GET', url, query: { x: '1' } })).statusCode).toBe(422);
    const res = await t.as(null, { method: 'GET', url });
    expect(res.json<DisplayDashboardResponse>().data.tahun).toBe(2024);
  });

  it('answers in a bounded number of statements', async () => {
    const { result, count } = await countQueries(() =>
      t.as(null, { method: 'GET', url, query: { tahun_kinerja: '2025' } }),
    );
    expect(result.statusCode).toBe(200);
    expect(count).toBeLessThanOrEqual(6);
  });
});
