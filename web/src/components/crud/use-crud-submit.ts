import { notifications } from '@mantine/notifications';
import type { z } from 'zod';
import { isApiError, messageFrom } from '../../api/client';
import { useSaveCrud } from '../../api/crud';
import { focusFirstError, serverFieldErrors, zodFieldErrors, type FormErrors } from '../form/use-zod-form';

/** The green toast after a write: the server's message, else the fallback. */
export function toastSuccess(res: unknown, fallback: string): void {
  notifications.show({ color: 'green', title: 'Berhasil', message: messageFrom(res, fallback) });
}

export interface SubmitFeedback<T> {
  /** The success toast's text when the server sends no message. */
  success: string;
  onSuccess?: (res: T) => void;
  /** Shows a 422's field errors on the form (focus on the first); without it the 422 is a toast. */
  setErrors?: (errors: FormErrors) => void;
  /** Payload field names → the form's own names, where they differ. */
  mapErrors?: (errors: FormErrors) => FormErrors;
  /** Title of the toast of a 422 that no field shows (default 'Oops...'). */
  errorTitle?: string;
  /** 422 fields the form does not show, toasted too (default: validasi, the planning lock); 'all': every 422. */
  toastFields?: readonly string[] | 'all';
  /** Failures handled here besides 422 (e.g. 404 of a record deleted meanwhile). */
  alsoStatuses?: readonly number[];
}

/**
 * The callbacks of every mutation of the app (`mutation.mutate(vars, submitFeedback({...}))`):
 * success toast, then the 422 of the server as field errors on the form, or as a toast when it
 * names no field of the form (e.g. the planning lock, errors.validasi). Other failures are left to
 * the global handling of api/client.
 */
export function submitFeedback<T>(options: SubmitFeedback<T>) {
  const toastError = (message: string) =>
    notifications.show({ color: 'red', title: options.errorTitle ?? 'Oops...', message });
  return {
    onSuccess: (res: T) => {
      toastSuccess(res, options.success);
      options.onSuccess?.(res);
    },
    onError: (error: unknown) => {
      if (!isApiError(error)) return;
      if (error.status !== 422 && !options.alsoStatuses?.includes(error.status)) return;
      if (!options.setErrors || error.status !== 422) {
        toastError(error.message);
        return;
      }
      const map = options.mapErrors ?? ((errors: FormErrors) => errors);
      options.setErrors(map(serverFieldErrors(error.errors)));
      focusFirstError();
      const keys = Object.keys(error.errors);
      const toastFields = options.toastFields ?? ['validasi'];
      if (toastFields === 'all' || keys.length === 0 || keys.some((k) => toastFields.includes(k)))
        toastError(error.message);
    },
  };
}

/**
 * Writes one after the other (e.g. save every row, then submit): one success toast at the end with
 * the last answer's message, or the first failure (which stops the rest) shown as submitFeedback
 * shows it (a 422 on the form's fields). By promises, not mutate callbacks: the form may remount
 * when its data refreshes between the steps. Resolves whether every step succeeded.
 */
export async function submitSequence<T>(
  steps: (() => Promise<unknown>)[],
  options: SubmitFeedback<T>,
): Promise<boolean> {
  const feedback = submitFeedback(options);
  try {
    let last: unknown;
    for (const step of steps) last = await step();
    feedback.onSuccess(last as T);
    return true;
  } catch (error) {
    feedback.onError(error);
    return false;
  }
}

/** Validates a payload with the shared zod schema: inline errors (and no request) when it fails. */
export function validatePayload(
  schema: z.ZodType,
  body: unknown,
  setErrors: (errors: FormErrors) => void,
  mapErrors: (errors: FormErrors) => FormErrors = (errors) => errors,
): boolean {
  const parsed = schema.safeParse(body);
  if (parsed.success) return true;
  setErrors(mapErrors(zodFieldErrors(parsed.error)));
  focusFirstError();
  return false;
}

interface CrudSubmitOptions<R> {
  /** Shows field errors on the form (zod's on the client, the server's 422 after). */
  setErrors: (errors: FormErrors) => void;
  /** Payload field names → the form's own names, where they differ. */
  mapErrors?: (errors: FormErrors) => FormErrors;
  onSaved: (saved: R) => void;
}

/**
 * Submit of a CRUD form: validates the payload with the shared zod schema (inline errors, no
 * request), then creates (no id) or updates, with the feedback of submitFeedback.
 */
export function useCrudSubmit<R>(group: string, schema: z.ZodType, options: CrudSubmitOptions<R>) {
  const save = useSaveCrud<R>(group);

  const submit = (id: number | undefined, body: Record<string, unknown>) => {
    if (!validatePayload(schema, body, options.setErrors, options.mapErrors)) return;
    save.mutate(
      { id, body },
      submitFeedback({
        success: id === undefined ? 'Data berhasil ditambahkan' : 'Data berhasil diperbarui',
        onSuccess: (res) => options.onSaved(res.data),
        setErrors: options.setErrors,
        mapErrors: options.mapErrors,
      }),
    );
  };

  return { submit, saving: save.isPending };
}
