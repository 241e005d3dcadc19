/**
 * NIP (Nomor Induk Pegawai) of a civil servant (PNS), 18 digits (BKN):
 *   yyyymmdd  birth date
 *   yyyymm    TMT, the month of appointment as CPNS
 *   s         sex: 1 male, 2 female
 *   nnn       sequence number
 * e.g. 198504122010011003: born 12 April 1985, appointed January 2010, male, number 003.
 */
export const NIP_LENGTH = 18;

/** The earliest plausible birth year and appointment year of an active civil servant. */
const MIN_BIRTH_YEAR = 1940;
const MIN_TMT_YEAR = 1960;
/** A civil servant is at least 18 when appointed. */
const MIN_AGE_AT_TMT = 18;

export type NipProblem = 'format' | 'tanggal-lahir' | 'tmt' | 'jenis-kelamin' | 'urutan';

/** The Indonesian message of each problem (422 on the field nip). */
export const NIP_MESSAGES: Record<NipProblem, string> = {
  format: 'NIP harus 18 digit angka',
  'tanggal-lahir': 'NIP tidak valid: 8 digit pertama harus tanggal lahir (yyyymmdd) yang wajar',
  tmt: 'NIP tidak valid: digit 9-14 harus bulan pengangkatan (TMT, yyyymm) yang wajar',
  'jenis-kelamin': 'NIP tidak valid: digit ke-15 (jenis kelamin) harus 1 atau 2',
  urutan: 'NIP tidak valid: 3 digit terakhir (nomor urut) tidak boleh 000',
};

export interface NipParts {
  lahir: { tahun: number; bulan: number; tanggal: number };
  tmt: { tahun: number; bulan: number };
  jenisKelamin: 'L' | 'P';
  urutan: number;
}

function validDate(tahun: number, bulan: number, tanggal: number): boolean {
  if (bulan < 1 || bulan > 12 || tanggal < 1) return false;
  const d = new Date(Date.UTC(tahun, bulan - 1, tanggal));
  return d.getUTCMonth() === bulan - 1 && d.getUTCDate() === tanggal;
}

/**
 * The first problem of a NIP, or null when it is plausible. `today` bounds the dates (a birth
 * date or an appointment in the future is not plausible).
 */
export function nipProblem(nip: string, today: Date = new Date()): NipProblem | null {
  if (!/^\d{18}$/.test(nip)) return 'format';
  const num = (from: number, to: number) => Number(nip.slice(from, to));
  const lahir = { tahun: num(0, 4), bulan: num(4, 6), tanggal: num(6, 8) };
  const nowYear = today.getUTCFullYear();
  if (lahir.tahun < MIN_BIRTH_YEAR || lahir.tahun > nowYear - MIN_AGE_AT_TMT) return 'tanggal-lahir';
  if (!validDate(lahir.tahun, lahir.bulan, lahir.tanggal)) return 'tanggal-lahir';
  const tmt = { tahun: num(8, 12), bulan: num(12, 14) };
  const nowMonth = nowYear * 12 + today.getUTCMonth();
  if (tmt.bulan < 1 || tmt.bulan > 12 || tmt.tahun < MIN_TMT_YEAR) return 'tmt';
  if (tmt.tahun * 12 + tmt.bulan - 1 > nowMonth) return 'tmt';
  if (tmt.tahun < lahir.tahun + MIN_AGE_AT_TMT) return 'tmt';
  const sex = nip[14];
  if (sex !== '1' && sex !== '2') return 'jenis-kelamin';
  if (num(15, 18) === 0) return 'urutan';
  return null;
}

/** The parts of a plausible NIP, or null. */
export function parseNip(nip: string, today: Date = new Date()): NipParts | null {
  if (nipProblem(nip, today) !== null) return null;
  const num = (from: number, to: number) => Number(nip.slice(from, to));
  return {
    lahir: { tahun: num(0, 4), bulan: num(4, 6), tanggal: num(6, 8) },
    tmt: { tahun: num(8, 12), bulan: num(12, 14) },
    jenisKelamin: nip[14] === '1' ? 'L' : 'P',
    urutan: num(15, 18),
  };
}
