import { hasEnded } from '@myaccount/contract';
import { Suspense } from 'react';
import { Alert, Col, Row } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { Link } from 'react-router';
import { formatMoney } from '../../lib/format-money';
import { useProfile } from '../auth';
import { LastBillChange } from '../bill-change';
import { BillProjectionCard, ProjectionCardSkeleton } from '../bill-projection';
import { SummaryCard, useStatementSummary } from '../billing';
import { DepositCard } from '../deposit';
import { useSelectedEnrollment } from '../enrollments';
import { DEPOSIT_PAYMENT_PATH, useRecurringBilling } from '../payments';
import { REENROLL_PATH, REINSTATE_PATH, RENEWAL_PATH, ServiceTimelineCard } from '../service-changes';
import { selectConfigurationParameters } from '../util';
import { allowedActions, serviceChangeBlock } from './home-rules';
import { RenewalNotice } from './renewal-notice';
import { DueCard } from './due-card';
import { PlanCard } from './plan-card';

/**
 * Route /: the selected enrollment at a glance: plan, status, balance, and the service
 * buttons its flags and status allow; renew, re-enroll, reinstate, cancel, transfer, paperless
 * and credit letter lead to /service.
 */
export default function HomePage() {
  const { t } = useTranslation();
  const user = useProfile();
  const config = useSelector(selectConfigurationParameters);
  const { enrollment, isLoading, emptyEnrollments } = useSelectedEnrollment();
  const summary = useStatementSummary(enrollment?.id_enrollment ?? null);
  const autopay = useRecurringBilling(enrollment?.id_enrollment ?? null);
  if (!user) return null;

  const actions = enrollment ? allowedActions(enrollment, config) : [];
  const block = enrollment ? serviceChangeBlock(enrollment) : null;
  // An ended service has no open cycle: no bill so far, no projection (its final bill is due).
  const ended = hasEnded(enrollment?.enrollment_statuses[0]?.code);

  return (
    <section aria-labelledby="home-title">
      <h1 id="home-title" className="h3 mb-3" data-testid="home-welcome">
        {t('Home.Welcome', { name: user.first_name.trim() || user.user_name })}
      </h1>
      {emptyEnrollments && (
        <Alert variant="info" data-testid="home-empty">
          <Alert.Heading as="h2" className="h5">
            {t('Home.NoEnrollmentsTitle')}
          </Alert.Heading>
          <p className="mb-0">{t('Home.NoEnrollments')}</p>
        </Alert>
      )}
      {/* Issue 18: from the first paint each card of the first screen holds the room it will
          take (skeletons, and min-heights per width in _home.scss), and nothing is inserted
          above what is painted. A new enrollment (or the first) replaces the cards whole. */}
      {!emptyEnrollments && (enrollment || isLoading) && (
        <div key={enrollment?.id_enrollment ?? 'loading'}>
          {enrollment && <RenewalNotice enrollment={enrollment} canRenew={actions.includes('renew')} />}
          {/* Issue 12 §6: what is due, when and how it gets paid lead the page at every width. */}
          <Row className="g-4 mb-4">
            <Col lg={ended ? 12 : 6} className="home-due">
              <DueCard summary={summary} autopay={autopay} canPay={!!enrollment?.showPayments}>
                {enrollment && <LastBillChange enrollmentId={enrollment.id_enrollment} />}
              </DueCard>
            </Col>
            {!ended && (
              <Col lg={6} className="home-projection">
                {enrollment ? (
                  <Suspense fallback={<ProjectionCardSkeleton />}>
                    <BillProjectionCard enrollmentId={enrollment.id_enrollment} />
                  </Suspense>
                ) : (
                  <ProjectionCardSkeleton />
                )}
              </Col>
            )}
          </Row>
          <Row className="g-4">
            <Col lg={7}>
              <PlanCard enrollment={enrollment} />
            </Col>
            {/* Phone first (issue 10): below lg the balance details come before the plan. */}
            <Col lg={5} className="order-first order-lg-last">
              <SummaryCard summary={summary}>
                <nav aria-label={t('Home.Shortcuts')} className="d-flex flex-wrap gap-2 mt-3">
                  {enrollment?.showPayments && (
                    <Link to="/payment" className="btn btn-sm btn-primary" data-testid="home-pay">
                      {t('Home.Pay')}
                    </Link>
                  )}
                  <Link
                    to="/billing"
                    className="btn btn-sm btn-outline-primary"
                    data-testid="shortcut-billing"
                  >
                    {t('Menu.Billing')}
                  </Link>
                  <Link to="/usage" className="btn btn-sm btn-outline-primary" data-testid="shortcut-usage">
                    {t('Menu.Usage')}
                  </Link>
                </nav>
              </SummaryCard>
            </Col>
          </Row>
        </div>
      )}
      {enrollment && (
        <>
          {/* Its own chunk, after the page paints: Home's first load does not grow (issue 15). */}
          <Suspense fallback={null}>
            <ServiceTimelineCard enrollmentId={enrollment.id_enrollment} />
          </Suspense>
          <Suspense fallback={null}>
            <DepositCard enrollmentId={enrollment.id_enrollment} />
          </Suspense>
          {block && (
            <p className="text-body-secondary mt-4 mb-0" data-testid="home-change-blocked">
              {t(`Service.Blocked.${block}`)}
            </p>
          )}
          <div className="d-flex flex-wrap gap-2 mt-4" data-testid="home-actions">
            {actions.includes('renew') && !enrollment.scheduled_renewal && (
              <Link to={RENEWAL_PATH} className="btn btn-success" data-testid="home-renew">
                {t('Home.Renew')}
              </Link>
            )}
            {actions.includes('reEnroll') && (
              <Link to={REENROLL_PATH} className="btn btn-success" data-testid="home-reenroll">
                {t('Home.ReEnroll')}
              </Link>
            )}
            {actions.includes('reinstate') && (
              <Link to={REINSTATE_PATH} className="btn btn-outline-success" data-testid="home-reinstate">
                {t('Home.Reinstate')}
              </Link>
            )}
            {actions.includes('payDeposit') && (
              <Link to={DEPOSIT_PAYMENT_PATH} className="btn btn-warning" data-testid="home-pay-deposit">
                {t('Home.PayDeposit', { amount: formatMoney(enrollment.pendingDepositAmount) })}
              </Link>
            )}
            {actions.includes('cancel') && (
              <Link to="/service/cancel" className="btn btn-outline-danger" data-testid="home-cancel">
                {t('Service.Drop.Title')}
              </Link>
            )}
            {actions.includes('transfer') && (
              <Link to="/service/transfer" className="btn btn-outline-primary" data-testid="home-transfer">
                {t('Service.Transfer.Title')}
              </Link>
            )}
            <Link to="/service/paperless" className="btn btn-outline-primary" data-testid="home-paperless">
              {t('Service.Delivery.Title')}
            </Link>
            <Link
              to="/service/credit-letter"
              className="btn btn-outline-primary"
              data-testid="home-credit-letter"
            >
              {t('Service.CreditLetter.Title')}
            </Link>
          </div>
        </>
      )}
    </section>
  );
}
