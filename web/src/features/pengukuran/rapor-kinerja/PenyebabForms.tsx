import { FormActions } from '../../../components/form/FormParts';
import { NumberInput, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import {
  langkahPerbaikanSchema,
  type RaporItemDetail,
  type RaporLangkahPerbaikan,
  type RaporPenyebab,
} from '@sakip/domain';
import { useState } from 'react';
import { submitFeedback, validatePayload } from '../../../components/crud/use-crud-submit';
import type { FormErrors } from '../../../components/form/use-zod-form';
import { useRaporWrite } from './api';

/** The two forms of the causes page: a cause of failure, and a corrective step of a cause. */

const first = (errors: FormErrors, key: string) => errors[key] ?? undefined;

type StepValues = {
  sasaran: string;
  indikator: string;
  satuan: string;
  target: number | string;
  anggaran: number | string;
};

/** The fields of a corrective step, with their errors. */
function StepFields({
  v,
  set,
  errors,
}: {
  v: StepValues;
  set: (key: keyof StepValues) => (value: string | number) => void;
  errors: FormErrors;
}) {
  return (
    <>
      <Textarea
        label="Langkah Aksi"
        required
        autosize
        minRows={2}
        value={v.sasaran}
        onChange={(e) => set('sasaran')(e.currentTarget.value)}
        error={first(errors, 'sasaran')}
        data-autofocus
      />
      <TextInput
        label="Indikator"
        required
        value={v.indikator}
        onChange={(e) => set('indikator')(e.currentTarget.value)}
        error={first(errors, 'indikator')}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label="Satuan"
          required
          value={v.satuan}
          onChange={(e) => set('satuan')(e.currentTarget.value)}
          error={first(errors, 'satuan')}
        />
        <NumberInput
          label="Target"
          required
          decimalSeparator=","
          thousandSeparator="."
          value={v.target}
          onChange={set('target')}
          error={first(errors, 'target')}
        />
      </SimpleGrid>
      <NumberInput
        label="Usulan Anggaran (Rp)"
        required
        decimalSeparator=","
        thousandSeparator="."
        prefix="Rp "
        value={v.anggaran}
        onChange={set('anggaran')}
        error={first(errors, 'anggaran')}
      />
    </>
  );
}

export function CauseForm({
  item,
  tw,
  cause,
  onDone,
}: {
  item: RaporItemDetail;
  tw: number;
  cause: RaporPenyebab | null;
  onDone: () => void;
}) {
  const [text, setText] = useState(cause?.penyebab ?? '');
  const [errors, setErrors] = useState<FormErrors>({});
  const write = useRaporWrite();
  const body = { kinerja_sub_kegiatan_id: item.id, triwulan: tw, penyebab: text };
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    write.mutate(
      cause ? { kind: 'penyebab-ubah', id: cause.id, body } : { kind: 'penyebab-baru', body },
      submitFeedback({
        success: 'Penyebab kegagalan disimpan',
        setErrors,
        onSuccess: onDone,
        toastFields: ['triwulan', 'kinerja_sub_kegiatan_id', 'validasi'],
      }),
    );
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Textarea
          label="Penyebab Kegagalan"
          required
          autosize
          minRows={3}
          maxLength={5000}
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          error={first(errors, 'penyebab')}
          data-autofocus
        />
        <FormActions onCancel={onDone} saving={write.isPending} />
      </Stack>
    </form>
  );
}

/** A corrective step: a langkah aksi of the item linked to the cause, with its proposed budget. */
export function StepForm({
  item,
  cause,
  step,
  onDone,
}: {
  item: RaporItemDetail;
  cause: RaporPenyebab;
  step: RaporLangkahPerbaikan | null;
  onDone: () => void;
}) {
  const [v, setV] = useState<StepValues>({
    sasaran: step?.sasaran ?? '',
    indikator: step?.indikator ?? '',
    satuan: step?.satuan ?? '',
    target: step?.target ?? '',
    anggaran: step?.anggaran ?? '',
  });
  const [errors, setErrors] = useState<FormErrors>({});
  const write = useRaporWrite();
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const body = {
      sasaran: v.sasaran,
      indikator: v.indikator,
      satuan: v.satuan,
      polaritas: 'naik',
      target: v.target === '' ? null : v.target,
      anggaran: v.anggaran === '' ? null : v.anggaran,
    };
    // The step's own labels ("Langkah Aksi", "Usulan Anggaran"), a negative budget refused on its field.
    if (!validatePayload(langkahPerbaikanSchema, body, setErrors)) return;
    write.mutate(
      step
        ? { kind: 'langkah-ubah', id: step.id, body: { ...body, kinerja_sub_kegiatan_id: item.id } }
        : { kind: 'langkah-baru', penyebabId: cause.id, body },
      submitFeedback({ success: 'Langkah aksi perbaikan disimpan', setErrors, onSuccess: onDone }),
    );
  };
  const set = (key: keyof StepValues) => (value: string | number) => setV((s) => ({ ...s, [key]: value }));
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Text size="sm" c="dimmed">
          Penyebab: {cause.penyebab}
        </Text>
        <StepFields v={v} set={set} errors={errors} />
        <FormActions onCancel={onDone} saving={write.isPending} />
      </Stack>
    </form>
  );
}
