import { FormActions } from '../../components/form/FormParts';
import { Alert, Select, Stack, Textarea, TextInput } from '@mantine/core';
import {
  BATAS_WAKTU_KODE,
  BATAS_WAKTU_LABELS,
  batasWaktuSchema,
  type BatasWaktuKode,
  type BatasWaktuRecord,
} from '@sakip/domain';
import type { FormEvent } from 'react';
import { submitFeedback } from '../../components/crud/use-crud-submit';
import { useZodForm } from '../../components/form/use-zod-form';
import { useSaveBatasWaktu } from './api';

export const KODE_OPTIONS = BATAS_WAKTU_KODE.map((kode) => ({ value: kode, label: BATAS_WAKTU_LABELS[kode] }));

export function kodeLabel(kode: string): string {
  return (BATAS_WAKTU_LABELS as Record<string, string>)[kode] ?? kode;
}

interface Values {
  kode: BatasWaktuKode | undefined;
  nama: string;
  nilai_date: string;
  keterangan: string;
  [key: string]: unknown;
}

function initial(record: BatasWaktuRecord | null): Values {
  return {
    kode: (BATAS_WAKTU_KODE as readonly string[]).includes(record?.kode ?? '')
      ? (record?.kode as BatasWaktuKode)
      : undefined,
    nama: record?.nama ?? '',
    nilai_date: record?.nilai_date?.slice(0, 10) ?? '',
    keterangan: record?.keterangan ?? '',
  };
}

/** Create or edit one deadline; validated with batasWaktuSchema before sending. */
export function BatasWaktuForm({ record, onDone }: { record: BatasWaktuRecord | null; onDone: () => void }) {
  const form = useZodForm(batasWaktuSchema, initial(record));
  const save = useSaveBatasWaktu();
  const { values, errors, setField } = form;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = form.validate();
    if (!parsed) return;
    save.mutate(
      { id: record?.id, body: parsed },
      submitFeedback({
        success: record ? 'Batas waktu berhasil diperbarui' : 'Batas waktu berhasil ditambahkan',
        onSuccess: onDone,
        setErrors: form.setErrors,
      }),
    );
  };

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label={record ? 'Formulir ubah batas waktu' : 'Formulir tambah batas waktu'}
    >
      <Stack gap="md">
        <Select
          label="Jenis Batas Waktu"
          required
          data={KODE_OPTIONS}
          value={values.kode ?? null}
          onChange={(v) => {
            const kode = v ?? undefined;
            setField('kode', kode);
            if (kode && !values.nama.trim()) setField('nama', BATAS_WAKTU_LABELS[kode]);
          }}
          error={errors.kode}
          allowDeselect={false}
          data-autofocus
        />
        <TextInput
          label="Nama"
          required
          value={values.nama}
          onChange={(e) => setField('nama', e.currentTarget.value)}
          error={errors.nama}
        />
        <TextInput
          label="Tanggal"
          type="date"
          required
          value={values.nilai_date}
          onChange={(e) => setField('nilai_date', e.currentTarget.value)}
          error={errors.nilai_date}
          description="Batas waktu berakhir pada pukul 00.00 di awal tanggal ini."
        />
        <Textarea
          label="Keterangan"
          autosize
          minRows={2}
          value={values.keterangan}
          onChange={(e) => setField('keterangan', e.currentTarget.value)}
          error={errors.keterangan}
        />
        {errors.tahun ? (
          <Alert color="red" variant="light" role="alert">
            {errors.tahun}
          </Alert>
        ) : null}
        <FormActions onCancel={onDone} saving={save.isPending} />
      </Stack>
    </form>
  );
}
