import { Group, Radio, Stack, Textarea } from '@mantine/core';
import { validasiBappedaSchema } from '@sakip/domain';
import { useMutation, useQueryClient, type QueryFilters } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useState } from 'react';
import { api } from '../../../api/client';
import { submitFeedback, validatePayload } from '../../../components/crud/use-crud-submit';
import type { FormErrors } from '../../../components/form/use-zod-form';
import { FormActions } from '../../../components/form/FormParts';

type Keputusan = 'ya' | 'tidak' | '';

export interface ValidasiBappedaFormProps {
  /** PUT target of the decision, e.g. /kamus-indikator/7/validasi. */
  path: string;
  /** The queries that show the status (refreshed after the decision). */
  refresh: QueryFilters;
  /** The form's accessible name. */
  name: string;
  /** What is being validated, above the choice. */
  summary: ReactNode;
  /** The record's stored decision and note. */
  record: { status_validasi: boolean; catatan_validasi: string | null };
  onDone: () => void;
}

/** One wording for Bappeda's choice on every record it validates (issue 10 item 14). */
const CHOICE_LABEL = 'Hasil validasi';
const LABELS = { ya: 'Tervalidasi', tidak: 'Dikembalikan' } as const;

/** The stored state as the choice: validated, sent back (a note without validation), or not decided. */
function initialOf(record: ValidasiBappedaFormProps['record']): { keputusan: Keputusan; catatan: string } {
  const keputusan = record.status_validasi ? 'ya' : record.catatan_validasi ? 'tidak' : '';
  return { keputusan, catatan: record.catatan_validasi ?? '' };
}

/** Bappeda's decision on one record (kamus indikator, sub kegiatan): validated, or sent back with a note (required then). */
export function ValidasiBappedaForm({ path, refresh, name, summary, record, onDone }: ValidasiBappedaFormProps) {
  const initial = initialOf(record);
  const queryClient = useQueryClient();
  const [keputusan, setKeputusan] = useState<Keputusan>(initial.keputusan);
  const [catatan, setCatatan] = useState(initial.catatan);
  const [errors, setErrors] = useState<FormErrors>({});
  const save = useMutation({
    mutationFn: (body: unknown) => api.put<{ message: string }>(path, body, { silent422: true }),
    onSuccess: () => queryClient.invalidateQueries(refresh),
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const body = { status_validasi: keputusan === '' ? undefined : keputusan === 'ya', catatan_validasi: catatan };
    if (!validatePayload(validasiBappedaSchema, body, setErrors)) return;
    save.mutate(body, submitFeedback({ success: 'Validasi tersimpan', onSuccess: onDone, setErrors }));
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-label={name}>
      <Stack gap="md">
        {summary}
        <Radio.Group
          label={CHOICE_LABEL}
          required
          value={keputusan}
          onChange={(value) => {
            setKeputusan(value);
            setErrors((prev) => ({ ...prev, status_validasi: undefined }));
          }}
          error={errors.status_validasi}
        >
          <Group mt="xs">
            <Radio value="ya" label={LABELS.ya} />
            <Radio value="tidak" label={LABELS.tidak} />
          </Group>
        </Radio.Group>
        <Textarea
          label="Catatan"
          description="Wajib diisi bila dikembalikan"
          autosize
          minRows={3}
          value={catatan}
          onChange={(event) => {
            setCatatan(event.currentTarget.value);
            setErrors((prev) => ({ ...prev, catatan_validasi: undefined }));
          }}
          error={errors.catatan_validasi}
        />
        <FormActions onCancel={onDone} saving={save.isPending} />
      </Stack>
    </form>
  );
}
