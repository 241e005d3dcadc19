import { Button, Group, MultiSelect, Select, Stack, Switch, Textarea, TextInput } from '@mantine/core';
import type { FormEvent } from 'react';
import type { z } from 'zod';
import { useSaveCrud } from '../../api/crud';
import type { QueryParams } from '../../api/client';
import { useSatuanKerjaOptions } from '../../api/options';
import { useZodForm } from '../form/use-zod-form';
import { OptionSelect, type OptionSelectProps } from '../OptionSelect';
import { submitFeedback } from './use-crud-submit';

/**
 * One field of a simple CRUD form (master data, narratives, kamus, tindak lanjut): the kinds
 * those groups need, rendered with the Mantine input of each kind.
 * - 'unit' is the satuan kerja picker (render it only for actors who may choose the unit);
 * - 'units' a multi-select of units; 'option' an OptionSelect on any list or option call.
 */
export interface CrudField {
  name: string;
  label: string;
  kind: 'text' | 'textarea' | 'date' | 'switch' | 'select' | 'option' | 'unit' | 'units';
  required?: boolean;
  disabled?: boolean;
  description?: string;
  /** 'select': the choices. */
  data?: { value: string; label: string }[];
  /**
   * 'select': the choices read from the form's other fields (e.g. the kinds of the chosen bab); a
   * value no longer among them is cleared when another field changes.
   */
  dataOf?: (values: CrudValues) => { value: string; label: string }[];
  /** 'option': where the choices come from. */
  option?: Pick<OptionSelectProps, 'endpoint' | 'params' | 'valueKey' | 'labelKey' | 'recordsOf' | 'dependsOn'>;
  /** 'option': params read from the form's other fields (e.g. the chosen unit). */
  optionParams?: (values: CrudValues) => QueryParams;
  /** 'option' and 'unit': the record's saved choice, named even when no longer offered (deactivated since). */
  current?: OptionSelectProps['current'];
}

export type CrudValues = Record<string, unknown>;

interface CrudFormProps {
  /** The CRUD group (API path), e.g. 'program' or 'lkip/narasi-pd'. */
  group: string;
  /** Accessible name of the form, e.g. 'Formulir program'. */
  name: string;
  schema: z.ZodType;
  fields: CrudField[];
  initial: CrudValues;
  /** The record's id when editing. */
  id?: number | undefined;
  onDone: (saved: { id: number } | null) => void;
}

function text(value: unknown): string {
  if (typeof value === 'string') return value;
  return typeof value === 'number' ? String(value) : '';
}

const selectData = (field: CrudField, values: CrudValues) => field.dataOf?.(values) ?? field.data ?? [];

/** The values after `name` changes: selects whose choices depend on it lose a value no longer offered. */
function dependentClears(fields: CrudField[], values: CrudValues, name: string): string[] {
  return fields
    .filter((f) => f.kind === 'select' && f.dataOf && f.name !== name)
    .filter((f) => {
      const current = text(values[f.name]);
      return current !== '' && !selectData(f, values).some((d) => d.value === current);
    })
    .map((f) => f.name);
}

function UnitsInput({ field, value, error, onChange }: FieldInputProps) {
  const options = useSatuanKerjaOptions();
  return (
    <MultiSelect
      label={field.label}
      data={options.data ?? []}
      value={Array.isArray(value) ? (value as string[]) : []}
      onChange={onChange}
      error={error}
      searchable
      clearable
      description={field.description}
      disabled={field.disabled}
    />
  );
}

interface FieldInputProps {
  field: CrudField;
  value: unknown;
  error: string | undefined;
  onChange: (value: unknown) => void;
  values?: CrudValues;
}

function FieldInput({ field, value, error, onChange, values }: FieldInputProps) {
  const common = {
    label: field.label,
    required: field.required,
    error,
    description: field.description,
    disabled: field.disabled,
  };
  /** The props of the two pickers ('option', 'unit'): required unless said otherwise (SPEC §5). */
  const picker = {
    current: field.current ?? null,
    label: field.label,
    value: text(value) || null,
    onChange: (v: string | null) => onChange(v ?? ''),
    error,
    required: field.required ?? true,
    disabled: field.disabled ?? false,
  };
  switch (field.kind) {
    case 'textarea':
      return (
        <Textarea
          {...common}
          autosize
          minRows={3}
          maxRows={14}
          value={text(value)}
          onChange={(e) => onChange(e.currentTarget.value)}
        />
      );
    case 'date':
      return (
        <TextInput {...common} type="date" value={text(value)} onChange={(e) => onChange(e.currentTarget.value)} />
      );
    case 'switch':
      return (
        <Switch
          label={field.label}
          checked={value === true}
          onChange={(e) => onChange(e.currentTarget.checked)}
          disabled={field.disabled}
          description={field.description}
        />
      );
    case 'select':
      return (
        <Select
          {...common}
          data={selectData(field, values ?? {})}
          value={text(value) || null}
          onChange={(v) => onChange(v ?? '')}
          allowDeselect={false}
          clearable={field.required === false}
        />
      );
    case 'option':
      if (!field.option) throw new Error(`Field ${field.name}: an 'option' field needs its option source`);
      return (
        <OptionSelect
          {...field.option}
          params={{ ...field.option.params, ...field.optionParams?.(values ?? {}) }}
          {...picker}
        />
      );
    case 'unit':
      return (
        <OptionSelect
          endpoint="/option/satuan-kerja"
          valueKey="satuan_kerja_id"
          labelKey="satuan_kerja_nama"
          {...picker}
        />
      );
    case 'units':
      return <UnitsInput field={field} value={value} error={error} onChange={onChange} />;
    default:
      return <TextInput {...common} value={text(value)} onChange={(e) => onChange(e.currentTarget.value)} />;
  }
}

/**
 * Create or edit a record of a CRUD group: validated with the shared zod schema before sending,
 * the server's 422 shown on the fields.
 */
export function CrudForm({ group, name, schema, fields, initial, id, onDone }: CrudFormProps) {
  const form = useZodForm(schema, initial);
  const save = useSaveCrud<{ id: number }>(group);
  const { values, errors, setField } = form;
  const change = (name: string, value: unknown) => {
    setField(name, value);
    for (const other of dependentClears(fields, { ...values, [name]: value }, name)) setField(other, '');
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = form.validate();
    if (!parsed) return;
    save.mutate(
      { id, body: parsed },
      submitFeedback({
        success: 'Data berhasil disimpan',
        onSuccess: (res) => onDone(res.data),
        setErrors: form.setErrors,
        toastFields: ['data'],
        errorTitle: 'Gagal menyimpan',
      }),
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-label={name}>
      <Stack gap="md" maw={880}>
        {fields.map((field) => (
          <FieldInput
            key={field.name}
            field={field}
            value={values[field.name]}
            error={errors[field.name]}
            onChange={(v) => change(field.name, v)}
            values={values}
          />
        ))}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" type="button" onClick={() => onDone(null)}>
            Batal
          </Button>
          <Button type="submit" loading={save.isPending}>
            Simpan
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
