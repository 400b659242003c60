import { languageOf } from '@myaccount/contract';
import { Alert } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { Ltr } from '../../../components/ui/ltr';
import { formatDate } from '../../../lib/format-date';
import { formatMoney } from '../../../lib/format-money';
import { useReenrollOffers } from './reenroll-offers';
import { useReloadEnrollments, useSelectedEnrollment } from '../../enrollments';
import { acceptReenroll } from '../api';
import { OfferList } from '../renewal/offer-list';
import { centsText, usageText } from '../renewal/offer-figures';
import { ReviewOffer } from '../renewal/review-offer';
import { useInvalidateWholeEnrollment } from '../../../lib/query';
import { LoadingLines } from '../../../components/ui/loading-lines';

/**
 * Route /service/reenroll (issue 15): for the selected service that has ended, the plans
 * offered at the same premise, each priced on the customer's own last 12 bills, the brand's
 * winback offer marked where it has one; `?plan=<id>` is the review step (documents and an
 * explicit acceptance). Accepting creates a new pending service, which Home then shows
 * selected, with its timeline.
 */
export default function ReenrollPage() {
  const { t, i18n } = useTranslation();
  const language = languageOf(i18n.language);
  const { enrollment } = useSelectedEnrollment();
  const serviceChanged = useInvalidateWholeEnrollment();
  const reloadEnrollments = useReloadEnrollments();
  const navigate = useNavigate();
  const id = enrollment?.id_enrollment ?? null;
  const state = useReenrollOffers(id, language);
  const [params] = useSearchParams();
  const quote = state.data;
  const chosen = quote?.offers.find((o) => String(o.id_plan) === params.get('plan')) ?? null;

  async function enrolled(body: Parameters<typeof acceptReenroll>[1]) {
    if (id === null) return;
    const done = await acceptReenroll(id, body);
    // Home opens on the new service, pending, with its timeline.
    serviceChanged(id);
    await reloadEnrollments(done.id_enrollment);
    void navigate('/');
  }

  return (
    <section aria-labelledby="reenroll-title">
      <h1 id="reenroll-title" className="h3 mb-2">
        {t('Service.Reenroll.Title')}
      </h1>
      {state.status === 'loading' && <LoadingLines rows={[['', [8]]]} />}
      {state.status === 'failed' && <Alert variant="warning">{t('Service.Reenroll.LoadFailed')}</Alert>}
      {quote && (
        <>
          <p className="lead fs-6" data-testid="reenroll-intro">
            {quote.ended_on
              ? t('Service.Reenroll.Ended', {
                  address: quote.service_address,
                  date: formatDate(quote.ended_on, i18n.language),
                })
              : quote.service_address}
          </p>
          {quote.reason && (
            <Alert variant="info" data-testid="reenroll-refused">
              {t(`Service.Reenroll.Refusal.${quote.reason}`)}
            </Alert>
          )}
          {quote.eligible && chosen && id !== null && (
            <ReviewOffer
              key={chosen.id_plan}
              enrollmentId={id}
              offer={chosen}
              language={language}
              submit={(_id, body) => enrolled(body)}
              onRenewed={() => undefined}
              confirmLabel={t('Service.Reenroll.Confirm')}
              failedText={t('Service.Reenroll.Failed')}
            />
          )}
          {quote.eligible && !chosen && (
            <>
              <p data-testid="reenroll-start">
                {t('Service.Reenroll.Start', { date: formatDate(quote.start_date, i18n.language) })}{' '}
                {quote.months_rated >= 12 && quote.offers[0]
                  ? t('Service.Renew.Basis', { usage: usageText(quote.offers[0], i18n.language) })
                  : t('Service.Renew.NotEnoughHistory', { count: quote.months_rated })}
              </p>
              {quote.month_to_month && quote.month_to_month.annual_cost !== null && (
                <p className="border-start border-3 border-warning ps-3" data-testid="reenroll-monthly">
                  <Ltr>
                    {t('Service.Reenroll.MonthToMonth', {
                      plan: quote.month_to_month.plan_name,
                      cost: formatMoney(quote.month_to_month.annual_cost),
                      cents: centsText(quote.month_to_month, i18n.language),
                    })}
                  </Ltr>
                </p>
              )}
              <OfferList offers={quote.offers} stay={quote.month_to_month} reenrol />
            </>
          )}
        </>
      )}
    </section>
  );
}
