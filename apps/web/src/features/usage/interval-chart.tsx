import { STEP_MS, type UsageSmtHistory } from '@myaccount/contract';
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { chartInput } from './chart-points';
import { computeChartPoints } from './chart-points-client';

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
 * from a min/max-decimated copy about two points per pixel wide, computed in a worker, so a
 * year of 15-minute reads never blocks the page; the data passed in is never changed.
 */
export function IntervalChart({ history, labels, height = 280 }: IntervalChartProps) {
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    let plot: uPlot | null = null;
    let observer: ResizeObserver | null = null;
    let gone = false;
    const width = Math.max(element.clientWidth, 280);
    // Quarter hours and hours are instants read on the premise's clock; days and months are
    // calendar dates sent as UTC midnights, shown as they are.
    const zone = STEP_MS[history.current.step] ? history.timeZone : 'Etc/UTC';
    void computeChartPoints(chartInput(history, width * 2)).then((drawn) => {
      if (gone) return;
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
        tzDate: (ts) => uPlot.tzDate(new Date(ts * 1000), zone),
        axes: [{}, { label: labels.axis, size: 56 }],
        scales: { x: { time: true } },
        legend: { live: false },
        cursor: { drag: { x: true, y: false } },
      };
      plot = new uPlot(options, [drawn.x, ...drawn.ys] as uPlot.AlignedData, element);
      observer = new ResizeObserver(() => {
        const w = Math.max(element.clientWidth, 280);
        if (plot && Math.abs(plot.width - w) > 2) plot.setSize({ width: w, height });
      });
      observer.observe(element);
    });
    return () => {
      gone = true;
      observer?.disconnect();
      plot?.destroy();
    };
  }, [history, labels, height]);

  return (
    <div
      ref={box}
      className="w-100 overflow-hidden"
      style={{ minHeight: height }}
      data-testid="interval-chart"
      role="img"
      aria-label={labels.axis}
    />
  );
}
