import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog, kinerjaProgram, penyebabKegagalan } from '../../../db/schema/index';
import { countQueries } from '../../../db/query-counter';
import { latestAudit } from '../../../test/audit-trail';
import { created, expectWritesPlanLocked } from '../../../test/crud-contract';
import type { DemoUsername, TestApp } from '../../../test/harness';
import { KINERJA_EXPORT_MEASURES, kinerjaContract, planningTestApp } from '../../../test/planning-fixture-app';
import { bulan, readXlsx, setValidasi, UNIT_BIRO, UNIT_LAIN, UNIT_PD, UNIT_RSUD, UNIT_SETDA } from '../testing';

const { t, fx } = planningTestApp();
const url = '/backend/api/kinerja-program';

function payload(overrides: Record<string, unknown> = {}) {
  return {
    sasaran_strategis_pd_id: fx.ssPd[UNIT_PD],
    program_id: fx.programIds[0],
    sasaran: 'Meningkatnya mutu pendidikan dasar',
    indikator: 'Angka partisipasi murni SD',
    satuan: '%',
    target: 100,
    anggaran: 1_000_000_000,
    // 25 per quarter: cumulative 25, 50, 75, 100.
    target_bulanan: bulan(10, 10, 5, 10, 10, 5, 10, 10, 5, 10, 10, 5),
    realisasi_bulanan: bulan(30, 30, 20),
    realisasi: null,
    anggaran_bulanan: bulan(),
    realisasi_anggaran_bulanan: bulan(100_000_000, 150_000_000, 50_000_000.5),
    ...overrides,
  };
}

const create = (who: DemoUsername, overrides: Record<string, unknown> = {}) => created(t, who, url, payload(overrides));

kinerjaContract(t, 'kinerja-program', {
  writer: 'perangkat_daerah',
  body: () => payload(),
  forbidden: [
    { who: 'validator_lke', method: 'GET' },
    { who: 'validator_bappeda', method: 'POST' },
    { who: 'pemerintah_daerah', method: 'DELETE', path: () => '/1' },
  ],
  otherUnitRow: () => create('super', { satuan_kerja_id: UNIT_LAIN, sasaran_strategis_pd_id: fx.ssPd[UNIT_LAIN] }),
  otherUnit: UNIT_LAIN,
  notFound: 'Kinerja program tidak ditemukan',
  invalid: {
    body: { sasaran: '', target: 'abc', anggaran: -1, target_bulanan: [1, 2] },
    errors: {
      sasaran: ['Sasaran wajib diisi'],
      indikator: ['Indikator wajib diisi'],
      target: ['Target harus berupa angka'],
      anggaran: ['Anggaran tidak boleh negatif'],
      program_id: ['Program wajib dipilih'],
      target_bulanan: ['Target bulanan harus berisi 12 bulan'],
    },
  },
});

