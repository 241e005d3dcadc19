import { and, eq, inArray, type ColumnBaseConfig } from 'drizzle-orm';
import type { PgColumn, PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  ESELON_PENGAMPU,
  MESSAGE_OPTION_MODEL,
  MESSAGE_OPTION_PENGAMPU_TYPE,
  MESSAGE_SATUAN_KERJA_WAJIB,
} from '@sakip/domain';
import { countQueries } from '../../db/query-counter';
import {
  indikatorSasaranStrategis,
  indikatorTujuan,
  kegiatan,
  kinerjaKegiatan,
  kinerjaLangkahAksi,
  kinerjaProgram,
  kinerjaSubKegiatan,
  misi,
  pegawai,
  periode,
  program,
  programSatuanKerja,
  sasaranStrategis,
  sasaranStrategisPd,
  sasaranStrategisRpjmd,
  subKegiatan,
  timKerja,
  tujuan,
  unitKerja,
  visi,
} from '../../db/schema/index';
import type { TestApp } from '../../test/harness';
import { testAppForFile } from '../../test/file-app';

/**
 * The option calls of SPEC §7. The demo seed may or may not hold planning data yet: the few rows
 * these tests need are inserted here (codes and texts marked 'Uji' so they never collide), and the
 * assertions compare with the database instead of assuming the seed is empty.
 */
const t = testAppForFile();
const api = (path: string) => `/backend/api/option/${path}`;
const PD = '1010';
const OTHER = '1020';
const TAHUN = 2024;

const f = {
  misi: [] as number[],
  tujuan: [] as number[],
  indikatorTujuan: [] as number[],
  sasaran: [] as number[],
  indikatorSs: [] as number[],
  program: { pd: [] as number[], other: 0 },
  kegiatan: { pd: [] as number[], other: 0 },
  subKegiatan: { pd: [] as number[], other: 0 },
  kp: { pd: [] as number[], other: 0, pd2025: 0 },
  tim: { pd: 0, other: 0 },
};

async function pegawaiOf(satker: string): Promise<string> {
  const db = t.database.db;
  const [p] = await db.select({ nip: pegawai.nip }).from(pegawai).where(eq(pegawai.satuan_kerja_id, satker)).limit(1);
  return p!.nip;
}

/** Inserts the rows into a table with a serial id and answers their ids, in order. */
async function insertIds<T extends PgTable & { id: PgColumn<ColumnBaseConfig<'number', string>> }>(
  table: T,
  rows: PgInsertValue<T>[],
): Promise<number[]> {
  const inserted = await t.database.db.insert(table).values(rows).returning({ id: table.id });
  return inserted.map((r) => r.id as number);
}

