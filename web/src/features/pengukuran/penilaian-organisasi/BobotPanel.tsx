import { Button, Group, NumberInput, Paper, SimpleGrid, Text, Title } from '@mantine/core';
import { can, KOMPONEN_PENILAIAN, LABEL_KOMPONEN, type BobotPenilaianBody } from '@sakip/domain';
import { useState } from 'react';
import { useSession } from '../../../api/session';
import { submitFeedback } from '../../../components/crud/use-crud-submit';
import type { FormErrors } from '../../../components/form/use-zod-form';
import { useBobot, useSaveBobot, type Bobot } from './api';

function BobotForm({ bobot, editable }: { bobot: Bobot; editable: boolean }) {
  const [values, setValues] = useState<Record<string, number | string>>(bobot.bobot);
  const [errors, setErrors] = useState<FormErrors>({});
  const save = useSaveBobot();
  const submit = () =>
    save.mutate(
      Object.fromEntries(
        KOMPONEN_PENILAIAN.map((k) => [k, values[k] === '' ? '' : Number(values[k])]),
      ) as BobotPenilaianBody,
      submitFeedback({ success: 'Bobot penilaian berhasil disimpan', setErrors, onSuccess: () => setErrors({}) }),
    );
  return (
    <>
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }} spacing="sm">
        {KOMPONEN_PENILAIAN.map((k) => (
          <NumberInput
            key={k}
            label={`${LABEL_KOMPONEN[k]} (%)`}
            value={values[k] ?? ''}
            min={0}
            max={100}
            allowDecimal={false}
            readOnly={!editable}
            error={errors[k]}
            onChange={(v) => setValues((s) => ({ ...s, [k]: v }))}
          />
        ))}
      </SimpleGrid>
      {editable ? (
        <Group justify="flex-end" mt="sm">
          <Button onClick={submit} loading={save.isPending}>
            Simpan Bobot
          </Button>
        </Group>
      ) : null}
    </>
  );
}

/** The year's weights: shown to every reader, edited by super (permission table). */
export function BobotPanel() {
  const { user } = useSession();
  const { data } = useBobot();
  const bobot = data?.data;
  return (
    <Paper withBorder radius="md" p="md" mb="md">
      <Title order={2} size="h4" mb="xs">
        Bobot Komponen Penilaian
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {bobot?.bawaan ? 'Bobot bawaan (belum ditetapkan untuk tahun ini). ' : ''}Komponen yang belum memiliki data
        ditampilkan '-' dan tidak dihitung; bobot komponen lainnya dinormalisasi sehingga berjumlah 100%.
      </Text>
      {bobot ? (
        <BobotForm
          key={JSON.stringify(bobot.bobot)}
          bobot={bobot}
          editable={can(user, 'write', 'penilaian-kinerja-organisasi')}
        />
      ) : null}
    </Paper>
  );
}
