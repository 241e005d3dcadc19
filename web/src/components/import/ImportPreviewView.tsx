import { Alert, Badge, Group, List, Stack, Table, Text, Title } from '@mantine/core';
import type { ImportPreview } from '@sakip/domain';

/** The preview of an import: the counts, the notes, every refused row, then the rows that change. */
export function ImportPreviewView({ preview }: { preview: ImportPreview }) {
  const { jumlah } = preview;
  return (
    <Stack gap="sm">
      <Text size="sm">
        Berkas <b>{preview.nama_berkas}</b>: {preview.total_baris.toLocaleString('id-ID')} baris data.
      </Text>
      <Group gap="xs" aria-label="Ringkasan pratinjau">
        <Badge color="green" variant="light">Ditambah: {jumlah.tambah}</Badge>
        <Badge color="blue" variant="light">Diubah: {jumlah.ubah}</Badge>
        <Badge color="gray" variant="light">Tetap: {jumlah.tetap}</Badge>
        <Badge color="red" variant="light">Ditolak: {jumlah.ditolak}</Badge>
      </Group>
      {preview.catatan.length > 0 ? (
        <Alert color="yellow" title="Catatan">
          <List size="sm">
            {preview.catatan.map((line) => (
              <List.Item key={line}>{line}</List.Item>
            ))}
          </List>
        </Alert>
      ) : null}
      {preview.ditolak.length > 0 ? (
        <>
          <Title order={4}>Baris ditolak</Title>
          <Table.ScrollContainer minWidth={480}>
            <Table striped withTableBorder aria-label="Baris ditolak">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Baris</Table.Th>
                  <Table.Th>Kolom</Table.Th>
                  <Table.Th>Alasan</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {preview.ditolak.map((r) => (
                  <Table.Tr key={`${r.baris}-${r.kolom}-${r.alasan}`}>
                    <Table.Td>{r.baris}</Table.Td>
                    <Table.Td>{r.kolom || '-'}</Table.Td>
                    <Table.Td>{r.alasan}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </>
      ) : null}
      {preview.perubahan.length > 0 ? (
        <>
          <Title order={4}>Baris yang ditambah atau diubah</Title>
          <Table.ScrollContainer minWidth={480}>
            <Table striped withTableBorder aria-label="Baris yang ditambah atau diubah">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Baris</Table.Th>
                  <Table.Th>Aksi</Table.Th>
                  <Table.Th>Data</Table.Th>
                  <Table.Th>Perubahan</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {preview.perubahan.map((c) => (
                  <Table.Tr key={`${c.baris}-${c.kunci}`}>
                    <Table.Td>{c.baris}</Table.Td>
                    <Table.Td>{c.aksi === 'tambah' ? 'Tambah' : 'Ubah'}</Table.Td>
                    <Table.Td>{c.kunci}</Table.Td>
                    <Table.Td>{c.perubahan.join('; ') || '-'}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </>
      ) : null}
    </Stack>
  );
}
