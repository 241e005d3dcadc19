import { Alert, Anchor, Badge, Group, Paper, SimpleGrid, Table, Text, Title } from '@mantine/core';
import { formatNumber, formatPercent, type PenilaianDetail } from '@sakip/domain';
import { Link, useParams } from 'react-router';
import { LoadingText } from '../../../components/LoadingText';
import { PageHeader } from '../../../components/PageHeader';
import { usePenilaianDetail } from './api';

const angka = (v: number | null) => (v === null ? '-' : formatNumber(v, 2));

type Detail = PenilaianDetail;

/** The final value and the rank among every unit. */
function Headline({ d }: { d: Detail }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} mb="md">
      <Paper withBorder radius="md" p="md">
        <Text size="sm" c="dimmed">
          Nilai Akhir
        </Text>
        <Text fz={36} fw={700} data-testid="nilai-akhir">
          {angka(d.nilai)}
        </Text>
      </Paper>
      <Paper withBorder radius="md" p="md">
        <Text size="sm" c="dimmed">
          Peringkat
        </Text>
        <Text fz={36} fw={700}>
          {d.rank} <Text span size="md" c="dimmed">{`dari ${d.total} satuan kerja`}</Text>
        </Text>
      </Paper>
    </SimpleGrid>
  );
}

/** One part of the composite: value, weights (set, used), how it was computed, its source page. */
function KomponenRow({ k }: { k: Detail['komponen'][number] }) {
  return (
    <Table.Tr>
      <Table.Td fw={500}>{k.label}</Table.Td>
      <Table.Td ta="right">{angka(k.nilai)}</Table.Td>
      <Table.Td ta="right">{formatPercent(k.bobot, 0)}</Table.Td>
      <Table.Td ta="right">
        {k.bobot_efektif === null ? (
          <Group gap={4} justify="flex-end">
            -
            <Badge size="xs" color="gray">
              tidak dihitung
            </Badge>
          </Group>
        ) : (
          formatPercent(k.bobot_efektif)
        )}
      </Table.Td>
      <Table.Td>
        <Text size="sm">{k.cara_hitung}</Text>
        <Text size="xs" c="dimmed">
          {k.rincian}
        </Text>
      </Table.Td>
      <Table.Td>
        {k.sumber ? (
          <Anchor component={Link} to={k.sumber} size="sm">
            Buka {k.label}
          </Anchor>
        ) : (
          <Text size="sm" c="dimmed">
            Tidak tersedia untuk peran Anda
          </Text>
        )}
      </Table.Td>
    </Table.Tr>
  );
}

/**
 * /penilaian-kinerja-organisasi/{id} (DOMAIN-2 §5): one unit's composite, each part with its value,
 * weight (as set and as used), how it was computed and a link to its source page.
 */
export default function PenilaianDetailPage() {
  const { id = '' } = useParams();
  const { data, isLoading } = usePenilaianDetail(id);
  const d = data?.data;
  return (
    <>
      <PageHeader
        title="Penilaian Kinerja Organisasi"
        description={d ? `${d.satuan_kerja.satuan_kerja_nama}, tahun ${d.tahun}` : undefined}
        actions={
          <Anchor component={Link} to="/penilaian-kinerja-organisasi-daftar">
            Kembali ke daftar
          </Anchor>
        }
      />
      {isLoading || !d ? (
        <LoadingText />
      ) : (
        <>
          <Headline d={d} />
          {d.dinormalisasi ? (
            <Alert color="blue" variant="light" mb="md" title="Bobot dinormalisasi">
              Komponen yang belum memiliki data ditampilkan '-' dan tidak dihitung; bobot komponen lainnya dinormalisasi
              sehingga berjumlah 100%.
            </Alert>
          ) : null}
          <Paper withBorder radius="md" p="md">
            <Title order={2} size="h4" mb="sm">
              Komponen Penilaian
            </Title>
            <Table.ScrollContainer minWidth={860}>
              <Table withTableBorder withColumnBorders fz="sm" verticalSpacing="sm">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Komponen</Table.Th>
                    <Table.Th>Nilai</Table.Th>
                    <Table.Th>Bobot</Table.Th>
                    <Table.Th>Bobot Dipakai</Table.Th>
                    <Table.Th>Cara Perhitungan</Table.Th>
                    <Table.Th>Sumber</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {d.komponen.map((k) => (
                    <KomponenRow key={k.key} k={k} />
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </Paper>
        </>
      )}
    </>
  );
}
