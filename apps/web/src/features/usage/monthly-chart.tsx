import type { UsageRecord } from '@myaccount/contract';
import { useTranslation } from 'react-i18next';

/**
 * Monthly billed usage as stacked SVG bars (metered below, estimated above), oldest on the
 * left. Two dozen bars need no canvas library; SVG scales with the card and prints cleanly.
 */
export function MonthlyChart({ records, unit }: { records: UsageRecord[]; unit: string }) {
  const { t } = useTranslation();
  const bars = [...records].reverse();
  const max = Math.max(1, ...bars.map((r) => r.usageNum));
  const width = 600;
  const height = 200;
  const slot = width / Math.max(bars.length, 1);
  const scale = (v: number) => (v / max) * (height - 24);
  return (
    <svg
      viewBox={`0 0 ${width} ${height}`}
      className="w-100 h-auto"
      role="img"
      aria-label={t('Usage.MonthlyChartLabel', { unit })}
      data-testid="monthly-chart"
    >
      {bars.map((r, i) => {
        const estimated = Math.min(r.usageNumEstimated, r.usageNum);
        const metered = r.usageNum - estimated;
        const x = i * slot + slot * 0.15;
        const w = slot * 0.7;
        const base = height - 16;
        return (
          <g key={r.beginReadDate}>
            <title>{`${r.periodName}: ${r.usageNum.toLocaleString()} ${unit}`}</title>
            <rect
              x={x}
              y={base - scale(metered)}
              width={w}
              height={scale(metered)}
              fill="var(--bs-primary)"
            />
            {estimated > 0 && (
              <rect
                x={x}
                y={base - scale(r.usageNum)}
                width={w}
                height={scale(estimated)}
                fill="var(--bs-warning)"
              />
            )}
            <text x={x + w / 2} y={height - 3} fontSize="9" textAnchor="middle" fill="currentColor">
              {r.endReadDate.slice(5, 7)}/{r.endReadDate.slice(2, 4)}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
