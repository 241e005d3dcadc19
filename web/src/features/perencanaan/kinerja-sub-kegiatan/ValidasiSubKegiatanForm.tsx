import { Group, Radio, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { validasiBappedaSchema, type KinerjaSubKegiatanRecord } from '@sakip/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { api, isApiError, messageFrom } from '../../../api/client';
import { serverFieldErrors } from '../../../components/form/use-zod-form';
import { FormActions } from '../../../components/form/FormParts';

type Keputusan = 'tervalidasi' | 'dikembalikan' | '';

/** Bappeda's decision on one sub kegiatan: validated, or sent back with a note (required then). */
export function ValidasiSubKegiatanForm({ record, onDone }: { record: KinerjaSubKegiatanRecord; onDone: () => void }) {
  const queryClient = useQueryClient();
  const [keputusan, setKeputusan] = useState<Keputusan>(record.status_validasi ? 'tervalidasi' : '');
  const [catatan, setCatatan] = useState(record.catatan_validasi ?? '');
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const save = useMutation({
    mutationFn: (body: unknown) =>
      api.put<{ message: string }>(`/kinerja-sub-kegiatan/${record.id}/validasi`, body, { silent422: true }),
    // The validation list and the unit's own lists show the status.
    onSuccess: () =>
      queryClient.invalidateQueries({ predicate: (q) => String(q.queryKey[0]).startsWith('kinerja-sub-kegiatan') }),
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = validasiBappedaSchema.safeParse({
      status_validasi: keputusan === '' ? undefined : keputusan === 'tervalidasi',
      catatan_validasi: catatan,
    });
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message])));
      return;
    }
    save.mutate(parsed.data, {
      onSuccess: (res) => {
        notifications.show({ color: 'green', title: 'Berhasil', message: messageFrom(res, 'Validasi tersimpan') });
        onDone();
      },
      onError: (error) => {
        if (isApiError(error) && error.status === 422) setErrors(serverFieldErrors(error.errors));
      },
    });
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Formulir validasi kinerja sub kegiatan">
      <Stack gap="md">
        <Stack gap={2}>
          <Text size="sm" fw={600}>
            {record.sub_kegiatan.kode} {record.sub_kegiatan.nama}
          </Text>
          <Text size="sm">{record.indikator}</Text>
          <Text size="xs" c="dimmed">
            {record.satuan_kerja_nama}
          </Text>
        </Stack>
        <Radio.Group
          label="Keputusan"
          required
          value={keputusan}
          onChange={(value) => {
            setKeputusan(value);
            setErrors((prev) => ({ ...prev, status_validasi: undefined }));
          }}
          error={errors.status_validasi}
        >
          <Group mt="xs">
            <Radio value="tervalidasi" label="Tervalidasi" />
            <Radio value="dikembalikan" label="Belum Tervalidasi (kembalikan)" />
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
