import { NumberInput, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { RPJMD_NODES, type RpjmdNode } from '@sakip/domain';
import type { FormEvent } from 'react';
import { focusFirstError, useZodForm } from '../../../components/form/use-zod-form';
import { emptyPerTahun, PerTahunFields, type PerTahunValues } from '../rpjmd/PerTahun';
import { useSaveNode } from './node-api';
import { FormActions, PolaritasField } from '../../../components/form/FormParts';
import { submitFeedback } from '../../../components/crud/use-crud-submit';

type Values = Record<string, unknown>;

/** The text field of each kind ('misi', 'tujuan', 'sasaran' or 'indikator'). */
export const NODE_TEXT: Record<RpjmdNode, string> = {
  misi: 'misi',
  tujuan: 'tujuan',
  'indikator-tujuan': 'indikator',
  'sasaran-strategis': 'sasaran',
  'indikator-sasaran-strategis': 'indikator',
};
const isIndikator = (kind: RpjmdNode) => kind === 'indikator-tujuan' || kind === 'indikator-sasaran-strategis';

function initialValues(kind: RpjmdNode, parentId: number, record: Values | null): Values {
  const values: Values = {
    [RPJMD_NODES[kind].parentKey]: parentId,
    nomor: record?.nomor ?? null,
    [NODE_TEXT[kind]]: record?.[NODE_TEXT[kind]] ?? '',
  };
  if (isIndikator(kind)) {
    values.satuan = record?.satuan ?? '';
    values.polaritas = record?.polaritas ?? 'naik';
  }
  if (kind === 'indikator-tujuan') {
    Object.assign(values, {
      baseline: record?.baseline ?? null,
      ...emptyPerTahun(record as Partial<PerTahunValues> | null),
    });
  }
  return values;
}

/** Add or edit one node of the RPJMD tree (shown in a modal of the visi page). */
export function NodeForm({
  kind,
  parentId,
  record,
  tahunAwal,
  onDone,
}: {
  kind: RpjmdNode;
  parentId: number;
  record: Values | null;
  tahunAwal: number;
  onDone: () => void;
}) {
  const meta = RPJMD_NODES[kind];
  const form = useZodForm(meta.schema, initialValues(kind, parentId, record));
  const { values, errors, setField } = form;
  const save = useSaveNode(kind);
  const textKey = NODE_TEXT[kind];

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = form.validate();
    if (!parsed) return focusFirstError();
    save.mutate(
      { id: record ? Number(record.id) : undefined, body: parsed },
      submitFeedback({
        success: 'Data berhasil disimpan',
        onSuccess: onDone,
        setErrors: form.setErrors,
        // The parent is chosen in the tree, not in this form: its error is a toast.
        toastFields: [meta.parentKey],
        errorTitle: 'Gagal',
      }),
    );
  };
  const num = (key: string, label: string, required = false) => (
    <NumberInput
      label={label}
      required={required}
      value={(values[key] as number | null) ?? ''}
      error={errors[key]}
      decimalSeparator=","
      hideControls
      onChange={(v) => setField(key, v === '' ? null : Number(v))}
    />
  );

  return (
    <form onSubmit={onSubmit} noValidate aria-label={`Formulir ${meta.label.toLowerCase()}`}>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: isIndikator(kind) ? 3 : 1 }}>
          {num('nomor', 'Nomor', true)}
          {isIndikator(kind) ? (
            <TextInput
              label="Satuan"
              required
              value={values.satuan as string}
              error={errors.satuan}
              onChange={(e) => setField('satuan', e.currentTarget.value)}
            />
          ) : null}
          {kind === 'indikator-tujuan' ? num('baseline', `Baseline (${tahunAwal - 1})`) : null}
        </SimpleGrid>
        <Textarea
          label={meta.label}
          required
          autosize
          minRows={2}
          value={values[textKey] as string}
          error={errors[textKey]}
          onChange={(e) => setField(textKey, e.currentTarget.value)}
        />
        {isIndikator(kind) ? (
          <PolaritasField value={values.polaritas as string} onChange={(v) => setField('polaritas', v)} />
        ) : null}
        {kind === 'indikator-tujuan' ? (
          <PerTahunFields
            values={values as unknown as PerTahunValues}
            errors={errors}
            tahunAwal={tahunAwal}
            targetRequired={false}
            disabled={save.isPending}
            onChange={(key, v) => setField(key, v)}
          />
        ) : null}
        <FormActions onCancel={onDone} saving={save.isPending} cancelDisabled={save.isPending} />
      </Stack>
    </form>
  );
}