async function seedFixture() {
  const db = t.database.db;
  let [per] = await db.select().from(periode).where(eq(periode.tahun_awal, 2024));
  per ??= (
    await db.insert(periode).values({ tahun_awal: 2024, tahun_akhir: 2028, nama: 'RPJMD 2024-2028' }).returning()
  )[0]!;
  let [v] = await db.select().from(visi).where(eq(visi.periode_id, per.id));
  v ??= (await db.insert(visi).values({ periode_id: per.id, visi: 'Visi uji' }).returning())[0]!;

  f.misi = await insertIds(misi, [
    { visi_id: v.id, nomor: 91, misi: 'Misi Uji A' },
    { visi_id: v.id, nomor: 92, misi: 'Misi Uji B' },
  ]);
  f.tujuan = await insertIds(tujuan, [
    { misi_id: f.misi[0]!, nomor: 1, tujuan: 'Tujuan Uji A1' },
    { misi_id: f.misi[0]!, nomor: 2, tujuan: 'Tujuan Uji A2' },
    { misi_id: f.misi[1]!, nomor: 1, tujuan: 'Tujuan Uji B1' },
  ]);
  f.indikatorTujuan = await insertIds(indikatorTujuan, [
    { tujuan_id: f.tujuan[0]!, nomor: 1, indikator: 'Indikator Tujuan Uji 1', satuan: '%' },
    { tujuan_id: f.tujuan[0]!, nomor: 2, indikator: 'Indikator Tujuan Uji 2', satuan: '%' },
  ]);
  f.sasaran = await insertIds(sasaranStrategis, [
    { tujuan_id: f.tujuan[0]!, nomor: 1, sasaran: 'Sasaran Strategis Uji 1' },
    { tujuan_id: f.tujuan[1]!, nomor: 1, sasaran: 'Sasaran Strategis Uji 2' },
  ]);
  f.indikatorSs = await insertIds(indikatorSasaranStrategis, [
    { sasaran_strategis_id: f.sasaran[0]!, nomor: 1, indikator: 'IKU Kota Uji 1', satuan: '%' },
    { sasaran_strategis_id: f.sasaran[0]!, nomor: 2, indikator: 'IKU Kota Uji 2', satuan: '%' },
    { sasaran_strategis_id: f.sasaran[1]!, nomor: 1, indikator: 'IKU Kota Uji 3', satuan: 'indeks' },
  ]);
  const [rpjmd] = await db
    .insert(sasaranStrategisRpjmd)
    .values({
      periode_id: per.id,
      sasaran_strategis_id: f.sasaran[0]!,
      indikator_sasaran_strategis_id: f.indikatorSs[0]!,
    })
    .returning();
  const [ssPd, ssOther] = await db
    .insert(sasaranStrategisPd)
    .values(
      [PD, OTHER].map((satker) => ({
        periode_id: per.id,
        satuan_kerja_id: satker,
        sasaran_strategis_rpjmd_id: rpjmd!.id,
        sasaran_strategis_satker: `Sasaran PD Uji ${satker}`,
        iku: `IKU PD Uji ${satker}`,
        satuan: '%',
      })),
    )
    .returning();

  const progs = await insertIds(program, [
    { kode: 'U9.01', nama: 'Program Uji Pendidikan 1' },
    { kode: 'U9.02', nama: 'Program Uji Pendidikan 2' },
    { kode: 'U9.03', nama: 'Program Uji Kesehatan' },
    { kode: 'U9.04', nama: 'Program Uji Lama', aktif: false },
  ]);
  f.program = { pd: [progs[0]!, progs[1]!], other: progs[2]! };
  await db.insert(programSatuanKerja).values([
    { program_id: progs[0]!, satuan_kerja_id: PD },
    { program_id: progs[1]!, satuan_kerja_id: PD },
    { program_id: progs[3]!, satuan_kerja_id: PD },
    { program_id: progs[2]!, satuan_kerja_id: OTHER },
  ]);
  const kegs = await insertIds(kegiatan, [
    { program_id: progs[0]!, kode: 'U9.01.2.01', nama: 'Kegiatan Uji 1' },
    { program_id: progs[1]!, kode: 'U9.02.2.01', nama: 'Kegiatan Uji 2' },
    { program_id: progs[2]!, kode: 'U9.03.2.01', nama: 'Kegiatan Uji Kesehatan' },
  ]);
  f.kegiatan = { pd: [kegs[0]!, kegs[1]!], other: kegs[2]! };
  const subs = await insertIds(subKegiatan, [
    { kegiatan_id: kegs[0]!, kode: 'U9.01.2.01.0001', nama: 'Sub Kegiatan Uji 1' },
    { kegiatan_id: kegs[1]!, kode: 'U9.02.2.01.0001', nama: 'Sub Kegiatan Uji 2' },
    { kegiatan_id: kegs[2]!, kode: 'U9.03.2.01.0001', nama: 'Sub Kegiatan Uji Kesehatan' },
  ]);
  f.subKegiatan = { pd: [subs[0]!, subs[1]!], other: subs[2]! };

  const ukuran = (satker: string, tahun: number, n: string) => ({
    tahun,
    satuan_kerja_id: satker,
    sasaran: `Sasaran ${n}`,
    indikator: `Indikator ${n}`,
    satuan: '%',
  });
  const kps = await insertIds(kinerjaProgram, [
    { ...ukuran(PD, TAHUN, 'Program Uji 1'), sasaran_strategis_pd_id: ssPd!.id, program_id: progs[0]!, urutan: 2 },
    { ...ukuran(PD, TAHUN, 'Program Uji 2'), sasaran_strategis_pd_id: ssPd!.id, program_id: progs[1]!, urutan: 1 },
    {
      ...ukuran(OTHER, TAHUN, 'Program Uji Kesehatan'),
      sasaran_strategis_pd_id: ssOther!.id,
      program_id: progs[2]!,
    },
    { ...ukuran(PD, 2025, 'Program Uji 2025'), sasaran_strategis_pd_id: ssPd!.id, program_id: progs[0]! },
  ]);
  f.kp = { pd: [kps[0]!, kps[1]!], other: kps[2]!, pd2025: kps[3]! };
  const kks = await insertIds(kinerjaKegiatan, [
    { ...ukuran(PD, TAHUN, 'Kegiatan Uji 1'), kinerja_program_id: kps[0]!, kegiatan_id: kegs[0]! },
    { ...ukuran(OTHER, TAHUN, 'Kegiatan Uji Kesehatan'), kinerja_program_id: kps[2]!, kegiatan_id: kegs[2]! },
  ]);
  const [ksk] = await db
    .insert(kinerjaSubKegiatan)
    .values({
      ...ukuran(PD, TAHUN, 'Sub Kegiatan Uji 1'),
      kinerja_kegiatan_id: kks[0]!,
      sub_kegiatan_id: subs[0]!,
    })
    .returning();
  await db
    .insert(kinerjaLangkahAksi)
    .values({ ...ukuran(PD, TAHUN, 'Langkah Aksi Uji 1'), kinerja_sub_kegiatan_id: ksk!.id });

  const tims = await insertIds(timKerja, [
    { satuan_kerja_id: PD, tahun: TAHUN, nama: 'Tim Uji Pendidikan', ketua_nip: await pegawaiOf(PD) },
    { satuan_kerja_id: OTHER, tahun: TAHUN, nama: 'Tim Uji Kesehatan', ketua_nip: await pegawaiOf(OTHER) },
    { satuan_kerja_id: PD, tahun: 2025, nama: 'Tim Uji Pendidikan 2025', ketua_nip: await pegawaiOf(PD) },
  ]);
  f.tim = { pd: tims[0]!, other: tims[1]! };
}

