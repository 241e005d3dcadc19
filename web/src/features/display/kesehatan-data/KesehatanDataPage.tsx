import { Anchor, Badge, Group, Paper, SimpleGrid, Text, Title } from '@mantine/core';
import { formatNumber, JUDUL_TEMUAN, TEMUAN_PER_JENIS, type KesehatanData } from '@sakip/domain';
import { Link } from 'react-router';
import { LoadingText } from '../../../components/LoadingText';
import { ReadonlyTable } from '../../../components/ReadonlyTable';
import { SatuanKerjaSelect } from '../../../components/OptionSelect';
import { PageHeader } from '../../../components/PageHeader';
import { useUnitChoice } from '../../../components/unit/use-unit-choice';
import { useKesehatanData } from './api';

/** The count of each kind of finding: a card, red when there is something to fix. */
function Ringkasan({ data }: { data: KesehatanData }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm" mb="md">
      {data.ringkasan.map((r) => (
        <Paper key={r.jenis} withBorder p="sm" radius="md">
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <Text size="sm" fw={500}>
              {r.judul}
            </Text>
            <Badge
              color={r.jumlah > 0 ? 'red.8' : 'green.8'}
              variant="filled"
              aria-label={`${formatNumber(r.jumlah)} temuan`}
            >
              {formatNumber(r.jumlah)}
            </Badge>
          </Group>
        </Paper>
      ))}
    </SimpleGrid>
  );
}

function DaftarTemuan({ data }: { data: KesehatanData }) {
  if (data.temuan.length === 0) {
    return (
      <Paper withBorder p="lg" radius="md">
        <Text>Tidak ada temuan: data perencanaan lengkap dan konsisten.</Text>
      </Paper>
    );
  }
  return (
    <Paper withBorder p="md" radius="md">
      <Title order={2} fz="md" mb="xs">
        Daftar temuan
      </Title>
      <Text size="xs" c="dimmed" mb="sm">
        Paling banyak {formatNumber(TEMUAN_PER_JENIS)} temuan per jenis ditampilkan; jumlah di atas adalah jumlah
        seluruhnya.
      </Text>
      <ReadonlyTable
        withTableBorder
        striped
        fz="sm"
        minWidth={720}
        rows={data.temuan}
        rowKey={(f, i) => `${f.jenis}-${f.tautan}-${i}`}
        columns={[
          { header: 'Jenis', cell: (f) => JUDUL_TEMUAN[f.jenis] },
          { header: 'Perangkat Daerah', cell: (f) => f.satuan_kerja_nama },
          {
            header: 'Data',
            cell: (f) => (
              <Anchor component={Link} to={f.tautan} size="sm">
                {f.label}
              </Anchor>
            ),
          },
          { header: 'Keterangan', cell: (f) => f.keterangan ?? '-' },
        ]}
      />
    </Paper>
  );
}

/** Kesehatan Data (issue 27): what in the plans makes the reports wrong, each finding a link to fix it. */
export default function KesehatanDataPage() {
  const { unit, setUnit, chooses } = useUnitChoice({ resource: 'kesehatan-data' });
  const { data, isLoading } = useKesehatanData(unit);
  const kesehatan = data?.data;
  return (
    <>
      <PageHeader description="Temuan data perencanaan yang belum lengkap atau tidak konsisten, per perangkat daerah." />
      {chooses ? (
        <div style={{ maxWidth: 420, marginBottom: 'var(--mantine-spacing-md)' }}>
          <SatuanKerjaSelect
            required={false}
            placeholder="Seluruh perangkat daerah"
            value={unit}
            onChange={(v) => setUnit(v)}
          />
        </div>
      ) : null}
      {isLoading || !kesehatan ? (
        <LoadingText />
      ) : (
        <>
          <Ringkasan data={kesehatan} />
          <DaftarTemuan data={kesehatan} />
        </>
      )}
    </>
  );
}
