import { Paper, SimpleGrid, Title } from '@mantine/core';
import { formatPercent, type RaporCard } from '@sakip/domain';
import { useMemo } from 'react';
import { EChart } from '../../../components/charts/EChart';
import { RAPOR_CHART_TITLES, raporBarOption, raporScatterOption } from './rapor-chart-options';

/**
 * The two charts of the card (DOMAIN-2 §1, options in rapor-chart-options.ts, shared with the PNG).
 * Lazily loaded with the charting library; each has its text alternative.
 */
export default function RaporCharts({ card }: { card: RaporCard }) {
  const r = card.ringkasan;
  const kinerja = r.capaian;
  const anggaran = r.persen_terserap ?? 0;
  const bar = useMemo(() => raporBarOption(card), [card]);
  const scatter = useMemo(() => raporScatterOption(card), [card]);
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
          {RAPOR_CHART_TITLES[0]}
        </Title>
        <EChart
          option={bar}
          label="Grafik batang capaian kinerja dan anggaran terserap"
          textAlternative={<p>{words}</p>}
        />
      </Paper>
      <Paper withBorder radius="md" p="md">
        <Title order={3} size="h5" mb="xs">
          {RAPOR_CHART_TITLES[1]}
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
