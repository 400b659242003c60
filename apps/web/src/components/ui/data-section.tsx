import type { ReactNode } from 'react';
import { Card } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';

/** A read that is under way, answered, or failed (spec §8: a failed read shows an empty state). */
export type DataState<T> =
  { status: 'loading'; data: null } | { status: 'ready'; data: T } | { status: 'failed'; data: null };

/** A titled card that shows its content once `state` is ready, or a quiet line until then. */
export function DataSection<T>({
  title,
  state,
  unavailableText,
  children,
}: {
  title: string;
  state: DataState<T>;
  /** Shown when the read failed; each screen words it for what it lists. */
  unavailableText: string;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Card className="border-0 shadow-sm mb-4">
      <Card.Body>
        <Card.Title as="h2" className="h5">
          {title}
        </Card.Title>
        {state.status === 'loading' && <p className="text-body-secondary mb-0">{t('Common.Loading')}</p>}
        {state.status === 'failed' && <p className="text-body-secondary mb-0">{unavailableText}</p>}
        {state.status === 'ready' && children(state.data)}
      </Card.Body>
    </Card>
  );
}
