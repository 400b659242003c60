import { formatRate, type PricedPlan, type RenewalOffer } from '@myaccount/contract';
import { Badge, Card } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Ltr } from '../../../components/ui/ltr';
import { formatDate } from '../../../lib/format-date';
import { formatMoney } from '../../../lib/format-money';
import { MonthsTable } from './months-table';
import { centsText, yearlyDifference } from './offer-figures';

interface OfferCardProps {
  offer: RenewalOffer;
  /** Staying put: the month-to-month plan the contract rolls onto. */
  stay: PricedPlan | null;
  lowest: boolean;
  /** The brand's winback offer to a customer who left (re-enrolment, issue 15). */
  winback?: boolean;
  /**
   * A re-enrolment: the service has ended, so there is nothing to stay on; the offer is
   * compared with the month-to-month plan, named.
   */
  reenrol?: boolean;
}

/** One renewal offer with what it would cost this customer over a year, and Choose. */
export function OfferCard({ offer, stay, lowest, winback = false, reenrol = false }: OfferCardProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const saving = yearlyDifference(offer, stay);
  const titleId = `renew-offer-${offer.id_plan}`;
  const rows: [string, string, string][] = [
    ['annual', t('Service.Renew.AnnualCost'), formatMoney(offer.annual_cost)],
    ['cents', t('Service.Renew.AveragePrice'), centsText(offer, language)],
    ['rate', t('Home.Rate'), formatRate(offer.rate, language, offer.uom)],
    [
      'monthly-fee',
      t('Home.MonthlyFee'),
      offer.monthly_fee > 0 ? formatMoney(offer.monthly_fee) : t('Service.Renew.NoFee'),
    ],
    ['term', t('Service.Transfer.Term'), t('Service.Transfer.TermMonths', { count: offer.terms })],
    [
      'dates',
      t('Service.Renew.Contract'),
      `${formatDate(offer.contract_start_date, language)} – ${formatDate(offer.contract_end_date, language)}`,
    ],
    [
      'fee',
      t('Home.CancellationFee'),
      offer.cancellation_fee <= 0
        ? t('Service.Transfer.NoFee')
        : offer.cancellation_fee_type === 'flat'
          ? formatMoney(offer.cancellation_fee)
          : t('Service.Transfer.FeePerMonth', { fee: formatMoney(offer.cancellation_fee) }),
    ],
  ];
  return (
    <Card
      as="article"
      className="border-0 shadow-sm h-100"
      aria-labelledby={titleId}
      data-testid="renew-offer"
    >
      <Card.Body className="d-flex flex-column">
        <div className="d-flex justify-content-between align-items-start gap-2 flex-wrap">
          <Card.Title as="h3" className="h5 mb-1" id={titleId} data-testid="renew-offer-name">
            {offer.plan_name}
          </Card.Title>
          {winback && (
            <Badge bg="primary-subtle" text="primary-emphasis" data-testid="reenroll-winback">
              {t('Service.Reenroll.Winback')}
            </Badge>
          )}
          {lowest && offer.annual_cost !== null && (
            <Badge bg="success-subtle" text="success-emphasis">
              {t('Service.Renew.Lowest')}
            </Badge>
          )}
        </div>
        <dl className="row mb-2 mt-2">
          {rows.map(([key, label, value]) => (
            <div className="col-12 col-sm-6 py-1" key={key}>
              <dt className="fw-normal small text-body-secondary">{label}</dt>
              <dd className="mb-0 fw-semibold" data-testid={`renew-${key}`}>
                <Ltr>{value}</Ltr>
              </dd>
            </div>
          ))}
        </dl>
        {saving !== null && saving !== 0 && (
          <p className="small mb-2" data-testid="renew-saving">
            {t(`${reenrol ? 'Service.Reenroll' : 'Service.Renew'}.${saving > 0 ? 'Saves' : 'CostsMore'}`, {
              amount: formatMoney(Math.abs(saving)),
              plan: stay?.plan_name ?? '',
            })}
          </p>
        )}
        {offer.months.length > 0 && offer.annual_cost !== null && (
          <details className="mb-3">
            <summary>{t('Service.Renew.HowWorkedOut')}</summary>
            <div className="mt-2">
              <MonthsTable plan={offer} />
            </div>
          </details>
        )}
        <div className="mt-auto">
          <Link
            to={`?plan=${offer.id_plan}`}
            className="btn btn-primary"
            aria-describedby={titleId}
            data-testid="renew-choose"
          >
            {t('Service.Renew.Choose')}
          </Link>
        </div>
      </Card.Body>
    </Card>
  );
}
