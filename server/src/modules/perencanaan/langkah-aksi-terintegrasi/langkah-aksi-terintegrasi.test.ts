import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGE_ANGGOTA_BUKAN_LANGKAH_AKSI, MESSAGE_BELUM_DISETUJUI } from '@sakip/domain';
import { eq } from 'drizzle-orm';
import { countQueries } from '../../../db/query-counter';
import { timKerjaAnggota } from '../../../db/schema/index';
import { publish } from '../../../lib/cache/hub';
import type { DemoUsername, TestApp } from '../../../test/harness';
import { planningTestApp, createKinerjaChain } from '../../../test/planning-fixture-app';
import { bulan, setValidasi, UNIT_LAIN, UNIT_PD } from '../testing';
import { MENUNGGU_PERSETUJUAN } from './rencana-aksi-terintegrasi.report';

const { t, fx } = planningTestApp();
type Who = Parameters<TestApp['as']>[0];
const url = '/backend/api/kinerja-langkah-aksi-terintegrasi';
/** Langkah aksi of UNIT_PD (with member targets) and of UNIT_LAIN. */
let la = 0;
let laLain = 0;
let kskPd = 0;
/** kinerja_langkah_aksi_anggota ids of `la`. */
let anggotaIds: number[] = [];

const ukuran = {
  sasaran: 'Tersusunnya modul pelatihan guru',
  indikator: 'Jumlah modul pelatihan',
  satuan: 'modul',
  target: 12,
  anggaran: 5_000_000,
  target_bulanan: bulan(3, 3, 3, 3),
};

