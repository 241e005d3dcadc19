import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { kinerjaKegiatan, penyebabKegagalan } from '../../../db/schema/index';
import { expectListInFixedStatements } from '../../../test/list-statements';
import { created } from '../../../test/crud-contract';
import type { DemoUsername, TestApp } from '../../../test/harness';
import { kinerjaContract, planningTestApp } from '../../../test/planning-fixture-app';
import { bulan, readXlsx, setValidasi, UNIT_LAIN, UNIT_PD, UNIT_RSUD } from '../testing';

const { t, fx } = planningTestApp();
const url = '/backend/api/kinerja-kegiatan';
/** Programs: two of UNIT_PD (X.99.01, X.99.02), one of UNIT_LAIN, one of UNIT_RSUD. */
const kp = { pd: 0, pd2: 0, lain: 0, rsud: 0 };

const ukuran = {
  sasaran: 'Meningkatnya sarana sekolah',
  indikator: 'Jumlah sekolah direhabilitasi',
  satuan: 'sekolah',
  target: 20,
  anggaran: 500_000_000,
  target_bulanan: bulan(5, 0, 0, 5, 0, 0, 5, 0, 0, 5),
  realisasi_bulanan: bulan(2, 2, 1),
  realisasi_anggaran_bulanan: bulan(40_000_000, 60_000_000),
  // A PUT replaces the record: the values it would otherwise erase are sent (decision 0050).
  anggaran_bulanan: bulan(),
  realisasi: null,
};

async function program(who: DemoUsername, body: Record<string, unknown>, tahun = 2024) {
  const payload = { ...ukuran, program_id: fx.programIds[0], ...body };
  const headers = { 'default-key-tahun-kinerja': String(tahun) };
  return (await created(t, who, '/backend/api/kinerja-program', payload, headers)).id;
}

function payload(overrides: Record<string, unknown> = {}) {
  return { ...ukuran, kinerja_program_id: kp.pd, kegiatan_id: fx.kegiatanIds[0], ...overrides };
}

const create = (who: DemoUsername, overrides: Record<string, unknown> = {}) => created(t, who, url, payload(overrides));

beforeAll(async () => {
  kp.pd = await program('perangkat_daerah', { sasaran_strategis_pd_id: fx.ssPd[UNIT_PD] });
  kp.pd2 = await program('perangkat_daerah', {
    sasaran_strategis_pd_id: fx.ssPd[UNIT_PD],
    program_id: fx.programIds[1],
  });
  kp.lain = await program('super', { sasaran_strategis_pd_id: fx.ssPd[UNIT_LAIN], satuan_kerja_id: UNIT_LAIN });
  kp.rsud = await program('super', { sasaran_strategis_pd_id: fx.ssPd[UNIT_RSUD], satuan_kerja_id: UNIT_RSUD });
});

kinerjaContract(t, 'kinerja-kegiatan', {
  writer: 'perangkat_daerah',
  body: () => payload(),
  forbidden: [
    { who: 'validator_lke_pleno', method: 'GET' },
    { who: 'validator_lke', method: 'POST' },
    { who: 'validator_perencanaan_1', method: 'POST' },
  ],
  otherUnitRow: () => create('super', { kinerja_program_id: kp.lain }),
  otherUnit: UNIT_LAIN,
  invalid: {
    body: { indikator: 'x', kegiatan_id: 'a', polaritas: 'atas' },
    errors: {
      kinerja_program_id: ['Kinerja program wajib dipilih'],
      kegiatan_id: ['Kegiatan tidak valid'],
      sasaran: ['Sasaran wajib diisi'],
      polaritas: ['Polaritas harus naik atau turun'],
    },
  },
});

