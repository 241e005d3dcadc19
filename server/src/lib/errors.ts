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
