import { Button, Group, List, SimpleGrid, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { formatNilai } from '../tree-model';
import { openCascadingModal, type CascadingModalRequest, type CatatanTarget } from './modal-events';

/** Modals that show what the node already carries (no call). */

export function KamusIndikatorModal({
  request,
}: {
  request: Extract<CascadingModalRequest, { kind: 'kamus-indikator' }>;
}) {
  return (
    <Table withTableBorder withColumnBorders>
      <Table.Caption>
        <VisuallyHidden>Kamus Indikator</VisuallyHidden>
      </Table.Caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th w="50%">Indikator Output</Table.Th>
          <Table.Th w="50%">Indikator Sub Kegiatan Versi Kemendagri</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        <Table.Tr>
          <Table.Td>{request.indikator}</Table.Td>
          <Table.Td>{request.indikatorKemendagri || '-'}</Table.Td>
        </Table.Tr>
      </Table.Tbody>
    </Table>
  );
}

function Field({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={500}>
        {value}
      </Text>
    </div>
  );
}

export function DiagnosaList({ items, empty = 'Data tidak ditemukan' }: { items: string[]; empty?: string }) {
  if (items.length === 0) return <Text size="sm">{empty}</Text>;
  return (
    <List type="ordered" size="sm" spacing={4}>
      {items.map((item, i) => (
        <List.Item key={i}>{item}</List.Item>
      ))}
    </List>
  );
}

export function PenyebabKegagalanModal({
  request,
}: {
  request: Extract<CascadingModalRequest, { kind: 'penyebab-kegagalan' }>;
}) {
  const satuan = request.satuan ? ` ${request.satuan}` : '';
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <Field label="Target" value={request.target === null ? '-' : `${formatNilai(request.target)}${satuan}`} />
        <Field
          label="Realisasi"
          value={request.realisasi === null ? '-' : `${formatNilai(request.realisasi)}${satuan}`}
        />
        <Field label="Capaian" value={request.capaian === null ? '-' : `${formatNilai(request.capaian)}%`} />
      </SimpleGrid>
      <Field label="Penyebab Kegagalan" value={request.penyebab || '-'} />
      <div>
        <Text size="xs" c="dimmed" mb={4}>
          Diagnosa CSF Gagal
        </Text>
        <DiagnosaList items={request.csfGagal} empty="-" />
      </div>
    </Stack>
  );
}

/** The way from a read-only modal to the edit mode of the node's notes (the user's own node, edit icons on). */
export function EditCatatanButton({ target }: { target: CatatanTarget | undefined }) {
  if (!target) return null;
  return (
    <Group justify="flex-end">
      <Button
        variant="light"
        leftSection={<IconPencil size={16} aria-hidden />}
        onClick={() => openCascadingModal({ kind: 'catatan-kinerja', target })}
      >
        Ubah Catatan CSF dan Solusi
      </Button>
    </Group>
  );
}

export function DiagnosaCsfModal({ request }: { request: Extract<CascadingModalRequest, { kind: 'diagnosa-csf' }> }) {
  return (
    <Stack gap="md">
      <DiagnosaList items={request.catatan} />
      <EditCatatanButton target={request.edit} />
    </Stack>
  );
}
