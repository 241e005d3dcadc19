import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { openDatabase, type Database } from './client';
import { runMigrations } from './migrate';
import {
  indikatorSasaranStrategis,
  kinerjaBayangan,
  kinerjaKegiatan,
  kinerjaKegiatanCross,
  kinerjaProgram,
  kinerjaTidakTercapai,
  kegiatan,
  misi,
  periode,
  program,
  sasaranStrategis,
  sasaranStrategisPd,
  sasaranStrategisRpjmd,
  satuanKerja,
  tujuan,
  visi,
} from './schema/index';

/** The planning schema on an empty embedded database: numbers, keys and constraints. */
let database: Database;

/** The PostgreSQL error code of a failed statement (Drizzle wraps the driver error in `cause`). */
async function pgCode(promise: Promise<unknown>): Promise<string | undefined> {
  try {
    await promise;
    return undefined;
  } catch (error) {
    const e = error as { code?: string; cause?: { code?: string } };
    return e.cause?.code ?? e.code;
  }
}

const ids = { ssPd: 0, ssRpjmd: 0, kp: 0, kpOther: 0, kk: 0, kegiatan: 0 };

beforeAll(async () => {
  database = await openDatabase({ dataDir: 'memory://' });
  await runMigrations(database);
  const { db } = database;
  await db.insert(satuanKerja).values([
    { satuan_kerja_id: '1001', satuan_kerja_nama: 'Dinas A', jenis: 'dinas', jabatan_kepala: 'Kepala Dinas A' },
    { satuan_kerja_id: '1002', satuan_kerja_nama: 'Dinas B', jenis: 'dinas', jabatan_kepala: 'Kepala Dinas B' },
  ]);
  const [p] = await db
    .insert(periode)
    .values({ tahun_awal: 2024, tahun_akhir: 2028, nama: 'RPJMD 2024-2028' })
    .returning();
  const [v] = await db.insert(visi).values({ periode_id: p!.id, visi: 'Visi' }).returning();
  const [m] = await db.insert(misi).values({ visi_id: v!.id, nomor: 1, misi: 'Misi' }).returning();
  const [tj] = await db.insert(tujuan).values({ misi_id: m!.id, nomor: 1, tujuan: 'Tujuan' }).returning();
  const [ss] = await db
    .insert(sasaranStrategis)
    .values({ tujuan_id: tj!.id, nomor: 1, sasaran: 'Sasaran' })
    .returning();
  const [ind] = await db
    .insert(indikatorSasaranStrategis)
    .values({ sasaran_strategis_id: ss!.id, nomor: 1, indikator: 'Indikator', satuan: '%' })
    .returning();
  const [rpjmd] = await db
    .insert(sasaranStrategisRpjmd)
    .values({
      periode_id: p!.id,
      sasaran_strategis_id: ss!.id,
      indikator_sasaran_strategis_id: ind!.id,
      target_1: 12.5,
    })
    .returning();
  const [pd] = await db
    .insert(sasaranStrategisPd)
    .values({
      periode_id: p!.id,
      satuan_kerja_id: '1001',
      sasaran_strategis_rpjmd_id: rpjmd!.id,
      sasaran_strategis_satker: 'Sasaran PD',
      iku: 'IKU',
      satuan: '%',
    })
    .returning();
  const [prog] = await db.insert(program).values({ kode: '1.01.01', nama: 'Program' }).returning();
  const [keg] = await db
    .insert(kegiatan)
    .values({ program_id: prog!.id, kode: '1.01.01.2.01', nama: 'Kegiatan' })
    .returning();
  const base = {
    tahun: 2024,
    sasaran: 'S',
    indikator: 'I',
    satuan: '%',
    program_id: prog!.id,
    sasaran_strategis_pd_id: pd!.id,
  };
  const [kp] = await db
    .insert(kinerjaProgram)
    .values({ ...base, satuan_kerja_id: '1001', target: 100, target_bulan_1: 8.25, anggaran: 1_500_000_000.5 })
    .returning();
  const [kpOther] = await db
    .insert(kinerjaProgram)
    .values({ ...base, satuan_kerja_id: '1002', target: 10 })
    .returning();
  const [kk] = await db
    .insert(kinerjaKegiatan)
    .values({
      tahun: 2024,
      satuan_kerja_id: '1002',
      kinerja_program_id: kpOther!.id,
      kegiatan_id: keg!.id,
      sasaran: 'S',
      indikator: 'I',
      satuan: '%',
    })
    .returning();
  Object.assign(ids, {
    ssPd: pd!.id,
    ssRpjmd: rpjmd!.id,
    kp: kp!.id,
    kpOther: kpOther!.id,
    kk: kk!.id,
    kegiatan: keg!.id,
  });
}, 120_000);

