import { amountDueNow, type PaymentMethod, type PayResponse } from '@myaccount/contract';
import { useCallback, useState } from 'react';
import { useSelector } from 'react-redux';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Col, Row } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { DataSection } from '../../components/ui/data-section';
import { SummaryCard, useStatementSummary } from '../billing';
import { useCurrentUser } from '../auth';
import { useReloadEnrollments, useSelectedEnrollment } from '../enrollments';
import { selectConfigurationParameters } from '../util';
import { formatMoney } from '../../lib/format-money';
import { useQueryClient } from '@tanstack/react-query';
import { invalidateCustomer, invalidateEnrollment } from '../../lib/query';
import { usePaymentHistory } from './api/payment-history';
import { usePaymentMethods } from './api/payment-methods';
import { usePendingPayments } from './api/pending-payments';
import { useRecurringBilling } from './api/recurring-billing';
import { AutopayCard } from './autopay-card';
import { allowedTypesFor } from './gateway-messages';
import { MakePaymentCard } from './make-payment-card';
import { MethodsCard } from './methods-card';
import { PaymentMethodModal } from './payment-method-modal';
import { HistoryTable, PendingTable } from './payment-tables';
import { DEPOSIT_PAYMENT_PATH, hasPendingDeposit, receiptPath } from './payment-purpose';

/** Route /payment: balance, pay, stored methods, autopay, pending payments and history. */
export default function PaymentPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const { enrollment, emptyEnrollments } = useSelectedEnrollment();
  const id = enrollment?.id_enrollment ?? null;
  const summary = useStatementSummary(id, { readAgainOnMount: true });
  const pending = usePendingPayments(id);
  const history = usePaymentHistory(id);
  const recurring = useRecurringBilling(id);
  const methods = usePaymentMethods(user?.id_customer ?? null);
  const queryClient = useQueryClient();
  const [modal, setModal] = useState<{ token?: string; type?: 1 | 2; purpose?: 1 | 2 } | null>(null);
  const list: PaymentMethod[] = methods.data ?? [];
  const reloadEnrollments = useReloadEnrollments();
  const config = useSelector(selectConfigurationParameters);
  // Issue 10 §7: Home's "Pay deposit" opens the deposit, never a bill payment.
  const [query] = useSearchParams();
  const depositDue = enrollment !== null && hasPendingDeposit(enrollment);
  const purpose = depositDue && query.get('pay') === 'deposit' ? 'deposit' : 'bill';
  const paymentPurpose = purpose === 'deposit' ? 1 : 2;
  const customerId = user?.id_customer ?? null;

  const navigate = useNavigate();
  const onPaid = useCallback(
    (deposit: boolean, paid: PayResponse) => {
      // A payment moves the balance, the pending list and, once posted, the history; it is
      // also a line of the account activity.
      if (id !== null) {
        void invalidateEnrollment(queryClient, id, [
          'statement-summary',
          'statements',
          'pending-payments',
          'payment-history',
          'deposit',
        ]);
      }
      if (customerId !== null) void invalidateCustomer(queryClient, customerId, ['activity']);
      // What is left of the deposit lives on the enrollment.
      if (deposit) void reloadEnrollments();
      void navigate(receiptPath(paid.id_charge_transaction));
    },
    [queryClient, id, reloadEnrollments, customerId, navigate],
  );
  // Adding, editing or deleting a method, or turning autopay on or off, changes both.
  const onMethodsChanged = useCallback(() => {
    if (customerId !== null) void invalidateCustomer(queryClient, customerId, ['payment-methods']);
    if (id !== null) void invalidateEnrollment(queryClient, id, ['recurring-billing']);
  }, [queryClient, customerId, id]);
  const closeModal = useCallback(() => setModal(null), []);

  if (emptyEnrollments) return <p className="text-body-secondary">{t('Home.NoEnrollments')}</p>;
  return (
    <section aria-labelledby="payment-title">
      <h1 id="payment-title" className="h3 mb-3">
        {t('Payment.Title')}
      </h1>
      <Row className="g-4 mb-4">
        <Col lg={5}>
          <SummaryCard summary={summary} />
        </Col>
        <Col lg={7}>
          {enrollment && (
            <MakePaymentCard
              enrollment={enrollment}
              balance={summary.data ? amountDueNow(summary.data) : null}
              postingPending={pending.status === 'ready' ? pending.data.length > 0 : null}
              methods={list}
              purpose={purpose}
              allowedTypes={allowedTypesFor(paymentPurpose, config)}
              purposeSwitch={
                purpose === 'deposit' ? (
                  <Link to="/payment" data-testid="pay-bill-instead">
                    {t('Payment.PayBillInstead')}
                  </Link>
                ) : (
                  depositDue && (
                    <Link to={DEPOSIT_PAYMENT_PATH} data-testid="pay-deposit-link">
                      {t('Payment.PayDeposit', { amount: formatMoney(enrollment.pendingDepositAmount) })}
                    </Link>
                  )
                )
              }
              onPaid={onPaid}
              onAddMethod={() => setModal({ purpose: paymentPurpose })}
            />
          )}
        </Col>
      </Row>
      <Row className="g-4 mb-4">
        <Col lg={7}>
          <MethodsCard
            methods={list}
            onAdd={() => setModal({})}
            onEdit={(m) => setModal({ token: m.paymentProfileToken, type: m.paymentTypeId })}
            onChanged={onMethodsChanged}
          />
        </Col>
        <Col lg={5}>
          {id !== null && recurring.status === 'ready' && (
            <AutopayCard
              enrollmentId={id}
              recurring={recurring.data}
              methods={list}
              onChanged={onMethodsChanged}
            />
          )}
        </Col>
      </Row>
      <DataSection unavailableText={t('Payment.Unavailable')} title={t('Payment.Pending')} state={pending}>
        {(rows) => <PendingTable rows={rows} target={Number(query.get('pending')) || null} />}
      </DataSection>
      <DataSection unavailableText={t('Payment.Unavailable')} title={t('Payment.History')} state={history}>
        {(rows) => (
          <HistoryTable
            rows={rows}
            target={
              query.has('paid') ? { date: query.get('paid')!, amount: Number(query.get('amount')) } : null
            }
          />
        )}
      </DataSection>
      <PaymentMethodModal
        show={modal !== null}
        onHide={closeModal}
        purpose={modal?.purpose ?? 2}
        paymentProfileToken={modal?.token}
        editingType={modal?.type}
        onSaved={onMethodsChanged}
      />
    </section>
  );
}
