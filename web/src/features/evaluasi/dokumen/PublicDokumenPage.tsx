import { Anchor, Paper, Stack, Table, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useParams } from 'react-router';
import { formatDate, formatUkuranFile, namaJenisDokumen } from '@sakip/domain';
import { LoadingText } from '../../../components/LoadingText';
import { PageHeader } from '../../../components/PageHeader';
import { publicDokumenUrl, usePublicDokumen } from './api';

/**
 * /public-display/dokumen/{jenisDokumenId}: the approved document of every unit for the year,
 * each a plain download link (no login).
 */
export default function PublicDokumenPage() {
  const jenis = Number(useParams().jenisDokumenId);
  const nama = namaJenisDokumen(jenis) ?? 'Dokumen';
  const { data, isPending, isError } = usePublicDokumen(jenis);
  const d = data?.data;
  return (
    <>
      <PageHeader title={nama} description={d ? `Dokumen ${nama} perangkat daerah tahun ${d.tahun}` : undefined} />
      <Stack gap="md">
        {isPending ? <LoadingText /> : null}
        {isError ? <Text>Data tidak ditemukan</Text> : null}
        {d && d.rows.length === 0 ? (
          <Paper withBorder p="md">
            <Text size="sm">Belum ada dokumen {nama} yang disetujui untuk tahun ini.</Text>
          </Paper>
        ) : null}
        {d && d.rows.length > 0 ? (
          <Table.ScrollContainer minWidth={640}>
            <Table striped withTableBorder fz="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th w={48}>No</Table.Th>
                  <Table.Th>Perangkat Daerah</Table.Th>
                  <Table.Th>Dokumen</Table.Th>
                  <Table.Th>Ukuran</Table.Th>
                  <Table.Th>Disetujui</Table.Th>
                  <Table.Th>Unduh</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {d.rows.map((row, index) => (
                  <Table.Tr key={row.id}>
                    <Table.Td>{index + 1}</Table.Td>
                    <Table.Td>{row.satuan_kerja_nama}</Table.Td>
                    <Table.Td style={{ wordBreak: 'break-word' }}>{row.nama_file}</Table.Td>
                    <Table.Td>{formatUkuranFile(row.ukuran)}</Table.Td>
                    <Table.Td>{formatDate(row.disetujui_at)}</Table.Td>
                    <Table.Td>
                      <Anchor
                        href={publicDokumenUrl(jenis, row.id)}
                        download={row.nama_file}
                        aria-label={`Unduh ${nama} ${row.satuan_kerja_nama}`}
                        size="sm"
                      >
                        <IconDownload size={14} aria-hidden style={{ verticalAlign: 'middle' }} /> Unduh
                      </Anchor>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        ) : null}
      </Stack>
    </>
  );
}
