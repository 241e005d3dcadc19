import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { kategoriTematik, kinerjaSubKegiatan, penyebabKegagalan, rencanaAksi } from '../../../db/schema/index';
import { expectListInFixedStatements } from '../../../test/list-statements';
import { created } from '../../../test/crud-contract';
import type { DemoUsername, TestApp } from '../../../test/harness';
import { kinerjaContract, planningTestApp } from '../../../test/planning-fixture-app';
import { bulan, readXlsx, setValidasi, UNIT_LAIN, UNIT_PD, UNIT_RSUD } from '../testing';

const { t, fx } = planningTestApp();
const url = '/backend/api/kinerja-sub-kegiatan';
/** Kinerja kegiatan per unit (created through the API). */
const kk = { pd: 0, pd2: 0, lain: 0, rsud: 0 };
let kategoriId = 0;

const ukuran = {
  sasaran: 'Tersedianya ruang kelas layak',
  indikator: 'Jumlah ruang kelas direhabilitasi',
  satuan: 'ruang',
  target: 40,
  anggaran: 200_000_000,
  target_bulanan: bulan(10, 0, 0, 10, 0, 0, 10, 0, 0, 10),
  realisasi_bulanan: bulan(4, 4, 2),
  realisasi_anggaran_bulanan: bulan(10_000_000, 20_000_000, 30_000_000),
  // A PUT replaces the record: the values it would otherwise erase are sent (decision 0050).
  anggaran_bulanan: bulan(),
  realisasi: null,
};

const post = async (who: DemoUsername, path: string, body: Record<string, unknown>) =>
  (await created(t, who, `/backend/api/${path}`, { ...ukuran, ...body })).id;

function payload(overrides: Record<string, unknown> = {}) {
  return { ...ukuran, kinerja_kegiatan_id: kk.pd, sub_kegiatan_id: fx.subKegiatanIds[0], ...overrides };
}

const create = (who: DemoUsername, overrides: Record<string, unknown> = {}) => created(t, who, url, payload(overrides));

beforeAll(async () => {
  const program = async (who: DemoUsername, unit: string) =>
    post(who, 'kinerja-program', {
      sasaran_strategis_pd_id: fx.ssPd[unit],
      program_id: fx.programIds[0],
      satuan_kerja_id: unit,
    });
  const kegiatan = (who: DemoUsername, programId: number) =>
    post(who, 'kinerja-kegiatan', { kinerja_program_id: programId, kegiatan_id: fx.kegiatanIds[0] });
  const kpPd = await program('perangkat_daerah', UNIT_PD);
  kk.pd = await kegiatan('perangkat_daerah', kpPd);
  kk.pd2 = await kegiatan('perangkat_daerah', kpPd);
  kk.lain = await kegiatan('super', await program('super', UNIT_LAIN));
  kk.rsud = await kegiatan('super', await program('super', UNIT_RSUD));
  const [kategori] = await t.database.db
    .insert(kategoriTematik)
    .values({ nama: 'Penanggulangan Kemiskinan (uji)' })
    .returning();
  kategoriId = kategori!.id;
});

kinerjaContract(t, 'kinerja-sub-kegiatan', {
  writer: 'perangkat_daerah',
  body: () => payload(),
  anonymous: { method: 'GET', path: '/export' },
  forbidden: [
    { who: 'validator_lke', method: 'GET' },
    { who: 'validator_bappeda', method: 'PUT', path: () => '/1' },
  ],
  otherUnitRow: () => create('super', { kinerja_kegiatan_id: kk.lain }),
  otherUnit: UNIT_LAIN,
  invalid: {
    body: { ...ukuran, is_external: 'ya', target: null },
    errors: {
      kinerja_kegiatan_id: ['Kinerja kegiatan wajib dipilih'],
      sub_kegiatan_id: ['Sub kegiatan wajib dipilih'],
      target: ['Target wajib diisi'],
      is_external: ['Nilai harus ya atau tidak'],
    },
  },
});

