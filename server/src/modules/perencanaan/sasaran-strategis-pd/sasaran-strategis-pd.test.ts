import { beforeAll, describe, expect, it } from 'vitest';
import { penyebabKegagalan, sasaranStrategisPd } from '../../../db/schema/index';
import { expectListInFixedStatements } from '../../../test/list-statements';
import { crudContract, created, expectWritesPlanLocked } from '../../../test/crud-contract';
import type { DemoUsername, TestApp } from '../../../test/harness';
import { planningTestApp } from '../../../test/planning-fixture-app';
import { bulan, readXlsx, setValidasi, UNIT_BIRO, UNIT_LAIN, UNIT_PD, UNIT_RSUD, UNIT_SETDA } from '../testing';

const { t, fx } = planningTestApp();
const url = '/backend/api/sasaran-strategis-pd';

function payload(overrides: Record<string, unknown> = {}) {
  return {
    sasaran_strategis_rpjmd_id: fx.ssRpjmdId,
    sasaran_strategis_satker: 'Meningkatnya kualitas layanan pendidikan',
    iku: 'Indeks pendidikan',
    satuan: 'indeks',
    baseline: 60,
    target_1: 70,
    target_2: 72,
    target_3: 74,
    target_4: 76,
    target_5: 78,
    realisasi_1: 63,
    realisasi_2: 80,
    realisasi_3: null,
    realisasi_4: null,
    realisasi_5: null,
    rata_nasional: null,
    triwulan: [
      { tahun: 2024, triwulan: 1, target: 20, realisasi: 25 },
      { tahun: 2024, triwulan: 2, target: 40, realisasi: 30 },
    ],
    ...overrides,
  };
}

const create = (who: DemoUsername, overrides: Record<string, unknown> = {}) => created(t, who, url, payload(overrides));

crudContract('sasaran-strategis-pd', {
  url,
  app: () => t,
  writer: 'perangkat_daerah',
  body: () => payload(),
  change: { field: 'iku', value: 'IKU diubah' },
  forbidden: [
    { who: 'validator_lke', method: 'GET' },
    { who: 'biro', method: 'POST' },
    { who: 'validator_bappeda', method: 'DELETE', path: () => `/${fx.ssPd[UNIT_PD]}` },
  ],
  otherUnitRow: async () => ({ id: fx.ssPd[UNIT_LAIN]! }),
  otherUnit: UNIT_LAIN,
  notFound: 'Sasaran strategis PD tidak ditemukan',
  invalid: {
    body: {
      iku: '',
      target_1: 'x',
      triwulan: [
        { tahun: 2024, triwulan: 5 },
        { tahun: 2024, triwulan: 5 },
      ],
    },
    errors: {
      sasaran_strategis_rpjmd_id: ['Sasaran strategis RPJMD wajib dipilih'],
      sasaran_strategis_satker: ['Sasaran wajib diisi'],
      iku: ['IKU wajib diisi'],
      target_1: ['Target tahun ke-1 harus berupa angka'],
      target_2: ['Target tahun ke-2 wajib diisi'],
      'triwulan.0.triwulan': ['Triwulan harus 1 sampai 4'],
    },
  },
});

