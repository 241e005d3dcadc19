import { Alert, Badge, Group, Paper, Stack, Table, Text, Timeline, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import {
  formatDate,
  formatNumber,
  formatRupiah,
  type ProgramRingkas,
  type SasaranRingkas,
  type TransisiValidasiRecord,
  type ValidasiPerencanaanDetail,
} from '@sakip/domain';
import { useParams } from 'react-router';
import { LoadingText } from '../../../components/LoadingText';
import { PageHeader } from '../../../components/PageHeader';
import { useValidasiDetail } from './api';
import { AjukanButton, CatatanTerakhir, FaseBadge, PutuskanButtons } from './ValidasiControls';

const AKSI_LABELS: Record<TransisiValidasiRecord['aksi'], string> = {
  ajukan: 'Diajukan',
  setujui: 'Disetujui',
  tolak: 'Ditolak',
};
const AKSI_COLORS: Record<TransisiValidasiRecord['aksi'], string> = { ajukan: 'blue', setujui: 'green', tolak: 'red' };

interface Baris {
  key: string;
  level: 'Program' | 'Kegiatan' | 'Sub Kegiatan';
  depth: number;
  item: Omit<ProgramRingkas, 'kegiatan'>;
}

/** The program → kegiatan → sub kegiatan rows under one SS-PD, in order, with their depth. */
function barisOf(programs: ProgramRingkas[]): Baris[] {
  return programs.flatMap((program) => [
    { key: `p${program.id}`, level: 'Program' as const, depth: 0, item: program },
    ...program.kegiatan.flatMap((kegiatan) => [
      { key: `k${kegiatan.id}`, level: 'Kegiatan' as const, depth: 1, item: kegiatan },
      ...kegiatan.sub_kegiatan.map((sub) => ({
        key: `s${sub.id}`,
        level: 'Sub Kegiatan' as const,
        depth: 2,
        item: sub,
      })),
    ]),
  ]);
}

function target(value: number | null, satuan: string): string {
  return value === null ? '-' : `${formatNumber(value, 2)} ${satuan}`;
}

function SasaranCard({ sasaran }: { sasaran: SasaranRingkas }) {
  const rows = barisOf(sasaran.program);
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap={4} mb="sm">
        <Text size="xs" c="dimmed" fw={600} tt="uppercase">
          Sasaran Strategis PD
        </Text>
        <Text fw={600}>{sasaran.sasaran_strategis_satker}</Text>
        <Text size="sm">
          IKU: {sasaran.iku} · Target: {target(sasaran.target, sasaran.satuan)}
        </Text>
      </Stack>
      {rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          Belum ada program pada sasaran ini.
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={720}>
          <Table striped verticalSpacing="xs" fz="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={140}>Tingkat</Table.Th>
                <Table.Th>Uraian</Table.Th>
                <Table.Th>Indikator</Table.Th>
                <Table.Th ta="right">Target</Table.Th>
                <Table.Th ta="right">Anggaran</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.key}>
                  <Table.Td>
                    <Badge
                      variant="light"
                      color={['blue', 'teal', 'grape'][row.depth]}
                      radius="sm"
                      miw="fit-content"
                      style={{ textTransform: 'none' }}
                    >
                      {row.level}
                    </Badge>
                  </Table.Td>
                  <Table.Td style={{ paddingLeft: `calc(var(--mantine-spacing-xs) + ${row.depth * 20}px)` }}>
                    <Text size="sm" fw={row.depth === 0 ? 600 : 400}>
                      {[row.item.kode, row.item.nama].filter(Boolean).join(' ') || '-'}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {row.item.sasaran}
                    </Text>
                  </Table.Td>
                  <Table.Td>{row.item.indikator}</Table.Td>
                  <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                    {target(row.item.target, row.item.satuan)}
                  </Table.Td>
                  <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                    {formatRupiah(row.item.anggaran)}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Paper>
  );
}

function Riwayat({ records }: { records: TransisiValidasiRecord[] }) {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="riwayat-validasi">
      <Title order={2} fz="h4" mb="sm" id="riwayat-validasi">
        Riwayat Validasi
      </Title>
      {records.length === 0 ? (
        <Text size="sm">Belum ada riwayat validasi</Text>
      ) : (
        <Timeline bulletSize={14} lineWidth={2}>
          {records.map((r) => (
            <Timeline.Item key={r.id} color={AKSI_COLORS[r.aksi]} title={`${AKSI_LABELS[r.aksi]} · tahap ${r.tahap}`}>
              <Text size="xs" c="dimmed">
                {r.actor_nama ?? 'Sistem'} · {formatDate(r.created_at, true)}
              </Text>
              {r.catatan ? <Text size="sm">{r.catatan}</Text> : null}
            </Timeline.Item>
          ))}
        </Timeline>
      )}
    </Paper>
  );
}

function StatusPanel({ data }: { data: ValidasiPerencanaanDetail }) {
  const locked = data.fase === 'menunggu' || data.fase === 'tervalidasi';
  return (
    <Paper withBorder radius="md" p="md">
      <Group justify="space-between" align="flex-start" gap="sm" wrap="wrap">
        <Stack gap={6}>
          <Group gap="xs">
            <Text size="sm" fw={500}>
              Status:
            </Text>
            <FaseBadge fase={data.fase} tahap={data.tahap} />
          </Group>
          {locked ? (
            <Group gap={6}>
              <IconLock size={16} aria-hidden />
              <Text size="sm">Perencanaan satuan kerja terkunci selama proses validasi dan setelah tervalidasi.</Text>
            </Group>
          ) : null}
        </Stack>
        <Group gap="xs">
          {data.aksi.ajukan ? <AjukanButton unit={data} /> : null}
          {data.aksi.validasi ? <PutuskanButtons unit={data} /> : null}
        </Group>
      </Group>
      <CatatanTerakhir unit={data} mt="sm" />
    </Paper>
  );
}

/** /validasi-perencanaan/:satkerId: the unit's plan of the year under review, the decision buttons and the history. */
export default function ValidasiPerencanaanDetailPage() {
  const { satkerId = '' } = useParams();
  const detail = useValidasiDetail(satkerId);
  const data = detail.data;

  if (detail.isPending) return <LoadingText />;
  if (!data) {
    return (
      <Alert color="red" variant="light">
        Data validasi perencanaan tidak dapat dimuat.
      </Alert>
    );
  }
  return (
    <>
      <PageHeader
        title={`Validasi Perencanaan: ${data.satuan_kerja_nama}`}
        description={`Perencanaan tahun ${data.tahun}`}
      />
      <Stack gap="md">
        <StatusPanel data={data} />
        <Title order={2} fz="h4">
          Rencana Kinerja
        </Title>
        {data.rencana.length === 0 ? (
          <Text size="sm">Satuan kerja ini belum memiliki sasaran strategis atau program pada tahun {data.tahun}.</Text>
        ) : (
          data.rencana.map((sasaran) => <SasaranCard key={sasaran.id} sasaran={sasaran} />)
        )}
        <Riwayat records={data.riwayat} />
      </Stack>
    </>
  );
}