describe('kinerja-sub-kegiatan', () => {
  it('lets Bappeda read every unit (it validates them)', async () => {
    const other = await create('super', { kinerja_kegiatan_id: kk.lain });
    expect((await t.as('validator_bappeda', { method: 'GET', url: `${url}/${other.id}` })).statusCode).toBe(200);
  });

  it('creates with the parent unit, its own fields and computed values', async () => {
    const data = await create('perangkat_daerah', {
      indikator_kemendagri: 'Jumlah satuan pendidikan yang direhabilitasi',
      is_external: true,
      kategori_tematik_id: kategoriId,
      pengampu_type: 'tim-kerja',
      tim_kerja_id: fx.timKerjaId,
    });
    expect(data).toMatchObject({
      satuan_kerja_id: UNIT_PD,
      kinerja_kegiatan: { id: kk.pd, kode: 'X.99.01.2.01', nama: 'Kegiatan Uji Sekolah' },
      sub_kegiatan: { id: fx.subKegiatanIds[0], nama: 'Sub Kegiatan Uji Rehabilitasi' },
      indikator_kemendagri: 'Jumlah satuan pendidikan yang direhabilitasi',
      is_external: true,
      kategori_tematik: { id: kategoriId, nama: 'Penanggulangan Kemiskinan (uji)' },
      status_validasi: false,
      realisasi: 10,
      capaian: 25,
      realisasi_anggaran: 60_000_000,
      capaian_anggaran: 30,
      pengampu: 'Tim Uji Mutu Sekolah',
      kinerja_langkah_aksi: [],
    });
    const lower = await create('perangkat_daerah', {
      polaritas: 'turun',
      target: 5,
      realisasi_bulanan: bulan(2, 1, 1, 1),
    });
    expect(lower).toMatchObject({ realisasi: 5, capaian: 100 });
  });

  it('answers 422 for references outside the parent (a bad payload: the contract)', async () => {
    const refs = await t.as('perangkat_daerah', {
      method: 'POST',
      url,
      payload: payload({ sub_kegiatan_id: 999_999, kategori_tematik_id: 999_999, kinerja_cross_cutting_id: 999_999 }),
    });
    expect(refs.json().errors).toEqual({
      sub_kegiatan_id: ['Sub kegiatan tidak ditemukan pada kegiatan ini'],
      kategori_tematik_id: ['Kategori tematik tidak ditemukan'],
      kinerja_cross_cutting_id: ['Kinerja cross cutting tidak ditemukan'],
    });
  });

  describe('list', () => {
    let ids: { validated: number; team: number; none: number };
    beforeAll(async () => {
      const base = { kinerja_kegiatan_id: kk.pd2, sub_kegiatan_id: fx.subKegiatanIds[1] };
      ids = {
        validated: (
          await create('perangkat_daerah', {
            ...base,
            sasaran: 'Sudah divalidasi',
            pengampu_type: 'unit-kerja',
            unit_kerja_id: fx.unitKerja[UNIT_PD],
          })
        ).id,
        team: (
          await create('perangkat_daerah', {
            ...base,
            sasaran: 'Dengan tim',
            pengampu_type: 'tim-kerja',
            tim_kerja_id: fx.timKerjaId,
          })
        ).id,
        none: (
          await create('perangkat_daerah', {
            ...base,
            sasaran: 'Tanpa pengampu',
            indikator_kemendagri: 'Indikator Kemendagri khusus',
          })
        ).id,
      };
      await t.database.db
        .update(kinerjaSubKegiatan)
        .set({ status_validasi: true, catatan_validasi: 'Sesuai', validasi_at: new Date() })
        .where(eq(kinerjaSubKegiatan.id, ids.validated));
    });
    const idsOf = async (query: string, who: Parameters<TestApp['as']>[0] = 'perangkat_daerah') => {
      const res = await t.as(who, { method: 'GET', url: `${url}?kinerja_kegiatan_id=${kk.pd2}&${query}` });
      expect(res.statusCode, res.body).toBe(200);
      return (res.json().data as { id: number }[]).map((r) => r.id);
    };

    it('filters by validation status, pengampu, sub kegiatan, unit; searches; pages', async () => {
      expect(await idsOf('')).toEqual([ids.validated, ids.team, ids.none]);
      expect(await idsOf('status_validasi=')).toEqual([ids.validated, ids.team, ids.none]);
      expect(await idsOf('status_validasi=1')).toEqual([ids.validated]);
      expect(await idsOf('status_validasi=0')).toEqual([ids.team, ids.none]);
      expect(await idsOf('pengampu=tim-kerja')).toEqual([ids.team]);
      expect(await idsOf('pengampu=unit-kerja&status_validasi=1')).toEqual([ids.validated]);
      expect(await idsOf('pengampu=-')).toEqual([ids.none]);
      expect(await idsOf(`sub_kegiatan_id=${fx.subKegiatanIds[0]}`)).toEqual([]);
      expect(await idsOf('search=kemendagri%20KHUSUS')).toEqual([ids.none]);
      expect(await idsOf('search=pengadaan')).toEqual([ids.validated, ids.team, ids.none]);
      expect(await idsOf('per_page=1&page=3')).toEqual([ids.none]);
      expect(await idsOf(`satuan_kerja_id=${UNIT_LAIN}`, 'validator_bappeda')).toEqual([]);
      expect((await t.as('perangkat_daerah', { method: 'GET', url: `${url}?status_validasi=2` })).statusCode).toBe(422);
      const shown = (
        await t.as('perangkat_daerah', { method: 'GET', url: `${url}?kinerja_kegiatan_id=${kk.pd2}&status_validasi=1` })
      ).json().data[0];
      expect(shown).toMatchObject({
        status_validasi: true,
        catatan_validasi: 'Sesuai',
        validasi_at: expect.any(String),
      });
    });

    it('exports what the filter shows, with the validation status', async () => {
      const { headers, rows, filename } = await readXlsx(
        await t.as('perangkat_daerah', {
          method: 'GET',
          url: `${url}/export?kinerja_kegiatan_id=${kk.pd2}&status_validasi=0`,
        }),
      );
      expect(filename).toBe('kinerja-sub-kegiatan-2024.xlsx');
      expect(headers.at(-1)).toBe('Status Validasi');
      expect(rows.map((r) => [r[5], r.at(-1)])).toEqual([
        ['Dengan tim', 'Belum Tervalidasi'],
        ['Tanpa pengampu', 'Belum Tervalidasi'],
      ]);
    });
  });

  it('updates, clears the causes of failure of quarters reaching 100, records history', async () => {
    const row = await create('perangkat_daerah');
    await t.database.db.insert(penyebabKegagalan).values(
      [1, 2].map((triwulan) => ({
        level: 'kinerja-sub-kegiatan',
        kinerja_sub_kegiatan_id: row.id,
        tahun: 2024,
        triwulan,
        penyebab: 'Terlambat',
      })),
    );
    // TW1: 10 of 10 → reached; TW2: 10 of 20 → not.
    const res = await t.as('perangkat_daerah', {
      method: 'PUT',
      url: `${url}/${row.id}`,
      payload: payload({ realisasi_bulanan: bulan(5, 5), is_external: true }),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ is_external: true, realisasi: 10, capaian: 25 });
    expect(res.json().data.penyebab_kegagalan.map((p: { triwulan: number }) => p.triwulan)).toEqual([2]);
    const history = (await t.as('perangkat_daerah', { method: 'GET', url: `${url}/${row.id}/riwayat` })).json().data;
    expect(history[0].changes).toEqual(expect.arrayContaining([{ field: 'is_external', old: false, new: true }]));
  });

  it('refuses to delete with langkah aksi or rencana aksi, naming them; honours the lock', async () => {
    const row = await create('perangkat_daerah');
    const langkah = await t.as('perangkat_daerah', {
      method: 'POST',
      url: '/backend/api/kinerja-langkah-aksi',
      payload: { ...ukuran, kinerja_sub_kegiatan_id: row.id },
    });
    expect(langkah.statusCode, langkah.body).toBe(200);
    await t.database.db.insert(rencanaAksi).values({
      satuan_kerja_id: UNIT_PD,
      tahun: 2024,
      sasaran_strategis_pd_id: fx.ssPd[UNIT_PD],
      kinerja_sub_kegiatan_id: row.id,
      rencana_aksi: 'RA',
      indikator: 'I',
      satuan: 'x',
    });
    const blocked = await t.as('perangkat_daerah', { method: 'DELETE', url: `${url}/${row.id}` });
    expect(blocked.statusCode).toBe(422);
    expect(blocked.json().message).toBe(
      'Kinerja sub kegiatan masih memiliki 1 kinerja langkah aksi dan 1 rencana aksi',
    );
    const shown = (await t.as('perangkat_daerah', { method: 'GET', url: `${url}/${row.id}` })).json().data;
    expect(shown.kinerja_langkah_aksi).toEqual([
      expect.objectContaining({ id: langkah.json().data.id, nama: null, is_cross: false }),
    ]);

    const lone = await create('perangkat_daerah');
    await setValidasi(t.database.db, UNIT_PD, 2024, true);
    try {
      const locked = await t.as('perangkat_daerah', { method: 'PUT', url: `${url}/${lone.id}`, payload: payload() });
      expect(locked.statusCode).toBe(422);
      expect(locked.json().errors.validasi).toEqual([
        'Perencanaan tahun 2024 sudah divalidasi; perubahan tidak dapat disimpan',
      ]);
    } finally {
      await setValidasi(t.database.db, UNIT_PD, 2024, null);
    }
    expect((await t.as('perangkat_daerah', { method: 'DELETE', url: `${url}/${lone.id}` })).statusCode).toBe(200);
  });

  it('lists in the same number of statements for 20 and for 120 rows', async () => {
    const base = {
      tahun: 2024,
      satuan_kerja_id: UNIT_RSUD,
      kinerja_kegiatan_id: kk.rsud,
      sub_kegiatan_id: fx.subKegiatanIds[0],
      sasaran: 'M',
      indikator: 'I',
      satuan: 'x',
      target: 1,
    };
    await t.database.db
      .insert(kinerjaSubKegiatan)
      .values(Array.from({ length: 120 }, (_, i) => ({ ...base, urutan: i })));
    await expectListInFixedStatements(t, `${url}?kinerja_kegiatan_id=${kk.rsud}`, { rows: 120 });
  });
});