describe('kinerja-kegiatan', () => {
  it("refuses a parent of another unit as 'not found' too (nothing leaks)", async () => {
    const res = await t.as('perangkat_daerah', {
      method: 'POST',
      url,
      payload: payload({ kinerja_program_id: kp.lain }),
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.kinerja_program_id).toEqual(['Kinerja program tidak ditemukan untuk tahun 2024']);
  });

  it("creates under a program with the program's unit and computed values", async () => {
    const data = await create('perangkat_daerah', { satuan_kerja_id: UNIT_LAIN, realisasi: 1 });
    expect(data).toMatchObject({
      satuan_kerja_id: UNIT_PD,
      kinerja_program: { id: kp.pd, kode: 'X.99.01', nama: 'Program Uji Pendidikan Dasar', sasaran: ukuran.sasaran },
      kegiatan: { id: fx.kegiatanIds[0], kode: 'X.99.01.2.01', nama: 'Kegiatan Uji Sekolah' },
      realisasi: 5,
      capaian: 25,
      realisasi_anggaran: 100_000_000,
      capaian_anggaran: 20,
      target_triwulan: [5, 10, 15, 20],
      realisasi_triwulan: [5, 5, 5, 5],
      capaian_triwulan: [100, 50, 33.33, 25],
      kinerja_sub_kegiatan: [],
      kinerja_sub_kegiatan_cross: [],
    });
    const lower = await create('perangkat_daerah', { polaritas: 'turun', target: 10, realisasi_bulanan: bulan(6) });
    expect(lower).toMatchObject({ realisasi: 6, capaian: 140 });
  });

  it('answers 422 for a kegiatan of another program and a parent of another year (a bad payload: the contract)', async () => {
    const wrongKegiatan = await t.as('perangkat_daerah', {
      method: 'POST',
      url,
      payload: payload({ kegiatan_id: fx.kegiatanLain }),
    });
    expect(wrongKegiatan.json().errors).toEqual({ kegiatan_id: ['Kegiatan tidak ditemukan pada program ini'] });
    const next = await program('perangkat_daerah', { sasaran_strategis_pd_id: fx.ssPd[UNIT_PD] }, 2025);
    const res = await t.as('perangkat_daerah', { method: 'POST', url, payload: payload({ kinerja_program_id: next }) });
    expect(res.json().errors.kinerja_program_id).toEqual(['Kinerja program tidak ditemukan untuk tahun 2024']);
    const ok = await t.as('perangkat_daerah', {
      method: 'POST',
      url,
      headers: { 'default-key-tahun-kinerja': '2025' },
      payload: payload({ kinerja_program_id: next }),
    });
    expect(ok.json().data).toMatchObject({ tahun: 2025 });
  });

  describe('list', () => {
    let ids: { a: number; b: number; c: number };
    beforeAll(async () => {
      ids = {
        a: (
          await create('perangkat_daerah', {
            kinerja_program_id: kp.pd2,
            kegiatan_id: fx.kegiatanLain,
            sasaran: 'Kegiatan dengan tim',
            pengampu_type: 'tim-kerja',
            tim_kerja_id: fx.timKerjaId,
          })
        ).id,
        b: (
          await create('perangkat_daerah', {
            kinerja_program_id: kp.pd2,
            kegiatan_id: fx.kegiatanLain,
            sasaran: 'Kegiatan dengan jabatan',
            pengampu_type: 'unit-kerja',
            unit_kerja_id: fx.unitKerja[UNIT_PD],
          })
        ).id,
        c: (
          await create('perangkat_daerah', {
            kinerja_program_id: kp.pd2,
            kegiatan_id: fx.kegiatanLain,
            sasaran: 'Kegiatan tanpa pengampu',
            indikator: 'Dokumen tata kelola',
          })
        ).id,
      };
    });
    const idsOf = async (query: string, who: Parameters<TestApp['as']>[0] = 'perangkat_daerah') => {
      const res = await t.as(who, { method: 'GET', url: `${url}?kinerja_program_id=${kp.pd2}&${query}` });
      expect(res.statusCode, res.body).toBe(200);
      return (res.json().data as { id: number }[]).map((r) => r.id);
    };

    it('filters by parent, pengampu, kegiatan, unit; searches; pages', async () => {
      expect(await idsOf('')).toEqual([ids.a, ids.b, ids.c]);
      expect(await idsOf('pengampu=tim-kerja')).toEqual([ids.a]);
      expect(await idsOf('pengampu=unit-kerja')).toEqual([ids.b]);
      expect(await idsOf('pengampu=-')).toEqual([ids.c]);
      expect(await idsOf(`kegiatan_id=${fx.kegiatanIds[0]}`)).toEqual([]);
      expect(await idsOf('search=dokumen%20TATA')).toEqual([ids.c]);
      expect(await idsOf('search=X.99.02.2.01')).toEqual([ids.a, ids.b, ids.c]);
      expect(await idsOf('per_page=2&page=2')).toEqual([ids.c]);
      expect(await idsOf(`satuan_kerja_id=${UNIT_LAIN}`, 'super')).toEqual([]);
      expect(await idsOf(`satuan_kerja_id=${UNIT_PD}`, 'super')).toEqual([ids.a, ids.b, ids.c]);
      const row = (await t.as('perangkat_daerah', { method: 'GET', url: `${url}?kinerja_program_id=${kp.pd2}` })).json()
        .data[0];
      expect(row).toMatchObject({
        pengampu: 'Tim Uji Mutu Sekolah',
        kinerja_program: { nama: 'Program Uji Tata Kelola' },
      });
    });

    it('exports what the filter shows', async () => {
      const { headers, rows, filename } = await readXlsx(
        await t.as('perangkat_daerah', { method: 'GET', url: `${url}/export?kinerja_program_id=${kp.pd2}&pengampu=-` }),
      );
      expect(filename).toBe('kinerja-kegiatan-2024.xlsx');
      expect(headers.slice(0, 6)).toEqual(['No', 'Satuan Kerja', 'Program', 'Kode Kegiatan', 'Kegiatan', 'Sasaran']);
      expect(rows).toEqual([
        [
          1,
          'Dinas Pendidikan',
          'Program Uji Tata Kelola',
          'X.99.02.2.01',
          'Kegiatan Uji Tata Kelola',
          'Kegiatan tanpa pengampu',
          'Dokumen tata kelola',
          20,
          'sekolah',
          5,
          25,
          500_000_000,
          100_000_000,
          '-',
        ],
      ]);
    });
  });

  it('updates (unit kept, parent must stay in the unit), clears causes of failure at 100, records history', async () => {
    const row = await create('perangkat_daerah');
    await t.database.db
      .insert(penyebabKegagalan)
      .values({ level: 'kinerja-kegiatan', kinerja_kegiatan_id: row.id, tahun: 2024, triwulan: 2, penyebab: 'Cuaca' });
    const moved = await t.as('super', {
      method: 'PUT',
      url: `${url}/${row.id}`,
      payload: payload({ kinerja_program_id: kp.lain }),
    });
    expect(moved.json().errors).toEqual({ kinerja_program_id: ['Kinerja program harus dari satuan kerja yang sama'] });
    const res = await t.as('perangkat_daerah', {
      method: 'PUT',
      url: `${url}/${row.id}`,
      payload: payload({ kinerja_program_id: kp.pd, realisasi_bulanan: bulan(5, 5, 5, 5), sasaran: 'Baru' }),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ sasaran: 'Baru', realisasi: 20, capaian: 100, penyebab_kegagalan: [] });
    const history = (await t.as('perangkat_daerah', { method: 'GET', url: `${url}/${row.id}/riwayat` })).json().data;
    expect(history.map((h: { action: string }) => h.action)).toEqual(['update', 'create']);
    expect(history[0].changes).toEqual(
      expect.arrayContaining([{ field: 'sasaran', old: ukuran.sasaran, new: 'Baru' }]),
    );
  });

  it('refuses to delete a kegiatan with sub kegiatan; honours the validation lock', async () => {
    const row = await create('perangkat_daerah');
    const sub = await t.as('perangkat_daerah', {
      method: 'POST',
      url: '/backend/api/kinerja-sub-kegiatan',
      payload: { ...ukuran, kinerja_kegiatan_id: row.id, sub_kegiatan_id: fx.subKegiatanIds[0] },
    });
    expect(sub.statusCode, sub.body).toBe(200);
    const blocked = await t.as('perangkat_daerah', { method: 'DELETE', url: `${url}/${row.id}` });
    expect(blocked.statusCode).toBe(422);
    expect(blocked.json()).toEqual({
      message: 'Kinerja kegiatan masih memiliki 1 kinerja sub kegiatan',
      errors: { data: ['Kinerja kegiatan masih memiliki 1 kinerja sub kegiatan'] },
    });
    const lone = await create('perangkat_daerah');
    await setValidasi(t.database.db, UNIT_PD, 2024, true);
    try {
      const locked = await t.as('perangkat_daerah', { method: 'DELETE', url: `${url}/${lone.id}` });
      expect(locked.statusCode).toBe(422);
      expect(locked.json().errors.validasi).toEqual([
        'Perencanaan tahun 2024 sudah divalidasi; perubahan tidak dapat disimpan',
      ]);
      expect((await t.as('perangkat_daerah', { method: 'POST', url, payload: payload() })).statusCode).toBe(422);
    } finally {
      await setValidasi(t.database.db, UNIT_PD, 2024, null);
    }
    expect((await t.as('perangkat_daerah', { method: 'DELETE', url: `${url}/${lone.id}` })).json()).toEqual({
      message: 'Kinerja kegiatan berhasil dihapus',
    });
  });

  it('lists in the same number of statements for 20 and for 120 rows', async () => {
    const base = {
      tahun: 2024,
      satuan_kerja_id: UNIT_RSUD,
      kinerja_program_id: kp.rsud,
      kegiatan_id: fx.kegiatanIds[1],
      sasaran: 'M',
      indikator: 'I',
      satuan: 'x',
      target: 1,
    };
    await t.database.db.insert(kinerjaKegiatan).values(Array.from({ length: 120 }, (_, i) => ({ ...base, urutan: i })));
    await expectListInFixedStatements(t, `${url}?kinerja_program_id=${kp.rsud}`, { rows: 120 });
    const rows = await t.database.db
      .select({ id: kinerjaKegiatan.id })
      .from(kinerjaKegiatan)
      .where(eq(kinerjaKegiatan.kinerja_program_id, kp.rsud));
    expect(rows).toHaveLength(120);
  });
});
