import { NumberInput, Textarea, TextInput } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';
import type { fieldProps } from '../../components/form/field-props';
import { RecordFormFrame } from '../../components/form/RecordFormFrame';
import { SatuanKerjaSelect } from '../../components/OptionSelect';
import { PerencanaanLockAlert, type PerencanaanLock } from './validasi-perencanaan/PerencanaanLock';

interface PlanningFormFrameProps {
  label: string;
  form: { lock: PerencanaanLock; saving: boolean; onSubmit: (event: FormEvent) => void };
  onCancel: () => void;
  children: ReactNode;
}

/** A planning form: the lock notice above the fields, Batal / Simpan below (Simpan off while locked). */
export function PlanningFormFrame({ label, form, onCancel, children }: PlanningFormFrameProps) {
  return (
    <RecordFormFrame
      label={label}
      form={form}
      onCancel={onCancel}
      notice={<PerencanaanLockAlert notice={form.lock.notice} />}
      submitDisabled={form.lock.locked}
    >
      {children}
    </RecordFormFrame>
  );
}

/** The unit of the record, shown to actors who may choose it (super, setda). */
export function PlanningUnitSelect(props: {
  show: boolean;
  value: string | null;
  error: string | undefined;
  disabled: boolean;
  onChange: (value: string | null) => void;
}) {
  const { show, ...select } = props;
  return show ? <SatuanKerjaSelect {...select} /> : null;
}

type Bound = ReturnType<typeof fieldProps<Record<string, unknown>>>;
type TextProps = ReturnType<Bound['text']>;
type NumberProps = ReturnType<Bound['number']>;

/** A text input, or an autosizing textarea (`area`), bound to a form field (`f` of fieldProps). */
export function textInput<K extends string>(
  f: { text: (key: K, label: string, required?: boolean) => TextProps },
  key: K,
  label: string,
  area = false,
  required = false,
) {
  const props = f.text(key, label, required);
  return area ? <Textarea autosize minRows={2} {...props} /> : <TextInput {...props} />;
}

/** A number input bound to a form field (`money`: with thousands separators). */
export function numberInput<K extends string>(
  f: { number: (key: K, label: string, required?: boolean, money?: boolean) => NumberProps },
  key: K,
  label: string,
  required = false,
  money = false,
) {
  return <NumberInput {...f.number(key, label, required, money)} />;
}
