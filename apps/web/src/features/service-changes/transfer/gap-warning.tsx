import { Alert } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format-date';

/** Days between move-out and move-in have no service at either address: said plainly. */
export function GapWarning({ gap }: { gap: { first: string; last: string; days: number } | null }) {
  const { t, i18n } = useTranslation();
  if (!gap) return null;
  const dates = { first: formatDate(gap.first, i18n.language), last: formatDate(gap.last, i18n.language) };
  return (
    <Alert variant="warning" className="mt-3 mb-0" data-testid="transfer-gap">
      {t('Service.Transfer.Gap', { count: gap.days, ...dates })}
    </Alert>
  );
}