beforeAll(async () => {
  await seedFixture();
});

async function get(who: Parameters<TestApp['as']>[0], url: string) {
  return t.as(who, { method: 'GET', url });
}
const ids = (body: { id: number }[]) => body.map((r) => r.id);

/** ids of a kinerja table's rows of a unit and year, straight from the database. */
async function kinerjaIds(table: typeof kinerjaProgram, satker: string, tahun = TAHUN) {
  const rows = await t.database.db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.satuan_kerja_id, satker), eq(table.tahun, tahun)));
  return rows.map((r) => r.id);
}

describe('option/indikator/{model} and option/sasaran/{model}', () => {
  it('answers [{id, nomor, indikator}] of the unit and year, numbered 1..n by urutan', async () => {
    const res = await get('perangkat_daerah', api(`indikator/kinerja-program?satuan_kerja_id=${PD}`));
    expect(res.statusCode).toBe(200);
    const body = res.json<{ id: number; nomor: number; indikator: string }[]>();
    for (const row of body) expect(Object.keys(row).sort()).toEqual(['id', 'indikator', 'nomor']);
    expect(ids(body).sort()).toEqual((await kinerjaIds(kinerjaProgram, PD)).sort());
    expect(ids(body)).toEqual(expect.arrayContaining(f.kp.pd));
    expect(ids(body)).not.toContain(f.kp.other);
    expect(ids(body)).not.toContain(f.kp.pd2025);
    expect(body.map((r) => r.nomor)).toEqual(body.map((_, i) => i + 1));
    // urutan 1 comes before urutan 2
    expect(ids(body).indexOf(f.kp.pd[1]!)).toBeLessThan(ids(body).indexOf(f.kp.pd[0]!));
    expect(body.find((r) => r.id === f.kp.pd[0])?.indikator).toBe('Indikator Program Uji 1');
  });

  it('answers [{id, nomor, sasaran}] for every model of the whitelist', async () => {
    const tables = {
      'kinerja-program': kinerjaProgram,
      'kinerja-kegiatan': kinerjaKegiatan,
      'kinerja-sub-kegiatan': kinerjaSubKegiatan,
      'kinerja-langkah-aksi': kinerjaLangkahAksi,
    } as const;
    for (const [model, table] of Object.entries(tables)) {
      const res = await get('perangkat_daerah', api(`sasaran/${model}?satuan_kerja_id=${PD}`));
      expect(res.statusCode, model).toBe(200);
      const body = res.json<{ id: number; nomor: number; sasaran: string }[]>();
      expect(body.length, model).toBeGreaterThan(0);
      for (const row of body) expect(Object.keys(row).sort()).toEqual(['id', 'nomor', 'sasaran']);
      expect(ids(body).sort(), model).toEqual((await kinerjaIds(table as typeof kinerjaProgram, PD)).sort());
    }
  });

  it('takes the year from the year header', async () => {
    const res = await t.as('perangkat_daerah', {
      method: 'GET',
      url: api(`indikator/kinerja-program?satuan_kerja_id=${PD}`),
      headers: { 'default-key-tahun-kinerja': '2025' },
    });
    expect(res.statusCode).toBe(200);
    expect(ids(res.json())).toContain(f.kp.pd2025);
    expect(ids(res.json())).not.toContain(f.kp.pd[0]);
  });

  it('refuses a model outside the whitelist with 422 on model', async () => {
    for (const path of ['indikator/kinerja-foo', 'sasaran/kinerja-foo', 'indikator/sasaran-strategis-pd']) {
      const res = await get('perangkat_daerah', api(`${path}?satuan_kerja_id=${PD}`));
      expect(res.statusCode, path).toBe(422);
      expect(res.json().errors.model).toEqual([MESSAGE_OPTION_MODEL]);
    }
  });

  it('never shows a unit user another unit: 1020 → empty; no unit asked → its own', async () => {
    const other = await get('perangkat_daerah', api(`indikator/kinerja-program?satuan_kerja_id=${OTHER}`));
    expect(other.statusCode).toBe(200);
    expect(other.json()).toEqual([]);
    const own = await get('perangkat_daerah', api('sasaran/kinerja-program'));
    expect(ids(own.json()).sort()).toEqual((await kinerjaIds(kinerjaProgram, PD)).sort());
    // The city and super read any unit.
    for (const who of ['super', 'pemerintah_daerah'] as const) {
      const res = await get(who, api(`indikator/kinerja-program?satuan_kerja_id=${OTHER}`));
      expect(ids(res.json()), who).toContain(f.kp.other);
    }
    // Without a unit, the city gets every unit's rows (numbered per unit).
    const all = await get('pemerintah_daerah', api('indikator/kinerja-program'));
    expect(ids(all.json())).toEqual(expect.arrayContaining([...f.kp.pd, f.kp.other]));
    // A role without read on the unit plans gets nothing.
    expect((await get('validator_lke', api(`indikator/kinerja-program?satuan_kerja_id=${PD}`))).json()).toEqual([]);
  });

  it('answers in one statement besides the session lookup, whatever the data size', async () => {
    const url = api(`indikator/kinerja-sub-kegiatan?satuan_kerja_id=${PD}`);
    await get('perangkat_daerah', url); // mints the token outside the count
    const { result, count } = await countQueries(() => get('perangkat_daerah', url));
    expect(result.statusCode).toBe(200);
    // The session lookup of the warm token is a hit of the in-process cache (decision 0017) and
    // costs no statement: what is left is the list's own single statement.
    expect(count).toBe(1);
    const city = await countQueries(() => get('pemerintah_daerah', api('indikator/kinerja-program')));
    expect(city.count).toBeLessThanOrEqual(3);
  });
});

