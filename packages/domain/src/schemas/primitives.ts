import { z } from 'zod';
import { targetAnggotaTahunan } from '../bulanan';
import { formatNumber } from '../format';

/**
 * The schema primitives every request schema is built from (issue 9, decision 0012): ids, integers,
 * measured values, rupiah, dates, text, flags, for bodies, path parameters and query strings.
 * Each one is bounded to the column it lands in, so that no input reaches the database that the
 * database (or a sum or ratio computed from it) cannot hold: a wrong input is a 422 with an
 * Indonesian message naming the field, never a 500.
 *
 * Numbers in bodies are JSON numbers; a string is accepted only in plain decimal notation ('12',
 * '12.5', '12,5'), because the simple CRUD forms validate their text and select state with these
 * same schemas before sending numbers. Hex, exponent, '16.0' ids, booleans and arrays are rejected.
 * Path and query parameters are strings: ids and integers in plain decimal digits only.
 */

// Indonesian default messages for every schema of both sides; fields add their own where it helps.
z.config(z.locales.id());

// -------------------------------------------------------------------------------------------
// Column bounds
// -------------------------------------------------------------------------------------------

/** PostgreSQL integer (int4): ids, nomor, urutan, tahun. */
export const INT4_MAX = 2_147_483_647;
/** numeric(18,2) holds values below 10^16 (16 digits before the comma). */
export const RUPIAH_MAX = 1e16;
/**
 * One month of rupiah: the server stores the sum of 12 months in a numeric(18,2) column, so each
 * month stays far enough below RUPIAH_MAX for the yearly sum to fit (12 × 10^14 < 10^16).
 */
export const RUPIAH_BULANAN_MAX = 1e14;
export const RUPIAH_SCALE = 2;
/**
 * A measured value (target, realisasi, baseline; numeric without a fixed scale): |x| < 10^12 with
 * at most 6 decimals. Sums of 12 months (< 1.2 × 10^13) and capaian ratios stay finite doubles,
 * and a value like 5e-324 (which turns a capaian into Infinity) is rejected.
 */
export const NILAI_MAX = 1e12;
export const NILAI_SCALE = 6;
/** satuan_kerja_id: text ids of the unit table ('1010'). */
export const SATUAN_KERJA_ID_MAX = 20;

// -------------------------------------------------------------------------------------------
// Shared parsing
// -------------------------------------------------------------------------------------------

/** Absent in a form or a body: undefined, null, '' or blanks. */
function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

const DECIMAL = /^-?\d{1,16}(?:[.,]\d{1,16})?$/;
const DIGITS = /^\d{1,16}$/;

/**
 * A body value → number: numbers unchanged, plain decimal strings parsed ('12,5' → 12.5), empty →
 * undefined; anything else (booleans, arrays, '0x10', '1e1', ' 1 2') is kept as it is so that the
 * number schema rejects it as malformed.
 */
function bodyNumber(pattern: RegExp) {
  return (value: unknown): unknown => {
    if (isEmpty(value)) return undefined;
    if (typeof value !== 'string') return value;
    const s = value.trim();
    return pattern.test(s) ? Number(s.replace(',', '.')) : value;
  };
}

/**
 * A path or query string of plain decimal digits → number (then bounded by `target`); absent →
 * `empty`, anything else ('0x10', '1e1', '16.0', '+1', '%00') → `invalid`.
 */
function digits(empty: string, invalid: string, target: z.ZodType<number, number>) {
  return z
    .string({ error: (issue) => (issue.input === undefined ? empty : invalid) })
    .min(1, { error: empty, abort: true })
    .regex(DIGITS, { error: invalid, abort: true })
    .transform(Number)
    .pipe(target);
}

/** The optional form of a query parameter: absent or '' → undefined. */
function optionalParam<T extends z.ZodType<unknown, string>>(schema: T, invalid: string) {
  return z
    .string({ error: invalid })
    .optional()
    .transform((v) => (v === '' ? undefined : v))
    .pipe(schema.optional());
}

