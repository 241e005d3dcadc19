import { beforeAll, describe, expect, it } from 'vitest';
import type { DemoUsername, TestApp } from '../../../test/harness';
import { planningTestApp, createKinerjaChain } from '../../../test/planning-fixture-app';
import { bulan, readXlsx, setValidasi, UNIT_LAIN, UNIT_PD } from '../testing';

const { t, fx } = planningTestApp();
const base = '/backend/api/kinerja-sub-kegiatan';
const validasiUrl = `${base}/validasi`;
/** Sub kegiatan of UNIT_PD (two) and of UNIT_LAIN (one), created through the API. */
const ksk = { pd: 0, pd2: 0, lain: 0 };

const ukuran = {
  sasaran: 'Meningkatnya kualitas sarana sekolah',
  indikator: 'Jumlah sekolah direhabilitasi',
  satuan: 'sekolah',
  target: 12,
  anggaran: 150_000_000,
  // A PUT replaces the record: the values it would otherwise erase are sent (decision 0050).
  realisasi: null,
  target_bulanan: bulan(),
  realisasi_bulanan: bulan(),
  anggaran_bulanan: bulan(),
  realisasi_anggaran_bulanan: bulan(),
};

/** program → kegiatan → sub kegiatan of a unit, created by `who`. */
const chain = async (who: DemoUsername, unit: string, sasaran: string) =>
  (await createKinerjaChain(t, fx, { who, unit, measures: ukuran, subKegiatan: { sasaran } })).ksk;

function validasi(who: Parameters<TestApp['as']>[0], id: number, payload: Record<string, unknown>) {
  return t.as(who, { method: 'PUT', url: `${base}/${id}/validasi`, payload });
}

