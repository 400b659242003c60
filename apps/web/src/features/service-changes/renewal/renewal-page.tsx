import { languageOf, type RenewalOffers } from '@myaccount/contract';
import type { TFunction } from 'i18next';
import { useEffect, useRef } from 'react';
import { Alert } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Ltr } from '../../../components/ui/ltr';
import { formatDate } from '../../../lib/format-date';
import { formatMoney } from '../../../lib/format-money';
import { useInvalidateEnrollment } from '../../../lib/query';
import { useRenewalOffers } from './renewal-offers';
import { useSelectedEnrollment } from '../../enrollments';
import { OfferList } from './offer-list';
import { centsText, usageText } from './offer-figures';
import { ReviewOffer } from './review-offer';
import { LoadingLines } from '../../../components/ui/loading-lines';

/** The contract countdown in words: days left, ended, or no fixed end (month-to-month). */
function countdown(quote: RenewalOffers, t: TFunction, language: string): string {
  const date = formatDate(quote.contract_end_date, language);
  if (quote.days_left === null) return t('Service.Renew.NoEnd');
  if (quote.days_left < 0) return t('Service.Renew.Ended', { date });
  return t('Service.Renew.EndsIn', { count: quote.days_left, date });
}

/**
 * Route /service/renew (issue 15): the selected service's renewal offers, each priced on the
 * customer's own last 12 bills, beside what staying on month-to-month costs; `?plan=<id>` is
 * the review step, so reload and Back keep the customer where they were.
 */
export default function RenewalPage() {
  const { t, i18n } = useTranslation();
  const language = languageOf(i18n.language);
  const { enrollment } = useSelectedEnrollment();
  const id = enrollment?.id_enrollment ?? null;
  const state = useRenewalOffers(id, language);
  const invalidate = useInvalidateEnrollment(id);
  const [params, setParams] = useSearchParams();
  const done = useRef<HTMLDivElement>(null);
  const quote = state.data;
  const chosen = quote?.offers.find((o) => String(o.id_plan) === params.get('plan')) ?? null;
  const renewed = params.get('renewed') === '1' && quote?.pending;
  useEffect(() => {
    if (renewed) done.current?.focus();
  }, [renewed]);

  return (
    <section aria-labelledby="renew-title">
      <h1 id="renew-title" className="h3 mb-2">
        {t('Service.Renew.Title')}
      </h1>
      {state.status === 'loading' && <LoadingLines rows={[['', [8]]]} />}
      {state.status === 'failed' && <Alert variant="warning">{t('Service.Renew.LoadFailed')}</Alert>}
      {quote && (
        <>
          <p className="lead fs-6" data-testid="renew-countdown">
            {countdown(quote, t, i18n.language)}
          </p>
          {quote.pending && (
            <Alert
              variant="success"
              ref={done}
              tabIndex={-1}
              role={renewed ? 'status' : undefined}
              data-testid="renew-pending"
            >
              <p className="mb-1 fw-semibold">
                {t('Service.Renew.Scheduled', {
                  plan: quote.pending.plan_name,
                  start: formatDate(quote.pending.start_date, i18n.language),
                  end: formatDate(quote.pending.end_date, i18n.language),
                })}
              </p>
              <p className="mb-0">
                {t('Service.Renew.ScheduledNote', {
                  date: formatDate(quote.pending.accepted_on, i18n.language),
                })}{' '}
                <Link to="/" className="alert-link">
                  {t('Service.Renew.BackHome')}
                </Link>
              </p>
            </Alert>
          )}
          {quote.reason && quote.reason !== 'renewal_pending' && (
            <Alert variant="info" data-testid="renew-refused">
              {t(`Service.Renew.Refusal.${quote.reason}`)}
            </Alert>
          )}
          {quote.eligible && chosen && id !== null && (
            <ReviewOffer
              key={chosen.id_plan}
              enrollmentId={id}
              offer={chosen}
              language={language}
              onRenewed={() => {
                setParams({ renewed: '1' }, { replace: true });
                invalidate(['renewal-offers']);
              }}
            />
          )}
          {quote.eligible && !chosen && (
            <>
              <p data-testid="renew-basis">
                {quote.months_rated >= 12 && quote.offers[0]
                  ? t('Service.Renew.Basis', { usage: usageText(quote.offers[0], i18n.language) })
                  : t('Service.Renew.NotEnoughHistory', { count: quote.months_rated })}
              </p>
              {quote.month_to_month && (
                <p className="border-start border-3 border-warning ps-3" data-testid="renew-stay">
                  <Ltr>
                    {quote.month_to_month.annual_cost === null
                      ? t('Service.Renew.StayNoEstimate', { plan: quote.month_to_month.plan_name })
                      : t('Service.Renew.Stay', {
                          plan: quote.month_to_month.plan_name,
                          cost: formatMoney(quote.month_to_month.annual_cost),
                          cents: centsText(quote.month_to_month, i18n.language),
                        })}
                  </Ltr>
                </p>
              )}
              <OfferList offers={quote.offers} stay={quote.month_to_month} />
            </>
          )}
        </>
      )}
    </section>
  );
}