async function post(who: Who, path: string, body: Record<string, unknown>) {
  const res = await t.as(who, { method: 'POST', url: `/backend/api/${path}`, payload: { ...ukuran, ...body } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { id: number; tim_kerja_anggota?: { id: number }[] };
}

const subKegiatanOf = async (who: DemoUsername, unit: string) =>
  (await createKinerjaChain(t, fx, { who, unit, measures: ukuran })).ksk;

beforeAll(async () => {
  kskPd = await subKegiatanOf('perangkat_daerah', UNIT_PD);
  const created = await post('perangkat_daerah', 'kinerja-langkah-aksi', {
    kinerja_sub_kegiatan_id: kskPd,
    tim_kerja_id: fx.timKerjaId,
    anggota: fx.anggotaIds.map((id) => ({ tim_kerja_anggota_id: id, target_bulanan: bulan(3, 3), satuan: 'modul' })),
  });
  la = created.id;
  anggotaIds = (created.tim_kerja_anggota ?? []).map((a) => a.id);
  const kskLain = await subKegiatanOf('super', UNIT_LAIN);
  laLain = (await post('super', 'kinerja-langkah-aksi', { kinerja_sub_kegiatan_id: kskLain })).id;
});

interface View {
  data: {
    kinerja_sub_kegiatan: { id: number; sub_kegiatan: { nama: string } };
    langkah_aksi: {
      id: number;
      tim_kerja: { nama: string } | null;
      tim_kerja_anggota: { id: number; nama_pegawai_anggota: string; target: number }[];
    }[];
  }[];
  satuan_kerja_id: string | null;
  can_edit: boolean;
}

const idsOf = (view: View) => view.data.flatMap((g) => g.langkah_aksi.map((l) => l.id));

describe('GET /kinerja-langkah-aksi-terintegrasi', () => {
  it('shows the unit’s action steps by sub kegiatan with team and member targets', async () => {
    const res = await t.as('perangkat_daerah', { method: 'GET', url });
    expect(res.statusCode, res.body).toBe(200);
    const view = res.json<View>();
    expect(view.satuan_kerja_id).toBe(UNIT_PD);
    expect(view.can_edit).toBe(true);
    expect(idsOf(view)).toContain(la);
    expect(idsOf(view)).not.toContain(laLain);
    const group = view.data.find((g) => g.kinerja_sub_kegiatan.id === kskPd)!;
    expect(group.kinerja_sub_kegiatan.sub_kegiatan.nama).toBe('Sub Kegiatan Uji Rehabilitasi');
    const step = group.langkah_aksi.find((l) => l.id === la)!;
    expect(step.tim_kerja?.nama).toBe('Tim Uji Mutu Sekolah');
    expect(step.tim_kerja_anggota).toHaveLength(2);
    expect(step.tim_kerja_anggota[0]!.nama_pegawai_anggota).not.toBe('');
    expect(step.tim_kerja_anggota[0]!.target).toBe(6);
  });

  it('a unit user cannot look at another unit (the filter is ignored); super chooses the unit', async () => {
    const pd = (
      await t.as('perangkat_daerah', { method: 'GET', url, query: { satuan_kerja_id: UNIT_LAIN } })
    ).json<View>();
    expect(pd.satuan_kerja_id).toBe(UNIT_PD);
    expect(idsOf(pd)).not.toContain(laLain);
    const none = (await t.as('super', { method: 'GET', url })).json<View>();
    expect(none).toEqual({ data: [], satuan_kerja_id: null, can_edit: false });
    const lain = (await t.as('super', { method: 'GET', url, query: { satuan_kerja_id: UNIT_LAIN } })).json<View>();
    expect(idsOf(lain)).toContain(laLain);
    expect(lain.can_edit).toBe(true);
  });

  it('filters by search and sub kegiatan', async () => {
    const found = (
      await t.as('perangkat_daerah', { method: 'GET', url, query: { search: 'modul pelatihan' } })
    ).json<View>();
    expect(idsOf(found)).toContain(la);
    const none = (
      await t.as('perangkat_daerah', { method: 'GET', url, query: { search: 'zzz tidak ada' } })
    ).json<View>();
    expect(none.data).toEqual([]);
    const bySub = (
      await t.as('perangkat_daerah', { method: 'GET', url, query: { kinerja_sub_kegiatan_id: String(kskPd) } })
    ).json<View>();
    expect(bySub.data.map((g) => g.kinerja_sub_kegiatan.id)).toEqual([kskPd]);
  });

  it('401 for guests, 403 for roles that read no unit plan; read-only roles get can_edit false', async () => {
    expect((await t.as(null, { method: 'GET', url })).statusCode).toBe(401);
    expect((await t.as('validator_lke', { method: 'GET', url })).statusCode).toBe(403);
    const bappeda = await t.as('validator_bappeda', { method: 'GET', url, query: { satuan_kerja_id: UNIT_PD } });
    expect(bappeda.statusCode).toBe(200);
    expect(bappeda.json<View>().can_edit).toBe(false);
  });

  it('loads in a bounded number of statements', async () => {
    const { result, count } = await countQueries(() => t.as('perangkat_daerah', { method: 'GET', url }));
    expect(result.statusCode).toBe(200);
    // token + langkah aksi + members + validation status
    expect(count).toBeGreaterThanOrEqual(3);
    expect(count).toBeLessThanOrEqual(5);
  });
});

describe('PUT /kinerja-langkah-aksi-terintegrasi/realisasi/:id', () => {
  const body = () => ({
    realisasi_bulanan: [3, 4, '2,5', ...bulan().slice(3)],
    realisasi_anggaran_bulanan: bulan(1_000_000, 500_000),
    realisasi: null,
    anggota: [{ id: anggotaIds[0], realisasi: 5 }],
  });

  /** Both heads approve (or not yet) the membership of the member behind anggotaIds[0]. */
  const approve = (status: 'disetujui' | 'menunggu') =>
    t.database.db
      .update(timKerjaAnggota)
      .set({ status_kepala_bidang: status, status_kepala_opd: status })
      .where(eq(timKerjaAnggota.id, fx.anggotaIds[0]));
  const stored = async () =>
    (await t.as('perangkat_daerah', { method: 'GET', url }))
      .json()
      .data.flatMap((g: { langkah_aksi: { id: number }[] }) => g.langkah_aksi)
      .find((l: { id: number }) => l.id === la);

  it('refuses an empty body or one without the months (422), changing nothing', async () => {
    const before = await stored();
    const empty = await t.as('perangkat_daerah', { method: 'PUT', url: `${url}/realisasi/${la}`, payload: {} });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors.realisasi_bulanan).toEqual(['Realisasi bulanan wajib diisi']);
    const { realisasi_anggaran_bulanan: _omitted, ...partial } = body();
    const missing = await t.as('perangkat_daerah', { method: 'PUT', url: `${url}/realisasi/${la}`, payload: partial });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.realisasi_anggaran_bulanan).toEqual(['Realisasi anggaran bulanan wajib diisi']);
    expect(await stored()).toEqual(before);
  });

  it("refuses a pending member's realisasi (as the member's own page does); an unchanged value passes", async () => {
    await approve('menunggu');
    const before = await stored();
    const res = await t.as('perangkat_daerah', { method: 'PUT', url: `${url}/realisasi/${la}`, payload: body() });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors['anggota.0.realisasi']).toEqual([MESSAGE_BELUM_DISETUJUI]);
    expect(await stored()).toEqual(before);
    const current = before.tim_kerja_anggota.find((a: { id: number }) => a.id === anggotaIds[0]).realisasi;
    const unchanged = await t.as('perangkat_daerah', {
      method: 'PUT',
      url: `${url}/realisasi/${la}`,
      payload: { ...body(), realisasi_bulanan: bulan(), anggota: [{ id: anggotaIds[0], realisasi: current }] },
    });
    expect(unchanged.statusCode, unchanged.body).toBe(200);
  });

  it('saves the monthly realisasi and member realisasi, computes realisasi and capaian, keeps the targets, audits', async () => {
    await approve('disetujui');
    const res = await t.as('perangkat_daerah', { method: 'PUT', url: `${url}/realisasi/${la}`, payload: body() });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data.realisasi).toBe(9.5);
    expect(data.capaian).toBe(79.17);
    expect(data.realisasi_anggaran).toBe(1_500_000);
    expect(data.target_bulanan.slice(0, 4)).toEqual([3, 3, 3, 3]);
    expect(data.realisasi_triwulan[0]).toBe(9.5);
    expect(data.tim_kerja_anggota.find((a: { id: number }) => a.id === anggotaIds[0]).realisasi).toBe(5);
    expect(data.tim_kerja_anggota.find((a: { id: number }) => a.id === anggotaIds[1]).realisasi).toBeNull();

    const riwayat = await t.as('perangkat_daerah', {
      method: 'GET',
      url: `/backend/api/kinerja-langkah-aksi/${la}/riwayat`,
    });
    const last = riwayat.json().data[0];
    expect(last.action).toBe('update');
    expect(last.changes.map((c: { field: string }) => c.field)).toEqual(
      expect.arrayContaining(['realisasi', 'anggota']),
    );
  });

  it('422 with field messages for bad input and members of other steps', async () => {
    const bad = await t.as('perangkat_daerah', {
      method: 'PUT',
      url: `${url}/realisasi/${la}`,
      payload: { realisasi_bulanan: [1, 2, 3], anggota: [{ id: anggotaIds[0], realisasi: -1 }] },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.realisasi_bulanan).toEqual(['Realisasi bulanan harus berisi 12 bulan']);
    expect(bad.json().errors['anggota.0.realisasi']).toEqual(['Realisasi anggota tidak boleh negatif']);
    const foreign = await t.as('perangkat_daerah', {
      method: 'PUT',
      url: `${url}/realisasi/${la}`,
      payload: { ...body(), anggota: [{ id: 999_999, realisasi: 1 }] },
    });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().errors['anggota.0.id']).toEqual([MESSAGE_ANGGOTA_BUKAN_LANGKAH_AKSI]);
  });

  it('401, 403, and 404 for another unit’s step or an unknown one', async () => {
    expect((await t.as(null, { method: 'PUT', url: `${url}/realisasi/${la}`, payload: body() })).statusCode).toBe(401);
    expect(
      (await t.as('validator_bappeda', { method: 'PUT', url: `${url}/realisasi/${la}`, payload: body() })).statusCode,
    ).toBe(403);
    const other = await t.as('perangkat_daerah', {
      method: 'PUT',
      url: `${url}/realisasi/${laLain}`,
      payload: { ...body(), anggota: [] },
    });
    expect(other.statusCode).toBe(404);
    const unknown = await t.as('perangkat_daerah', {
      method: 'PUT',
      url: `${url}/realisasi/999999`,
      payload: { ...body(), anggota: [] },
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('respects the planning-validation lock (422) and shows can_edit false', async () => {
    await setValidasi(t.database.db, UNIT_PD, 2024, true);
    try {
      const res = await t.as('perangkat_daerah', { method: 'PUT', url: `${url}/realisasi/${la}`, payload: body() });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.validasi[0]).toMatch(/sudah divalidasi/);
      expect((await t.as('perangkat_daerah', { method: 'GET', url })).json<View>().can_edit).toBe(false);
    } finally {
      await setValidasi(t.database.db, UNIT_PD, 2024, null);
    }
  });
});

describe('GET /option/tim-kerja-anggota', () => {
  const opt = '/backend/api/option/tim-kerja-anggota';
  it('lists the members of a team of the unit; another unit’s team is empty; 401 and 422', async () => {
    const res = await t.as('perangkat_daerah', {
      method: 'GET',
      url: opt,
      query: { tim_kerja_id: String(fx.timKerjaId) },
    });
    expect(res.statusCode, res.body).toBe(200);
    const rows = res.json<{ id: number; nama: string }[]>();
    expect(rows.map((r) => r.id)).toEqual(fx.anggotaIds);
    expect(rows[0]!.nama).not.toBe('');
    const biro = await t.as('biro', { method: 'GET', url: opt, query: { tim_kerja_id: String(fx.timKerjaId) } });
    expect(biro.json()).toEqual([]);
    expect((await t.as(null, { method: 'GET', url: opt, query: { tim_kerja_id: '1' } })).statusCode).toBe(401);
    expect((await t.as('perangkat_daerah', { method: 'GET', url: opt })).statusCode).toBe(422);
  });
});

describe('GET /display-mikro/rencana-aksi-terintegrasi (the report of the page, decision 0023)', () => {
  const report = '/backend/api/display-mikro/rencana-aksi-terintegrasi';
  const publicReport = '/backend/api/public-display/display-mikro/rencana-aksi-terintegrasi';
  type Row = Record<string, string | number | null>;
  type Page = { data: Row[]; total: number; per_page: number; current_page: number };

  it('one row per langkah aksi of the unit with sub kegiatan, team, member targets and quarters', async () => {
    const res = await t.as('perangkat_daerah', { method: 'GET', url: report, query: { satuan_kerja_id: UNIT_LAIN } });
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json<Page>();
    expect(page).toMatchObject({ current_page: 1, per_page: 20 });
    expect(page.data.map((r) => r.id)).toContain(la);
    expect(page.data.map((r) => r.id)).not.toContain(laLain);
    const row = page.data.find((r) => r.id === la)!;
    expect(row).toMatchObject({ tim_kerja: 'Tim Uji Mutu Sekolah', target: 12, target_tw1: 9, target_tw4: 12 });
    expect(String(row.sub_kegiatan)).toContain('Sub Kegiatan Uji Rehabilitasi');
    expect(String(row.target_anggota).split('\n')).toHaveLength(2);
    expect(row.ketua_tim_nip).not.toBeNull();
    const lain = (
      await t.as('super', { method: 'GET', url: report, query: { satuan_kerja_id: UNIT_LAIN } })
    ).json<Page>();
    expect(lain.data.map((r) => r.id)).toContain(laLain);
    expect(lain.data.map((r) => r.id)).not.toContain(la);
    expect((await t.as('super', { method: 'GET', url: report })).json<Page>().total).toBe(0);
  });

  it('public copy: no login, the unit from the query, no NIP; 401/403 on the authenticated route', async () => {
    const res = await t.as(null, { method: 'GET', url: publicReport, query: { satuan_kerja_id: UNIT_PD } });
    expect(res.statusCode, res.body).toBe(200);
    const row = res.json<Page>().data.find((r) => r.id === la)!;
    expect(row).not.toHaveProperty('ketua_tim_nip');
    expect(row.tim_kerja).toBe('Tim Uji Mutu Sekolah');
    expect((await t.as(null, { method: 'GET', url: report })).statusCode).toBe(401);
    expect((await t.as('validator_lke', { method: 'GET', url: report })).statusCode).toBe(403);
    const units = await t.as(null, { method: 'GET', url: '/backend/api/public-display/option/satuan-kerja' });
    expect(units.statusCode).toBe(200);
    const unit = units.json<Record<string, string>[]>().find((u) => u.satuan_kerja_id === UNIT_PD)!;
    expect(Object.keys(unit)).toEqual(['satuan_kerja_id', 'satuan_kerja_nama']);
  });

  it('names approved members only on the public copy; the unit’s page marks those still waiting', async () => {
    const setStatus = async (status: 'disetujui' | 'menunggu') => {
      await t.database.db
        .update(timKerjaAnggota)
        .set({ status_kepala_bidang: status, status_kepala_opd: status })
        .where(eq(timKerjaAnggota.id, fx.anggotaIds[0]));
      await publish(t.database.db, { kind: 'data' });
    };
    const anggotaOf = async (who: Who, path: string) => {
      const res = await t.as(who, { method: 'GET', url: path, query: { satuan_kerja_id: UNIT_PD } });
      expect(res.statusCode, res.body).toBe(200);
      const cell = res.json<Page>().data.find((r) => r.id === la)!.target_anggota;
      return cell === null ? [] : String(cell).split('\n');
    };
    await setStatus('menunggu');
    expect(await anggotaOf(null, publicReport)).toEqual([]);
    const waiting = await anggotaOf('perangkat_daerah', report);
    expect(waiting).toHaveLength(2);
    expect(waiting.every((line) => line.endsWith(MENUNGGU_PERSETUJUAN))).toBe(true);

    await setStatus('disetujui');
    const shown = await anggotaOf(null, publicReport);
    expect(shown).toHaveLength(1);
    expect(shown[0]).not.toContain(MENUNGGU_PERSETUJUAN);
    expect(shown[0]).toMatch(/: 6 modul/);
    const own = await anggotaOf('perangkat_daerah', report);
    expect(own.filter((line) => line.endsWith(MENUNGGU_PERSETUJUAN))).toHaveLength(1);
  });

  it('exports XLSX for the unit and CSV on the public copy, in a bounded number of statements', async () => {
    const xlsx = await t.as('perangkat_daerah', { method: 'GET', url: `${report}/export` });
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
    const csv = await t.as(null, {
      method: 'GET',
      url: `${publicReport}/export`,
      query: { satuan_kerja_id: UNIT_PD, format: 'csv' },
    });
    expect(csv.body.split('\r\n')[0]).not.toContain('nip');
    const { result, count } = await countQueries(() => t.as('perangkat_daerah', { method: 'GET', url: report }));
    expect(result.statusCode).toBe(200);
    // token + langkah aksi + members
    expect(count).toBeLessThanOrEqual(4);
  });
});