describe('kinerja-program: access', () => {
  it('answers 403 with its message before reading the body; Bappeda reads all units', async () => {
    const write = await t.as('validator_lke', { method: 'POST', url, payload: payload() });
    expect(write.statusCode).toBe(403);
    expect(write.json().message).toBe('Anda tidak memiliki hak akses ke halaman ini');
    // Reads all units, writes none (the write: the contract).
    expect((await t.as('validator_bappeda', { method: 'GET', url })).statusCode).toBe(200);
  });

  it("hides another unit's row from a unit user's lists (404 on the row: the contract)", async () => {
    const other = await create('super', { satuan_kerja_id: UNIT_LAIN, sasaran_strategis_pd_id: fx.ssPd[UNIT_LAIN] });
    const list = (
      await t.as('perangkat_daerah', { method: 'GET', url: `${url}?per_page=500&satuan_kerja_id=${UNIT_LAIN}` })
    ).json();
    expect(list.data.every((r: { satuan_kerja_id: string }) => r.satuan_kerja_id === UNIT_PD)).toBe(true);
    expect(list.data.some((r: { id: number }) => r.id === other.id)).toBe(false);
    // Still there.
    expect((await t.as('pemerintah_daerah', { method: 'GET', url: `${url}/${other.id}` })).statusCode).toBe(200);
  });

  it('takes the unit from the actor, not from the body, and refuses an SS-PD of another unit', async () => {
    const own = await create('perangkat_daerah', { satuan_kerja_id: UNIT_LAIN });
    expect(own.satuan_kerja_id).toBe(UNIT_PD);
    const res = await t.as('perangkat_daerah', {
      method: 'POST',
      url,
      payload: payload({ sasaran_strategis_pd_id: fx.ssPd[UNIT_LAIN] }),
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.sasaran_strategis_pd_id).toEqual([
      'Sasaran strategis PD tidak ditemukan untuk tahun 2024',
    ]);
    // Super choosing a unit must use an SS-PD of that unit.
    const mismatch = await t.as('super', {
      method: 'POST',
      url,
      payload: payload({ satuan_kerja_id: UNIT_LAIN, sasaran_strategis_pd_id: fx.ssPd[UNIT_PD] }),
    });
    expect(mismatch.json().errors.sasaran_strategis_pd_id).toEqual([
      'Sasaran strategis PD bukan milik satuan kerja ini',
    ]);
  });

  it("lets a biro write programs under setda's SS-PD, seen by setda but not setda's own by the biro", async () => {
    const biro = await create('biro', { sasaran_strategis_pd_id: fx.ssPd[UNIT_SETDA] });
    expect(biro).toMatchObject({ satuan_kerja_id: UNIT_BIRO, sasaran_strategis_pd_id: fx.ssPd[UNIT_SETDA] });
    const setda = await create('setda', { sasaran_strategis_pd_id: fx.ssPd[UNIT_SETDA] });
    expect(setda.satuan_kerja_id).toBe(UNIT_SETDA);
    const bySetda = (
      await t.as('setda', { method: 'GET', url: `${url}?sasaran_strategis_pd_id=${fx.ssPd[UNIT_SETDA]}` })
    ).json();
    expect(bySetda.data.map((r: { id: number }) => r.id).sort()).toEqual([biro.id, setda.id].sort());
    // setda may narrow to its biro (it may choose among its units).
    const narrowed = (
      await t.as('setda', {
        method: 'GET',
        url: `${url}?satuan_kerja_id=${UNIT_BIRO}&sasaran_strategis_pd_id=${fx.ssPd[UNIT_SETDA]}`,
      })
    ).json();
    expect(narrowed.data.map((r: { id: number }) => r.id)).toEqual([biro.id]);
    const byBiro = (
      await t.as('biro', { method: 'GET', url: `${url}?sasaran_strategis_pd_id=${fx.ssPd[UNIT_SETDA]}` })
    ).json();
    expect(byBiro.data.map((r: { id: number }) => r.id)).toEqual([biro.id]);
    expect((await t.as('biro', { method: 'GET', url: `${url}/${setda.id}` })).statusCode).toBe(404);
    // setda reads its biro's program but does not write it.
    expect((await t.as('setda', { method: 'GET', url: `${url}/${biro.id}` })).statusCode).toBe(200);
    expect((await t.as('setda', { method: 'DELETE', url: `${url}/${biro.id}` })).statusCode).toBe(404);
  });
});

describe('kinerja-program: create, computed values, validation', () => {
  it('creates with capaian, realisasi and realisasi anggaran computed by the server', async () => {
    const res = await t.as('perangkat_daerah', {
      method: 'POST',
      url,
      payload: payload({ realisasi: 999, pengampu_type: 'unit-kerja', unit_kerja_id: fx.unitKerja[UNIT_PD] }),
    });
    expect(res.statusCode, res.body).toBe(200);
    const { message, data } = res.json();
    expect(message).toBe('Kinerja program berhasil ditambahkan');
    expect(data).toMatchObject({
      tahun: 2024,
      satuan_kerja_id: UNIT_PD,
      satuan_kerja_nama: 'Dinas Pendidikan',
      target: 100,
      // 2024 ≥ AUTO_FILL_FROM_YEAR: the sum of the months, the entered 999 is ignored.
      realisasi: 80,
      capaian: 80,
      realisasi_anggaran: 300_000_000.5,
      capaian_anggaran: 30,
      program: { id: fx.programIds[0], kode: 'X.99.01', nama: 'Program Uji Pendidikan Dasar' },
      sasaran_strategis_pd: { id: fx.ssPd[UNIT_PD], sasaran_strategis_satker: `Sasaran PD uji ${UNIT_PD}` },
      pengampu_type: 'unit-kerja',
      unit_kerja_id: fx.unitKerja[UNIT_PD],
      kinerja_kegiatan: [],
      penyebab_kegagalan: [],
    });
    expect(data.pengampu).toBe(data.struktur_organisasi.jabatan_nama);
    expect(data.target_bulanan).toEqual(bulan(10, 10, 5, 10, 10, 5, 10, 10, 5, 10, 10, 5));
    expect(data.target_triwulan).toEqual([25, 50, 75, 100]);
    expect(data.realisasi_triwulan).toEqual([80, 80, 80, 80]);
    expect(data.capaian_triwulan).toEqual([320, 160, 106.67, 80]);
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.table_name, 'kinerja_program'), eq(auditLog.record_id, String(data.id))));
    expect(audit).toMatchObject({ action: 'create' });
  });

  it('computes capaian of a lower-is-better indicator', async () => {
    const data = await create('perangkat_daerah', {
      polaritas: 'turun',
      target: 10,
      target_bulanan: bulan(),
      realisasi_bulanan: bulan(4, 4),
    });
    expect(data).toMatchObject({ polaritas: 'turun', realisasi: 8, capaian: 120 });
    const none = await create('perangkat_daerah', { realisasi_bulanan: bulan() });
    expect(none).toMatchObject({ realisasi: null, capaian: null, realisasi_anggaran: 300_000_000.5 });
  });

  it('answers 422 for a team pengampu without its team (field messages: the contract)', async () => {
    const pengampu = await t.as('perangkat_daerah', {
      method: 'POST',
      url,
      payload: payload({ pengampu_type: 'tim-kerja' }),
    });
    expect(pengampu.statusCode).toBe(422);
    expect(pengampu.json().errors).toEqual({ tim_kerja_id: ['Tim kerja pengampu wajib dipilih'] });
  });

  it('answers 422 for references that do not exist or belong to another unit', async () => {
    const res = await t.as('perangkat_daerah', {
      method: 'POST',
      url,
      payload: payload({ program_id: 999_999, pengampu_type: 'unit-kerja', unit_kerja_id: fx.unitKerja[UNIT_LAIN] }),
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      program_id: ['Program tidak ditemukan'],
      unit_kerja_id: ['Unit kerja pengampu tidak ditemukan pada satuan kerja ini'],
    });
    const tim = await t.as('super', {
      method: 'POST',
      url,
      payload: payload({
        satuan_kerja_id: UNIT_LAIN,
        sasaran_strategis_pd_id: fx.ssPd[UNIT_LAIN],
        pengampu_type: 'tim-kerja',
        tim_kerja_id: fx.timKerjaId,
      }),
    });
    expect(tim.json().errors.tim_kerja_id).toEqual(['Tim kerja tidak ditemukan pada satuan kerja dan tahun ini']);
  });
});