describe('sasaran-strategis-pd', () => {
  it("lets a biro read setda's SS-PD (and its own)", async () => {
    const byBiro = (await t.as('biro', { method: 'GET', url: `${url}?per_page=500` })).json();
    const units = new Set(byBiro.data.map((r: { satuan_kerja_id: string }) => r.satuan_kerja_id));
    expect([...units].sort()).toEqual([UNIT_SETDA, UNIT_BIRO].sort());
    expect((await t.as('biro', { method: 'GET', url: `${url}/${fx.ssPd[UNIT_SETDA]}` })).json().data.pengampu).toBe(
      'Sekretaris Daerah',
    );
  });

  it("creates in the actor's unit and period with capaian per year and quarter computed", async () => {
    const data = await create('perangkat_daerah', { satuan_kerja_id: UNIT_LAIN });
    expect(data).toMatchObject({
      satuan_kerja_id: UNIT_PD,
      satuan_kerja_nama: 'Dinas Pendidikan',
      periode_id: fx.periodeId,
      tahun_awal: 2024,
      tahun_akhir: 2028,
      sasaran_strategis_rpjmd: { id: fx.ssRpjmdId, sasaran: 'Sasaran RPJMD uji', indikator: 'Indikator RPJMD uji' },
      capaian_1: 90,
      capaian_2: 111.11,
      capaian_3: null,
      target: 70,
      realisasi: 63,
      capaian: 90,
      pengampu: 'Kepala Dinas Pendidikan',
      kinerja_program: [],
    });
    const triwulan = data.triwulan as { triwulan: number; capaian: number }[];
    expect(triwulan.map((r) => [r.triwulan, r.capaian])).toEqual([
      [1, 125],
      [2, 75],
    ]);
    const next = await t.as('perangkat_daerah', {
      method: 'GET',
      url: `${url}/${data.id}`,
      headers: { 'default-key-tahun-kinerja': '2025' },
    });
    expect(next.json().data).toMatchObject({ target: 72, realisasi: 80, capaian: 111.11 });
    const lower = await create('perangkat_daerah', {
      polaritas: 'turun',
      target_1: 10,
      realisasi_1: 8,
      realisasi_2: null,
      triwulan: [],
    });
    expect(lower).toMatchObject({ capaian_1: 120, capaian_2: null });
    const bySuper = await create('super', { satuan_kerja_id: UNIT_LAIN });
    expect(bySuper.satuan_kerja_id).toBe(UNIT_LAIN);
  });

  it('answers 422 for an unknown RPJMD goal and quarters outside the period (a bad payload: the contract)', async () => {
    const refs = await t.as('perangkat_daerah', {
      method: 'POST',
      url,
      payload: payload({ sasaran_strategis_rpjmd_id: 999_999 }),
    });
    expect(refs.json().errors).toEqual({
      sasaran_strategis_rpjmd_id: ['Sasaran strategis RPJMD tidak ditemukan pada periode 2024-2028'],
    });
    const outside = await t.as('perangkat_daerah', {
      method: 'POST',
      url,
      payload: payload({ triwulan: [{ tahun: 2030, triwulan: 1 }] }),
    });
    expect(outside.json().errors).toEqual({ 'triwulan.0.tahun': ['Tahun triwulan harus dalam periode 2024-2028'] });
  });

  describe('list', () => {
    let ids: number[];
    beforeAll(async () => {
      ids = [
        (await create('perangkat_daerah', { sasaran_strategis_satker: 'Daftar alfa', urutan: 1 })).id,
        (
          await create('perangkat_daerah', {
            sasaran_strategis_satker: 'Daftar beta',
            iku: 'IKU khusus beta',
            urutan: 2,
          })
        ).id,
      ];
    });
    const idsOf = async (query: string, who: Parameters<TestApp['as']>[0] = 'perangkat_daerah') => {
      const search = query.includes('search=') ? '' : 'search=daftar&';
      const res = await t.as(who, { method: 'GET', url: `${url}?${search}${query}` });
      expect(res.statusCode, res.body).toBe(200);
      return (res.json().data as { id: number }[]).map((r) => r.id);
    };

    it('lists the period of the year; filters by RPJMD goal and unit; searches; pages', async () => {
      expect(await idsOf('')).toEqual(ids);
      expect(await idsOf('search=khusus%20BETA')).toEqual([ids[1]]);
      expect(await idsOf(`sasaran_strategis_rpjmd_id=${fx.ssRpjmdId}`)).toEqual(ids);
      expect(await idsOf('sasaran_strategis_rpjmd_id=999999')).toEqual([]);
      expect(await idsOf('per_page=1&page=2')).toEqual([ids[1]]);
      expect(await idsOf(`satuan_kerja_id=${UNIT_LAIN}`, 'super')).toEqual([]);
      expect(await idsOf(`satuan_kerja_id=${UNIT_PD}`, 'pemda')).toEqual(ids);
      const y2025 = await t.as('perangkat_daerah', {
        method: 'GET',
        url: `${url}?search=daftar`,
        headers: { 'default-key-tahun-kinerja': '2025' },
      });
      expect(y2025.json().data.map((r: { id: number }) => r.id)).toEqual(ids);
      expect(y2025.json().data[0]).toMatchObject({ target: 72, capaian: 111.11 });
    });

    it('exports what the filter shows', async () => {
      const { headers, rows, filename } = await readXlsx(
        await t.as('perangkat_daerah', { method: 'GET', url: `${url}/export?search=daftar` }),
      );
      expect(filename).toBe('sasaran-strategis-pd-2024.xlsx');
      expect(headers).toEqual([
        'No',
        'Satuan Kerja',
        'Sasaran Strategis RPJMD',
        'Sasaran Strategis PD',
        'IKU',
        'Satuan',
        'Baseline',
        'Target 2024',
        'Target 2025',
        'Target 2026',
        'Target 2027',
        'Target 2028',
        'Realisasi 2024',
        'Capaian 2024 (%)',
        'Pengampu',
      ]);
      // The two goals differ only by their name and IKU (satuan to pengampu are the same).
      const same = ['indeks', 60, 70, 72, 74, 76, 78, 63, 90, 'Kepala Dinas Pendidikan'];
      expect(rows).toEqual([
        [1, 'Dinas Pendidikan', 'Sasaran RPJMD uji', 'Daftar alfa', 'Indeks pendidikan', ...same],
        [2, 'Dinas Pendidikan', 'Sasaran RPJMD uji', 'Daftar beta', 'IKU khusus beta', ...same],
      ]);
    });
  });

  it('updates (quarters replaced), clears causes of failure of years and quarters reaching 100, records history', async () => {
    const row = await create('perangkat_daerah', { realisasi_2: 50, triwulan: [] });
    await t.database.db.insert(penyebabKegagalan).values(
      [
        [2024, 1],
        [2024, 2],
        [2025, 1],
      ].map(([tahun, triwulan]) => ({
        level: 'sasaran-strategis-pd',
        sasaran_strategis_pd_id: row.id,
        tahun: tahun!,
        triwulan: triwulan!,
        penyebab: 'Belum',
      })),
    );
    expect(
      (await t.as('perangkat_daerah', { method: 'GET', url: `${url}/${row.id}` })).json().data.penyebab_kegagalan,
    ).toHaveLength(2);
    const res = await t.as('perangkat_daerah', {
      method: 'PUT',
      url: `${url}/${row.id}`,
      payload: payload({ iku: 'IKU baru' }),
    });
    expect(res.statusCode, res.body).toBe(200);
    // 2025 reached 111.11 → its cause goes; 2024 stays at 90 but its TW1 reached 125 → that one goes.
    expect(
      res.json().data.penyebab_kegagalan.map((p: { tahun: number; triwulan: number }) => [p.tahun, p.triwulan]),
    ).toEqual([[2024, 2]]);
    const in2025 = await t.as('perangkat_daerah', {
      method: 'GET',
      url: `${url}/${row.id}`,
      headers: { 'default-key-tahun-kinerja': '2025' },
    });
    expect(in2025.json().data.penyebab_kegagalan).toEqual([]);
    expect(res.json().data.triwulan).toHaveLength(2);
    const history = (await t.as('perangkat_daerah', { method: 'GET', url: `${url}/${row.id}/riwayat` })).json().data;
    expect(history.map((h: { action: string }) => h.action)).toEqual(['update', 'create']);
    expect(history[0].changes).toEqual(
      expect.arrayContaining([{ field: 'iku', old: 'Indeks pendidikan', new: 'IKU baru' }]),
    );
  });

  it('refuses to delete a goal with programs, naming them; honours the lock; deletes', async () => {
    const row = await create('perangkat_daerah');
    const program = await t.as('perangkat_daerah', {
      method: 'POST',
      url: '/backend/api/kinerja-program',
      payload: {
        sasaran_strategis_pd_id: row.id,
        program_id: fx.programIds[0],
        sasaran: 'S',
        indikator: 'I',
        satuan: '%',
        target: 1,
        anggaran: 0,
        realisasi_bulanan: bulan(1),
      },
    });
    expect(program.statusCode, program.body).toBe(200);
    const blocked = await t.as('perangkat_daerah', { method: 'DELETE', url: `${url}/${row.id}` });
    expect(blocked.statusCode).toBe(422);
    expect(blocked.json().message).toBe('Sasaran strategis PD masih memiliki 1 kinerja program');
    const shown = (await t.as('perangkat_daerah', { method: 'GET', url: `${url}/${row.id}` })).json().data;
    expect(shown.kinerja_program).toEqual([
      expect.objectContaining({ id: program.json().data.id, kode: 'X.99.01', capaian: 100 }),
    ]);

    const lone = await create('perangkat_daerah');
    await setValidasi(t.database.db, UNIT_PD, 2024, true);
    try {
      await expectWritesPlanLocked(t, 'perangkat_daerah', url, lone.id, payload());
      // The next year of the period is not validated yet.
      const next = await t.as('perangkat_daerah', {
        method: 'PUT',
        url: `${url}/${lone.id}`,
        headers: { 'default-key-tahun-kinerja': '2025' },
        payload: payload(),
      });
      expect(next.statusCode).toBe(200);
    } finally {
      await setValidasi(t.database.db, UNIT_PD, 2024, null);
    }
    expect((await t.as('perangkat_daerah', { method: 'DELETE', url: `${url}/${lone.id}` })).json()).toEqual({
      message: 'Sasaran strategis PD berhasil dihapus',
    });
  });

  it('lists in the same number of statements for 20 and for 120 rows', async () => {
    const base = {
      periode_id: fx.periodeId,
      satuan_kerja_id: UNIT_RSUD,
      sasaran_strategis_rpjmd_id: fx.ssRpjmdId,
      sasaran_strategis_satker: 'Massal',
      iku: 'IKU',
      satuan: '%',
    };
    await t.database.db
      .insert(sasaranStrategisPd)
      .values(Array.from({ length: 120 }, (_, i) => ({ ...base, urutan: i })));
    await expectListInFixedStatements(t, `${url}?satuan_kerja_id=${UNIT_RSUD}`, { rows: 120, atLeast: true });
  });
});
