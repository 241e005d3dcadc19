/**
 * Test fixtures of the planning API tests: the RPJMD goal, master program → kegiatan → sub
 * kegiatan, SS-PD of a few units, a team, inserted directly (their own APIs are other groups);
 * the kinerja rows themselves are created through the API by the tests. Works on the demo seed
 * with or without its planning data (own codes 'X.9x…', period found or created).
 */
import ExcelJS from 'exceljs';
import type { LightMyRequestResponse } from 'fastify';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  indikatorSasaranStrategis,
  kegiatan,
  misi,
  pegawai,
  periode,
  program,
  sasaranStrategis,
  sasaranStrategisPd,
  sasaranStrategisRpjmd,
  subKegiatan,
  timKerja,
  timKerjaAnggota,
  tujuan,
  unitKerja,
  validasiPerencanaan,
  visi,
} from '../../db/schema/index';

export const UNIT_PD = '1010';
export const UNIT_LAIN = '1020';
export const UNIT_RSUD = '1025';
export const UNIT_SETDA = '9999';
export const UNIT_BIRO = '9999001';
const UNITS = [UNIT_PD, UNIT_LAIN, UNIT_RSUD, UNIT_SETDA, UNIT_BIRO];

export interface PlanningFixture {
  periodeId: number;
  ssRpjmdId: number;
  /** SS-PD per unit (period 2024-2028). */
  ssPd: Record<string, number>;
  /** A second SS-PD of UNIT_PD. */
  ssPd2: number;
  programIds: [number, number];
  /** Kegiatan of programIds[0]; kegiatanLain is under programIds[1]. */
  kegiatanIds: [number, number];
  kegiatanLain: number;
  /** Sub kegiatan of kegiatanIds[0]. */
  subKegiatanIds: [number, number];
  /** A position of the structure per unit. */
  unitKerja: Record<string, number>;
  /** A team of UNIT_PD in 2024 and its members. */
  timKerjaId: number;
  anggotaIds: [number, number];
}

async function periode2024(db: Db): Promise<number> {
  const [found] = await db.select({ id: periode.id }).from(periode).where(eq(periode.tahun_awal, 2024));
  if (found) return found.id;
  const [row] = await db
    .insert(periode)
    .values({ tahun_awal: 2024, tahun_akhir: 2028, nama: 'RPJMD 2024-2028' })
    .returning();
  return row!.id;
}

