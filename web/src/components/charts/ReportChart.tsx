import { Paper, Title } from '@mantine/core';
import { flatHeader, formatCell, type Report, type ReportRow } from '@sakip/domain';
import { useMemo } from 'react';
import { EChart, type ChartOption } from './EChart';

const PALETTE = ['#1c7ed6', '#adb5bd', '#f08c00', '#2f9e44'];

/**
 * The optional chart of a report page (ReportDeclaration.chart, issue 14): a bar per row of the
 * page shown, one series per value column, values in id-ID; the values also as a list for screen
 * readers (the table below stays the full alternative).
 */
/** More categories than this: bars lie down, so each label has a line of its own, never cut. */
const UPRIGHT_MAX = 6;
const BAR_ROW = 34;

export function ReportChart({ report, rows, tahun }: { report: Report; rows: readonly ReportRow[]; tahun: number }) {
  const chart = report.chart;
  // a series without any value (e.g. last year's capaian before there was one) is left out
  const columns = useMemo(
    () =>
      chart
        ? chart.values
            .map((k) => report.columns.find((c) => c.key === k))
            .filter((c) => c !== undefined)
            .filter((c) => rows.some((r) => typeof r[c.key] === 'number'))
        : [],
    [chart, report.columns, rows],
  );
  const lying = rows.length > UPRIGHT_MAX;
  const option = useMemo<ChartOption | null>(() => {
    if (!chart) return null;
    const labels = rows.map((r) => String(r[chart.category] ?? '-'));
    const category = {
      type: 'category',
      data: labels,
      inverse: lying,
      axisLabel: { width: lying ? 200 : 110, overflow: 'break', interval: 0, lineHeight: 14 },
    };
    const value = { type: 'value' };
    return {
      color: PALETTE,
      tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
      legend: { bottom: 0 },
      grid: { left: 8, right: 24, top: 24, bottom: 40, containLabel: true },
      xAxis: lying ? value : category,
      yAxis: lying ? category : value,
      series: columns.map((c, i) => ({
        type: 'bar',
        name: flatHeader(c, tahun),
        data: rows.map((r) => (typeof r[c.key] === 'number' ? r[c.key] : null)),
        tooltip: { valueFormatter: (v: unknown) => formatCell(c, typeof v === 'number' ? v : null) },
        ...(i === 0 && chart.line !== undefined
          ? {
              markLine: {
                symbol: 'none',
                data: [lying ? { xAxis: chart.line } : { yAxis: chart.line }],
                lineStyle: { type: 'dashed', color: '#495057' },
                label: { position: 'insideEndTop', formatter: String(chart.line) },
              },
            }
          : {}),
      })),
    };
  }, [chart, columns, rows, tahun, lying]);
  if (!chart || !option || rows.length === 0) return null;
  return (
    <Paper withBorder radius="md" p="md">
      <Title order={2} fz="h4" mb="sm">
        {chart.title}
      </Title>
      <EChart
        option={option}
        label={chart.title}
        height={lying ? Math.max(300, rows.length * BAR_ROW + 80) : 300}
        textAlternative={
          <ul>
            {rows.map((r, i) => (
              <li key={i}>
                {String(r[chart.category] ?? '-')}:{' '}
                {columns.map((c) => `${flatHeader(c, tahun)} ${formatCell(c, r[c.key])}`).join('; ')}
              </li>
            ))}
          </ul>
        }
      />
    </Paper>
  );
}
