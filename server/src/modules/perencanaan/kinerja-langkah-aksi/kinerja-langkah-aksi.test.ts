import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  kinerjaLangkahAksi,
  kinerjaLangkahAksiAnggota,
  penyebabKegagalan,
  timKerja,
  timKerjaAnggota,
} from '../../../db/schema/index';
import { expectListInFixedStatements } from '../../../test/list-statements';
import type { DemoUsername, TestApp } from '../../../test/harness';
import {
  KINERJA_EXPORT_MEASURES,
  kinerjaContract,
  planningTestApp,
  createKinerjaChain,
} from '../../../test/planning-fixture-app';
import { bulan, readXlsx, setValidasi, UNIT_LAIN, UNIT_PD, UNIT_RSUD } from '../testing';

const { t, fx } = planningTestApp();
const url = '/backend/api/kinerja-langkah-aksi';
/** Kinerja sub kegiatan per unit (created through the API). */
const ksk = { pd: 0, pd2: 0, lain: 0, rsud: 0 };
/** A member of another team of the unit. */
let anggotaLain = 0;

const ukuran = {
  sasaran: 'Terlaksananya rehabilitasi ruang kelas',
  indikator: 'Persentase progres fisik',
  satuan: '%',
  target: 100,
  target_bulanan: bulan(20, 0, 0, 30, 0, 0, 30, 0, 0, 20),
  realisasi_bulanan: bulan(10, 5, 5),
  realisasi_anggaran_bulanan: bulan(1_000_000, 2_000_000),
  // A PUT replaces the record: the values it would otherwise erase are sent (decision 0050).
  anggaran_bulanan: bulan(),
  realisasi: null,
};

function payload(overrides: Record<string, unknown> = {}) {
  return { ...ukuran, anggota: [], kinerja_sub_kegiatan_id: ksk.pd, ...overrides };
}

