import { memo } from 'react';
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
import { LoadingLines, loadingBar } from '../../components/ui/loading-lines';
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

/** The rows' keys and labels: the skeleton shows the same rows before the enrollment is known. */
const ROWS = [
  ['rate', 'Home.Rate'],
  ['monthly-fee', 'Home.MonthlyFee'],
  ['cancellation-fee', 'Home.CancellationFee'],
  ['contract-start', 'Home.ContractStart'],
  ['contract-end', 'Home.ContractEnd'],
  ['commodity', 'Home.Commodity'],
] as const;

/** One row's value, formatted. */
function rowValue(
  key: (typeof ROWS)[number][0],
  enrollment: Enrollment,
  language: string,
  t: TFunction,
): string {
  const plan = enrollment.plans[0]!;
  switch (key) {
    case 'rate':
      return planRate(plan, language);
    case 'monthly-fee':
      return formatMoney(displayedMonthlyFee(plan));
    case 'cancellation-fee':
      return cancellationFeeText(enrollment, t);
    case 'contract-start':
      return formatDate(enrollment.contract_start_date, language);
    case 'contract-end':
      return formatDate(enrollment.contract_end_date, language);
    case 'commodity': {
      const commodity = plan.commodities[0];
      return commodity ? serverName(commodityNames, commodityCode(commodity), language, commodity.name) : '-';
    }
  }
}

/**
 * The selected enrollment's plan, contract, utility and status; with no enrollment yet (Home's
 * first paint), the same rows with bars for the name and values.
 */
export const PlanCard = memo(function PlanCard({ enrollment }: { enrollment: Enrollment | null }) {
  const { t, i18n } = useTranslation();
  const plan = enrollment?.plans[0];
  const utility = plan?.utilities[0];
  const status = enrollment?.enrollment_statuses[0];
  // Once the service has ended there is nothing left to cancel: no fee wording at all.
  const ended = hasEnded(status?.code);
  const rows = (enrollment === null || plan ? ROWS : []).filter(
    ([key]) => !(ended && key === 'cancellation-fee'),
  );
  if (enrollment === null) {
    return (
      <Card className="border-0 shadow-sm h-100" aria-busy="true">
        <Card.Body>
          <LoadingLines rows={[['h5 mb-1', [6]]]} />
          <dl className="row mb-0 mt-2">
            {rows.map(([key, label]) => (
              <div className="col-12 col-sm-6 py-1" key={key}>
                <dt className="fw-normal small text-body-secondary">{t(label)}</dt>
                <dd aria-hidden="true" className="mb-0 placeholder-glow">
                  {loadingBar(6)}
                </dd>
              </div>
            ))}
          </dl>
        </Card.Body>
      </Card>
    );
  }
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
          {rows.map(([key, label]) => (
            <div className="col-12 col-sm-6 py-1" key={key}>
              <dt className="fw-normal small text-body-secondary">{t(label)}</dt>
              <dd className="mb-0 fw-semibold" data-testid={`plan-${key}`}>
                {key === 'commodity' ? (
                  rowValue(key, enrollment, i18n.language, t)
                ) : (
                  <Ltr>{rowValue(key, enrollment, i18n.language, t)}</Ltr>
                )}
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
});
