import type { UsageSmtHistory } from '@myaccount/contract';
import { useEffect, useMemo, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { downsample } from './downsample';

/** 'YYYY-MM-DDTHH:mm' / 'YYYY-MM-DD' / 'YYYY-MM' in meter time → seconds, read as UTC. */
export function labelToSeconds(label: string): number {
  const [date, time = '00:00'] = label.split('T');
  const [y, m, d = '01'] = date!.split('-');
  const [hh, mm] = time.split(':');
  return Date.UTC(Number(y), Number(m) - 1, Number(d), Number(hh), Number(mm)) / 1000;
}

interface IntervalChartProps {
  history: UsageSmtHistory;
  labels: { current: string; compare: string; axis: string };
  height?: number;
}

/** A theme colour read when drawing, so light and dark modes both get their own. */
const colour = (name: string, fallback: string) =>
  getComputedStyle(document.documentElement).getPropertyValue(name).trim() || fallback;

/**
 * The interval series on a canvas (uPlot), the comparison window overlaid by position. Drawn
 * from a min/max-decimated copy about two points per pixel wide, so a year of 15-minute reads
 * stays smooth; the data passed in is never changed.
 */
export function IntervalChart({ history, labels, height = 280 }: IntervalChartProps) {
  const box = useRef<HTMLDivElement>(null);
  const plot = useRef<uPlot | null>(null);
  const full = useMemo(() => {
    const ys = [history.current.kwh];
    if (history.compare) ys.push(history.compare.kwh);
    return { x: history.current.start.map(labelToSeconds), ys };
  }, [history]);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const width = Math.max(element.clientWidth, 280);
    const drawn = downsample(full, width * 2);
    const series: uPlot.Series[] = [
      {},
      { label: labels.current, stroke: colour('--bs-primary', '#0d6efd'), width: 1.5, spanGaps: false },
    ];
    if (history.compare)
      series.push({
        label: labels.compare,
        stroke: colour('--bs-warning', '#f0b429'),
        width: 1.2,
        dash: [4, 3],
      });
    const options: uPlot.Options = {
      width,
      height,
      series,
      // Labels are meter-local times: show them as they are, whatever the browser's zone.
      tzDate: (ts) => uPlot.tzDate(new Date(ts * 1000), 'Etc/UTC'),
      axes: [{}, { label: labels.axis, size: 56 }],
      scales: { x: { time: true } },
      legend: { live: false },
      cursor: { drag: { x: true, y: false } },
    };
    plot.current = new uPlot(options, [drawn.x, ...drawn.ys] as uPlot.AlignedData, element);
    const observer = new ResizeObserver(() => {
      const w = Math.max(element.clientWidth, 280);
      if (plot.current && Math.abs(plot.current.width - w) > 2) plot.current.setSize({ width: w, height });
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      plot.current?.destroy();
      plot.current = null;
    };
  }, [full, history.compare, labels, height]);

  return (
    <div
      ref={box}
      className="w-100 overflow-hidden"
      data-testid="interval-chart"
      role="img"
      aria-label={labels.axis}
    />
  );
}
