import { Card } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { LoadingLines, loadingBar } from '../../components/ui/loading-lines';

/**
 * What the projection card shows while its read is under way: bars where the two figures, the
 * range and the basis go, and a block the chart's size (issue 18: as tall as the card will be).
 */
export function ProjectionLoading() {
  return (
    <>
      <LoadingLines
        rows={[
          ['small mb-0', [3]],
          ['h3 mb-0', [4]],
          ['small mb-0 mt-2', [12, 5]],
          ['small mb-0', [10]],
        ]}
      />
      <div aria-hidden="true" className="my-3 placeholder-glow">
        {loadingBar(12, { className: 'projection-chart-placeholder' })}
      </div>
    </>
  );
}

/**
 * The card before its chunk has arrived (Home's Suspense fallback), so the card is in place
 * from Home's first paint instead of being inserted above content already painted.
 */
export function ProjectionCardSkeleton() {
  const { t } = useTranslation();
  return (
    <Card className="border-0 shadow-sm h-100" aria-busy="true">
      <Card.Body>
        <Card.Title as="h2" className="h5">
          {t('Projection.Title')}
        </Card.Title>
        <ProjectionLoading />
      </Card.Body>
    </Card>
  );
}