/** "Label wajib diisi" when absent, `malformed` otherwise. */
function numberBase(label: string, malformed: string, empty = `${label} wajib diisi`) {
  return z.number({ error: (issue) => (issue.input === undefined || issue.input === null ? empty : malformed) });
}

/** At most `scale` decimals: the double equals its own rounding to that scale. */
function hasScale(value: number, scale: number): boolean {
  return Number(value.toFixed(scale)) === value;
}

function angkaText(value: number): string {
  return formatNumber(value);
}

// -------------------------------------------------------------------------------------------
// Ids
// -------------------------------------------------------------------------------------------

function idNumber(label: string, empty: string, invalid = `${label} tidak valid`) {
  return numberBase(label, invalid, empty).int(invalid).min(1, invalid).max(INT4_MAX, invalid);
}

/** A required reference in a body (a picker): a positive int4; `message` replaces both messages. */
export function requiredId(label: string, message?: string) {
  return z.preprocess(bodyNumber(DIGITS), idNumber(label, message ?? `${label} wajib dipilih`, message));
}

/** An optional reference in a body: null when empty. */
export function optionalId(label: string) {
  return z.preprocess((v) => bodyNumber(DIGITS)(v) ?? null, idNumber(label, `${label} wajib dipilih`).nullable());
}

/** A required id in a path or query string: plain decimal digits, 1..2147483647. */
export function paramId(label: string) {
  const invalid = `${label} tidak valid`;
  return digits(`${label} wajib diisi`, invalid, idNumber(label, `${label} wajib diisi`));
}

/** An optional id filter in a query string: absent or '' = no filter. */
export function queryId(label: string) {
  return optionalParam(paramId(label), `${label} tidak valid`);
}

/** `/{group}/{id}`: the record id of a path. */
export const idParamSchema = z.object({ id: paramId('Id') });

// -------------------------------------------------------------------------------------------
// Integers
// -------------------------------------------------------------------------------------------

interface IntOptions {
  min?: number;
  max?: number;
}

function intNumber(label: string, { min = 0, max = INT4_MAX }: IntOptions, empty?: string) {
  return numberBase(label, `${label} harus berupa bilangan bulat`, empty)
    .int(`${label} harus berupa bilangan bulat`)
    .min(min, min === 0 ? `${label} tidak boleh negatif` : `${label} minimal ${angkaText(min)}`)
    .max(max, `${label} maksimal ${angkaText(max)}`);
}

/** A required integer of an integer column (nomor, tahun), 0..int4 unless narrowed. */
export function requiredInt(label: string, options: IntOptions = {}) {
  return z.preprocess(bodyNumber(DIGITS), intNumber(label, options));
}

/** An integer that defaults when absent (urutan → 0). */
export function intWithDefault(label: string, fallback: number, options: IntOptions = {}) {
  return z.preprocess(bodyNumber(DIGITS), intNumber(label, options).optional()).transform((v) => v ?? fallback);
}

function optionalQueryInt(label: string, options: IntOptions) {
  const invalid = `${label} harus berupa bilangan bulat`;
  return optionalParam(digits(`${label} wajib diisi`, invalid, intNumber(label, options)), invalid);
}

/**
 * An integer of a query string (page, limit, tahap): digits only; absent or '' → `fallback`, or
 * undefined without one.
 */
export function queryInt(
  label: string,
  options: IntOptions & { fallback: number },
): z.ZodType<number, string | undefined>;
export function queryInt(label: string, options?: IntOptions): z.ZodType<number | undefined, string | undefined>;
export function queryInt(
  label: string,
  options: IntOptions & { fallback?: number } = {},
): z.ZodType<number | undefined, string | undefined> {
  const { fallback } = options;
  const base = optionalQueryInt(label, options);
  return fallback === undefined ? base : base.transform((v) => v ?? fallback);
}

// -------------------------------------------------------------------------------------------
// Decimal values: measured values and rupiah
// -------------------------------------------------------------------------------------------