describe('RPJMD options (ids narrow)', () => {
  it('option/misi → [{id, nomor, misi}], ids[] or comma list', async () => {
    const res = await get('perangkat_daerah', api('misi'));
    expect(res.statusCode).toBe(200);
    const body = res.json<{ id: number; nomor: number; misi: string }[]>();
    expect(ids(body)).toEqual(expect.arrayContaining(f.misi));
    expect(body.find((m) => m.id === f.misi[0])).toEqual({ id: f.misi[0], nomor: 91, misi: 'Misi Uji A' });
    const bracket = await get('perangkat_daerah', api(`misi?ids[]=${f.misi[1]}`));
    expect(bracket.json()).toEqual([{ id: f.misi[1], nomor: 92, misi: 'Misi Uji B' }]);
    const comma = await get('perangkat_daerah', api(`misi?ids=${f.misi[0]},${f.misi[1]}`));
    expect(ids(comma.json())).toEqual(f.misi);
    const repeated = await get('perangkat_daerah', api(`misi?ids=${f.misi[0]}&ids=${f.misi[1]}`));
    expect(ids(repeated.json())).toEqual(f.misi);
    const bad = await get('perangkat_daerah', api('misi?ids=abc'));
    expect(bad.statusCode).toBe(422);
  });

  it('option/tujuan → [{id, nomor, tujuan}], by ids and by misi_id', async () => {
    const res = await get('perangkat_daerah', api(`tujuan?ids[]=${f.tujuan[0]}&ids[]=${f.tujuan[2]}`));
    expect(res.json()).toEqual([
      { id: f.tujuan[0], nomor: 1, tujuan: 'Tujuan Uji A1' },
      { id: f.tujuan[2], nomor: 1, tujuan: 'Tujuan Uji B1' },
    ]);
    const ofMisi = await get('perangkat_daerah', api(`tujuan?misi_id=${f.misi[0]}`));
    expect(ids(ofMisi.json())).toEqual([f.tujuan[0], f.tujuan[1]]);
  });

  it('option/indikator-tujuan, option/sasaran-strategis, option/indikator-sasaran-strategis', async () => {
    const it1 = await get('perangkat_daerah', api(`indikator-tujuan?ids=${f.indikatorTujuan.join(',')}`));
    expect(it1.json()).toEqual([
      { id: f.indikatorTujuan[0], nomor: 1, indikator: 'Indikator Tujuan Uji 1' },
      { id: f.indikatorTujuan[1], nomor: 2, indikator: 'Indikator Tujuan Uji 2' },
    ]);
    const ss = await get('perangkat_daerah', api(`sasaran-strategis?ids[]=${f.sasaran[1]}`));
    expect(ss.json()).toEqual([{ id: f.sasaran[1], nomor: 1, sasaran: 'Sasaran Strategis Uji 2' }]);
    const ofTujuan = await get('perangkat_daerah', api(`sasaran-strategis?tujuan_id=${f.tujuan[0]}`));
    expect(ids(ofTujuan.json())).toEqual([f.sasaran[0]]);
    // ids optional: all of the period's indicators, ours among them.
    const all = await get('perangkat_daerah', api('indikator-sasaran-strategis'));
    expect(ids(all.json())).toEqual(expect.arrayContaining(f.indikatorSs));
    for (const row of all.json()) expect(Object.keys(row).sort()).toEqual(['id', 'indikator', 'nomor']);
    const some = await get('perangkat_daerah', api(`indikator-sasaran-strategis?ids[]=${f.indikatorSs[2]}`));
    expect(some.json()).toEqual([{ id: f.indikatorSs[2], nomor: 1, indikator: 'IKU Kota Uji 3' }]);
    const ofSs = await get('perangkat_daerah', api(`indikator-sasaran-strategis?sasaran_strategis_id=${f.sasaran[0]}`));
    expect(ids(ofSs.json())).toEqual([f.indikatorSs[0], f.indikatorSs[1]]);
  });

  it('lists the period of the year only', async () => {
    const db = t.database.db;
    const [old] = await db
      .insert(periode)
      .values({ tahun_awal: 2019, tahun_akhir: 2023, nama: 'RPJMD 2019-2023' })
      .returning()
      .catch(async () => db.select().from(periode).where(eq(periode.tahun_awal, 2019)));
    let [oldVisi] = await db.select().from(visi).where(eq(visi.periode_id, old!.id));
    oldVisi ??= (await db.insert(visi).values({ periode_id: old!.id, visi: 'Visi lama' }).returning())[0]!;
    const [oldMisi] = await db
      .insert(misi)
      .values({ visi_id: oldVisi.id, nomor: 1, misi: 'Misi Uji Lama' })
      .returning();
    const res = await get('perangkat_daerah', api('misi'));
    expect(ids(res.json())).not.toContain(oldMisi!.id);
  });
});

