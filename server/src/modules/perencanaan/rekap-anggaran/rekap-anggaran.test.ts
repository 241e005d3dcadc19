import { and, eq, sum } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ROLE_IDS, type SessionUser } from '@sakip/domain';
import { countQueries } from '../../../db/query-counter';
import { kinerjaProgram } from '../../../db/schema/index';
import type { DemoUsername } from '../../../test/harness';
import { testAppForFile } from '../../../test/file-app';
import { readXlsx } from '../testing';
import { rekapAnggaranRows, rekapRincianRows } from './rekap-anggaran.report';

const t = testAppForFile();

const API = '/backend/api';

interface UnitRow {
  satuan_kerja_id: string;
  anggaran: number;
  realisasi_anggaran: number;
  persen: number | null;
  bulan_1: number | null;
}
interface RincianRow {
  id: string;
  satuan_kerja_nama: string;
  level: string;
}

async function withCookie(who: DemoUsername | null, url: string) {
  const headers: Record<string, string> = {};
  if (who) headers.cookie = `esakip_token=${await t.tokenFor(who)}; Default-Key-Tahun-Kinerja=2024`;
  return t.app.inject({ method: 'GET', url, headers });
}

describe('rekap anggaran: the page', () => {
  it('totals every unit for the city, the own unit for a unit role; 401, 403', async () => {
    const all = await t.as('super', { method: 'GET', url: `${API}/rekap-anggaran?per_page=100` });
    expect(all.statusCode).toBe(200);
    const rows = all.json().data as UnitRow[];
    expect(rows.length).toBeGreaterThan(20);
    const pendidikan = rows.find((r) => r.satuan_kerja_id === '1010');
    const [expected] = await t.database.db
      .select({ anggaran: sum(kinerjaProgram.anggaran), realisasi: sum(kinerjaProgram.realisasi_anggaran) })
      .from(kinerjaProgram)
      .where(and(eq(kinerjaProgram.satuan_kerja_id, '1010'), eq(kinerjaProgram.tahun, 2024)));
    expect(pendidikan?.anggaran).toBe(Number(expected?.anggaran));
    expect(pendidikan?.realisasi_anggaran).toBe(Number(expected?.realisasi));
    expect(pendidikan?.anggaran).toBeGreaterThan(0);
    expect(pendidikan?.persen).toBeCloseTo((Number(expected?.realisasi) / Number(expected?.anggaran)) * 100, 1);

    const own = await t.as('perangkat_daerah', { method: 'GET', url: `${API}/rekap-anggaran` });
    expect((own.json().data as UnitRow[]).map((r) => r.satuan_kerja_id)).toEqual(['1010']);
    const setda = await t.as('setda', { method: 'GET', url: `${API}/rekap-anggaran?per_page=100` });
    expect((setda.json().data as UnitRow[]).every((r) => r.satuan_kerja_id.startsWith('9999'))).toBe(true);
    expect((await t.as(null, { method: 'GET', url: `${API}/rekap-anggaran` })).statusCode).toBe(401);
    expect((await t.as('validator_lke', { method: 'GET', url: `${API}/rekap-anggaran` })).statusCode).toBe(403);
  });

  it('itemises program → kegiatan → sub kegiatan of the own unit whatever a unit role passes; level filter', async () => {
    const res = await t.as('perangkat_daerah', {
      method: 'GET',
      url: `${API}/rekap-rincian?satuan_kerja_id=1025&per_page=200`,
    });
    expect(res.statusCode).toBe(200);
    const rows = res.json().data as RincianRow[];
    expect(rows.length).toBeGreaterThan(3);
    expect(new Set(rows.map((r) => r.satuan_kerja_nama))).toEqual(new Set(['Dinas Pendidikan']));
    expect(rows[0]?.level).toBe('Program');
    expect(rows[1]?.level).toBe('Kegiatan');
    expect(rows[2]?.level).toBe('Sub Kegiatan');
    const subs = await t.as('perangkat_daerah', { method: 'GET', url: `${API}/rekap-rincian?level=sub_kegiatan` });
    expect((subs.json().data as RincianRow[]).every((r) => r.level === 'Sub Kegiatan')).toBe(true);
    const rsud = await t.as('super', { method: 'GET', url: `${API}/rekap-rincian?satuan_kerja_id=1025` });
    expect((rsud.json().data as RincianRow[]).every((r) => r.satuan_kerja_nama.startsWith('Rumah Sakit'))).toBe(true);
    expect((await t.as('super', { method: 'GET', url: `${API}/rekap-rincian?level=x` })).statusCode).toBe(422);

    const xlsx = await readXlsx(await t.as('perangkat_daerah', { method: 'GET', url: `${API}/rekap-rincian/export` }));
    expect(xlsx.headers).toContain('Program / Kegiatan / Sub Kegiatan');
    expect(xlsx.rows.length).toBe(rows.length);
  });
});