interface DecimalOptions {
  /** Negative values allowed (baseline, rata-rata nasional). */
  negatif?: boolean;
  /** Exclusive bound of |x|. */
  max?: number;
  /** Decimals allowed. */
  scale?: number;
}

function decimalNumber(label: string, required: boolean, options: DecimalOptions) {
  const { negatif = false, max = NILAI_MAX, scale = NILAI_SCALE } = options;
  const base = numberBase(label, `${label} harus berupa angka`, required ? undefined : `${label} harus berupa angka`);
  return (negatif ? base : base.min(0, `${label} tidak boleh negatif`))
    .refine((v) => Math.abs(v) < max, `${label} harus kurang dari ${angkaText(max)}`)
    .refine((v) => hasScale(v, scale), `${label} maksimal ${scale} angka di belakang koma`);
}

/** A required measured value (target, realisasi): finite, |x| < 10^12, ≤ 6 decimals, not negative unless `negatif`. */
export function requiredNumber(label: string, options: DecimalOptions = {}) {
  return z.preprocess(bodyNumber(DECIMAL), decimalNumber(label, true, options));
}

/** An optional measured value: null when empty. */
export function optionalNumber(label: string, options: DecimalOptions = {}) {
  return z.preprocess((v) => bodyNumber(DECIMAL)(v) ?? null, decimalNumber(label, false, options).nullable());
}

const RUPIAH = { max: RUPIAH_MAX, scale: RUPIAH_SCALE } as const;

/** Rupiah of a numeric(18,2) column: 0 ≤ x < 10^16, two decimals. */
export function requiredRupiah(label: string) {
  return requiredNumber(label, RUPIAH);
}

export function optionalRupiah(label: string) {
  return optionalNumber(label, RUPIAH);
}

/** 12 monthly values (Januari..Desember), each optional; every month bounded so that the yearly sum fits. Omitted → 12 nulls. */
export function monthlySchema(label: string, kind: 'nilai' | 'rupiah' = 'nilai') {
  return requiredMonthly(label, kind).default(() => Array.from({ length: 12 }, () => null));
}

/**
 * The monthly targets of a member's langkah aksi (Januari..Desember), wherever the operator sets
 * them (tim kerja member form, langkah aksi form): each month optional and bounded as every
 * measured value, at least one month filled, and their sum (the yearly target) within the bound.
 */
export function targetBulananAnggota(label = 'Target bulanan') {
  return monthlySchema(label)
    .refine((months) => months.some((v) => v !== null), `${label} wajib diisi minimal satu bulan`)
    .refine(
      (months) => (targetAnggotaTahunan(months) ?? 0) < NILAI_MAX,
      `Jumlah ${label.toLowerCase()} harus kurang dari ${formatNumber(NILAI_MAX)}`,
    );
}

/**
 * The 12 months of a write that replaces them (a realisasi entry): an omitted array is refused,
 * never read as 12 empty months (`{}` would erase them). Single months may still be empty.
 */
export function requiredMonthly(label: string, kind: 'nilai' | 'rupiah' = 'nilai') {
  const month =
    kind === 'rupiah' ? optionalNumber(label, { max: RUPIAH_BULANAN_MAX, scale: RUPIAH_SCALE }) : optionalNumber(label);
  return z
    .array(month, {
      error: (issue) => (issue.input === undefined ? `${label} wajib diisi` : `${label} harus berisi 12 bulan`),
    })
    .length(12, `${label} harus berisi 12 bulan`);
}

// -------------------------------------------------------------------------------------------
// Flags
// -------------------------------------------------------------------------------------------

/** A flag of a body: a JSON boolean only. */
export function flag(label: string, fallback = false) {
  return z.boolean({ error: `${label} harus bernilai ya atau tidak` }).default(fallback);
}

/** A flag of a query string: exactly true/false/1/0 (absent or '' → false). */
export function queryFlag(label: string) {
  return z
    .enum(['true', 'false', '1', '0', ''], { error: `${label} harus true, false, 1 atau 0` })
    .optional()
    .transform((v) => v === 'true' || v === '1');
}

// -------------------------------------------------------------------------------------------
// Text
// -------------------------------------------------------------------------------------------

