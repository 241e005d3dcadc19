import { Button, NumberInput, Paper, Table, Text } from '@mantine/core';
import { TRIWULAN_ROMAWI, type PenambahanOutputRow } from '@sakip/domain';
import { useState } from 'react';
import { isApiError } from '../../../api/client';
import { submitFeedback } from '../../../components/crud/use-crud-submit';
import type { FormErrors } from '../../../components/form/use-zod-form';
import { LoadingText } from '../../../components/LoadingText';
import { PageHeader } from '../../../components/PageHeader';
import { usePenambahanOutput, useSavePenambahanOutput } from './api';

const KEYS = ['tw1', 'tw2', 'tw3', 'tw4'] as const;

function Row({ row }: { row: PenambahanOutputRow }) {
  const [v, setV] = useState<Record<(typeof KEYS)[number], number | string>>({
    tw1: row.tw1,
    tw2: row.tw2,
    tw3: row.tw3,
    tw4: row.tw4,
  });
  const [errors, setErrors] = useState<FormErrors>({});
  const save = useSavePenambahanOutput();
  const dirty = KEYS.some((k) => Number(v[k]) !== row[k]);
  const onSave = () =>
    save.mutate(
      {
        body: {
          satuan_kerja_id: row.satuan_kerja_id,
          tw1: Number(v.tw1),
          tw2: Number(v.tw2),
          tw3: Number(v.tw3),
          tw4: Number(v.tw4),
        },
      },
      submitFeedback({ success: 'Penambahan jumlah output berhasil disimpan', setErrors, toastFields: 'all' }),
    );
  return (
    <Table.Tr>
      <Table.Td>{row.satuan_kerja_nama}</Table.Td>
      {KEYS.map((k, i) => (
        <Table.Td key={k}>
          <NumberInput
            aria-label={`Triwulan ${TRIWULAN_ROMAWI[i]} ${row.satuan_kerja_nama}`}
            min={0}
            allowDecimal={false}
            allowNegative={false}
            w={100}
            value={v[k]}
            onChange={(value) => setV((s) => ({ ...s, [k]: value }))}
            error={errors[k]}
          />
        </Table.Td>
      ))}
      <Table.Td>
        <Button size="xs" disabled={!dirty} loading={save.isPending} onClick={onSave}>
          Simpan
        </Button>
      </Table.Td>
    </Table.Tr>
  );
}

/** /rapor-kinerja/penambahan-jumlah-output: the four quarterly counts (SPEC: only 2023). */
export default function PenambahanOutputPage() {
  const { data, isPending, error } = usePenambahanOutput();
  return (
    <>
      <PageHeader title="Penambahan Jumlah Output" description={data ? `Tahun ${data.data.tahun}` : undefined} />
      {isPending ? <LoadingText /> : null}
      {error ? (
        <Paper withBorder p="md">
          <Text>{isApiError(error) ? error.message : 'Data tidak ditemukan'}</Text>
        </Paper>
      ) : null}
      {data ? (
        <Paper withBorder radius="md" p="md">
          <Table.ScrollContainer minWidth={700}>
            <Table withTableBorder fz="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Satuan Kerja</Table.Th>
                  {TRIWULAN_ROMAWI.map((r) => (
                    <Table.Th key={r}>Triwulan {r}</Table.Th>
                  ))}
                  <Table.Th>Aksi</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.data.units.map((row) => (
                  <Row key={row.satuan_kerja_id} row={row} />
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Paper>
      ) : null}
    </>
  );
}