describe('kinerja-program: list, filters, export', () => {
  let ids: { unitKerja: number; tim: number; none: number };
  beforeAll(async () => {
    const base = { sasaran_strategis_pd_id: fx.ssPd2 };
    ids = {
      unitKerja: (
        await create('perangkat_daerah', {
          ...base,
          sasaran: 'Filter unit kerja',
          pengampu_type: 'unit-kerja',
          unit_kerja_id: fx.unitKerja[UNIT_PD],
        })
      ).id,
      tim: (
        await create('perangkat_daerah', {
          ...base,
          sasaran: 'Filter tim',
          pengampu_type: 'tim-kerja',
          tim_kerja_id: fx.timKerjaId,
          program_id: fx.programIds[1],
        })
      ).id,
      none: (await create('perangkat_daerah', { ...base, sasaran: 'Filter tanpa pengampu' })).id,
    };
  });

  const list = async (query: string, who: Parameters<TestApp['as']>[0] = 'perangkat_daerah') => {
    const res = await t.as(who, { method: 'GET', url: `${url}?sasaran_strategis_pd_id=${fx.ssPd2}&${query}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };

  it('lists the year with the envelope, joined names and the parent filter', async () => {
    const body = await list('');
    expect(body).toMatchObject({ current_page: 1, per_page: 20, total: 3 });
    const tim = body.data.find((r: { id: number }) => r.id === ids.tim);
    expect(tim).toMatchObject({
      program: { kode: 'X.99.02', nama: 'Program Uji Tata Kelola' },
      tim_kerja: { id: fx.timKerjaId, nama: 'Tim Uji Mutu Sekolah' },
      pengampu: 'Tim Uji Mutu Sekolah',
      satuan_kerja_nama: 'Dinas Pendidikan',
    });
    expect(tim.tim_kerja.ketua.peg_nama).toEqual(expect.any(String));
    expect(tim).not.toHaveProperty('target_bulanan');
    // Another year shows none of them.
    const y2025 = await t.as('perangkat_daerah', {
      method: 'GET',
      url: `${url}?sasaran_strategis_pd_id=${fx.ssPd2}`,
      headers: { 'default-key-tahun-kinerja': '2025' },
    });
    expect(y2025.json().total).toBe(0);
  });

  it('filters by pengampu, program, search; pages', async () => {
    expect((await list('pengampu=-')).data.map((r: { id: number }) => r.id)).toEqual([ids.none]);
    expect((await list('pengampu=unit-kerja')).data.map((r: { id: number }) => r.id)).toEqual([ids.unitKerja]);
    expect((await list('pengampu=tim-kerja')).data.map((r: { id: number }) => r.id)).toEqual([ids.tim]);
    expect((await list(`program_id=${fx.programIds[1]}`)).data.map((r: { id: number }) => r.id)).toEqual([ids.tim]);
    expect((await list('search=TANPA%20pengampu')).data.map((r: { id: number }) => r.id)).toEqual([ids.none]);
    expect((await list('search=tata%20kelola')).data.map((r: { id: number }) => r.id)).toEqual([ids.tim]);
    expect((await list('search=100%25')).total).toBe(0);
    const page2 = await list('per_page=2&page=2');
    expect(page2).toMatchObject({ current_page: 2, per_page: 2, total: 3 });
    expect(page2.data).toHaveLength(1);
    expect((await t.as('perangkat_daerah', { method: 'GET', url: `${url}?pengampu=x` })).statusCode).toBe(422);
  });

  it('honours satuan_kerja_id only for actors who may choose a unit', async () => {
    const bySuper = await t.as('super', { method: 'GET', url: `${url}?satuan_kerja_id=${UNIT_LAIN}&per_page=500` });
    expect(bySuper.json().data.every((r: { satuan_kerja_id: string }) => r.satuan_kerja_id === UNIT_LAIN)).toBe(true);
    expect(bySuper.json().total).toBeGreaterThan(0);
    expect((await list(`satuan_kerja_id=${UNIT_PD}`, 'pemerintah_daerah')).total).toBe(3);
    expect((await list(`satuan_kerja_id=${UNIT_LAIN}`, 'pemerintah_daerah')).total).toBe(0);
    // the export of one unit's rows names the unit in its file name
    const one = await t.as('pemerintah_daerah', { method: 'GET', url: `${url}/export?satuan_kerja_id=${UNIT_PD}` });
    expect((await readXlsx(one)).filename).toBe(`kinerja-program-2024-${UNIT_PD}.xlsx`);
  });

  it('exports exactly what the filter shows, all pages, as xlsx', async () => {
    const res = await t.as('perangkat_daerah', {
      method: 'GET',
      url: `${url}/export?sasaran_strategis_pd_id=${fx.ssPd2}&per_page=1&search=filter`,
    });
    const { headers, rows, filename } = await readXlsx(res);
    expect(filename).toBe('kinerja-program-2024.xlsx');
    expect(res.headers['content-disposition']).toBe('attachment; filename="kinerja-program-2024.xlsx"');
    expect(headers).toEqual([
      'No',
      'Satuan Kerja',
      'Sasaran Strategis PD',
      'Kode Program',
      'Program',
      ...KINERJA_EXPORT_MEASURES,
    ]);
    expect(rows).toHaveLength(3);
    expect(rows[0]).toEqual([
      1,
      'Dinas Pendidikan',
      'Sasaran PD kedua',
      'X.99.01',
      'Program Uji Pendidikan Dasar',
      'Filter unit kerja',
      'Angka partisipasi murni SD',
      100,
      '%',
      80,
      80,
      1_000_000_000,
      300_000_000.5,
      expect.any(String),
    ]);
    const tim = await readXlsx(
      await t.as('perangkat_daerah', {
        method: 'GET',
        url: `${url}/export?sasaran_strategis_pd_id=${fx.ssPd2}&pengampu=tim-kerja`,
      }),
    );
    expect(tim.rows.map((r) => r[5])).toEqual(['Filter tim']);
    expect((await t.as('validator_lke', { method: 'GET', url: `${url}/export` })).statusCode).toBe(403);
  });
});

describe('kinerja-program: update, delete, lock, history', () => {
  it('updates, clears the causes of failure of quarters (then the year) that reach 100, and keeps the unit', async () => {
    const created = await create('perangkat_daerah', { realisasi_bulanan: bulan(10, 10, 0) });
    const db = t.database.db;
    await db.insert(penyebabKegagalan).values(
      [1, 2, 3, 4].map((triwulan) => ({
        level: 'kinerja-program',
        kinerja_program_id: created.id,
        tahun: 2024,
        triwulan,
        penyebab: `Penyebab TW ${triwulan}`,
      })),
    );
    const shown = (await t.as('perangkat_daerah', { method: 'GET', url: `${url}/${created.id}` })).json().data;
    expect(shown.penyebab_kegagalan).toHaveLength(4);

    // TW1 reaches its target (25 of 25), the year does not (25 of 100).
    const tw1 = await t.as('perangkat_daerah', {
      method: 'PUT',
      url: `${url}/${created.id}`,
      payload: payload({
        realisasi_bulanan: bulan(10, 10, 5),
        satuan_kerja_id: UNIT_LAIN,
        sasaran: 'Sasaran diperbarui',
      }),
    });
    expect(tw1.statusCode, tw1.body).toBe(200);
    expect(tw1.json().message).toBe('Kinerja program berhasil diperbarui');
    expect(tw1.json().data).toMatchObject({
      satuan_kerja_id: UNIT_PD,
      sasaran: 'Sasaran diperbarui',
      realisasi: 25,
      capaian: 25,
    });
    expect(tw1.json().data.penyebab_kegagalan.map((p: { triwulan: number }) => p.triwulan)).toEqual([2, 3, 4]);

    const full = await t.as('perangkat_daerah', {
      method: 'PUT',
      url: `${url}/${created.id}`,
      payload: payload({ realisasi_bulanan: bulan(10, 10, 5, 75) }),
    });
    expect(full.json().data).toMatchObject({ realisasi: 100, capaian: 100, penyebab_kegagalan: [] });
    const left = await db.select().from(penyebabKegagalan).where(eq(penyebabKegagalan.kinerja_program_id, created.id));
    expect(left).toEqual([]);
  });

  it('lists the history with actor names and changed fields, newest first', async () => {
    const created = await create('perangkat_daerah', { sasaran: 'Sebelum' });
    await t.as('perangkat_daerah', {
      method: 'PUT',
      url: `${url}/${created.id}`,
      payload: payload({ sasaran: 'Sesudah', target: 80 }),
    });
    const res = await t.as('perangkat_daerah', { method: 'GET', url: `${url}/${created.id}/riwayat` });
    expect(res.statusCode).toBe(200);
    const [update, creation] = res.json().data;
    expect(update).toMatchObject({ action: 'update', actor_nama: expect.any(String) });
    expect(update.changes).toEqual(
      expect.arrayContaining([
        { field: 'sasaran', old: 'Sebelum', new: 'Sesudah' },
        { field: 'target', old: 100, new: 80 },
        { field: 'capaian', old: 80, new: 100 },
      ]),
    );
    expect(update.changes.map((c: { field: string }) => c.field)).not.toContain('updated_at');
    expect(creation.action).toBe('create');
    expect(creation.changes).toEqual(expect.arrayContaining([{ field: 'sasaran', old: null, new: 'Sebelum' }]));
  });

  it('refuses to delete a program with kegiatan, naming them; deletes one without', async () => {
    const parent = await create('perangkat_daerah');
    const child = await t.as('perangkat_daerah', {
      method: 'POST',
      url: '/backend/api/kinerja-kegiatan',
      payload: { ...payload(), kinerja_program_id: parent.id, kegiatan_id: fx.kegiatanIds[0] },
    });
    expect(child.statusCode, child.body).toBe(200);
    const blocked = await t.as('perangkat_daerah', { method: 'DELETE', url: `${url}/${parent.id}` });
    expect(blocked.statusCode).toBe(422);
    expect(blocked.json().message).toBe('Kinerja program masih memiliki 1 kinerja kegiatan');
    const shown = (await t.as('perangkat_daerah', { method: 'GET', url: `${url}/${parent.id}` })).json().data;
    expect(shown.kinerja_kegiatan).toEqual([
      expect.objectContaining({ id: child.json().data.id, nama: 'Kegiatan Uji Sekolah', is_cross: false }),
    ]);

    const lone = await create('perangkat_daerah');
    const res = await t.as('perangkat_daerah', { method: 'DELETE', url: `${url}/${lone.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Kinerja program berhasil dihapus' });
    expect((await t.as('perangkat_daerah', { method: 'GET', url: `${url}/${lone.id}` })).statusCode).toBe(404);
    const audit = await latestAudit(t.database.db, 'kinerja_program', lone.id);
    expect(audit).toMatchObject({ action: 'delete', new_values: null });
  });

  it('answers 422 to writes once the plan of the year is validated; super bypasses', async () => {
    const row = await create('perangkat_daerah');
    await setValidasi(t.database.db, UNIT_PD, 2024, true);
    try {
      await expectWritesPlanLocked(t, 'perangkat_daerah', url, row.id, payload());
      expect((await t.as('super', { method: 'PUT', url: `${url}/${row.id}`, payload: payload() })).statusCode).toBe(
        200,
      );
      // A plan in progress (status false) stays editable.
      await setValidasi(t.database.db, UNIT_PD, 2024, false);
      expect(
        (await t.as('perangkat_daerah', { method: 'PUT', url: `${url}/${row.id}`, payload: payload() })).statusCode,
      ).toBe(200);
    } finally {
      await setValidasi(t.database.db, UNIT_PD, 2024, null);
    }
  });
});

describe('kinerja-program: statement counts', () => {
  it('lists and shows in a bounded number of statements, whatever the number of rows', async () => {
    const db = t.database.db;
    const base = {
      tahun: 2024,
      satuan_kerja_id: UNIT_RSUD,
      program_id: fx.programIds[0],
      sasaran: 'Massal',
      indikator: 'Indikator massal',
      satuan: 'unit',
      target: 10,
      tim_kerja_id: null,
    };
    await db
      .insert(kinerjaProgram)
      .values(
        Array.from({ length: 130 }, (_, i) => ({ ...base, sasaran_strategis_pd_id: fx.ssPd[UNIT_RSUD]!, urutan: i })),
      );
    const measure = async (query: string) => {
      const { result, count } = await countQueries(() => t.as('super', { method: 'GET', url: `${url}?${query}` }));
      expect(result.statusCode).toBe(200);
      return { count, rows: result.json().data.length as number };
    };
    const small = await measure(`sasaran_strategis_pd_id=${fx.ssPd[UNIT_RSUD]}&per_page=20`);
    const large = await measure(`sasaran_strategis_pd_id=${fx.ssPd[UNIT_RSUD]}&per_page=500`);
    expect(small.rows).toBe(20);
    expect(large.rows).toBe(130);
    expect(large.count).toBe(small.count);
    // session lookup + rows + count
    expect(small.count).toBeLessThanOrEqual(3);

    const exported = await countQueries(() =>
      t.as('super', { method: 'GET', url: `${url}/export?sasaran_strategis_pd_id=${fx.ssPd[UNIT_RSUD]}` }),
    );
    expect((await readXlsx(exported.result)).rows).toHaveLength(130);
    expect(exported.count).toBeLessThanOrEqual(2);

    // A program with 30 kegiatan is shown in as many statements as one with none.
    const parent = await create('perangkat_daerah');
    const lone = await create('perangkat_daerah');
    for (let i = 0; i < 30; i++) {
      const res = await t.as('perangkat_daerah', {
        method: 'POST',
        url: '/backend/api/kinerja-kegiatan',
        payload: { ...payload(), kinerja_program_id: parent.id, kegiatan_id: fx.kegiatanIds[i % 2] },
      });
      expect(res.statusCode).toBe(200);
    }
    const showMany = await countQueries(() => t.as('perangkat_daerah', { method: 'GET', url: `${url}/${parent.id}` }));
    const showNone = await countQueries(() => t.as('perangkat_daerah', { method: 'GET', url: `${url}/${lone.id}` }));
    expect(showMany.result.json().data.kinerja_kegiatan).toHaveLength(30);
    expect(showMany.count).toBe(showNone.count);
    expect(showMany.count).toBeLessThanOrEqual(7);
  });
});
