import { Box, VisuallyHidden } from '@mantine/core';
import type { EChartsCoreOption } from 'echarts/core';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { LoadingText } from '../LoadingText';

export type ChartOption = EChartsCoreOption;

interface EChartProps {
  /** The ECharts option (series, axes …). */
  option: ChartOption;
  /** Accessible name of the picture. */
  label: string;
  /** What the chart shows, in words or a table, for screen readers (and when the library fails). */
  textAlternative: ReactNode;
  height?: number;
}

/**
 * One chart, lazily: the ECharts modules (echarts-setup.ts) load on first render, in their own
 * chunk, never with an entry. The drawing is an image with a name (role="img") and the data stays
 * available as text (textAlternative, visually hidden). Resizes with its box.
 */
export function EChart({ option, label, textAlternative, height = 320 }: EChartProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  const chartRef = useRef<{
    setOption: (o: ChartOption, notMerge?: boolean) => void;
    resize: () => void;
    dispose: () => void;
  } | null>(null);

  useEffect(() => {
    let disposed = false;
    let observer: ResizeObserver | undefined;
    import('./echarts-setup')
      .then(({ echarts }) => {
        if (disposed || !ref.current) return;
        const chart = echarts.init(ref.current, undefined, { renderer: 'svg' });
        chartRef.current = chart;
        chart.setOption(option, true);
        observer = new ResizeObserver(() => chart.resize());
        observer.observe(ref.current);
        setState('ready');
      })
      .catch((error: unknown) => {
        console.error('Grafik gagal dimuat', error);
        if (!disposed) setState('failed');
      });
    return () => {
      disposed = true;
      observer?.disconnect();
      chartRef.current?.dispose();
      chartRef.current = null;
    };
    // The chart is created once; option changes go through setOption below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    chartRef.current?.setOption(option, true);
  }, [option]);

  return (
    <Box pos="relative">
      {state === 'loading' ? <LoadingText /> : null}
      <div ref={ref} role="img" aria-label={label} style={{ width: '100%', height }} />
      {state === 'failed' ? <Box>{textAlternative}</Box> : <VisuallyHidden>{textAlternative}</VisuallyHidden>}
    </Box>
  );
}
