import { Button, Checkbox, Fieldset, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** The Batal / Simpan bar closing a form (Simpan submits the form). */
export function FormActions({
  onCancel,
  saving,
  cancelDisabled,
  submitDisabled,
}: {
  onCancel: () => void;
  saving: boolean;
  cancelDisabled?: boolean;
  /** Saving not allowed now (e.g. the planning is locked). */
  submitDisabled?: boolean;
}) {
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={onCancel} disabled={cancelDisabled}>
        Batal
      </Button>
      <Button type="submit" loading={saving} disabled={submitDisabled}>
        Simpan
      </Button>
    </Group>
  );
}

export type Polaritas = 'naik' | 'turun';

/** The polarity of an indicator: whether a higher realisation is better (naik) or worse (turun). */
export function PolaritasField({
  value,
  onChange,
  disabled,
  naikLabel = 'Naik (lebih tinggi lebih baik)',
}: {
  value: string;
  onChange: (value: Polaritas) => void;
  disabled?: boolean;
  naikLabel?: string;
}) {
  return (
    <div>
      <Text size="sm" fw={500} mb={4}>
        Polaritas
      </Text>
      <SegmentedControl
        aria-label="Polaritas"
        data={[
          { value: 'naik', label: naikLabel },
          { value: 'turun', label: 'Turun' },
        ]}
        value={value}
        disabled={disabled}
        onChange={(v) => onChange(v === 'turun' ? 'turun' : 'naik')}
      />
    </div>
  );
}

export type DefinisiOperasionalKey = 'do_narasi' | 'do_rumus' | 'do_keterangan' | 'do_sumber';

/** The four texts of an indicator's operational definition; `field` renders one input of the form. */
export function DefinisiOperasionalFieldset({
  disabled,
  field,
}: {
  disabled: boolean;
  field: (key: DefinisiOperasionalKey, label: string) => ReactNode;
}) {
  return (
    <Fieldset legend="Definisi operasional" disabled={disabled}>
      <Stack gap="sm">
        {field('do_narasi', 'Narasi')}
        {field('do_rumus', 'Rumus')}
        {field('do_keterangan', 'Keterangan')}
        {field('do_sumber', 'Sumber data')}
      </Stack>
    </Fieldset>
  );
}

type PkFlag = 'status_upload_pk' | 'skp';

/** The "Status upload PK" and "SKP" checkboxes of a planning record. */
export function PkFlagCheckboxes({
  values,
  disabled,
  onChange,
}: {
  values: Record<PkFlag, boolean>;
  disabled: boolean;
  onChange: (key: PkFlag, checked: boolean) => void;
}) {
  return (
    <>
      <Checkbox
        label="Status upload PK"
        checked={values.status_upload_pk}
        disabled={disabled}
        onChange={(e) => onChange('status_upload_pk', e.currentTarget.checked)}
      />
      <Checkbox
        label="SKP"
        checked={values.skp}
        disabled={disabled}
        onChange={(e) => onChange('skp', e.currentTarget.checked)}
      />
    </>
  );
}
