import {
  commodityCode,
  commodityNames,
  displayedStatus,
  type Enrollment,
  enrollmentStatusNames,
  hasEnded,
} from '@myaccount/contract';
import { Badge, Card } from 'react-bootstrap';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Ltr } from '../../components/ui/ltr';
import { formatDate } from '../../lib/format-date';
import { formatMoney } from '../../lib/format-money';
import { serverName } from '../i18n';
import { displayedMonthlyFee, planRate } from './home-rules';

/**
 * What ending service today would cost (the server prices it by the contract's rule): none
 * once the contract has ended or the fee is waived; a per-month fee says its monthly price.
 */
function cancellationFeeText(enrollment: Enrollment, t: TFunction): string {
  const fee = enrollment.early_termination_fee;
  const plan = enrollment.plans[0];
  if (fee === null || !plan) return t('Home.CancellationFeeNone');
  if (plan.cancellation_fee_type === 'flat') return formatMoney(fee);
  return t('Home.CancellationFeePerMonth', {
    fee: formatMoney(fee),
    perMonth: formatMoney(plan.cancellation_fee),
  });
}

/** The selected enrollment's plan, contract, utility and status. */
export function PlanCard({ enrollment }: { enrollment: Enrollment }) {
  const { t, i18n } = useTranslation();
  const plan = enrollment.plans[0];
  const utility = plan?.utilities[0];
  const status = enrollment.enrollment_statuses[0];
  // Once the service has ended there is nothing left to cancel: no fee wording at all.
  const ended = hasEnded(status?.code);
  const all: [string, string, string][] = plan
    ? [
        ['rate', t('Home.Rate'), planRate(plan, i18n.language)],
        ['monthly-fee', t('Home.MonthlyFee'), formatMoney(displayedMonthlyFee(plan))],
        ['cancellation-fee', t('Home.CancellationFee'), cancellationFeeText(enrollment, t)],
        [
          'contract-start',
          t('Home.ContractStart'),
          formatDate(enrollment.contract_start_date, i18n.language),
        ],
        ['contract-end', t('Home.ContractEnd'), formatDate(enrollment.contract_end_date, i18n.language)],
        [
          'commodity',
          t('Home.Commodity'),
          plan.commodities[0]
            ? serverName(
                commodityNames,
                commodityCode(plan.commodities[0]),
                i18n.language,
                plan.commodities[0].name,
              )
            : '-',
        ],
      ]
    : [];
  const rows = all.filter(([key]) => !(ended && key === 'cancellation-fee'));
  return (
    <Card className="border-0 shadow-sm h-100" data-testid="plan-card">
      <Card.Body>
        <div className="d-flex justify-content-between align-items-start gap-2 flex-wrap">
          <Card.Title as="h2" className="h5 mb-1" data-testid="plan-name">
            {plan?.name ?? '-'}
          </Card.Title>
          {status && (
            <Badge bg="success-subtle" text="success-emphasis" data-testid="enrollment-status">
              {serverName(enrollmentStatusNames, status.code, i18n.language, displayedStatus(status))}
            </Badge>
          )}
        </div>
        <dl className="row mb-0 mt-2">
          {rows.map(([key, label, value]) => (
            <div className="col-12 col-sm-6 py-1" key={key}>
              <dt className="fw-normal small text-body-secondary">{label}</dt>
              <dd className="mb-0 fw-semibold" data-testid={`plan-${key}`}>
                {key === 'commodity' ? value : <Ltr>{value}</Ltr>}
              </dd>
            </div>
          ))}
        </dl>
        {utility && (
          <div className="mt-3 small" data-testid="plan-utility">
            <div className="text-body-secondary">{t('Home.Utility')}</div>
            <div className="fw-semibold">{utility.formal_name}</div>
            {utility.phone_number && (
              <a href={`tel:${utility.phone_number.replace(/[^\d+]/g, '')}`}>{utility.phone_number}</a>
            )}
            {utility.website && (
              <>
                {utility.phone_number && ' · '}
                <a href={utility.website} target="_blank" rel="noreferrer">
                  {t('Home.UtilityWebsite')}
                </a>
              </>
            )}
          </div>
        )}
      </Card.Body>
    </Card>
  );
}
