import { Anchor, Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { formatNumber, type TugasGroup } from '@sakip/domain';
import { Link } from 'react-router';
import { LoadingText } from '../../../components/LoadingText';
import { PageHeader } from '../../../components/PageHeader';
import { useTugasSaya } from './api';
import { NotifikasiPanel } from './NotifikasiPanel';

/** One kind of work: its count, the first items (each a link to the screen that does it). */
function TugasCard({ group }: { group: TugasGroup }) {
  const more = group.jumlah - group.items.length;
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={`tugas-${group.jenis}`}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" mb="xs">
        <Title order={2} fz="md" id={`tugas-${group.jenis}`}>
          {group.judul}
        </Title>
        <Badge color="orange.9" variant="filled" aria-label={`${formatNumber(group.jumlah)} tugas`}>
          {formatNumber(group.jumlah)}
        </Badge>
      </Group>
      <Stack gap={6} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {group.items.map((item, i) => (
          <li key={`${item.tautan}-${i}`}>
            <Anchor component={Link} to={item.tautan} size="sm" fw={500}>
              {item.label}
            </Anchor>
            {item.keterangan ? (
              <Text size="xs" c="dimmed">
                {item.keterangan}
              </Text>
            ) : null}
          </li>
        ))}
      </Stack>
      <Anchor component={Link} to={group.tautan} size="sm" mt="sm" display="inline-block">
        {more > 0 ? `Lihat semua (${formatNumber(more)} lainnya)` : 'Buka halaman'}
      </Anchor>
    </Paper>
  );
}

export default function TugasSayaPage() {
  const { data, isLoading } = useTugasSaya();
  const tugas = data?.data;
  return (
    <>
      <PageHeader description="Pekerjaan yang menunggu Anda: validasi, persetujuan, perbaikan dan batas waktu." />
      <NotifikasiPanel />
      {isLoading || !tugas ? (
        <LoadingText />
      ) : tugas.groups.length === 0 ? (
        <Paper withBorder p="lg" radius="md">
          <Text>Tidak ada tugas yang menunggu Anda saat ini.</Text>
        </Paper>
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          {tugas.groups.map((group) => (
            <TugasCard key={`${group.jenis}-${group.judul}`} group={group} />
          ))}
        </SimpleGrid>
      )}
    </>
  );
}