export async function seedPlanningFixture(db: Db): Promise<PlanningFixture> {
  const periodeId = await periode2024(db);
  const [existingVisi] = await db.select({ id: visi.id }).from(visi).where(eq(visi.periode_id, periodeId));
  const visiId =
    existingVisi?.id ?? (await db.insert(visi).values({ periode_id: periodeId, visi: 'Visi uji' }).returning())[0]!.id;
  const [m] = await db.insert(misi).values({ visi_id: visiId, nomor: 99, misi: 'Misi uji' }).returning();
  const [tj] = await db.insert(tujuan).values({ misi_id: m!.id, nomor: 99, tujuan: 'Tujuan uji' }).returning();
  const [ss] = await db
    .insert(sasaranStrategis)
    .values({ tujuan_id: tj!.id, nomor: 99, sasaran: 'Sasaran RPJMD uji' })
    .returning();
  const [ind] = await db
    .insert(indikatorSasaranStrategis)
    .values({ sasaran_strategis_id: ss!.id, nomor: 99, indikator: 'Indikator RPJMD uji', satuan: '%' })
    .returning();
  const [rpjmd] = await db
    .insert(sasaranStrategisRpjmd)
    .values({
      periode_id: periodeId,
      sasaran_strategis_id: ss!.id,
      indikator_sasaran_strategis_id: ind!.id,
      target_1: 80,
    })
    .returning();

  const ssPd: Record<string, number> = {};
  for (const unit of UNITS) {
    const [row] = await db
      .insert(sasaranStrategisPd)
      .values({
        periode_id: periodeId,
        satuan_kerja_id: unit,
        sasaran_strategis_rpjmd_id: rpjmd!.id,
        sasaran_strategis_satker: `Sasaran PD uji ${unit}`,
        iku: `IKU uji ${unit}`,
        satuan: '%',
        target_1: 90,
      })
      .returning();
    ssPd[unit] = row!.id;
  }
  const [ss2] = await db
    .insert(sasaranStrategisPd)
    .values({
      periode_id: periodeId,
      satuan_kerja_id: UNIT_PD,
      sasaran_strategis_rpjmd_id: rpjmd!.id,
      sasaran_strategis_satker: 'Sasaran PD kedua',
      iku: 'IKU kedua',
      satuan: '%',
    })
    .returning();

  const programs = await db
    .insert(program)
    .values([
      { kode: 'X.99.01', nama: 'Program Uji Pendidikan Dasar' },
      { kode: 'X.99.02', nama: 'Program Uji Tata Kelola' },
    ])
    .returning();
  const kegiatans = await db
    .insert(kegiatan)
    .values([
      { program_id: programs[0]!.id, kode: 'X.99.01.2.01', nama: 'Kegiatan Uji Sekolah' },
      { program_id: programs[0]!.id, kode: 'X.99.01.2.02', nama: 'Kegiatan Uji Guru' },
      { program_id: programs[1]!.id, kode: 'X.99.02.2.01', nama: 'Kegiatan Uji Tata Kelola' },
    ])
    .returning();
  const subs = await db
    .insert(subKegiatan)
    .values([
      { kegiatan_id: kegiatans[0]!.id, kode: 'X.99.01.2.01.0001', nama: 'Sub Kegiatan Uji Rehabilitasi' },
      { kegiatan_id: kegiatans[0]!.id, kode: 'X.99.01.2.01.0002', nama: 'Sub Kegiatan Uji Pengadaan' },
    ])
    .returning();

  const unitKerjaRows = await db
    .select({ id: unitKerja.id, satuan_kerja_id: unitKerja.satuan_kerja_id })
    .from(unitKerja)
    .where(inArray(unitKerja.satuan_kerja_id, UNITS))
    .orderBy(asc(unitKerja.id));
  const unitKerjaIds: Record<string, number> = {};
  for (const row of unitKerjaRows) unitKerjaIds[row.satuan_kerja_id] ??= row.id;

  const staff = await db
    .select({ nip: pegawai.nip })
    .from(pegawai)
    .where(eq(pegawai.satuan_kerja_id, UNIT_PD))
    .limit(3);
  const [tim] = await db
    .insert(timKerja)
    .values({ satuan_kerja_id: UNIT_PD, tahun: 2024, nama: 'Tim Uji Mutu Sekolah', ketua_nip: staff[0]!.nip })
    .returning();
  const anggota = await db
    .insert(timKerjaAnggota)
    .values([
      { tim_kerja_id: tim!.id, nip: staff[1]!.nip },
      { tim_kerja_id: tim!.id, nip: staff[2]!.nip },
    ])
    .returning();

  // Plans start unlocked whatever the demo seed says.
  await db.delete(validasiPerencanaan).where(inArray(validasiPerencanaan.satuan_kerja_id, UNITS));

  return {
    periodeId,
    ssRpjmdId: rpjmd!.id,
    ssPd,
    ssPd2: ss2!.id,
    programIds: [programs[0]!.id, programs[1]!.id],
    kegiatanIds: [kegiatans[0]!.id, kegiatans[1]!.id],
    kegiatanLain: kegiatans[2]!.id,
    subKegiatanIds: [subs[0]!.id, subs[1]!.id],
    unitKerja: unitKerjaIds,
    timKerjaId: tim!.id,
    anggotaIds: [anggota[0]!.id, anggota[1]!.id],
  };
}

/**
 * Locks (status true: validated after tahap 3), returns to the unit (status false at tahap 3) or
 * unlocks (null: no row) a unit's plan of a year.
 */
export async function setValidasi(db: Db, satuanKerjaId: string, tahun: number, status: boolean | null): Promise<void> {
  await db
    .delete(validasiPerencanaan)
    .where(and(eq(validasiPerencanaan.satuan_kerja_id, satuanKerjaId), eq(validasiPerencanaan.tahun, tahun)));
  if (status !== null) {
    const divalidasi_at = status ? new Date() : null;
    await db.insert(validasiPerencanaan).values({ satuan_kerja_id: satuanKerjaId, tahun, status, tahap: 3, divalidasi_at });
  }
}

/** 12 months: the given values first, the rest null. */
export function bulan(...values: (number | null)[]): (number | null)[] {
  return Array.from({ length: 12 }, (_, i) => values[i] ?? null);
}

/** Checks the XLSX download and returns its header row and data rows. */
export async function readXlsx(
  res: LightMyRequestResponse,
): Promise<{ headers: string[]; rows: unknown[][]; filename: string }> {
  if (res.statusCode !== 200) throw new Error(`export ${res.statusCode}: ${res.body}`);
  if (res.headers['content-type'] !== 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet') {
    throw new Error(`content-type ${String(res.headers['content-type'])}`);
  }
  const disposition = String(res.headers['content-disposition']);
  const filename = /filename="([^"]+)"/.exec(disposition)?.[1] ?? '';
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0]!;
  const values = (n: number) => ((sheet.getRow(n).values as unknown[]) ?? []).slice(1);
  const headers = values(1).map(String);
  const rows: unknown[][] = [];
  for (let n = 2; n <= sheet.rowCount; n++) rows.push(values(n));
  return { headers, rows, filename };
}