describe('master data: program, kegiatan, sub-kegiatan', () => {
  it('option/program → [{id, nama}] of the units asked (array or comma list), active only', async () => {
    const res = await get('perangkat_daerah', api(`program?satuan_kerja_id[]=${PD}`));
    expect(res.statusCode).toBe(200);
    const body = res.json<{ id: number; nama: string }[]>();
    for (const row of body) expect(Object.keys(row).sort()).toEqual(['id', 'nama']);
    expect(ids(body)).toEqual(expect.arrayContaining(f.program.pd));
    expect(ids(body)).not.toContain(f.program.other);
    expect(body.map((p) => p.nama)).not.toContain('Program Uji Lama');
    const both = await get('perangkat_daerah', api(`program?satuan_kerja_id[]=${PD}&satuan_kerja_id[]=${OTHER}`));
    expect(ids(both.json())).toEqual(expect.arrayContaining([...f.program.pd, f.program.other]));
    const comma = await get('perangkat_daerah', api(`program?satuan_kerja_id=${PD},${OTHER}`));
    expect(ids(comma.json()).sort()).toEqual(ids(both.json()).sort());
    // No unit asked: the actor's own unit.
    expect(ids((await get('perangkat_daerah', api('program'))).json()).sort()).toEqual(ids(body).sort());
  });

  it('option/kegiatan → [{id, nama}] under the programs of the units', async () => {
    const res = await get('perangkat_daerah', api(`kegiatan?satuan_kerja_id[]=${OTHER}`));
    expect(res.statusCode).toBe(200);
    expect(ids(res.json())).toContain(f.kegiatan.other);
    expect(ids(res.json())).not.toContain(f.kegiatan.pd[0]);
    const ofProgram = await get(
      'perangkat_daerah',
      api(`kegiatan?satuan_kerja_id[]=${PD}&program_id[]=${f.program.pd[1]}`),
    );
    expect(ofProgram.json()).toEqual([{ id: f.kegiatan.pd[1], nama: 'Kegiatan Uji 2' }]);
  });

  it('option/sub-kegiatan/{satkerId} → [{id, nama}] of the unit', async () => {
    const res = await get('perangkat_daerah', api(`sub-kegiatan/${PD}`));
    expect(res.statusCode).toBe(200);
    expect(ids(res.json())).toEqual(expect.arrayContaining(f.subKegiatan.pd));
    expect(ids(res.json())).not.toContain(f.subKegiatan.other);
    const one = await get('perangkat_daerah', api(`sub-kegiatan/${PD}?kegiatan_id=${f.kegiatan.pd[0]}`));
    expect(one.json()).toEqual([{ id: f.subKegiatan.pd[0], nama: 'Sub Kegiatan Uji 1' }]);
  });
});

