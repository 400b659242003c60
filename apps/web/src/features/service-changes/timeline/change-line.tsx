import { isWithdrawable, type TimelineChange } from '@myaccount/contract';
import { Button } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format-date';

/**
 * One drop, transfer half, re-enrolment or reinstatement: what happens when, and whether it
 * can still be withdrawn (a re-enrolment or reinstatement cannot: the customer drops again).
 */
export function ChangeLine({ change, onWithdraw }: { change: TimelineChange; onWithdraw: () => void }) {
  const { t, i18n } = useTranslation();
  const day = (date: string) => formatDate(date, i18n.language);
  const what = t(`Service.Timeline.Change.${change.kind}`, {
    date: day(change.effective_date),
    address: change.linked?.address ?? '',
    linkedDate: change.linked ? day(change.linked.effective_date) : '',
  });
  return (
    <li className="mb-2" data-testid={`timeline-change-${change.kind}`}>
      <span>{what}</span>{' '}
      {change.status === 'cancelled' ? (
        <span className="text-body-secondary" data-testid="timeline-withdrawn">
          {t('Service.Timeline.Withdrawn', { date: day(change.cancelled_on ?? change.requested_on) })}
        </span>
      ) : change.can_withdraw ? (
        <span className="d-inline-flex flex-wrap align-items-center gap-2">
          <span className="text-body-secondary">
            {t('Service.Timeline.WithdrawUntil', { date: day(change.withdraw_until) })}
          </span>
          <Button size="sm" variant="outline-danger" onClick={onWithdraw} data-testid="timeline-withdraw">
            {t('Service.Timeline.Withdraw')}
          </Button>
        </span>
      ) : !isWithdrawable(change.kind) ? null : (
        <span className="text-body-secondary">
          {t('Service.Timeline.TooLate', { date: day(change.withdraw_until) })}
        </span>
      )}
    </li>
  );
}
