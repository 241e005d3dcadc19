import { List, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import type { KinerjaRingkas } from '@sakip/domain';
import { LoadingText } from '../../../components/LoadingText';
import { formatNilai } from '../tree-model';
import { useKinerjaLangkahAksi, useKinerjaWakilDirektur } from './api';

const EMPTY = 'Data tidak ditemukan';

function target(row: { target: number | null; satuan: string }) {
  return row.target === null ? '-' : `${formatNilai(row.target)} ${row.satuan}`;
}

/** The hospital director's program and the kegiatan its deputy directors carry. */
export function KinerjaWakilDirekturModal({ kinerjaProgramId }: { kinerjaProgramId: number }) {
  const { data, isPending, isError } = useKinerjaWakilDirektur(kinerjaProgramId);
  if (isPending) return <LoadingText />;
  if (isError) return <Text size="sm">{EMPTY}</Text>;
  const kp = data.kinerjaProgram;
  return (
    <Stack gap="sm">
      <div>
        <Text size="xs" c="dimmed">
          Program
        </Text>
        <Text fw={600}>{kp.program.nama}</Text>
        <Text size="sm">
          {kp.sasaran} — {kp.indikator} ({target(kp)})
        </Text>
      </div>
      <Title order={3} size="h5">
        Kinerja Wakil Direktur
      </Title>
      <KinerjaTable
        caption="Kinerja Wakil Direktur"
        first="Kegiatan"
        rows={kp.kinerja_kegiatan.map((k) => ({ ...k, nama: k.kegiatan.nama }))}
      />
    </Stack>
  );
}

function KinerjaTable({
  caption,
  first,
  rows,
}: {
  caption: string;
  first: string;
  rows: (KinerjaRingkas & { nama: string })[];
}) {
  if (rows.length === 0) return <Text size="sm">{EMPTY}</Text>;
  return (
    <Table striped withTableBorder>
      <Table.Caption>
        <VisuallyHidden>{caption}</VisuallyHidden>
      </Table.Caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{first}</Table.Th>
          <Table.Th>Sasaran</Table.Th>
          <Table.Th>Indikator</Table.Th>
          <Table.Th>Target</Table.Th>
          <Table.Th>Capaian</Table.Th>
          <Table.Th>Pengampu</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((r) => (
          <Table.Tr key={r.id}>
            <Table.Td>{r.nama}</Table.Td>
            <Table.Td>{r.sasaran}</Table.Td>
            <Table.Td>{r.indikator}</Table.Td>
            <Table.Td>{target(r)}</Table.Td>
            <Table.Td>{r.capaian === null ? '-' : `${formatNilai(r.capaian)}%`}</Table.Td>
            <Table.Td>{r.pengampu}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** The action steps under a program's sub-activities, with each member's target. */
export function KinerjaLangkahAksiModal({ kinerjaProgramId }: { kinerjaProgramId: number }) {
  const { data, isPending, isError } = useKinerjaLangkahAksi(kinerjaProgramId);
  if (isPending) return <LoadingText />;
  if (isError || data.kinerjaLangkahAksi.length === 0) return <Text size="sm">{EMPTY}</Text>;
  return (
    <Table striped withTableBorder>
      <Table.Caption>
        <VisuallyHidden>Kinerja Langkah Aksi</VisuallyHidden>
      </Table.Caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Sub Kegiatan</Table.Th>
          <Table.Th>Langkah Aksi</Table.Th>
          <Table.Th>Indikator</Table.Th>
          <Table.Th>Target</Table.Th>
          <Table.Th>Tim Kerja</Table.Th>
          <Table.Th>Anggota</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {data.kinerjaLangkahAksi.map((la) => (
          <Table.Tr key={la.id}>
            <Table.Td>{la.sub_kegiatan.nama}</Table.Td>
            <Table.Td>{la.sasaran}</Table.Td>
            <Table.Td>{la.indikator}</Table.Td>
            <Table.Td>{target(la)}</Table.Td>
            <Table.Td>{la.tim_kerja?.nama ?? '-'}</Table.Td>
            <Table.Td>
              {la.tim_kerja_anggota.length === 0 ? (
                '-'
              ) : (
                <List size="sm">
                  {la.tim_kerja_anggota.map((a) => (
                    <List.Item key={a.id}>
                      {a.nama_pegawai_anggota} ({target(a)})
                    </List.Item>
                  ))}
                </List>
              )}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
