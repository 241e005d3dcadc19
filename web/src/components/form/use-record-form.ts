import type { FormEvent } from 'react';
import type { z } from 'zod';
import { useCrudSubmit } from '../crud/use-crud-submit';
import { fieldProps } from './field-props';
import { useZodForm } from './use-zod-form';

interface RecordFormOptions<R, V> {
  /** The CRUD group (API path). */
  group: string;
  schema: z.ZodType;
  /** The id of the record being edited, or undefined for a new one. */
  recordId: number | undefined;
  initial: V;
  /** The body sent (the values themselves unless said). */
  payload?: (values: V) => Record<string, unknown>;
  onDone: (saved: R | null) => void;
}

/**
 * The state of a CRUD record form: its values (useZodForm), the submit that creates or updates
 * (useCrudSubmit: checked by the shared schema first) and the bound inputs (`f.text`, `f.number`),
 * disabled while saving. The form is drawn in a RecordFormFrame.
 */
export function useRecordForm<R, V extends Record<string, unknown>>(options: RecordFormOptions<R, V>) {
  const { group, schema, recordId, initial, payload, onDone } = options;
  const form = useZodForm(schema, initial);
  const { submit, saving } = useCrudSubmit<R>(group, schema, { setErrors: form.setErrors, onSaved: onDone });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit(recordId, payload ? payload(form.values) : form.values);
  };
  const f = fieldProps({ values: form.values, errors: form.errors, setField: form.setField, disabled: saving });
  return { ...form, saving, onSubmit, f };
}
