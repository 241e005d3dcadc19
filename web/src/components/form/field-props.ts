import type { FormErrors } from './use-zod-form';

interface FieldState<V extends Record<string, unknown>> {
  values: V;
  errors: FormErrors;
  setField: <K extends keyof V>(field: K, value: V[K]) => void;
  disabled: boolean;
}

/**
 * The props of a form's text and number inputs bound to a useZodForm state (value, error,
 * disabled, onChange; numbers with the id-ID decimal comma), so that forms only name the field:
 * <TextInput {...f.text('satuan', 'Satuan', true)} />, <NumberInput {...f.number('target', 'Target', true)} />.
 */
export function fieldProps<V extends Record<string, unknown>>({ values, errors, setField, disabled }: FieldState<V>) {
  return {
    text: (key: keyof V & string, label: string, required = false) => ({
      label,
      required,
      value: typeof values[key] === 'string' ? values[key] : '',
      error: errors[key],
      disabled,
      onChange: (e: { currentTarget: { value: string } }) => setField(key, e.currentTarget.value as V[typeof key]),
    }),
    number: (key: keyof V & string, label: string, required = false, money = false) => ({
      label,
      required,
      value: typeof values[key] === 'number' ? values[key] : '',
      error: errors[key],
      disabled,
      decimalSeparator: ',',
      thousandSeparator: money ? '.' : undefined,
      hideControls: true,
      onChange: (v: string | number) => setField(key, (v === '' ? null : Number(v)) as V[typeof key]),
    }),
  };
}
