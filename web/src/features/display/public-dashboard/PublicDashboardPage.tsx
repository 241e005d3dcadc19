import { Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import {
  CAPAIAN_BAND_HAMPIR,
  CAPAIAN_BAND_LABELS,
  CAPAIAN_THRESHOLD,
  formatNumber,
  formatPercent,
  formatRupiah,
  growthBand,
  GROWTH_BAND_LABELS,
  publicDashboardEndpoint,
  type CapaianBand,
  type DisplayDashboardIku,
  type DisplayDashboardResponse,
} from '@sakip/domain';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { callEndpoint, endpointKey } from '../../../api/endpoint';
import { getYear, useYear } from '../../../api/year';
import { EChart, type ChartOption } from '../../../components/charts/EChart';
import { LoadingText } from '../../../components/LoadingText';
import { PageHeader } from '../../../components/PageHeader';

/** Band colours (the same as the report tables); every colour also carries its band's text. */
const BAND_COLOR: Record<CapaianBand, string> = { tercapai: 'green', hampir: 'yellow', belum: 'red', kosong: 'gray' };
const BAND_HEX: Record<CapaianBand, string> = {
  tercapai: '#2f9e44',
  hampir: '#f08c00',
  belum: '#e03131',
  kosong: '#868e96',
};
const GROWTH_COLOR = { naik: 'green', turun: 'red', tetap: 'gray', kosong: 'gray' } as const;
const BANDS: CapaianBand[] = ['tercapai', 'hampir', 'belum', 'kosong'];

const persen = (v: number | null) => (v === null ? '-' : formatPercent(v));
const angka = (v: number | null) => (v === null ? '-' : formatNumber(v, 2));

function Stat({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={700} fz="xl">
        {value}
      </Text>
      {hint ? (
        <Text size="xs" c="dimmed">
          {hint}
        </Text>
      ) : null}
    </Paper>
  );
}

/**
 * Efficiency by the rule (DOMAIN-2 §1): the unspent budget is "Efisiensi anggaran" only when every
 * IKU is tercapai; otherwise it is "Anggaran tidak terserap", saying why it is no efficiency.
 */
function AnggaranStat({ ringkasan: r }: { ringkasan: DisplayDashboardResponse['data']['ringkasan'] }) {
  const unit = `${r.jumlah_perangkat_daerah} perangkat daerah · ${r.jumlah_program_inovatif} program inovatif`;
  if (r.efisiensi !== null) return <Stat label="Efisiensi anggaran" value={formatRupiah(r.efisiensi)} hint={unit} />;
  return (
    <Stat
      label="Anggaran tidak terserap"
      value={r.anggaran_tidak_terserap === null ? '-' : formatRupiah(r.anggaran_tidak_terserap)}
      hint={`Bukan efisiensi: ${r.jumlah_iku - r.tercapai} dari ${r.jumlah_iku} IKU belum tercapai · ${unit}`}
    />
  );
}

/** The capaian-iku card of one RPJMD IKU: capaian with its band, growth, final target, national comparison. */
function IkuCard({ iku }: { iku: DisplayDashboardIku }) {
  const growth = growthBand(iku.peningkatan);
  return (
    <Paper withBorder radius="md" p="md" component="article" aria-label={iku.indikator}>
      <Stack gap={6}>
        <Text size="xs" c="dimmed" lineClamp={2}>
          {iku.sasaran}
        </Text>
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Text fw={700} fz="xl">
            {persen(iku.capaian)}
          </Text>
          <Badge variant="light" color={BAND_COLOR[iku.band]} style={{ textTransform: 'none' }}>
            {CAPAIAN_BAND_LABELS[iku.band]}
          </Badge>
        </Group>
        <Text size="sm">
          Target {angka(iku.target)} · Realisasi {angka(iku.realisasi)} {iku.satuan}
        </Text>
        <Group gap="xs">
          <Text size="sm">Peningkatan</Text>
          <Badge variant="light" color={GROWTH_COLOR[growth]} style={{ textTransform: 'none' }}>
            {iku.peningkatan === null
              ? GROWTH_BAND_LABELS[growth]
              : `${iku.peningkatan > 0 ? '+' : ''}${formatNumber(iku.peningkatan, 2)} poin · ${GROWTH_BAND_LABELS[growth]}`}
          </Badge>
        </Group>
        <Text size="sm">Terhadap target akhir RPJMD: {persen(iku.capaian_target_akhir)}</Text>
        <Text size="sm">{iku.perbandingan_nasional}</Text>
        <Text size="sm" fw={600} mt={4}>
          {iku.indikator}
        </Text>
      </Stack>
    </Paper>
  );
}

function bandChart(data: DisplayDashboardResponse['data']): ChartOption {
  const r = data.ringkasan;
  const counts: Record<CapaianBand, number> = {
    tercapai: r.tercapai,
    hampir: r.hampir,
    belum: r.belum,
    kosong: r.tanpa_data,
  };
  return {
    tooltip: { trigger: 'item' },
    legend: { bottom: 0 },
    series: [
      {
        type: 'pie',
        radius: ['40%', '70%'],
        label: { formatter: '{b}: {c}' },
        data: BANDS.filter((b) => counts[b] > 0).map((b) => ({
          name: CAPAIAN_BAND_LABELS[b],
          value: counts[b],
          itemStyle: { color: BAND_HEX[b] },
        })),
      },
    ],
  };
}

function capaianChart(iku: readonly DisplayDashboardIku[]): ChartOption {
  const rows = [...iku].reverse();
  return {
    tooltip: {
      trigger: 'axis',
      axisPointer: { type: 'shadow' },
      valueFormatter: (v: unknown) => (typeof v === 'number' ? formatPercent(v) : '-'),
    },
    // Room above the bars for the target line's label (it sat on the first bar).
    grid: { left: 8, right: 48, top: 28, bottom: 8, containLabel: true },
    xAxis: { type: 'value', axisLabel: { formatter: '{value}%' } },
    yAxis: {
      type: 'category',
      data: rows.map((i) => i.indikator),
      axisLabel: { width: 180, overflow: 'truncate' },
    },
    series: [
      {
        type: 'bar',
        name: 'Capaian',
        data: rows.map((i) => ({ value: i.capaian ?? 0, itemStyle: { color: BAND_HEX[i.band] } })),
        label: {
          show: true,
          position: 'right',
          formatter: (p: { dataIndex: number }) => persen(rows[p.dataIndex]?.capaian ?? null),
        },
        markLine: {
          symbol: 'none',
          data: [{ xAxis: CAPAIAN_THRESHOLD, name: 'Target' }],
          lineStyle: { type: 'dashed', color: '#495057' },
          label: { formatter: `Target ${CAPAIAN_THRESHOLD}%`, position: 'end', distance: 6 },
        },
      },
    ],
  };
}

/**
 * /public-display/display-makro/dashboard (DOMAIN-2 §3): the city's headline figures, the IKU by
 * capaian band and per IKU as charts (each with its text alternative), and one capaian card per
 * RPJMD IKU. The year of the guest navbar; the charts load in their own chunk (EChart).
 */
export default function PublicDashboardPage() {
  const year = useYear('public');
  // The year is read when the request leaves, not keyed: a year change refetches every query.
  const query = useQuery({
    queryKey: endpointKey(publicDashboardEndpoint),
    queryFn: ({ signal }) =>
      callEndpoint(publicDashboardEndpoint, { query: { tahun_kinerja: String(getYear('public')) } }, { signal }),
  });
  const data = query.data?.data;
  const charts = useMemo(() => (data ? { band: bandChart(data), capaian: capaianChart(data.iku) } : null), [data]);

  return (
    <>
      <PageHeader
        title="Dashboard Kinerja Walikota"
        description={`Capaian indikator kinerja utama (IKU) RPJMD dan anggaran kota tahun ${year}.`}
      />
      {!data || !charts ? (
        <LoadingText />
      ) : (
        <Stack gap="lg">
          <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
            <Stat
              label="IKU tercapai"
              value={`${data.ringkasan.tercapai} dari ${data.ringkasan.jumlah_iku}`}
              hint={`Capaian ≥ ${CAPAIAN_THRESHOLD}%`}
            />
            <Stat label="Rata-rata capaian IKU" value={persen(data.ringkasan.rata_rata_capaian)} />
            <Stat
              label="Realisasi anggaran program"
              value={formatRupiah(data.ringkasan.realisasi_anggaran)}
              hint={`${persen(data.ringkasan.penyerapan)} dari pagu ${formatRupiah(data.ringkasan.pagu)}`}
            />
            <AnggaranStat ringkasan={data.ringkasan} />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            <Paper withBorder radius="md" p="md">
              <Title order={2} fz="h4" mb="sm">
                IKU menurut capaian
              </Title>
              <EChart
                option={charts.band}
                label="Jumlah IKU menurut kelompok capaian"
                height={280}
                textAlternative={
                  <ul>
                    {BANDS.map((b) => (
                      <li key={b}>
                        {CAPAIAN_BAND_LABELS[b]}: {b === 'kosong' ? data.ringkasan.tanpa_data : data.ringkasan[b]} IKU
                      </li>
                    ))}
                  </ul>
                }
              />
              <Text size="xs" c="dimmed" mt="xs">
                {CAPAIAN_BAND_LABELS.tercapai} ≥ {CAPAIAN_THRESHOLD}%, {CAPAIAN_BAND_LABELS.hampir.toLowerCase()}{' '}
                {CAPAIAN_BAND_HAMPIR}% sampai &lt; {CAPAIAN_THRESHOLD}%, {CAPAIAN_BAND_LABELS.belum.toLowerCase()} &lt;{' '}
                {CAPAIAN_BAND_HAMPIR}%.
              </Text>
            </Paper>
            <Paper withBorder radius="md" p="md">
              <Title order={2} fz="h4" mb="sm">
                Capaian per IKU
              </Title>
              <EChart
                option={charts.capaian}
                label="Capaian tiap IKU RPJMD dibanding target 100%"
                height={Math.max(280, data.iku.length * 28)}
                textAlternative={
                  <ul>
                    {data.iku.map((i) => (
                      <li key={i.id}>
                        {i.indikator}: {persen(i.capaian)} ({CAPAIAN_BAND_LABELS[i.band]})
                      </li>
                    ))}
                  </ul>
                }
              />
            </Paper>
          </SimpleGrid>
          <Title order={2} fz="h3">
            Capaian IKU RPJMD
          </Title>
          {data.iku.length === 0 ? (
            <Text>There are no records to show</Text>
          ) : (
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
              {data.iku.map((iku) => (
                <IkuCard key={iku.id} iku={iku} />
              ))}
            </SimpleGrid>
          )}
        </Stack>
      )}
    </>
  );
}
