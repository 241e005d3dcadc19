import { Paper, SimpleGrid, Title } from '@mantine/core';
import { formatPercent, type RaporCard } from '@sakip/domain';
import { useMemo } from 'react';
import { EChart, type ChartOption } from '../../../components/charts/EChart';

const AXIS_MAX = 120;

/**
 * The two charts of the card (DOMAIN-2 §1): bars of capaian kinerja % and anggaran terserap %, and
 * the scatter of anggaran % (x) against kinerja % (y) over the diagonal 'Garis Normal', axes 0-120.
 * Lazily loaded with the charting library; each has its text alternative.
 */
export default function RaporCharts({ card }: { card: RaporCard }) {
  const r = card.ringkasan;
  const kinerja = r.capaian;
  const anggaran = r.persen_terserap ?? 0;
  const bar = useMemo<ChartOption>(
    () => ({
      tooltip: { trigger: 'axis', valueFormatter: (v: unknown) => formatPercent(v as number) },
      grid: { left: 48, right: 16, top: 24, bottom: 40 },
      xAxis: { type: 'category', data: ['Capaian Kinerja', 'Anggaran Terserap'] },
      yAxis: { type: 'value', min: 0, max: AXIS_MAX, axisLabel: { formatter: '{value}%' } },
      series: [
        {
          type: 'bar',
          barWidth: '45%',
          data: [
            { value: kinerja, itemStyle: { color: '#1c7ed6' } },
            { value: anggaran, itemStyle: { color: '#f08c00' } },
          ],
          label: { show: true, position: 'top', formatter: (p: { value: number }) => formatPercent(p.value) },
        },
      ],
    }),
    [kinerja, anggaran],
  );
  const scatter = useMemo<ChartOption>(
    () => ({
      tooltip: {
        trigger: 'item',
        formatter: () =>
          `${card.satuan_kerja?.satuan_kerja_nama ?? ''}<br/>Anggaran ${formatPercent(anggaran)}<br/>Kinerja ${formatPercent(kinerja)}`,
      },
      grid: { left: 56, right: 96, top: 24, bottom: 48 },
      xAxis: { type: 'value', name: 'Anggaran (%)', nameLocation: 'middle', nameGap: 28, min: 0, max: AXIS_MAX },
      yAxis: { type: 'value', name: 'Kinerja (%)', nameLocation: 'middle', nameGap: 40, min: 0, max: AXIS_MAX },
      series: [
        {
          type: 'line',
          name: 'Garis Normal',
          data: [
            [0, 0],
            [AXIS_MAX, AXIS_MAX],
          ],
          showSymbol: false,
          lineStyle: { type: 'dashed', color: '#868e96' },
          endLabel: { show: true, formatter: 'Garis Normal', color: '#495057' },
          tooltip: { show: false },
        },
        {
          type: 'scatter',
          name: 'Satuan kerja',
          symbolSize: 18,
          itemStyle: { color: '#e03131' },
          data: [[anggaran, kinerja]],
        },
      ],
    }),
    [anggaran, kinerja, card.satuan_kerja?.satuan_kerja_nama],
  );
  const words = `Capaian kinerja ${formatPercent(kinerja)}, anggaran terserap ${formatPercent(r.persen_terserap)}.`;
  const position =
    kinerja > anggaran
      ? 'Titik berada di atas Garis Normal: kinerja lebih tinggi dari penyerapan anggaran.'
      : kinerja < anggaran
        ? 'Titik berada di bawah Garis Normal: kinerja lebih rendah dari penyerapan anggaran.'
        : 'Titik berada tepat pada Garis Normal.';
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
      <Paper withBorder radius="md" p="md">
        <Title order={3} size="h5" mb="xs">
          Capaian Kinerja dan Anggaran
        </Title>
        <EChart
          option={bar}
          label="Grafik batang capaian kinerja dan anggaran terserap"
          textAlternative={<p>{words}</p>}
        />
      </Paper>
      <Paper withBorder radius="md" p="md">
        <Title order={3} size="h5" mb="xs">
          Kinerja terhadap Anggaran
        </Title>
        <EChart
          option={scatter}
          label="Grafik sebaran kinerja terhadap anggaran dengan Garis Normal"
          textAlternative={
            <p>
              {words} {position}
            </p>
          }
        />
      </Paper>
    </SimpleGrid>
  );
}