async function listIds(who: Parameters<TestApp['as']>[0], query: string) {
  const res = await t.as(who, { method: 'GET', url: `${validasiUrl}?per_page=100&${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data as { id: number }[]).map((r) => r.id);
}

beforeAll(async () => {
  ksk.pd = await chain('perangkat_daerah', UNIT_PD, 'Sasaran validasi uji satu');
  ksk.pd2 = await chain('perangkat_daerah', UNIT_PD, 'Sasaran validasi uji dua');
  ksk.lain = await chain('super', UNIT_LAIN, 'Sasaran validasi uji lain');
});

describe('GET /kinerja-sub-kegiatan/validasi', () => {
  it('answers 401 to guests and 403 to roles other than validator_bappeda and super', async () => {
    expect((await t.as(null, { method: 'GET', url: validasiUrl })).statusCode).toBe(401);
    for (const who of ['perangkat_daerah', 'pemerintah_daerah', 'validator_perencanaan_1'] as const) {
      expect((await t.as(who, { method: 'GET', url: validasiUrl })).statusCode, who).toBe(403);
    }
  });

  it("lists every unit's sub kegiatan of the year, filtered by status, unit and search, 20 a page", async () => {
    const all = await listIds('validator_bappeda', 'search=Sasaran validasi uji');
    expect(all.sort()).toEqual([ksk.pd, ksk.pd2, ksk.lain].sort());
    expect(await listIds('validator_bappeda', `search=Sasaran validasi uji&satuan_kerja_id=${UNIT_LAIN}`)).toEqual([
      ksk.lain,
    ]);
    expect(await listIds('super', 'search=validasi uji dua')).toEqual([ksk.pd2]);
    const page = await t.as('validator_bappeda', { method: 'GET', url: validasiUrl });
    expect(page.json()).toMatchObject({ current_page: 1, per_page: 20 });

    expect((await validasi('validator_bappeda', ksk.pd, { status_validasi: true })).statusCode).toBe(200);
    expect(await listIds('validator_bappeda', 'search=Sasaran validasi uji&status_validasi=1')).toEqual([ksk.pd]);
    const belum = await listIds('validator_bappeda', 'search=Sasaran validasi uji&status_validasi=0');
    expect(belum.sort()).toEqual([ksk.pd2, ksk.lain].sort());
  });

  it('exports what the filters show', async () => {
    const res = await t.as('validator_bappeda', {
      method: 'GET',
      url: `${validasiUrl}/export?search=Sasaran validasi uji&satuan_kerja_id=${UNIT_LAIN}`,
    });
    const { headers, rows, filename } = await readXlsx(res);
    expect(filename).toBe('validasi-kinerja-sub-kegiatan-2024.xlsx');
    expect(headers).toContain('Status Validasi');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toContain('Sasaran validasi uji lain');
    expect((await t.as('perangkat_daerah', { method: 'GET', url: `${validasiUrl}/export` })).statusCode).toBe(403);
  });

  it('answers 422 for a bad filter', async () => {
    const res = await t.as('validator_bappeda', { method: 'GET', url: `${validasiUrl}?status_validasi=2` });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toContain('status_validasi');
  });
});

describe('PUT /kinerja-sub-kegiatan/{id}/validasi', () => {
  it('validates with a note, records it in the history, and un-validates with a note', async () => {
    const ok = await validasi('validator_bappeda', ksk.pd2, {
      status_validasi: true,
      catatan_validasi: 'Sudah sesuai',
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({
      message: 'Kinerja sub kegiatan tervalidasi',
      data: { id: ksk.pd2, status_validasi: true, catatan_validasi: 'Sudah sesuai' },
    });
    expect(ok.json().data.validasi_at).toEqual(expect.any(String));

    const back = await validasi('super', ksk.pd2, {
      status_validasi: false,
      catatan_validasi: 'Indikator belum terukur',
    });
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json()).toMatchObject({
      message: 'Kinerja sub kegiatan dikembalikan dengan catatan',
      data: { status_validasi: false, catatan_validasi: 'Indikator belum terukur' },
    });

    const riwayat = await t.as('perangkat_daerah', { method: 'GET', url: `${base}/${ksk.pd2}/riwayat` });
    const changes = (riwayat.json().data as { changes: { field: string }[] }[]).flatMap((r) =>
      r.changes.map((c) => c.field),
    );
    expect(changes).toContain('catatan_validasi');
  });

  it('answers 401, 403 to the unit, 404 for an unknown row, 422 without a note when rejecting', async () => {
    expect((await validasi(null, ksk.pd, { status_validasi: true })).statusCode).toBe(401);
    expect((await validasi('perangkat_daerah', ksk.pd, { status_validasi: true })).statusCode).toBe(403);
    expect((await validasi('validator_kepala_opd', ksk.pd, { status_validasi: true })).statusCode).toBe(403);
    expect((await validasi('validator_bappeda', 99_999_999, { status_validasi: true })).statusCode).toBe(404);
    const noNote = await validasi('validator_bappeda', ksk.pd, { status_validasi: false });
    expect(noNote.statusCode).toBe(422);
    expect(noNote.json().errors.catatan_validasi).toEqual(['Catatan wajib diisi saat menolak']);
    const noStatus = await validasi('validator_bappeda', ksk.pd, { catatan_validasi: 'x' });
    expect(noStatus.statusCode).toBe(422);
    expect(noStatus.json().errors.status_validasi).toEqual(['Status validasi wajib dipilih']);
  });
});

describe('validation reset when the unit edits', () => {
  async function detail(id: number) {
    const res = await t.as('perangkat_daerah', { method: 'GET', url: `${base}/${id}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as Record<string, unknown>;
  }

  /** The record's own payload back (what the edit form sends). */
  function payloadOf(d: Record<string, unknown>, overrides: Record<string, unknown> = {}) {
    return {
      ...ukuran,
      kinerja_kegiatan_id: d.kinerja_kegiatan_id,
      sub_kegiatan_id: d.sub_kegiatan_id,
      sasaran: d.sasaran,
      ...overrides,
    };
  }

  it('keeps the status for a realisation, resets it (and says so) for a changed target', async () => {
    expect(
      (await validasi('validator_bappeda', ksk.pd, { status_validasi: true, catatan_validasi: 'OK' })).statusCode,
    ).toBe(200);
    const d = await detail(ksk.pd);

    const realisasi = await t.as('perangkat_daerah', {
      method: 'PUT',
      url: `${base}/${ksk.pd}`,
      payload: payloadOf(d, { realisasi_bulanan: bulan(1, 2) }),
    });
    expect(realisasi.statusCode, realisasi.body).toBe(200);
    expect(realisasi.json()).toMatchObject({
      message: 'Kinerja sub kegiatan berhasil diperbarui',
      data: { status_validasi: true },
    });

    const target = await t.as('perangkat_daerah', {
      method: 'PUT',
      url: `${base}/${ksk.pd}`,
      payload: payloadOf(d, { target: 20 }),
    });
    expect(target.statusCode, target.body).toBe(200);
    expect(target.json().message).toContain('Status validasi Bappeda kembali menjadi Belum Tervalidasi');
    expect(target.json().data).toMatchObject({ status_validasi: false, catatan_validasi: null, validasi_at: null });
  });
});

