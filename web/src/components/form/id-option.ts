import type { FormErrors } from './use-zod-form';

interface BoundForm<K extends string> {
  values: Record<string, unknown>;
  errors: FormErrors;
  disabled: boolean;
  setField: (key: K, value: number | null) => void;
}

/**
 * The props binding an OptionSelect that picks a record to the form field holding its id (value,
 * error, disabled, onChange with the id as a number), so that a form names only the field:
 * <OptionSelect endpoint="/program" label="Program" {...idOption(form, 'program_id')} />.
 */
export function idOption<K extends string>(form: BoundForm<NoInfer<K>>, key: K) {
  const value = form.values[key];
  return {
    value: typeof value === 'number' ? value : null,
    error: form.errors[key],
    disabled: form.disabled,
    onChange: (v: string | null) => form.setField(key, v === null ? null : Number(v)),
  };
}
