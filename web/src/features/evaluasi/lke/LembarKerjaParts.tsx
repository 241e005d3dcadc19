import { ActionIcon, Button, Group, Select, Textarea, TextInput, Tooltip } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconArrowDown, IconArrowUp } from '@tabler/icons-react';
import { LKE_LEMBAR_LEVEL_LABEL, type LkeLembarLevel } from '@sakip/domain';
import { useState, type ReactNode } from 'react';
import { DecimalInput } from '../../../components/form/DecimalInput';
import type { FormErrors } from '../../../components/form/use-zod-form';
import { submitFeedback } from '../../../components/crud/use-crud-submit';
import { useLembarKerjaWrite, type LembarWrite } from './lke-admin-api';

/** The parts of the worksheet editor: a row form written once for every level, and a row's actions. */

export interface RowField {
  key: string;
  label: string;
  kind?: 'text' | 'textarea' | 'number' | 'select';
  data?: { value: string; label: string }[];
  /** Width in a row (flex grow otherwise). */
  w?: number;
}

type Values = Record<string, unknown>;

interface RowFormProps {
  fields: RowField[];
  initial: Values;
  /** The write of the form's values (a PUT of the row, or a POST of a new row). */
  write: (values: Values) => LembarWrite;
  submitLabel: string;
  success: string;
  disabled: boolean;
  /** A creation form empties itself after the save. */
  resetOnSave?: boolean;
  /** Name of the row in the fields' accessible names ("Kriteria 1.a.1"). */
  context: string;
  children?: ReactNode;
}

/** One row of the worksheet as a form: its fields inline, 422 errors on them, the save with the shared feedback. */
export function RowForm({ fields, initial, write, submitLabel, success, disabled, resetOnSave, context, children }: RowFormProps) {
  const [values, setValues] = useState<Values>(initial);
  const [errors, setErrors] = useState<FormErrors>({});
  const mutation = useLembarKerjaWrite();
  const set = (key: string, value: unknown) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
  };
  const submit = () =>
    mutation.mutate(
      write(values),
      submitFeedback({
        success,
        setErrors,
        toastFields: ['tahun', 'id', 'ids'],
        onSuccess: () => (resetOnSave ? setValues(initial) : undefined),
      }),
    );
  return (
    <Group align="flex-end" gap="xs" wrap="wrap">
      {fields.map((f) => {
        const common = {
          key: f.key,
          label: f.label,
          'aria-label': `${f.label} ${context}`,
          error: errors[f.key],
          disabled,
          size: 'xs' as const,
          w: f.w,
          style: f.w ? undefined : { flex: 1, minWidth: 200 },
        };
        const value = values[f.key];
        const text = typeof value === 'string' ? value : '';
        if (f.kind === 'textarea')
          return <Textarea {...common} autosize minRows={1} value={text} onChange={(e) => set(f.key, e.currentTarget.value)} />;
        if (f.kind === 'number')
          return <DecimalInput {...common} value={typeof value === 'number' ? value : null} onChange={(v) => set(f.key, v)} />;
        if (f.kind === 'select')
          return <Select {...common} data={f.data ?? []} allowDeselect={false} value={text} onChange={(v) => set(f.key, v)} />;
        return <TextInput {...common} value={text} onChange={(e) => set(f.key, e.currentTarget.value)} />;
      })}
      <Button size="xs" onClick={submit} loading={mutation.isPending} disabled={disabled} aria-label={`${submitLabel} ${context}`}>
        {submitLabel}
      </Button>
      {children}
    </Group>
  );
}

interface RowActionsProps {
  level: LkeLembarLevel;
  id: number;
  aktif: boolean;
  /** Answered or given evidence: deactivated, never deleted. */
  dipakai: boolean;
  /** The ids of the row's siblings in their order (for moving it up or down). */
  siblings: number[];
  disabled: boolean;
  context: string;
}

/** Move up, move down, deactivate or activate, delete (only what nobody answered) one row. */
export function RowActions({ level, id, aktif, dipakai, siblings, disabled, context }: RowActionsProps) {
  const mutation = useLembarKerjaWrite();
  const label = LKE_LEMBAR_LEVEL_LABEL[level];
  const index = siblings.indexOf(id);
  const run = (write: LembarWrite, success: string) => mutation.mutate(write, submitFeedback({ success }));
  const move = (delta: number) => {
    const ids = [...siblings];
    ids.splice(index, 1);
    ids.splice(index + delta, 0, id);
    run({ kind: 'urutan', level, ids }, 'Urutan berhasil disimpan');
  };
  const confirmDelete = () =>
    modals.openConfirmModal({
      title: `Hapus ${label}`,
      centered: true,
      children: `Hapus ${label.toLowerCase()} ${context}? Baris yang dihapus tidak dapat dikembalikan.`,
      labels: { confirm: 'Hapus', cancel: 'Batal' },
      confirmProps: { color: 'red' },
      onConfirm: () => run({ kind: 'hapus', level, id }, `${label} berhasil dihapus`),
    });
  return (
    <Group gap={4} wrap="nowrap">
      <Tooltip label="Naikkan">
        <ActionIcon variant="subtle" aria-label={`Naikkan ${context}`} disabled={disabled || index <= 0} onClick={() => move(-1)}>
          <IconArrowUp size={16} />
        </ActionIcon>
      </Tooltip>
      <Tooltip label="Turunkan">
        <ActionIcon
          variant="subtle"
          aria-label={`Turunkan ${context}`}
          disabled={disabled || index < 0 || index >= siblings.length - 1}
          onClick={() => move(1)}
        >
          <IconArrowDown size={16} />
        </ActionIcon>
      </Tooltip>
      <Button
        size="compact-xs"
        variant="light"
        color={aktif ? 'orange' : 'green'}
        disabled={disabled}
        aria-label={`${aktif ? 'Nonaktifkan' : 'Aktifkan'} ${context}`}
        onClick={() =>
          run(
            { kind: 'aktif', level, id, aktif: !aktif },
            aktif ? `${label} berhasil dinonaktifkan` : `${label} berhasil diaktifkan`,
          )
        }
      >
        {aktif ? 'Nonaktifkan' : 'Aktifkan'}
      </Button>
      {dipakai ? null : (
        <Button size="compact-xs" variant="subtle" color="red" disabled={disabled} aria-label={`Hapus ${context}`} onClick={confirmDelete}>
          Hapus
        </Button>
      )}
    </Group>
  );
}