describe('option/pegawai', () => {
  it('answers [{NIP, NAMA, peg_nama}], searched, per unit, limited', async () => {
    const res = await get('perangkat_daerah', api('pegawai'));
    expect(res.statusCode).toBe(200);
    const body = res.json<{ NIP: string; NAMA: string; peg_nama: string }[]>();
    expect(body.length).toBeGreaterThan(0);
    expect(body.length).toBeLessThanOrEqual(50);
    for (const row of body) {
      expect(Object.keys(row).sort()).toEqual(['NAMA', 'NIP', 'peg_nama']);
      expect(row.NAMA).toBe(row.peg_nama);
    }
    const [someone] = await t.database.db.select().from(pegawai).where(eq(pegawai.satuan_kerja_id, PD)).limit(1);
    const byName = await get('perangkat_daerah', api(`pegawai?search=${encodeURIComponent(someone!.peg_nama)}`));
    expect(byName.json().map((p: { NIP: string }) => p.NIP)).toContain(someone!.nip);
    const byNip = await get('perangkat_daerah', api(`pegawai?nip[]=${someone!.nip}`));
    expect(byNip.json()).toEqual([{ NIP: someone!.nip, NAMA: someone!.peg_nama, peg_nama: someone!.peg_nama }]);
    const ofUnit = await get('perangkat_daerah', api(`pegawai?satuan_kerja_id=${OTHER}&limit=100`));
    const nips = ofUnit.json().map((p: { NIP: string }) => p.NIP);
    const inUnit = await t.database.db
      .select({ nip: pegawai.nip })
      .from(pegawai)
      .where(and(eq(pegawai.satuan_kerja_id, OTHER), inArray(pegawai.nip, nips)));
    expect(inUnit.length).toBe(nips.length);
    expect((await get('perangkat_daerah', api('pegawai?limit=2'))).json()).toHaveLength(2);
    expect((await get('perangkat_daerah', api('pegawai?limit=1000'))).statusCode).toBe(422);
  });
});

