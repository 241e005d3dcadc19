import { Paper, SimpleGrid, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { useEffect } from 'react';
import type { SolusiMasalahSide } from '@sakip/domain';
import { LoadingText } from '../../../components/LoadingText';
import { formatNilai } from '../tree-model';
import { useSolusiMasalah } from './api';
import { EditCatatanButton } from './InfoModals';
import type { CascadingModalRequest } from './modal-events';

const EMPTY = 'Data tidak ditemukan';

const nilai = (value: number | null, satuan: string) => (value === null ? '-' : `${formatNilai(value)} ${satuan}`);
const persen = (value: number | null) => (value === null ? '-' : `${formatNilai(value)}%`);

function Side({ title, uraianLabel, side }: { title: string; uraianLabel: string; side: SolusiMasalahSide | null }) {
  return (
    <Paper withBorder p="sm" component="section" aria-label={title}>
      <Title order={3} size="h5" mb="xs">
        {title}
      </Title>
      {side ? (
        <Stack gap={6}>
          <Text size="sm">
            <b>{side.nama}</b> ({side.tahun})
          </Text>
          <Text size="sm">Sasaran: {side.sasaran}</Text>
          <Text size="sm">Indikator: {side.indikator}</Text>
          <Text size="sm">Pengampu: {side.pengampu}</Text>
          <Text size="sm">
            Target: {nilai(side.target, side.satuan)} · Realisasi: {nilai(side.realisasi, side.satuan)} · Capaian:{' '}
            {persen(side.capaian)}
          </Text>
          <Text size="sm">
            {uraianLabel}: {side.uraian || '-'}
          </Text>
          <Table withTableBorder>
            <Table.Caption>
              <VisuallyHidden>Diagnosa CSF Gagal {title}</VisuallyHidden>
            </Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={48}>No</Table.Th>
                <Table.Th>Diagnosa CSF Gagal</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {side.kinerja_tidak_tercapai.length === 0 ? (
                <Table.Tr>
                  <Table.Td colSpan={2}>{EMPTY}</Table.Td>
                </Table.Tr>
              ) : (
                side.kinerja_tidak_tercapai.map((n, i) => (
                  <Table.Tr key={n.id}>
                    <Table.Td>{i + 1}</Table.Td>
                    <Table.Td>{n.catatan}</Table.Td>
                  </Table.Tr>
                ))
              )}
            </Table.Tbody>
          </Table>
        </Stack>
      ) : (
        <Text size="sm">{EMPTY}</Text>
      )}
    </Paper>
  );
}

/** Children of last year beside this year's (kegiatan → sub kegiatan, sub kegiatan → langkah aksi). */
function ChildrenComparison({
  solusi,
  masalah,
  label,
}: {
  solusi: SolusiMasalahSide | null;
  masalah: SolusiMasalahSide | null;
  label: string;
}) {
  const rows = Math.max(solusi?.children.length ?? 0, masalah?.children.length ?? 0);
  return (
    <Table withTableBorder withColumnBorders>
      <Table.Caption>
        <VisuallyHidden>Perbandingan {label}</VisuallyHidden>
      </Table.Caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th w={48}>No</Table.Th>
          <Table.Th>{label} Tahun lalu</Table.Th>
          <Table.Th>Capaian</Table.Th>
          <Table.Th>{label} Tahun ini</Table.Th>
          <Table.Th>Capaian</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows === 0 ? (
          <Table.Tr>
            <Table.Td colSpan={5}>{EMPTY}</Table.Td>
          </Table.Tr>
        ) : (
          Array.from({ length: rows }, (_, i) => {
            const before = masalah?.children[i];
            const now = solusi?.children[i];
            return (
              <Table.Tr key={i}>
                <Table.Td>{i + 1}</Table.Td>
                <Table.Td>{before ? `${before.nama} — ${before.indikator}` : '-'}</Table.Td>
                <Table.Td>{before ? persen(before.capaian) : '-'}</Table.Td>
                <Table.Td>{now ? `${now.nama} — ${now.indikator}` : '-'}</Table.Td>
                <Table.Td>{now ? persen(now.capaian) : '-'}</Table.Td>
              </Table.Tr>
            );
          })
        )}
      </Table.Tbody>
    </Table>
  );
}

const CHILD_LABEL: Partial<Record<string, string>> = {
  'kinerja-kegiatan': 'Sub Kegiatan',
  'kinerja-sub-kegiatan': 'Langkah Aksi',
};

/** Perbaikan Kinerja: 'Masalah Tahun lalu' beside 'Solusi Tahun ini'; a failed load closes it (SPEC §8). */
export default function PerbaikanKinerjaModal({
  request,
  onClose,
}: {
  request: Extract<CascadingModalRequest, { kind: 'perbaikan-kinerja' }>;
  onClose: () => void;
}) {
  const { data, isPending, isError } = useSolusiMasalah(request.type, request.id);
  useEffect(() => {
    if (isError) onClose();
  }, [isError, onClose]);
  if (isPending || isError) return <LoadingText />;
  if (!data.solusi && !data.masalah)
    return (
      <Stack gap="md">
        <Text size="sm">{EMPTY}</Text>
        <EditCatatanButton target={request.edit} />
      </Stack>
    );
  const childLabel = CHILD_LABEL[request.type];
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Side title="Masalah Tahun lalu" uraianLabel="Masalah" side={data.masalah} />
        <Side title="Solusi Tahun ini" uraianLabel="Solusi" side={data.solusi} />
      </SimpleGrid>
      {childLabel ? <ChildrenComparison solusi={data.solusi} masalah={data.masalah} label={childLabel} /> : null}
      <EditCatatanButton target={request.edit} />
    </Stack>
  );
}
