import { Button, Card, Group, MultiSelect, Stack, Table, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { ROLE_LABELS, type LkeValidatorUnitRow, type RoleName } from '@sakip/domain';
import { useState } from 'react';
import { useSatuanKerjaOptions } from '../../../api/options';
import { useSession } from '../../../api/session';
import { useYear } from '../../../api/year';
import { LoadingText } from '../../../components/LoadingText';
import { submitFeedback } from '../../../components/crud/use-crud-submit';
import { useSalinLembar, useSaveValidatorUnits, useValidatorUnits } from './lke-admin-api';

/**
 * Super's LKE administration on /lke/rekap-pd (DOMAIN-2 §2): which validator evaluates which unit
 * in the year (one row per validator, saved per row), and copying the worksheet to the next year.
 */
export function LkeAdminPanel() {
  const { user } = useSession();
  const isSuper = user?.role === 'super';
  if (!isSuper) return null;
  return <AdminPanel />;
}

function AdminPanel() {
  const tahun = useYear('auth');
  const query = useValidatorUnits(true);
  const options = useSatuanKerjaOptions();
  const salin = useSalinLembar();
  const rows = query.data?.data ?? [];

  const confirmSalin = () =>
    modals.openConfirmModal({
      title: 'Salin Lembar Kerja',
      centered: true,
      children: (
        <Text size="sm">
          Salin lembar kerja LKE tahun {tahun} (komponen, sub komponen, kriteria, pilihan jawaban dan eviden) ke tahun{' '}
          {tahun + 1}? Penyalinan hanya dapat dilakukan bila tahun {tahun + 1} belum memiliki lembar kerja.
        </Text>
      ),
      labels: { confirm: 'Salin', cancel: 'Batal' },
      onConfirm: () =>
        salin.mutate({ dari_tahun: tahun, ke_tahun: tahun + 1 }, submitFeedback({ success: 'Lembar kerja disalin' })),
    });

  return (
    <Card withBorder>
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <Title order={4}>Penugasan Validator LKE</Title>
          <Button variant="light" onClick={confirmSalin} loading={salin.isPending}>
            Salin Lembar Kerja ke Tahun Berikutnya
          </Button>
        </Group>
        <Text size="sm" c="dimmed">
          Satuan kerja yang dinilai oleh setiap validator pada tahun {tahun}.
        </Text>
        {query.isLoading ? <LoadingText /> : null}
        {!query.isLoading && !rows.length ? <Text size="sm">Belum ada pengguna validator LKE.</Text> : null}
        {rows.length ? (
          <Table.ScrollContainer minWidth={560}>
            <Table withTableBorder verticalSpacing="sm" layout="fixed">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th w="26%">Validator</Table.Th>
                  <Table.Th>Satuan Kerja</Table.Th>
                  <Table.Th w={96}>Aksi</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((row) => (
                  <ValidatorRow
                    key={row.user_id}
                    row={row}
                    options={options.data ?? []}
                  />
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        ) : null}
      </Stack>
    </Card>
  );
}

function ValidatorRow({ row, options }: { row: LkeValidatorUnitRow; options: { value: string; label: string }[] }) {
  // The user's unsaved choice; null shows what the server holds. The row keeps its identity
  // (key = user) across the refetch after a save: a remount would drop the save's callbacks.
  const [edited, setEdited] = useState<string[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const save = useSaveValidatorUnits();
  const value = edited ?? row.satuan_kerja_ids;
  const dirty = value.slice().sort().join(',') !== row.satuan_kerja_ids.slice().sort().join(',');
  const onSave = () =>
    save.mutate(
      { userId: row.user_id, satuan_kerja_ids: value },
      submitFeedback({
        success: 'Penugasan validator berhasil disimpan',
        onSuccess: () => setEdited(null),
        setErrors: (errors) => setError(Object.values(errors).find(Boolean) ?? null),
        toastFields: 'all',
      }),
    );
  return (
    <Table.Tr>
      <Table.Td>
        <Text size="sm" fw={500}>
          {row.nama}
        </Text>
        <Text size="xs" c="dimmed">
          {ROLE_LABELS[row.role as RoleName] ?? row.role} · {row.username}
        </Text>
      </Table.Td>
      <Table.Td>
        <MultiSelect
          aria-label={`Satuan kerja ${row.nama}`}
          data={options}
          value={value}
          onChange={(v) => {
            setEdited(v);
            setError(null);
          }}
          searchable
          clearable
          hidePickedOptions
          placeholder={value.length ? undefined : 'Pilih satuan kerja'}
          nothingFoundMessage="Tidak ditemukan"
          error={error}
          maxDropdownHeight={260}
        />
      </Table.Td>
      <Table.Td>
        <Button size="xs" onClick={onSave} loading={save.isPending} disabled={!dirty}>
          Simpan
        </Button>
      </Table.Td>
    </Table.Tr>
  );
}
