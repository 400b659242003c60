import type { BillProjection } from '@myaccount/contract';
import { useTranslation } from 'react-i18next';

const WIDTH = 300;
const HEIGHT = 72;
const PROJECTED_OPACITY = 0.35;
/** A legend key drawn like the bars it names (the same colour in light and dark themes). */
function Swatch({ projected }: { projected: boolean }) {
  return (
    <svg width="10" height="10" aria-hidden="true" className="text-primary me-1">
      <rect width="10" height="10" fill="currentColor" opacity={projected ? PROJECTED_OPACITY : 1} />
    </svg>
  );
}

/**
 * The cycle day by day: bars for the days read, paler bars for the projected rest. Time runs
 * left to right in every language (an RTL page does not mirror it); the figures are in the
 * card's text, so the drawing is one image with a summary for screen readers.
 */
export function ProjectionChart({ projection }: { projection: BillProjection }) {
  const { t } = useTranslation();
  const days = projection.daily;
  if (!days.length) return null;
  const peak = Math.max(...days.map((d) => d.usage), 1);
  const step = WIDTH / days.length;
  const read = days.filter((d) => !d.projected).length;
  return (
    <div dir="ltr" className="my-3">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        preserveAspectRatio="none"
        width="100%"
        height={HEIGHT}
        role="img"
        aria-label={t('Projection.ChartLabel', { read, projected: days.length - read })}
        className="text-primary d-block"
        data-testid="projection-chart"
      >
        {days.map((d, i) => {
          const h = Math.max(1, (d.usage / peak) * (HEIGHT - 2));
          return (
            <rect
              key={d.date}
              x={i * step + step * 0.15}
              y={HEIGHT - h}
              width={step * 0.7}
              height={h}
              fill="currentColor"
              opacity={d.projected ? PROJECTED_OPACITY : 1}
            />
          );
        })}
      </svg>
      <p className="small text-body-secondary mb-0 mt-1">
        <Swatch projected={false} />
        {t('Projection.Read')}
        <span className="ms-3" />
        <Swatch projected />
        {t('Projection.Projected')}
      </p>
    </div>
  );
}
