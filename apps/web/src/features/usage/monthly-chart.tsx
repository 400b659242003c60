import { formatMonth, formatNumber, formatQuantity, type UsageRecord } from '@myaccount/contract';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { labelStride, niceTicks } from './chart-scale';

const HEIGHT = 240;
/** Room for the value labels on the left, the month labels and axis title below. */
const MARGIN = { top: 24, right: 8, bottom: 44, left: 52 };
/** A month label ("Nov 26") at the 12 px the chart writes in, with a gap. */
const MONTH_LABEL_PX = 46;
/** Used before the first measurement and where there is no layout (tests). */
const FALLBACK_WIDTH = 600;

/** The drawing's width in CSS pixels, so its text stays 12 px on a phone and a desktop alike. */
function useWidth() {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(FALLBACK_WIDTH);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    // The chart's height never depends on its width, so a new width cannot feed back.
    const observer = new ResizeObserver(([entry]) => {
      const measured = Math.floor(entry?.contentRect.width ?? 0);
      if (measured > 0) setWidth(measured);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}

/**
 * Monthly billed usage as stacked SVG bars (metered below, estimated above), oldest on the
 * left, with a value axis in the usage unit and month labels spaced so they never run
 * together (issue 10 §7). Drawn at the card's own pixel width rather than scaled from a
 * fixed viewBox, which shrank its text to 4 px at 360 px.
 */
export function MonthlyChart({ records, unit }: { records: UsageRecord[]; unit: string }) {
  const { t, i18n } = useTranslation();
  const [ref, width] = useWidth();
  const bars = [...records].reverse();
  const ticks = niceTicks(Math.max(0, ...bars.map((r) => r.usageNum)));
  const top = ticks[ticks.length - 1]!;
  const plotWidth = Math.max(1, width - MARGIN.left - MARGIN.right);
  const plotHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  const slot = plotWidth / Math.max(bars.length, 1);
  const stride = labelStride(slot, MONTH_LABEL_PX);
  const y = (v: number) => MARGIN.top + plotHeight - (v / top) * plotHeight;
  const month = new Intl.DateTimeFormat(i18n.language, { month: 'short', year: '2-digit', timeZone: 'UTC' });
  const monthOf = (r: UsageRecord) => month.format(new Date(`${r.endReadDate}T00:00:00Z`));
  // The newest month is always labelled: count the stride back from it.
  const labelled = (i: number) => (bars.length - 1 - i) % stride === 0;

  return (
    <div ref={ref} className="monthly-chart">
      <svg
        width={width}
        height={HEIGHT}
        viewBox={`0 0 ${width} ${HEIGHT}`}
        role="img"
        aria-label={t('Usage.MonthlyChartLabel', { unit })}
        data-testid="monthly-chart"
        direction="ltr"
        fontSize="12"
      >
        <text x={4} y={12} fill="currentColor" data-testid="monthly-chart-unit">
          {unit}
        </text>
        {ticks.map((v) => (
          <g key={v} data-testid="monthly-chart-y-tick">
            <line
              x1={MARGIN.left}
              x2={width - MARGIN.right}
              y1={y(v)}
              y2={y(v)}
              stroke="currentColor"
              strokeOpacity={v === 0 ? 0.6 : 0.15}
            />
            <text x={MARGIN.left - 6} y={y(v) + 4} textAnchor="end" fill="currentColor">
              {formatNumber(v, 0, i18n.language)}
            </text>
          </g>
        ))}
        {bars.map((r, i) => {
          const estimated = Math.min(r.usageNumEstimated, r.usageNum);
          const metered = r.usageNum - estimated;
          const x = MARGIN.left + i * slot + slot * 0.15;
          const w = Math.max(1, slot * 0.7);
          return (
            <g key={r.beginReadDate}>
              <title>{`${formatMonth(r.endReadDate, i18n.language)}: ${formatQuantity(r.usageNum, i18n.language, unit)}`}</title>
              <rect x={x} y={y(metered)} width={w} height={y(0) - y(metered)} fill="var(--bs-primary)" />
              {estimated > 0 && (
                <rect
                  x={x}
                  y={y(r.usageNum)}
                  width={w}
                  height={y(metered) - y(r.usageNum)}
                  fill="var(--bs-warning)"
                />
              )}
              {labelled(i) && (
                <text
                  // Centred under its bar, but never past the drawing's right edge.
                  x={Math.min(x + w / 2, width - MONTH_LABEL_PX / 2)}
                  y={MARGIN.top + plotHeight + 16}
                  textAnchor="middle"
                  fill="currentColor"
                  data-testid="monthly-chart-x-tick"
                >
                  {monthOf(r)}
                </text>
              )}
            </g>
          );
        })}
        <text
          x={MARGIN.left + plotWidth / 2}
          y={HEIGHT - 6}
          textAnchor="middle"
          fill="currentColor"
          data-testid="monthly-chart-x-title"
        >
          {t('Usage.ChartPeriodAxis')}
        </text>
      </svg>
    </div>
  );
}
