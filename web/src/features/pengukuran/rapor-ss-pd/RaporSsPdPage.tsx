import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import {
  formatNumber,
  formatPercent,
  formatRupiah,
  triwulanRomawi,
  type RaporSsPd,
  type Triwulan,
} from '@sakip/domain';
import { useMemo } from 'react';
import { EChart, type ChartOption } from '../../../components/charts/EChart';
import { LoadingText } from '../../../components/LoadingText';
import { PageHeader } from '../../../components/PageHeader';
import { RaporToolbar, useRaporUnit, useTriwulan } from '../rapor-kinerja/RaporParts';
import { useRaporSsPd } from './api';
import { ChooseUnitFirst } from '../../../components/unit/ChooseUnitFirst';

const COLORS = ['#1c7ed6', '#37b24d', '#f59f00', '#e8590c'];
const angka = (v: number | null) => (v === null ? '-' : formatNumber(v, Number.isInteger(v) ? 0 : 2));
type Iku = RaporSsPd['iku'][number];
type Segmen = Iku['target'];

/**
 * A quarter's segment, labelled with the cumulative value: inside when the segment is tall enough
 * to hold it, above the bar for its top segment, else left to the tooltip (no overlapping labels).
 */
function segmentDatum(series: Segmen, i: number) {
  const seg = series[i];
  const top = series.reduce((last, s, j) => (s.segmen !== null ? j : last), -1);
  const total = series[top]?.kumulatif ?? 0;
  const tall = seg?.segmen !== null && seg?.segmen !== undefined && total > 0 && seg.segmen / total >= 0.12;
  return {
    value: seg?.segmen ?? null,
    label: {
      show: i === top || tall,
      position: i === top && !tall ? 'top' : 'inside',
      formatter: () => angka(seg?.kumulatif ?? null),
    },
  };
}

/** One IKU: two stacked bars (Target, Realisasi), a segment per quarter labelled with the cumulative value. */
function IkuChart({ iku }: { iku: Iku }) {
  const option = useMemo<ChartOption>(
    () => ({
      tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
      legend: { bottom: 0 },
      grid: { left: 48, right: 16, top: 16, bottom: 48 },
      xAxis: { type: 'category', data: ['Target', 'Realisasi'] },
      yAxis: { type: 'value' },
      series: iku.target.map((_, i) => ({
        type: 'bar',
        name: `TW ${triwulanRomawi((i + 1) as Triwulan)}`,
        stack: 'tw',
        barWidth: '40%',
        itemStyle: { color: COLORS[i] },
        data: [segmentDatum(iku.target, i), segmentDatum(iku.realisasi, i)],
      })),
    }),
    [iku],
  );
  return (
    <Paper withBorder radius="md" p="md">
      <Text fw={600} size="sm">
        {iku.iku}
      </Text>
      <Text size="xs" c="dimmed" mb="xs">
        {iku.sasaran} ({iku.satuan})
      </Text>
      <EChart
        option={option}
        height={260}
        label={`Target dan realisasi ${iku.iku} per triwulan`}
        textAlternative={
          <ul>
            {iku.target.map((t, i) => (
              <li
                key={i}
              >{`Triwulan ${triwulanRomawi((i + 1) as Triwulan)}: target ${angka(t.kumulatif)}, realisasi ${angka(iku.realisasi[i]?.kumulatif ?? null)}`}</li>
            ))}
          </ul>
        }
      />
    </Paper>
  );
}

function RaporMini({ title, r }: { title: string; r: RaporSsPd['internal'] }) {
  const label = title.toLowerCase();
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={`Rapor ${label}`}>
      <Title order={2} size="h5" mb="xs">
        {title}
      </Title>
      {r.jumlah === 0 ? (
        // no items: no percentage to show (a big 0,00% would read as a failure)
        <Text c="dimmed">{`Tidak ada sasaran sub kegiatan ${label} pada triwulan ini.`}</Text>
      ) : (
        <>
          <Text fz={28} fw={700}>
            {formatPercent(r.capaian)}
          </Text>
          <Stack gap={2}>
            <Text size="sm">{`Jumlah sasaran sub kegiatan: ${r.jumlah}`}</Text>
            <Text size="sm">{`Tercapai: ${r.tercapai}, tidak tercapai: ${r.tidak_tercapai}`}</Text>
            <Text size="sm">{`Anggaran: ${formatRupiah(r.anggaran)}`}</Text>
            <Text size="sm">{`Terserap: ${formatRupiah(r.terserap)} (${formatPercent(r.persen_terserap)})`}</Text>
            <Text size="sm">{`Efisiensi: ${formatPercent(r.efisiensi)}`}</Text>
          </Stack>
        </>
      )}
    </Paper>
  );
}

/**
 * /rapor-kinerja-sasaran-strategis-pd/{tw}/diagram (DOMAIN-2 §1): per IKU the stacked Target /
 * Realisasi bars by quarter, the unit's rank card, the Internal and Eksternal rapor cards.
 */
export default function RaporSsPdPage() {
  const tw = useTriwulan();
  const { unit, setUnit } = useRaporUnit();
  const { data, isLoading } = useRaporSsPd(tw, unit);
  const r = data?.data;
  return (
    <>
      <PageHeader
        title="Rapor Sasaran Strategis PD"
        description={r ? `${r.satuan_kerja?.satuan_kerja_nama ?? ''} ${r.judul}` : undefined}
      />
      <RaporToolbar tw={tw} data={r} fallback={unit} onUnitChange={setUnit} />
      {isLoading || !r ? (
        <LoadingText />
      ) : !r.satuan_kerja ? (
        <ChooseUnitFirst />
      ) : (
        <>
          <SimpleGrid cols={{ base: 1, sm: 3 }} mb="md">
            <Paper withBorder radius="md" p="md" bg="blue.0">
              <Text size="sm" c="dimmed">
                Peringkat Rapor Kinerja
              </Text>
              <Text fz={22} fw={700} data-testid="rank-card">
                {r.rank.label}
              </Text>
            </Paper>
            <RaporMini title="Internal" r={r.internal} />
            <RaporMini title="Eksternal" r={r.eksternal} />
          </SimpleGrid>
          {r.iku.length === 0 ? (
            <Text>Belum ada IKU pada tahun ini</Text>
          ) : (
            <SimpleGrid cols={{ base: 1, md: 2 }}>
              {r.iku.map((i) => (
                <IkuChart key={i.id} iku={i} />
              ))}
            </SimpleGrid>
          )}
        </>
      )}
    </>
  );
}
