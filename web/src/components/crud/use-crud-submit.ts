import { notifications } from '@mantine/notifications';
import type { z } from 'zod';
import { isApiError, messageFrom } from '../../api/client';
import { useSaveCrud } from '../../api/crud';
import { focusFirstError, serverFieldErrors, zodFieldErrors, type FormErrors } from '../form/use-zod-form';

interface CrudSubmitOptions<R> {
  /** Shows field errors on the form (zod's on the client, the server's 422 after). */
  setErrors: (errors: FormErrors) => void;
  /** Payload field names → the form's own names, where they differ. */
  mapErrors?: (errors: FormErrors) => FormErrors;
  onSaved: (saved: R) => void;
}

/**
 * Submit of a CRUD form: validates the payload with the shared zod schema (inline errors, no
 * request), then creates (no id) or updates; a 422 of the server shows its field errors inline,
 * and a 422 without a field of the form (e.g. the planning lock, errors.validasi) as a toast.
 */
export function useCrudSubmit<R>(group: string, schema: z.ZodType, options: CrudSubmitOptions<R>) {
  const save = useSaveCrud<R>(group);
  const map = options.mapErrors ?? ((errors: FormErrors) => errors);

  const submit = (id: number | undefined, body: Record<string, unknown>) => {
    const parsed = schema.safeParse(body);
    if (!parsed.success) {
      options.setErrors(map(zodFieldErrors(parsed.error)));
      focusFirstError();
      return;
    }
    save.mutate(
      { id, body },
      {
        onSuccess: (res) => {
          notifications.show({
            color: 'green',
            title: 'Berhasil',
            message: messageFrom(res, id === undefined ? 'Data berhasil ditambahkan' : 'Data berhasil diperbarui'),
          });
          options.onSaved(res.data);
        },
        onError: (error) => {
          if (!isApiError(error) || error.status !== 422) return;
          options.setErrors(map(serverFieldErrors(error.errors)));
          focusFirstError();
          const keys = Object.keys(error.errors);
          if (keys.length === 0 || keys.includes('validasi')) {
            notifications.show({ color: 'red', title: 'Oops...', message: error.message });
          }
        },
      },
    );
  };

  return { submit, saving: save.isPending };
}