/** C0 and C1 control characters and DEL; multi-line text allows tab, line feed, carriage return. */
// Matching control characters is the point of these two patterns.
// eslint-disable-next-line no-control-regex
const CONTROL_SINGLE = /[\u0000-\u001F\u007F-\u009F]/;
// eslint-disable-next-line no-control-regex
const CONTROL_MULTI = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
/** Lone UTF-16 surrogates cannot be stored as UTF-8 text. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Above this length a field is a paragraph (Textarea): line breaks and tabs are allowed. */
export const MULTILINE_FROM = 500;

interface TextOptions {
  /** Allow \n \r \t (default: fields longer than MULTILINE_FROM). */
  multiline?: boolean;
}

function cleanText(label: string, max: number, options: TextOptions) {
  const control = (options.multiline ?? max > MULTILINE_FROM) ? CONTROL_MULTI : CONTROL_SINGLE;
  return (schema: z.ZodString) =>
    schema
      .max(max, `${label} maksimal ${max} karakter`)
      .refine((v) => !control.test(v) && !LONE_SURROGATE.test(v), `${label} mengandung karakter yang tidak diizinkan`);
}

export function requiredText(label: string, max = 255, options: TextOptions = {}) {
  return cleanText(
    label,
    max,
    options,
  )(
    z
      .string({
        error: (issue) =>
          issue.input === undefined || issue.input === null ? `${label} wajib diisi` : `${label} harus berupa teks`,
      })
      .trim()
      .min(1, `${label} wajib diisi`),
  );
}

export function optionalText(label: string, max = 2000, options: TextOptions = {}) {
  return cleanText(
    label,
    max,
    options,
  )(z.string({ error: `${label} harus berupa teks` }).trim())
    .nullish()
    .transform((v) => (v ? v : null));
}

// Links a user enters (evidence, system links) are rendered as <a href> for validators.
/** An absolute web address: http(s)://, a host, then a path, query or fragment; no blanks, controls or backslashes. */
const WEB_URL = /^https?:\/\/[^\s\\/?#\p{Cc}]+(?:[/?#][^\s\\\p{Cc}]*)?$/iu;
/** A path of this application: one leading slash, then neither a slash nor a backslash (`//host` leaves the site). */
const OWN_PATH = /^\/(?:[^\s\\/\p{Cc}][^\s\\\p{Cc}]*)?$/u;

/**
 * May this stored or entered link be followed (issue 21, decision 0051)? Only an absolute http(s)
 * address or a path of this application: `//evil.example`, `/\evil.example`, `javascript:`,
 * `http:/x` are not. The web shows a link that fails it as text.
 */
export function isSafeLink(value: string): boolean {
  return WEB_URL.test(value) || OWN_PATH.test(value);
}

export function linkMessage(label: string): string {
  return `${label} harus berupa alamat web (http:// atau https://) atau alamat di aplikasi ini (diawali satu /)`;
}

/** An optional link of a body (evidence, a system link): null when empty, else `isSafeLink`. */
export function optionalLink(label: string, max = 1000) {
  return optionalText(label, max, { multiline: false }).refine((v) => v === null || isSafeLink(v), linkMessage(label));
}

/** A text parameter of a query string (search, a unit filter): single line, absent or '' → undefined. */
export function queryText(label: string, max: number) {
  return cleanText(label, max, { multiline: false })(z.string({ error: `${label} tidak valid` }).trim())
    .optional()
    .transform((v) => v || undefined);
}

/** A satuan_kerja_id (a text id): at most 20 printable characters; anything else is 'tidak valid'. */
function satuanKerjaId(empty: string) {
  const invalid = 'Satuan kerja tidak valid';
  return z
    .string({ error: (issue) => (issue.input === undefined ? empty : invalid) })
    .trim()
    .max(SATUAN_KERJA_ID_MAX, invalid)
    .refine((v) => !CONTROL_SINGLE.test(v) && !LONE_SURROGATE.test(v), invalid);
}

/** A satuan_kerja_id filter of a query string: absent or '' → undefined. */
export const satuanKerjaQuery = satuanKerjaId('Satuan kerja wajib dipilih')
  .optional()
  .transform((v) => v || undefined);

/** A required satuan_kerja_id (a path segment, a required filter, an item of a list). */
export function satuanKerjaParam(message = 'Satuan kerja wajib dipilih') {
  return satuanKerjaId(message).min(1, message);
}

// -------------------------------------------------------------------------------------------
// Dates
// -------------------------------------------------------------------------------------------

/** Is 'YYYY-MM-DD' a day of the calendar (no 2024-02-31, no 2023-02-29)? */
export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return year >= 1 && date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** A calendar date as 'YYYY-MM-DD': absent, malformed ('31/12/2024') and impossible ('2024-02-31') each have their message. */
export function dateOnly(label: string) {
  return z
    .string({
      error: (issue) =>
        issue.input === undefined || issue.input === null ? `${label} wajib diisi` : `${label} tidak valid`,
    })
    .min(1, { error: `${label} wajib diisi`, abort: true })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: `${label} harus berupa tanggal (YYYY-MM-DD)`, abort: true })
    .refine(isCalendarDate, `${label} tidak valid`);
}