describe('PUT /kinerja-sub-kegiatan/{id}/tim-kerja', () => {
  const url = (id: number) => `${base}/${id}/tim-kerja`;

  it('sets the team as pengampu of its own unit and records it', async () => {
    const res = await t.as('perangkat_daerah', {
      method: 'PUT',
      url: url(ksk.pd2),
      payload: { tim_kerja_id: fx.timKerjaId },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Tim kerja sub kegiatan berhasil disimpan',
      data: { id: ksk.pd2, pengampu_type: 'tim-kerja', tim_kerja_id: fx.timKerjaId, unit_kerja_id: null },
    });
    expect(res.json().data.tim_kerja).toMatchObject({ id: fx.timKerjaId });
    const riwayat = await t.as('perangkat_daerah', { method: 'GET', url: `${base}/${ksk.pd2}/riwayat` });
    expect(JSON.stringify(riwayat.json().data)).toContain('tim_kerja_id');
  });

  it("answers 401, 403, 404 for another unit's row, 422 for a bad or foreign team and when locked", async () => {
    const body = { tim_kerja_id: fx.timKerjaId };
    expect((await t.as(null, { method: 'PUT', url: url(ksk.pd), payload: body })).statusCode).toBe(401);
    expect((await t.as('validator_bappeda', { method: 'PUT', url: url(ksk.pd), payload: body })).statusCode).toBe(403);
    expect((await t.as('perangkat_daerah', { method: 'PUT', url: url(ksk.lain), payload: body })).statusCode).toBe(404);
    expect((await t.as('perangkat_daerah', { method: 'PUT', url: url(99_999_999), payload: body })).statusCode).toBe(
      404,
    );

    const missing = await t.as('perangkat_daerah', { method: 'PUT', url: url(ksk.pd), payload: {} });
    expect(missing.statusCode).toBe(422);
    expect(Object.keys(missing.json().errors)).toEqual(['tim_kerja_id']);
    // The UNIT_PD team is not a team of UNIT_LAIN: super writing UNIT_LAIN's row gets 422.
    const foreign = await t.as('super', { method: 'PUT', url: url(ksk.lain), payload: body });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().errors.tim_kerja_id).toEqual(['Tim kerja tidak ditemukan pada satuan kerja dan tahun ini']);

    await setValidasi(t.database.db, UNIT_PD, 2024, true);
    try {
      const locked = await t.as('perangkat_daerah', { method: 'PUT', url: url(ksk.pd), payload: body });
      expect(locked.statusCode).toBe(422);
      expect(locked.json().errors.validasi).toBeDefined();
    } finally {
      await setValidasi(t.database.db, UNIT_PD, 2024, null);
    }
  });
});
