import { Stack } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';
import { FormActions } from './FormParts';

interface RecordFormFrameProps {
  /** The form's accessible name: 'Formulir kinerja cross cutting'. */
  label: string;
  form: { saving: boolean; onSubmit: (event: FormEvent) => void };
  onCancel: () => void;
  /** Shown above the fields (e.g. why saving is held). */
  notice?: ReactNode;
  /** Simpan held (e.g. the planning is locked). */
  submitDisabled?: boolean;
  children: ReactNode;
}

/** A CRUD record form: the fields in a column, Batal / Simpan below (both off while saving). */
export function RecordFormFrame({ label, form, onCancel, notice, submitDisabled, children }: RecordFormFrameProps) {
  const { saving, onSubmit } = form;
  return (
    <form onSubmit={onSubmit} noValidate aria-label={label}>
      <Stack gap="md">
        {notice}
        {children}
        <FormActions onCancel={onCancel} saving={saving} cancelDisabled={saving} submitDisabled={submitDisabled} />
      </Stack>
    </form>
  );
}