// -------------------------------------------------------------------------------------------
// Updates
// -------------------------------------------------------------------------------------------

interface FullUpdateOptions {
  /** Fields the update may omit because the server reads them only sometimes (the unit, for a chooser). */
  omittable?: readonly string[];
  /** Labels of the messages, by key; otherwise the key with spaces ('realisasi_bulanan' → 'Realisasi bulanan'). */
  labels?: Readonly<Record<string, string>>;
}

function labelOfKey(key: string): string {
  const words = key.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** `field`, except that an absent value is refused ("<Label> wajib diisi") instead of read as empty. */
function sentField(field: z.ZodType, label: string) {
  return z
    .transform((value: unknown, ctx): unknown => {
      if (value !== undefined) return value;
      ctx.issues.push({ code: 'custom', message: `${label} wajib diisi`, input: value });
      return z.NEVER;
    })
    .pipe(field);
}

/**
 * Does `field` read an absent value as "no value" of a measured number (null where 0 is valid) or
 * as an empty list ([], 12 empty months)? Those are the values a unit measured and enters over the
 * year (targets, realisasi, anggaran, months, quarter rows, members) that an omission must not erase.
 */
function readsAbsenceAsEmptyValue(field: z.ZodType): boolean {
  const absent = field.safeParse(undefined);
  if (!absent.success) return false;
  if (Array.isArray(absent.data)) return true;
  return absent.data === null && field.safeParse(0).success;
}

/** The keys of `schema` that `fullUpdate` requires (numbers and lists read as empty when absent). */
export function valueKeys(schema: z.ZodObject): string[] {
  return Object.entries(schema.shape as Record<string, z.ZodType>)
    .filter(([, field]) => readsAbsenceAsEmptyValue(field))
    .map(([key]) => key);
}

/**
 * The body of a PUT that replaces a record (issue 21, decision 0050). Numbers and lists that the
 * create schema reads as empty when absent must be sent on an update: `{}` or a body without the
 * months would otherwise erase them. A missing one is a 422 "<Label> wajib diisi" beside the other
 * fields' messages; null stays the way to empty a value, [] to empty a list. Required fields keep
 * their own messages, refinements are kept. Same output as `schema` (typed as it): only an absent
 * key is read differently.
 */
export function fullUpdate<S extends z.ZodObject>(schema: S, options: FullUpdateOptions = {}): S {
  const omittable = new Set(options.omittable ?? []);
  const shape = schema.shape as Record<string, z.ZodType>;
  const overrides = Object.fromEntries(
    Object.entries(shape)
      .filter(([key, field]) => !omittable.has(key) && readsAbsenceAsEmptyValue(field))
      .map(([key, field]) => [key, sentField(field, options.labels?.[key] ?? labelOfKey(key))]),
  );
  return schema.safeExtend(overrides) as unknown as S;
}
