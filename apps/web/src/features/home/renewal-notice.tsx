import { contractDaysLeft, type Enrollment, inRenewalWindow, marketToday } from '@myaccount/contract';
import { memo } from 'react';
import { Alert } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '../../lib/format-date';
import { RENEWAL_PATH } from '../service-changes';
import { renewalAlertText } from './home-rules';

/**
 * Home's renewal notice (issue 15): a renewal already accepted, or — from RENEWAL_NOTICE_DAYS
 * before the contract's last day — the countdown with the utility's renewal alert, leading to
 * the renewal in the portal when this service may be renewed there.
 */
export const RenewalNotice = memo(function RenewalNotice({
  enrollment,
  canRenew,
}: {
  enrollment: Enrollment;
  canRenew: boolean;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const scheduled = enrollment.scheduled_renewal;
  if (scheduled) {
    return (
      <Alert variant="success" data-testid="renewal-scheduled">
        {t('Home.RenewalScheduled', {
          plan: scheduled.plan_name,
          date: formatDate(scheduled.start_date, language),
        })}{' '}
        <Alert.Link as={Link} to={RENEWAL_PATH}>
          {t('Home.RenewalDetails')}
        </Alert.Link>
      </Alert>
    );
  }
  const end = enrollment.contract_end_date;
  const today = marketToday();
  if (!inRenewalWindow(end, today)) return null;
  const utilityText = renewalAlertText(enrollment.plans[0]?.utilities[0], language, t('Home.RenewalAlert'));
  return (
    <Alert variant="warning" data-testid="renewal-alert">
      <span data-testid="renewal-countdown">
        {t('Home.ContractEndsIn', {
          count: contractDaysLeft(end, today) ?? 0,
          date: formatDate(end, language),
        })}
      </span>
      {utilityText && ` ${utilityText}`}
      {canRenew && (
        <>
          {' '}
          <Alert.Link as={Link} to={RENEWAL_PATH} data-testid="renewal-alert-renew">
            {t('Home.Renew')}
          </Alert.Link>
        </>
      )}
    </Alert>
  );
});