afterAll(async () => {
  await database?.close();
});

describe('planning schema', () => {
  it('reads numeric columns as numbers and keeps NULL', async () => {
    const [row] = await database.db.select().from(kinerjaProgram).where(eq(kinerjaProgram.id, ids.kp));
    expect(row!.target).toBe(100);
    expect(row!.target_bulan_1).toBe(8.25);
    expect(row!.target_bulan_2).toBeNull();
    expect(row!.anggaran).toBe(1_500_000_000.5);
    expect(row!.polaritas).toBe('naik');
    const [rpjmd] = await database.db
      .select()
      .from(sasaranStrategisRpjmd)
      .where(eq(sasaranStrategisRpjmd.id, ids.ssRpjmd));
    expect(rpjmd!.target_1).toBe(12.5);
    expect(rpjmd!.capaian_1).toBeNull();
  });

  it('refuses a second cross link of the same pair (unique → 422 in the API)', async () => {
    const link = { kinerja_program_id: ids.kp, kinerja_kegiatan_id: ids.kk };
    await database.db.insert(kinerjaKegiatanCross).values(link);
    expect(await pgCode(database.db.insert(kinerjaKegiatanCross).values(link))).toBe('23505');
  });

  it('restricts deleting a parent that has children (ON DELETE RESTRICT: SQLSTATE 23001)', async () => {
    expect(await pgCode(database.db.delete(kinerjaProgram).where(eq(kinerjaProgram.id, ids.kpOther)))).toBe('23001');
    expect(await pgCode(database.db.delete(kegiatan).where(eq(kegiatan.id, ids.kegiatan)))).toBe('23001');
  });

  it('checks the pengampu pair and the polarity', async () => {
    const row = {
      tahun: 2024,
      satuan_kerja_id: '1001',
      sasaran_strategis_pd_id: ids.ssPd,
      program_id: (await database.db.select().from(program))[0]!.id,
      sasaran: 'S',
      indikator: 'I',
      satuan: '%',
    };
    expect(await pgCode(database.db.insert(kinerjaProgram).values({ ...row, pengampu_type: 'unit-kerja' }))).toBe(
      '23514',
    );
    expect(await pgCode(database.db.insert(kinerjaProgram).values({ ...row, polaritas: 'datar' }))).toBe('23514');
  });

  it('keeps exactly one reference of the right level on node notes (exclusive arc)', async () => {
    const { db } = database;
    // level and column disagree
    expect(
      await pgCode(
        db
          .insert(kinerjaBayangan)
          .values({ level: 'kinerja-kegiatan', kinerja_program_id: ids.kp, sasaran: 'S', indikator: 'I' }),
      ),
    ).toBe('23514');
    // two references
    expect(
      await pgCode(
        db.insert(kinerjaTidakTercapai).values({
          level: 'kinerja-program',
          kinerja_program_id: ids.kp,
          kinerja_kegiatan_id: ids.kk,
          tahun: 2024,
          catatan: 'x',
        }),
      ),
    ).toBe('23514');
    await db
      .insert(kinerjaBayangan)
      .values({ level: 'kinerja-program', kinerja_program_id: ids.kp, sasaran: 'S', indikator: 'I' });
    // one shadow performance per node
    expect(
      await pgCode(
        db
          .insert(kinerjaBayangan)
          .values({ level: 'kinerja-program', kinerja_program_id: ids.kp, sasaran: 'S2', indikator: 'I2' }),
      ),
    ).toBe('23505');
  });

  it('deletes the notes and links of a kinerja with it', async () => {
    const { db } = database;
    await db
      .insert(kinerjaTidakTercapai)
      .values({ level: 'kinerja-program', kinerja_program_id: ids.kp, tahun: 2024, catatan: 'CSF gagal' });
    await db.delete(kinerjaProgram).where(eq(kinerjaProgram.id, ids.kp));
    expect(
      await db.select().from(kinerjaTidakTercapai).where(eq(kinerjaTidakTercapai.kinerja_program_id, ids.kp)),
    ).toEqual([]);
    expect(
      await db.select().from(kinerjaKegiatanCross).where(eq(kinerjaKegiatanCross.kinerja_program_id, ids.kp)),
    ).toEqual([]);
    expect(await db.select().from(kinerjaBayangan).where(eq(kinerjaBayangan.kinerja_program_id, ids.kp))).toEqual([]);
  });
});