describe('pengampu options', () => {
  it('option/pengampu/tim-kerja → [{id, nama, ketua: {peg_nama}}] of the unit and year', async () => {
    const res = await get('perangkat_daerah', api(`pengampu/tim-kerja?satuan_kerja_id=${PD}`));
    expect(res.statusCode).toBe(200);
    const body = res.json<{ id: number; nama: string; ketua: { peg_nama: string } }[]>();
    const tim = body.find((x) => x.id === f.tim.pd);
    const [ketua] = await t.database.db
      .select()
      .from(pegawai)
      .where(eq(pegawai.nip, await pegawaiOf(PD)));
    expect(tim).toEqual({ id: f.tim.pd, nama: 'Tim Uji Pendidikan', ketua: { peg_nama: ketua!.peg_nama } });
    expect(body.map((x) => x.nama)).not.toContain('Tim Uji Pendidikan 2025');
    expect(ids(body)).not.toContain(f.tim.other);
  });

  it('needs satuan_kerja_id (422 in Indonesian)', async () => {
    for (const path of [
      'pengampu/tim-kerja',
      'pengampu/tim-kerja?satuan_kerja_id=',
      'pengampu/unit-kerja?type=kinerja-program',
    ]) {
      const res = await get('perangkat_daerah', api(path));
      expect(res.statusCode, path).toBe(422);
      expect(res.json().errors.satuan_kerja_id, path).toEqual([MESSAGE_SATUAN_KERJA_WAJIB]);
    }
  });

  it('a unit user cannot list 1020 teams or positions; super and the city can', async () => {
    expect((await get('perangkat_daerah', api(`pengampu/tim-kerja?satuan_kerja_id=${OTHER}`))).json()).toEqual([]);
    expect(
      (await get('perangkat_daerah', api(`pengampu/unit-kerja?satuan_kerja_id=${OTHER}&type=kinerja-program`))).json(),
    ).toEqual([]);
    const city = await get('pemerintah_daerah', api(`pengampu/tim-kerja?satuan_kerja_id=${OTHER}`));
    expect(ids(city.json())).toContain(f.tim.other);
    const sup = await get('super', api(`pengampu/unit-kerja?satuan_kerja_id=${OTHER}&type=kinerja-program`));
    expect(sup.json().length).toBeGreaterThan(0);
  });

  it('option/pengampu/unit-kerja → [{id, unit_kerja_nama}] of the positions allowed for the level', async () => {
    const all = await t.database.db.select().from(unitKerja).where(eq(unitKerja.satuan_kerja_id, PD));
    for (const type of ['kinerja-program', 'kinerja-kegiatan', 'kinerja-sub-kegiatan'] as const) {
      const res = await get('perangkat_daerah', api(`pengampu/unit-kerja?satuan_kerja_id=${PD}&type=${type}`));
      expect(res.statusCode, type).toBe(200);
      const expected = all
        .filter((u) => ESELON_PENGAMPU[type].includes(u.eselon))
        .sort((a, b) => a.id - b.id)
        .map((u) => ({ id: u.id, unit_kerja_nama: u.unit_kerja_nama }));
      expect(expected.length, type).toBeGreaterThan(0);
      expect(res.json(), type).toEqual(expected);
    }
  });

  it('accepts only the three types', async () => {
    for (const type of ['kinerja-langkah-aksi', 'kinerja-foo']) {
      const res = await get('perangkat_daerah', api(`pengampu/unit-kerja?satuan_kerja_id=${PD}&type=${type}`));
      expect(res.statusCode, type).toBe(422);
      expect(res.json().errors.type).toEqual([MESSAGE_OPTION_PENGAMPU_TYPE]);
    }
    const missing = await get('perangkat_daerah', api(`pengampu/unit-kerja?satuan_kerja_id=${PD}`));
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.type).toEqual(['Jenis kinerja wajib dipilih']);
  });
});

