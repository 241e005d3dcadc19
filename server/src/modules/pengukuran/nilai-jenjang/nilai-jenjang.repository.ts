import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import {
  nilaiJenjangKinerja,
  nilaiJenjangOpsi,
  penilaianOrganisasiBobot,
  periode,
  sasaranStrategisPd,
} from '../../../db/schema/index';
import { periodeOfYear } from '../../../lib/periode';

/**
 * Reads of nilai jenjang kinerja and of the unit IKU (SS-PD) of a year, one statement each
 * whatever the size of the city. The penilaian kinerja organisasi and the rapor SS-PD (same area)
 * read the IKU through here too.
 */
const ss = sasaranStrategisPd;

/** Every unit's IKU (SS-PD of the period holding the year) with its yearly columns: 1 statement. */
export function ikuOfYear(db: Db | Tx, tahun: number, unit?: string) {
  return db
    .select({
      id: ss.id,
      satuan_kerja_id: ss.satuan_kerja_id,
      sasaran: ss.sasaran_strategis_satker,
      iku: ss.iku,
      satuan: ss.satuan,
      polaritas: ss.polaritas,
      tahun_awal: periode.tahun_awal,
      target_1: ss.target_1,
      target_2: ss.target_2,
      target_3: ss.target_3,
      target_4: ss.target_4,
      target_5: ss.target_5,
      realisasi_1: ss.realisasi_1,
      realisasi_2: ss.realisasi_2,
      realisasi_3: ss.realisasi_3,
      realisasi_4: ss.realisasi_4,
      realisasi_5: ss.realisasi_5,
    })
    .from(ss)
    .innerJoin(periode, eq(periode.id, ss.periode_id))
    .where(and(periodeOfYear(tahun), unit === undefined ? undefined : eq(ss.satuan_kerja_id, unit)))
    .orderBy(asc(ss.satuan_kerja_id), asc(ss.urutan), asc(ss.id));
}
export type IkuRow = Awaited<ReturnType<typeof ikuOfYear>>[number];

/** The grade options, in their order: 1 statement. */
export function opsi(db: Db | Tx) {
  return db
    .select({ id: nilaiJenjangOpsi.id, label: nilaiJenjangOpsi.label, nilai: nilaiJenjangOpsi.nilai })
    .from(nilaiJenjangOpsi)
    .orderBy(asc(nilaiJenjangOpsi.urutan), asc(nilaiJenjangOpsi.id));
}

/** The grades of the year (with their value), optionally of some IKU only: 1 statement. */
export function gradesOfYear(db: Db | Tx, tahun: number, ikuIds?: number[]) {
  return db
    .select({
      id: nilaiJenjangKinerja.id,
      sasaran_strategis_pd_id: nilaiJenjangKinerja.sasaran_strategis_pd_id,
      opsi_id: nilaiJenjangKinerja.nilai_jenjang_opsi_id,
      nilai: nilaiJenjangOpsi.nilai,
    })
    .from(nilaiJenjangKinerja)
    .innerJoin(nilaiJenjangOpsi, eq(nilaiJenjangOpsi.id, nilaiJenjangKinerja.nilai_jenjang_opsi_id))
    .where(
      and(
        eq(nilaiJenjangKinerja.tahun, tahun),
        ikuIds === undefined ? undefined : inArray(nilaiJenjangKinerja.sasaran_strategis_pd_id, ikuIds),
      ),
    );
}

/** The weights of the year, or undefined: 1 statement. */
export async function bobotOfYear(db: Db | Tx, tahun: number) {
  const [row] = await db
    .select()
    .from(penilaianOrganisasiBobot)
    .where(eq(penilaianOrganisasiBobot.tahun, tahun))
    .limit(1);
  return row;
}
