import { Button, Group, NumberInput, Paper, SimpleGrid, Text, Title } from '@mantine/core';
import {
  bobotPenilaianSchema,
  can,
  formatPercent,
  KOMPONEN_PENILAIAN,
  LABEL_KOMPONEN,
  type BobotPenilaianBody,
} from '@sakip/domain';
import { useState } from 'react';
import { useSession } from '../../../api/session';
import { submitFeedback, validatePayload } from '../../../components/crud/use-crud-submit';
import type { FormErrors } from '../../../components/form/use-zod-form';
import { useBobot, useSaveBobot, type Bobot } from './api';

/** The weights as read-only text (issue 25 item 23: no input that looks editable but is not). */
function BobotView({ bobot }: { bobot: Bobot }) {
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }} spacing="sm" component="dl" m={0}>
      {KOMPONEN_PENILAIAN.map((k) => (
        <div key={k}>
          <Text component="dt" size="sm" c="dimmed">
            {LABEL_KOMPONEN[k]}
          </Text>
          <Text component="dd" m={0} fw={700} data-testid={`bobot-${k}`}>
            {formatPercent(bobot.bobot[k], 0)}
          </Text>
        </div>
      ))}
    </SimpleGrid>
  );
}

function BobotForm({ bobot }: { bobot: Bobot }) {
  const [values, setValues] = useState<Record<string, number | string>>(bobot.bobot);
  const [errors, setErrors] = useState<FormErrors>({});
  const save = useSaveBobot();
  const submit = () => {
    const body = Object.fromEntries(
      KOMPONEN_PENILAIAN.map((k) => [k, values[k] === '' ? '' : Number(values[k])]),
    ) as BobotPenilaianBody;
    if (!validatePayload(bobotPenilaianSchema, body, setErrors)) return;
    save.mutate(
      { body },
      submitFeedback({ success: 'Bobot penilaian berhasil disimpan', setErrors, onSuccess: () => setErrors({}) }),
    );
  };
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
            error={errors[k]}
            onChange={(v) => setValues((s) => ({ ...s, [k]: v }))}
          />
        ))}
      </SimpleGrid>
      <Group justify="flex-end" mt="sm">
        <Button onClick={submit} loading={save.isPending}>
          Simpan Bobot
        </Button>
      </Group>
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
      {!bobot ? null : can(user, 'write', 'penilaian-kinerja-organisasi') ? (
        <BobotForm key={JSON.stringify(bobot.bobot)} bobot={bobot} />
      ) : (
        <BobotView bobot={bobot} />
      )}
    </Paper>
  );
}
