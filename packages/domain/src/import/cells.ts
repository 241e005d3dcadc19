import { NILAI_MAX, NILAI_SCALE, RUPIAH_BULANAN_MAX } from '../schemas/primitives';

/**
 * Reading one spreadsheet cell of an import (decision 0053): what officials type in Excel, in the
 * forms they type it. A cell arrives as the sheet reader normalised it (a formula as its computed
 * value, rich text as its text): a string, a number, a boolean, a Date or null. The answer is the
 * value for the column's type, or the reason (Indonesian) the cell is refused.
 */

/** The type of an import column: how its cells are read. */
export type ImportCellType = 'text' | 'code' | 'nip' | 'number' | 'rupiah' | 'date' | 'enum';

/** A cell as the reader hands it over. */
export type RawCell = string | number | boolean | Date | null;

/** A read value: text, number, ISO date (yyyy-mm-dd) or null (empty). */
export type CellValue = string | number | null;

export type CellResult = { ok: true; value: CellValue } | { ok: false; reason: string };

export interface CellSpec {
  type: ImportCellType;
  required?: boolean;
  /** Longest text (text, code). */
  max?: number;
  /** The fixed values of an 'enum' column (compared without case). */
  values?: readonly string[];
}

const ok = (value: CellValue): CellResult => ({ ok: true, value });
const refuse = (reason: string): CellResult => ({ ok: false, reason });

/** Indonesian grouping: 1.234.567 or 1.234.567,89 (dots every three digits, a comma before decimals). */
const ID_GROUPED = /^-?\d{1,3}(?:\.\d{3})+(?:,\d+)?$/;
/** Plain: 1234567, 1234567,89 or 1234567.89. */
const PLAIN = /^-?\d+(?:[.,]\d+)?$/;
/** English grouping as Excel shows it on an English computer: 1,234,567.89. */
const EN_GROUPED = /^-?\d{1,3}(?:,\d{3})+(?:\.\d+)?$/;

/**
 * A number typed as text: Indonesian format first ("1.234,56", "1.234" = one thousand two hundred
 * thirty-four, "12,5"), plain decimals ("12.5"), English grouping ("1,234.56") last. null when the
 * text is no number.
 */
export function parseAngka(text: string): number | null {
  const s = text.replace(/\s|Rp\.?|%/gi, '');
  if (s === '') return null;
  if (ID_GROUPED.test(s)) return Number(s.replace(/\./g, '').replace(',', '.'));
  if (PLAIN.test(s)) return Number(s.replace(',', '.'));
  if (EN_GROUPED.test(s)) return Number(s.replace(/,/g, ''));
  return null;
}

/** Days from Excel's day 0 (1899-12-30, the 1900 leap-year bug included) to 1970-01-01. */
const EXCEL_EPOCH_DAYS = 25569;
const DAY_MS = 86_400_000;
const DMY = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/;
const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;

function isoDate(year: number, month: number, day: number): string | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  if (year < 1900 || year > 2200) return null;
  return date.toISOString().slice(0, 10);
}

/** A date cell: an Excel date (a Date or its serial number), dd/mm/yyyy or yyyy-mm-dd text. */
export function parseTanggal(raw: RawCell): string | null {
  if (raw instanceof Date) {
    return Number.isNaN(raw.getTime()) ? null : isoDate(raw.getUTCFullYear(), raw.getUTCMonth() + 1, raw.getUTCDate());
  }
  if (typeof raw === 'number') {
    if (!Number.isFinite(raw) || raw < 1 || raw > 120_000) return null;
    const date = new Date((Math.floor(raw) - EXCEL_EPOCH_DAYS) * DAY_MS);
    return isoDate(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate());
  }
  if (typeof raw !== 'string') return null;
  const s = raw.trim();
  const dmy = DMY.exec(s);
  if (dmy) return isoDate(Number(dmy[3]), Number(dmy[2]), Number(dmy[1]));
  const iso = ISO.exec(s);
  return iso ? isoDate(Number(iso[1]), Number(iso[2]), Number(iso[3])) : null;
}

function asText(raw: RawCell): string {
  if (raw instanceof Date) return parseTanggal(raw) ?? '';
  if (typeof raw === 'number') return Number.isInteger(raw) ? String(raw) : String(raw).replace('.', ',');
  if (typeof raw === 'boolean') return raw ? 'Ya' : 'Tidak';
  return (raw ?? '').replace(/\s+/g, ' ').trim();
}

function readNumber(raw: RawCell, max: number, scale: number): CellResult {
  const value = typeof raw === 'number' ? raw : typeof raw === 'string' ? parseAngka(raw) : null;
  if (value === null || !Number.isFinite(value)) return refuse('bukan angka (contoh: 1.234,56)');
  if (Math.abs(value) >= max) return refuse('angka terlalu besar');
  return ok(Number(value.toFixed(scale)));
}

const NIP = /^\d{18}$/;

function readNip(raw: RawCell): CellResult {
  if (typeof raw === 'number') return refuse('harus diketik sebagai teks (format sel Teks), bukan angka');
  const nip = asText(raw).replace(/\s/g, '');
  return NIP.test(nip) ? ok(nip) : refuse('harus 18 digit angka');
}

function readEnum(raw: RawCell, values: readonly string[]): CellResult {
  const text = asText(raw).toLowerCase();
  const found = values.find((v) => v.toLowerCase() === text);
  return found === undefined ? refuse(`harus salah satu dari: ${values.join(', ')}`) : ok(found);
}

/** Whether a cell holds nothing (null, blanks). */
export function isBlank(raw: RawCell): boolean {
  return raw === null || (typeof raw === 'string' && raw.trim() === '');
}

/** One cell of a column: its value, or why it is refused. */
export function readCell(spec: CellSpec, raw: RawCell): CellResult {
  if (isBlank(raw)) return spec.required ? refuse('wajib diisi') : ok(null);
  switch (spec.type) {
    case 'number':
      return readNumber(raw, NILAI_MAX, NILAI_SCALE);
    case 'rupiah':
      return readNumber(raw, RUPIAH_BULANAN_MAX, 2);
    case 'date': {
      const date = parseTanggal(raw);
      return date ? ok(date) : refuse('bukan tanggal (tulis dd/mm/yyyy)');
    }
    case 'nip':
      return readNip(raw);
    case 'enum':
      return readEnum(raw, spec.values ?? []);
    case 'text':
    case 'code': {
      const text = spec.type === 'code' ? asText(raw).replace(/\s/g, '') : asText(raw);
      if (spec.max !== undefined && text.length > spec.max) return refuse(`paling banyak ${spec.max} karakter`);
      return ok(text);
    }
  }
}
