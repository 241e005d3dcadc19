import { formatPercent, type RaporCard } from '@sakip/domain';
import type { ChartOption } from '../../../components/charts/EChart';

/**
 * The options of the card's two charts (DOMAIN-2 §1), shared by the page (RaporCharts) and the PNG
 * (card-png), so the picture shows what the screen shows: bars of capaian kinerja % and anggaran
 * terserap %, and the scatter of anggaran % (x) against kinerja % (y) over the diagonal
 * 'Garis Normal', axes 0-120.
 */
const AXIS_MAX = 120;

export const RAPOR_CHART_TITLES = ['Capaian Kinerja dan Anggaran', 'Kinerja terhadap Anggaran'] as const;

function values(card: RaporCard) {
  return { kinerja: card.ringkasan.capaian, anggaran: card.ringkasan.persen_terserap ?? 0 };
}

export function raporBarOption(card: RaporCard): ChartOption {
  const { kinerja, anggaran } = values(card);
  return {
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
  };
}

export function raporScatterOption(card: RaporCard): ChartOption {
  const { kinerja, anggaran } = values(card);
  return {
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
  };
}

/** Both charts as SVG text, drawn off screen at a fixed size (the PNG's pixels whatever the screen). */
export async function raporChartSvgs(card: RaporCard, width: number, height: number): Promise<string[]> {
  const { echarts } = await import('../../../components/charts/echarts-setup');
  return [raporBarOption(card), raporScatterOption(card)].map((option) => {
    const chart = echarts.init(null, undefined, { renderer: 'svg', ssr: true, width, height });
    chart.setOption({ ...option, animation: false, tooltip: { show: false } });
    const svg = chart.renderToSVGString();
    chart.dispose();
    return svg;
  });
}