describe('rekap anggaran: the downloads of the micro menu (/backend, cookie session)', () => {
  it('answers the XLSX of the own unit from the esakip_token cookie, whatever unit is passed', async () => {
    const res = await withCookie('perangkat_daerah', '/backend/rekap-anggaran?tahun_kinerja=2024&satuan_kerja_id=1025');
    const xlsx = await readXlsx(res);
    expect(xlsx.filename).toBe('rekap-anggaran-2024-1010.xlsx');
    expect(xlsx.rows).toHaveLength(1);
    expect(xlsx.rows[0]).toContain('Dinas Pendidikan');
    expect(res.headers['cache-control']).toBe('no-store');

    const rincian = await readXlsx(
      await withCookie('perangkat_daerah', '/backend/rekap-rincian?tahun_kinerja=2024&satuan_kerja_id=1025'),
    );
    expect(rincian.rows.length).toBeGreaterThan(3);
    expect(rincian.rows.every((r) => r.includes('Dinas Pendidikan'))).toBe(true);
  });

  it('gives super every unit, or the unit it names', async () => {
    const all = await readXlsx(
      await withCookie('super', '/backend/rekap-anggaran?tahun_kinerja=2024&satuan_kerja_id='),
    );
    expect(all.rows.length).toBeGreaterThan(20);
    const one = await readXlsx(
      await withCookie('super', '/backend/rekap-rincian?tahun_kinerja=2025&satuan_kerja_id=1025'),
    );
    expect(one.filename).toBe('rekap-rincian-2025-1025.xlsx');
    expect(one.rows.every((r) => r.some((c) => String(c).startsWith('Rumah Sakit')))).toBe(true);
  });

  it('answers a 401 page when logged out, 403 without the right, 422 for a year not offered', async () => {
    const guest = await withCookie(null, '/backend/rekap-anggaran?tahun_kinerja=2024');
    expect(guest.statusCode).toBe(401);
    expect(guest.headers['content-type']).toContain('text/html');
    expect(guest.body).toContain('Silakan masuk kembali');
    const forged = await t.app.inject({
      method: 'GET',
      url: '/backend/rekap-rincian',
      headers: { cookie: 'esakip_token=bukan-token' },
    });
    expect(forged.statusCode).toBe(401);
    expect((await withCookie('validator_lke', '/backend/rekap-anggaran')).statusCode).toBe(403);
    expect((await withCookie('super', '/backend/rekap-anggaran?tahun_kinerja=2031')).statusCode).toBe(422);
    // The bearer token works as well (a script).
    const bearer = await t.as('super', { method: 'GET', url: '/backend/rekap-anggaran?tahun_kinerja=2024' });
    expect(bearer.statusCode).toBe(200);
  });
});

describe('rekap anggaran: statements', () => {
  it('is one statement per unit recap and three for the rincian, for one unit or the whole city', async () => {
    const superUser = { id: 1, role_id: ROLE_IDS.super, satuan_kerja_id: null } as unknown as SessionUser;
    const ctx = (satuanKerjaId: string | null) => ({
      db: t.database.db,
      actor: superUser,
      tahun: 2024,
      satuanKerjaId,
      triwulan: 4,
      filters: {},
      isPublic: false,
    });
    const units = await countQueries(() => rekapAnggaranRows(ctx(null)));
    const one = await countQueries(() => rekapRincianRows(ctx('1010')));
    const city = await countQueries(() => rekapRincianRows(ctx(null)));
    expect(units.count).toBe(1);
    expect(one.count).toBe(3);
    expect(city.count).toBe(3);
    expect(city.result.length).toBeGreaterThan(one.result.length * 5);
  });
});