async function create(who: Parameters<TestApp['as']>[0], overrides: Record<string, unknown> = {}) {
  const res = await t.as(who, { method: 'POST', url, payload: payload(overrides) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

beforeAll(async () => {
  const chain = async (who: DemoUsername, unit: string) =>
    (await createKinerjaChain(t, fx, { who, unit, measures: { ...ukuran, anggaran: 1_000_000_000 } })).ksk;
  ksk.pd = await chain('perangkat_daerah', UNIT_PD);
  ksk.pd2 = await chain('perangkat_daerah', UNIT_PD);
  ksk.lain = await chain('super', UNIT_LAIN);
  ksk.rsud = await chain('super', UNIT_RSUD);
  const db = t.database.db;
  const [ketua] = await db.select({ nip: timKerja.ketua_nip }).from(timKerja).where(eq(timKerja.id, fx.timKerjaId));
  const [tim2] = await db
    .insert(timKerja)
    .values({ satuan_kerja_id: UNIT_PD, tahun: 2024, nama: 'Tim Uji Lain', ketua_nip: ketua!.nip })
    .returning();
  const [a] = await db.insert(timKerjaAnggota).values({ tim_kerja_id: tim2!.id, nip: ketua!.nip }).returning();
  anggotaLain = a!.id;
});

kinerjaContract(t, 'kinerja-langkah-aksi', {
  writer: 'perangkat_daerah',
  body: () => payload(),
  forbidden: [
    { who: 'validator_lke', method: 'GET', path: () => '/1/riwayat' },
    { who: 'pemda', method: 'POST' },
  ],
  otherUnitRow: () => create('super', { kinerja_sub_kegiatan_id: ksk.lain }),
  otherUnit: UNIT_LAIN,
  invalid: {
    body: { indikator: 'x', target: 'a' },
    errors: { kinerja_sub_kegiatan_id: ['Kinerja sub kegiatan wajib dipilih'] },
  },
});

describe('kinerja-langkah-aksi', () => {
  it("refuses a row under another unit's sub kegiatan", async () => {
    const res = await t.as('perangkat_daerah', {
      method: 'POST',
      url,
      payload: payload({ kinerja_sub_kegiatan_id: ksk.lain }),
    });
    expect(res.json().errors.kinerja_sub_kegiatan_id).toEqual([
      'Kinerja sub kegiatan tidak ditemukan untuk tahun 2024',
    ]);
  });

  it('creates with a team and member targets, computed values, optional budget', async () => {
    const data = await create('perangkat_daerah', {
      tim_kerja_id: fx.timKerjaId,
      anggota: [
        // Monthly member targets; the yearly target is their sum.
        { tim_kerja_anggota_id: fx.anggotaIds[0], target_bulanan: bulan(20, 0, 0, 40), satuan: '%' },
        { tim_kerja_anggota_id: fx.anggotaIds[1], target_bulanan: bulan(40), satuan: '%', realisasi: 10 },
      ],
    });
    expect(data).toMatchObject({
      satuan_kerja_id: UNIT_PD,
      anggaran: 0,
      realisasi: 20,
      capaian: 20,
      realisasi_anggaran: 3_000_000,
      capaian_anggaran: null,
      sub_kegiatan: { nama: 'Sub Kegiatan Uji Rehabilitasi' },
      kinerja_sub_kegiatan: { id: ksk.pd, sasaran: ukuran.sasaran },
      tim_kerja: { id: fx.timKerjaId, nama: 'Tim Uji Mutu Sekolah' },
      pengampu: 'Tim Uji Mutu Sekolah',
    });
    expect(data.tim_kerja_anggota).toEqual([
      expect.objectContaining({
        tim_kerja_anggota_id: fx.anggotaIds[0],
        target: 60,
        target_bulanan: bulan(20, 0, 0, 40),
        satuan: '%',
        realisasi: null,
        nama_pegawai_anggota: expect.any(String),
      }),
      expect.objectContaining({ tim_kerja_anggota_id: fx.anggotaIds[1], target: 40, realisasi: 10 }),
    ]);
    const lower = await create('perangkat_daerah', { polaritas: 'turun', target: 10, realisasi_bulanan: bulan(15) });
    expect(lower).toMatchObject({ capaian: 50, pengampu: '-', tim_kerja: null, tim_kerja_anggota: [] });
  });

  it('answers 422 for bad payloads, members without a team or of another team', async () => {
    const bad = await t.as('perangkat_daerah', {
      method: 'POST',
      url,
      payload: {
        anggota: [
          { tim_kerja_anggota_id: 1, target_bulanan: bulan(1), satuan: 'x' },
          { tim_kerja_anggota_id: 1, target_bulanan: ['x', ...bulan().slice(1)], satuan: '' },
          { tim_kerja_anggota_id: 2, target: 5, satuan: 'x' },
          { tim_kerja_anggota_id: 3, target_bulanan: bulan(-1), satuan: 'x' },
        ],
      },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toMatchObject({
      kinerja_sub_kegiatan_id: ['Kinerja sub kegiatan wajib dipilih'],
      'anggota.1.target_bulanan.0': ['Target bulanan anggota harus berupa angka'],
      'anggota.1.satuan': ['Satuan wajib diisi'],
      // A yearly target alone is no longer a member target: the months are.
      'anggota.2.target_bulanan': ['Target bulanan anggota wajib diisi minimal satu bulan'],
      'anggota.3.target_bulanan.0': ['Target bulanan anggota tidak boleh negatif'],
    });
    const noTeam = await t.as('perangkat_daerah', {
      method: 'POST',
      url,
      payload: payload({
        anggota: [{ tim_kerja_anggota_id: fx.anggotaIds[0], target_bulanan: bulan(1), satuan: 'x' }],
      }),
    });
    expect(noTeam.json().errors).toEqual({ tim_kerja_id: ['Tim kerja wajib dipilih untuk target anggota'] });
    const otherTeam = await t.as('perangkat_daerah', {
      method: 'POST',
      url,
      payload: payload({
        tim_kerja_id: fx.timKerjaId,
        anggota: [{ tim_kerja_anggota_id: anggotaLain, target_bulanan: bulan(1), satuan: 'x' }],
      }),
    });
    expect(otherTeam.json().errors).toEqual({ anggota: ['Anggota tim harus anggota dari tim kerja yang dipilih'] });
  });

  describe('list', () => {
    let ids: { team: number; none: number };
    beforeAll(async () => {
      ids = {
        team: (
          await create('perangkat_daerah', {
            kinerja_sub_kegiatan_id: ksk.pd2,
            sasaran: 'Langkah dengan tim',
            tim_kerja_id: fx.timKerjaId,
          })
        ).id,
        none: (await create('perangkat_daerah', { kinerja_sub_kegiatan_id: ksk.pd2, sasaran: 'Langkah mandiri' })).id,
      };
    });
    const idsOf = async (query: string, who: Parameters<TestApp['as']>[0] = 'perangkat_daerah') => {
      const res = await t.as(who, { method: 'GET', url: `${url}?kinerja_sub_kegiatan_id=${ksk.pd2}&${query}` });
      expect(res.statusCode, res.body).toBe(200);
      return (res.json().data as { id: number }[]).map((r) => r.id);
    };

    it('filters by parent, team, unit; searches; pages', async () => {
      expect(await idsOf('')).toEqual([ids.team, ids.none]);
      expect(await idsOf('pengampu=tim-kerja')).toEqual([ids.team]);
      expect(await idsOf('pengampu=-')).toEqual([ids.none]);
      expect(await idsOf('pengampu=unit-kerja')).toEqual([]);
      expect(await idsOf('search=MANDIRI')).toEqual([ids.none]);
      expect(await idsOf('search=rehabilitasi')).toEqual([ids.team, ids.none]);
      expect(await idsOf('per_page=1&page=2')).toEqual([ids.none]);
      expect(await idsOf(`satuan_kerja_id=${UNIT_LAIN}`, 'pemerintah_daerah')).toEqual([]);
    });

    it('exports what the filter shows', async () => {
      const { headers, rows, filename } = await readXlsx(
        await t.as('perangkat_daerah', { method: 'GET', url: `${url}/export?kinerja_sub_kegiatan_id=${ksk.pd2}` }),
      );
      expect(filename).toBe('kinerja-langkah-aksi-2024.xlsx');
      expect(headers).toEqual(['No', 'Satuan Kerja', 'Sub Kegiatan', ...KINERJA_EXPORT_MEASURES]);
      expect(rows.map((r) => [r[3], r.at(-1)])).toEqual([
        ['Langkah dengan tim', 'Tim Uji Mutu Sekolah'],
        ['Langkah mandiri', '-'],
      ]);
    });
  });

  it('updates (members replaced), clears causes of failure at 100, records history, deletes', async () => {
    const row = await create('perangkat_daerah', {
      tim_kerja_id: fx.timKerjaId,
      anggota: [{ tim_kerja_anggota_id: fx.anggotaIds[0], target_bulanan: bulan(100), satuan: '%' }],
    });
    await t.database.db.insert(penyebabKegagalan).values({
      level: 'kinerja-langkah-aksi',
      kinerja_langkah_aksi_id: row.id,
      tahun: 2024,
      triwulan: 3,
      penyebab: 'Hujan',
    });
    const res = await t.as('perangkat_daerah', {
      method: 'PUT',
      url: `${url}/${row.id}`,
      payload: payload({
        tim_kerja_id: fx.timKerjaId,
        realisasi_bulanan: bulan(50, 50),
        anggota: [{ tim_kerja_anggota_id: fx.anggotaIds[1], target_bulanan: bulan(50, 50), satuan: '%' }],
      }),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ realisasi: 100, capaian: 100, penyebab_kegagalan: [] });
    expect(
      res.json().data.tim_kerja_anggota.map((a: { tim_kerja_anggota_id: number }) => a.tim_kerja_anggota_id),
    ).toEqual([fx.anggotaIds[1]]);
    const history = (await t.as('perangkat_daerah', { method: 'GET', url: `${url}/${row.id}/riwayat` })).json().data;
    expect(history[0].changes.map((c: { field: string }) => c.field)).toEqual(
      expect.arrayContaining(['realisasi', 'capaian', 'anggota']),
    );

    await setValidasi(t.database.db, UNIT_PD, 2024, true);
    try {
      const locked = await t.as('perangkat_daerah', { method: 'DELETE', url: `${url}/${row.id}` });
      expect(locked.json().errors.validasi).toEqual([
        'Perencanaan tahun 2024 sudah divalidasi; perubahan tidak dapat disimpan',
      ]);
    } finally {
      await setValidasi(t.database.db, UNIT_PD, 2024, null);
    }
    const deleted = await t.as('perangkat_daerah', { method: 'DELETE', url: `${url}/${row.id}` });
    expect(deleted.json()).toEqual({ message: 'Kinerja langkah aksi berhasil dihapus' });
    const left = await t.database.db
      .select()
      .from(kinerjaLangkahAksiAnggota)
      .where(eq(kinerjaLangkahAksiAnggota.kinerja_langkah_aksi_id, row.id));
    expect(left).toEqual([]);
  });

  it("sends an approved member back to pending when the form changes the member's targets, not otherwise", async () => {
    const db = t.database.db;
    const member = fx.anggotaIds[0];
    const approve = () =>
      db
        .update(timKerjaAnggota)
        .set({ status_kepala_bidang: 'disetujui', status_kepala_opd: 'disetujui' })
        .where(eq(timKerjaAnggota.id, member));
    const statusOf = async () => (await db.select().from(timKerjaAnggota).where(eq(timKerjaAnggota.id, member)))[0]!;
    const members = (target: number) => [{ tim_kerja_anggota_id: member, target_bulanan: bulan(target), satuan: '%' }];
    const put = async (id: number, anggota: unknown, extra: Record<string, unknown> = {}) => {
      const res = await t.as('perangkat_daerah', {
        method: 'PUT',
        url: `${url}/${id}`,
        payload: payload({ tim_kerja_id: fx.timKerjaId, anggota, ...extra }),
      });
      expect(res.statusCode, res.body).toBe(200);
    };
    const row = await create('perangkat_daerah', { tim_kerja_id: fx.timKerjaId, anggota: members(10) });
    await approve();

    // The step's own fields change, the member's targets do not: the approval stays.
    await put(row.id, members(10), { sasaran: 'Sasaran yang diubah' });
    expect(await statusOf()).toMatchObject({ status_kepala_bidang: 'disetujui', status_kepala_opd: 'disetujui' });

    // Another monthly target for the member: pending again, with a line in its history.
    await put(row.id, members(12));
    expect(await statusOf()).toMatchObject({ status_kepala_bidang: 'menunggu', status_kepala_opd: 'menunggu' });
    const detail = await t.as('perangkat_daerah', { method: 'GET', url: `/backend/api/tim-kerja/${fx.timKerjaId}` });
    expect(detail.body).toContain('Target anggota diubah; menunggu persetujuan ulang');

    // Removing the member's target is an edit of the member too.
    await approve();
    await put(row.id, []);
    expect((await statusOf()).status_kepala_bidang).toBe('menunggu');
  });

  it('lists in the same number of statements for 20 and for 120 rows', async () => {
    const base = {
      tahun: 2024,
      satuan_kerja_id: UNIT_RSUD,
      kinerja_sub_kegiatan_id: ksk.rsud,
      sasaran: 'M',
      indikator: 'I',
      satuan: 'x',
      target: 1,
    };
    await t.database.db
      .insert(kinerjaLangkahAksi)
      .values(Array.from({ length: 120 }, (_, i) => ({ ...base, urutan: i })));
    await expectListInFixedStatements(t, `${url}?kinerja_sub_kegiatan_id=${ksk.rsud}`, { rows: 120 });
  });
});
