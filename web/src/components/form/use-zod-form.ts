import { useCallback, useState } from 'react';
import type { z } from 'zod';

export type FormErrors = Partial<Record<string, string>>;

/** First message of each top-level field of a zod error. */
export function zodFieldErrors(error: z.ZodError): FormErrors {
  const out: FormErrors = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '_form');
    if (!out[field]) out[field] = issue.message;
  }
  return out;
}

/** First message of each field of a 422 `errors` object (Laravel shape). */
export function serverFieldErrors(errors: Record<string, string[]>): FormErrors {
  const out: FormErrors = {};
  for (const [field, messages] of Object.entries(errors)) {
    const first = messages[0];
    if (first) out[field] = first;
  }
  return out;
}

/**
 * A small form state validated by the same zod schema the server uses (@sakip/domain).
 * `validate()` returns the parsed output or null (and shows the field errors).
 */
export function useZodForm<S extends z.ZodType, V extends Record<string, unknown>>(schema: S, initial: V) {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<FormErrors>({});

  const setField = useCallback(<K extends keyof V>(field: K, value: V[K]) => {
    setValues((prev) => ({ ...prev, [field]: value }));
    setErrors((prev) => (prev[field as string] ? { ...prev, [field as string]: undefined } : prev));
  }, []);

  const validate = useCallback((): z.output<S> | null => {
    const result = schema.safeParse(values);
    if (result.success) {
      setErrors({});
      return result.data;
    }
    setErrors(zodFieldErrors(result.error));
    return null;
  }, [schema, values]);

  const reset = useCallback((next: V) => {
    setValues(next);
    setErrors({});
  }, []);

  return { values, errors, setField, setErrors, validate, reset };
}

/** Fields that take focus without opening anything over their message (a picker would open its dropdown). */
const TYPED_FIELD = 'textarea, select, input:not([readonly]):not([aria-haspopup])';

/**
 * After a failed submit: bring the first field with an error into view (after the render) and, when
 * it is typed into, put the cursor there.
 */
export function focusFirstError() {
  requestAnimationFrame(() => {
    const field = document.querySelector<HTMLElement>('form [aria-invalid="true"]');
    field?.scrollIntoView({ block: 'center' });
    if (field?.matches(TYPED_FIELD)) field.focus({ preventScroll: true });
  });
}
