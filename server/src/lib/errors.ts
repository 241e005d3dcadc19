import { MESSAGE_FORBIDDEN, MESSAGE_UNAUTHENTICATED } from '@sakip/domain';

/** Typed errors that the error handler turns into the API's response shapes. */
export class AppError extends Error {
  constructor(
    public readonly statusCode: number,
    message: string,
    public readonly errors?: Record<string, string[]>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export class UnauthenticatedError extends AppError {
  constructor() {
    super(401, MESSAGE_UNAUTHENTICATED);
  }
}

export class ForbiddenError extends AppError {
  constructor(message = MESSAGE_FORBIDDEN) {
    super(403, message);
  }
}

export class NotFoundError extends AppError {
  constructor(message = 'Data tidak ditemukan') {
    super(404, message);
  }
}

/** 422 in the Laravel shape: message = first error, errors = field → messages. */
export class ValidationError extends AppError {
  constructor(errors: Record<string, string[]>, message?: string) {
    super(422, message ?? summarise(errors), errors);
  }
}

export function fieldError(field: string, message: string): ValidationError {
  return new ValidationError({ [field]: [message] });
}

export function summarise(errors: Record<string, string[]>): string {
  const all = Object.values(errors).flat();
  const first = all[0] ?? 'Data yang diberikan tidak valid.';
  return all.length > 1 ? `${first} (dan ${all.length - 1} kesalahan lainnya)` : first;
}

/** The fields of a PostgreSQL error that are safe to log (no SQL parameters, no row values). */
export interface PgErrorInfo {
  code: string;
  constraint?: string | undefined;
  table?: string | undefined;
  column?: string | undefined;
  /** The server's own text: may quote an input value (class 22), so it is logged only for a 500. */
  message?: string | undefined;
}

/**
 * The PostgreSQL error behind `error`, if any. Drizzle wraps the driver's error (node-postgres or
 * PGlite, both with `code`, `constraint`, `table`, `column`) in a DrizzleQueryError whose message
 * holds the SQL and its parameters: walk the cause chain instead of reading that message.
 */
export function pgErrorOf(error: unknown): PgErrorInfo | undefined {
  let e: unknown = error;
  for (let depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    const fields = e as Record<string, unknown>;
    if (typeof fields.code === 'string' && /^[0-9A-Z]{5}$/.test(fields.code)) {
      const text = (key: string) => (typeof fields[key] === 'string' ? fields[key] : undefined);
      return {
        code: fields.code,
        constraint: text('constraint'),
        table: text('table'),
        column: text('column'),
        message: text('message'),
      };
    }
    e = fields.cause;
  }
  return undefined;
}

/** Messages for SQLSTATE class 22 (data exception): a value the column or the operation can't take. */
const DATA_EXCEPTION_MESSAGES: Record<string, string> = {
  '22001': 'Teks terlalu panjang',
  '22003': 'Angka di luar batas yang diizinkan',
  '22007': 'Tanggal atau waktu tidak valid',
  '22008': 'Tanggal atau waktu tidak valid',
  '22012': 'Perhitungan tidak valid (pembagian dengan nol)',
  '22021': 'Teks mengandung karakter yang tidak diizinkan',
  '22P05': 'Teks mengandung karakter yang tidak diizinkan',
  '22P02': 'Format data tidak valid',
};

/** Messages for class 23 (integrity constraint violation); 23503 depends on the direction. */
const INTEGRITY_MESSAGES: Record<string, string> = {
  '23502': 'Data wajib belum diisi',
  '23505': 'Data yang sama sudah ada',
  '23514': 'Kombinasi data tidak valid',
  '23P01': 'Data bertabrakan dengan data lain',
};
const STILL_REFERENCED = 'Data masih terhubung dengan data lain';
const REFERENCE_MISSING = 'Data rujukan tidak ditemukan';

/** Class 40 (transaction rollback: serialization failure, deadlock) and lock timeouts: retryable. */
const CONFLICT_CODES = new Set(['40001', '40P01', '55P03']);
const CONFLICT_MESSAGE = 'Data sedang diubah oleh pengguna lain, silakan coba lagi';

function integrityMessage(code: string, deleting: boolean): string {
  // 23001 restrict_violation is what ON DELETE RESTRICT raises.
  if (code === '23001') return STILL_REFERENCED;
  if (code === '23503') return deleting ? STILL_REFERENCED : REFERENCE_MISSING;
  return INTEGRITY_MESSAGES[code] ?? 'Data bertentangan dengan aturan penyimpanan';
}

/**
 * The API error for a database error that is the input's fault or a lost race, never a 500:
 * class 22 → 422, class 23 → 422 (409 for exclusion), class 40 → 409. Undefined for the rest
 * (a bug or an outage, which stays a 500). `deleting`: a foreign key error while deleting means the
 * row is still referenced, while writing it means the referenced row is missing.
 */
export function databaseError(pg: PgErrorInfo, deleting: boolean): AppError | undefined {
  const { code } = pg;
  if (CONFLICT_CODES.has(code)) return new AppError(409, CONFLICT_MESSAGE);
  if (code.startsWith('22')) {
    return fieldError(pg.column ?? 'data', DATA_EXCEPTION_MESSAGES[code] ?? 'Data tidak valid');
  }
  if (!code.startsWith('23')) return undefined;
  const message = integrityMessage(code, deleting);
  const field = pg.column ?? 'data';
  return new AppError(code === '23P01' ? 409 : 422, message, { [field]: [message] });
}
