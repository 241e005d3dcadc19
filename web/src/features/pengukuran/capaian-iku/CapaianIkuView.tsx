import { Badge, Card, Group, Paper, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconArrowDownRight, IconArrowUpRight, IconEqual } from '@tabler/icons-react';
import { formatPercent, formatRupiah, type CapaianIkuPd, type CapaianSasaranRpjmd } from '@sakip/domain';
import { LoadingText } from '../../../components/LoadingText';
import { PageHeader } from '../../../components/PageHeader';
import { useCapaianIku } from './api';
import { growthHint, growthText, nilai } from './growth';
import { useUnitChoice } from '../../../components/unit/use-unit-choice';

type Ringkasan = CapaianSasaranRpjmd['ringkasan'];

function Metric({ label, value, hint }: { label: string; value: string; hint?: string | undefined }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={600}>{value}</Text>
      {hint ? (
        <Text size="xs" c="dimmed">
          {hint}
        </Text>
      ) : null}
    </div>
  );
}

const STATUS_ICON = {
  'lebih-tinggi': IconArrowUpRight,
  'lebih-rendah': IconArrowDownRight,
  sama: IconEqual,
} as const;

function Perbandingan({ ringkasan }: { ringkasan: Ringkasan }) {
  const p = ringkasan.perbandingan;
  if (!p.ada) {
    return (
      <Text size="sm" c="dimmed">
        {p.pesan}
      </Text>
    );
  }
  const Icon = STATUS_ICON[p.status];
  const color = p.status === 'lebih-tinggi' ? 'teal' : p.status === 'lebih-rendah' ? 'red' : 'gray';
  return (
    <Group gap={6} wrap="nowrap">
      <Icon size={18} color={`var(--mantine-color-${color}-7)`} aria-hidden />
      <Text size="sm">{p.pesan}</Text>
    </Group>
  );
}

function capaianColor(value: number | null) {
  if (value === null) return 'gray';
  return value >= 100 ? 'teal' : 'orange';
}

function Achievement({ ringkasan, satuan, akhirLabel }: { ringkasan: Ringkasan; satuan: string; akhirLabel: string }) {
  return (
    <>
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Metric label={`Capaian ${ringkasan.tahun}`} value={formatPercent(ringkasan.capaian)} />
        <Badge color={capaianColor(ringkasan.capaian)} variant="light">
          {ringkasan.capaian === null ? 'Belum ada data' : ringkasan.capaian >= 100 ? 'Tercapai' : 'Tidak tercapai'}
        </Badge>
      </Group>
      <SimpleGrid cols={2} spacing="xs">
        <Metric label="Target" value={nilai(ringkasan.target, satuan)} />
        <Metric label="Realisasi" value={nilai(ringkasan.realisasi, satuan)} />
        <Metric
          label={`Pertumbuhan dari ${ringkasan.tahun - 1}`}
          value={growthText(ringkasan.growth, ringkasan.growth_satuan)}
          hint={growthHint(ringkasan, satuan)}
        />
        <Metric label={akhirLabel} value={formatPercent(ringkasan.capaian_target_akhir)} />
      </SimpleGrid>
    </>
  );
}

function SasaranCard({ goal }: { goal: CapaianSasaranRpjmd }) {
  const ef = goal.efisiensi_sumber_daya;
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-label={goal.sasaran_strategis.sasaran}>
      <Stack gap="sm" h="100%">
        <Title order={3} size="h5">
          {goal.sasaran_strategis.sasaran}
        </Title>
        <Metric
          label="Efisiensi sumber daya"
          value={ef.persen === null ? '-' : formatPercent(ef.persen)}
          hint={ef.nominal === null ? '-' : formatRupiah(ef.nominal)}
        />
        <Achievement ringkasan={goal.ringkasan} satuan={goal.satuan} akhirLabel="Capaian terhadap target akhir RPJMD" />
        <Perbandingan ringkasan={goal.ringkasan} />
        <Text size="sm" mt="auto" pt="xs" style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}>
          {goal.indikator}
        </Text>
      </Stack>
    </Card>
  );
}

function IkuCard({ iku }: { iku: CapaianIkuPd }) {
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-label={iku.sasaran_strategis_satker}>
      <Stack gap="sm" h="100%">
        <Title order={3} size="h5">
          {iku.sasaran_strategis_satker}
        </Title>
        <Achievement ringkasan={iku.ringkasan} satuan={iku.satuan} akhirLabel="Capaian terhadap target akhir RPJMD" />
        <Perbandingan ringkasan={iku.ringkasan} />
        <Text size="sm" mt="auto" pt="xs" style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}>
          {iku.iku}
        </Text>
      </Stack>
    </Card>
  );
}

const GRID = { base: 1, sm: 2, lg: 3 };

/** The two capaian diagrams of SPEC §1 as cards: the city's strategic goals and one unit's IKU. */
export function CapaianIkuView({ isPublic }: { isPublic: boolean }) {
  const { unit: requested, setUnit } = useUnitChoice('server');
  const { data, isPending, isError } = useCapaianIku(isPublic, requested);

  if (isPending) return <LoadingText fullPage />;
  if (isError) return <Text>Data tidak ditemukan</Text>;
  const d = data.data;
  const chooseUnit = (value: string | null) => {
    if (value) setUnit(value);
  };

  return (
    <>
      <PageHeader title="Capaian IKU" description={`Tahun ${d.tahun}`} />
      <Stack gap="xl">
        <section aria-labelledby="capaian-sasaran-strategis">
          <Title order={2} size="h4" mb="sm" id="capaian-sasaran-strategis">
            Capaian Sasaran Strategis
          </Title>
          {d.sasaran_strategis_rpjmd.length === 0 ? (
            <Paper withBorder p="md">
              <Text size="sm">Data tidak ditemukan</Text>
            </Paper>
          ) : (
            <SimpleGrid cols={GRID}>
              {d.sasaran_strategis_rpjmd.map((goal) => (
                <SasaranCard key={goal.id} goal={goal} />
              ))}
            </SimpleGrid>
          )}
        </section>
        {d.satuan_kerja_options.length > 0 ? (
          <section aria-labelledby="capaian-iku-pd">
            <Group justify="space-between" align="flex-end" mb="sm" wrap="wrap">
              <Title order={2} size="h4" id="capaian-iku-pd">
                Capaian IKU {d.satuan_kerja?.satuan_kerja_nama ?? ''}
              </Title>
              {d.satuan_kerja_options.length > 1 ? (
                <Select
                  label="Satuan Kerja"
                  searchable
                  allowDeselect={false}
                  w={{ base: '100%', sm: 360 }}
                  data={d.satuan_kerja_options.map((o) => ({ value: o.satuan_kerja_id, label: o.satuan_kerja_nama }))}
                  value={d.satuan_kerja?.satuan_kerja_id ?? null}
                  onChange={chooseUnit}
                />
              ) : null}
            </Group>
            {d.iku.length === 0 ? (
              <Paper withBorder p="md">
                <Text size="sm">Data tidak ditemukan</Text>
              </Paper>
            ) : (
              <SimpleGrid cols={GRID}>
                {d.iku.map((iku) => (
                  <IkuCard key={iku.id} iku={iku} />
                ))}
              </SimpleGrid>
            )}
          </section>
        ) : null}
      </Stack>
    </>
  );
}