describe('option/satuan-kerja', () => {
  it('keeps answering [{satuan_kerja_id, satuan_kerja_nama}]; setda brings its biro; ids narrow', async () => {
    const all = await get('perangkat_daerah', api('satuan-kerja'));
    expect(all.statusCode).toBe(200);
    expect(all.json().length).toBeGreaterThan(5);
    const setda = (await get('setda', api('satuan-kerja?satuan_kerja_id=9999'))).json<{ satuan_kerja_id: string }[]>();
    expect(setda.map((s) => s.satuan_kerja_id)).toContain('9999');
    expect(setda.map((s) => s.satuan_kerja_id)).toContain('9999001');
    expect(setda.every((s) => s.satuan_kerja_id.startsWith('9999'))).toBe(true);
    const narrowed = await get('super', api(`satuan-kerja?satuan_kerja_ids[]=${PD}&satuan_kerja_ids[]=${OTHER}`));
    expect(
      narrowed
        .json()
        .map((s: { satuan_kerja_id: string }) => s.satuan_kerja_id)
        .sort(),
    ).toEqual([PD, OTHER]);
    const comma = await get('super', api(`satuan-kerja?satuan_kerja_ids=${PD},${OTHER}`));
    expect(comma.json()).toEqual(narrowed.json());
  });

  it('refuses guests', async () => {
    expect((await get(null, api('misi'))).statusCode).toBe(401);
  });
});

describe('public-display/option/satuan-kerja', () => {
  const publicUnits = async (query = '') =>
    (await get(null, `/backend/api/public-display/option/satuan-kerja${query}`)).json<{ satuan_kerja_id: string }[]>();

  it('lists every active unit without login; ?dengan=kinerja-bayangan only those with a kinerja bayangan', async () => {
    const all = await publicUnits();
    expect(all.length).toBeGreaterThan(5);
    const withBayangan = await publicUnits('?dengan=kinerja-bayangan');
    // The demo gives a kinerja bayangan to a few units only (perangkat_daerah's among them).
    expect(withBayangan.length).toBeGreaterThan(0);
    expect(withBayangan.length).toBeLessThan(all.length);
    expect(withBayangan.map((u) => u.satuan_kerja_id)).toContain(PD);
    const tree = await get(
      null,
      `/backend/api/public-display/display-mikro/cascading?satuan_kerja_id=${withBayangan[0]!.satuan_kerja_id}&type=arsitektur-kinerja&bayangan=true`,
    );
    expect(tree.json().data.sasaran_strategis_rpjmd.length).toBeGreaterThan(0);
  });

  it('422 for an unknown filter', async () => {
    const response = await get(null, '/backend/api/public-display/option/satuan-kerja?dengan=apa');
    expect(response.statusCode).toBe(422);
  });
});
