import { dropWindow, serviceGap } from '@myaccount/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Alert, Button, Card, Form } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { ApiRequestError } from '../../../lib/api-error';
import { errorText } from '../../../lib/error-text';
import { formatDate } from '../../../lib/format-date';
import { useInvalidateWholeEnrollment } from '../../../lib/query';
import { useCurrentUser } from '../../auth';
import { useReloadEnrollments, useSelectedEnrollment } from '../../enrollments';
import { serviceChangeBlock } from '../../home';
import { methodLabel, usePaymentMethods } from '../../payments';
import { selectConfigurationParameters } from '../../util';
import { transferService } from '../api';
import { AddressStep } from './address-step';
import { DetailsStep } from './details-step';
import { GapWarning } from './gap-warning';
import { TermsComparison } from './terms-comparison';
import { transferQuoteQuery, useTransferQuote } from './transfer-quote';
import {
  addressProblems,
  detailProblems,
  emptyTransferForm,
  toTransferRequest,
  type TransferForm,
} from './transfer-form';

type Step = 'address' | 'details' | 'review' | 'done';

/** Route /service/transfer: moves the selected service to a new address (spec §7). */
export default function TransferPage() {
  const { t, i18n } = useTranslation();
  const day = (date: string) => formatDate(date, i18n.language);
  const serviceChanged = useInvalidateWholeEnrollment();
  const reloadEnrollments = useReloadEnrollments();
  const user = useCurrentUser();
  const config = useSelector(selectConfigurationParameters);
  const { enrollment } = useSelectedEnrollment();
  const [form, setForm] = useState<TransferForm>(emptyTransferForm);
  const [step, setStep] = useState<Step>('address');
  const [problems, setProblems] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const queryClient = useQueryClient();
  const methods = usePaymentMethods(user?.id_customer ?? null).data ?? [];
  // The quote the customer accepted (when it was read): a quote read again must be confirmed again.
  const [acceptedAt, setAcceptedAt] = useState<number | null>(null);

  // The review asks the server what the move brings (plan, price, new contract): the customer
  // confirms those exact terms, and the transfer names the plan they confirmed.
  const enrollmentId = enrollment?.id_enrollment ?? null;
  const { esiid, currentServiceEffectiveDate: moveOut, newServiceStartDate: moveIn } = form;
  const move = { esiid, moveOut, moveIn };
  const quoteRead = useTransferQuote(enrollmentId, move, step === 'review');
  const quote = quoteRead.isFetching ? null : (quoteRead.data ?? null);
  const accepted = quote !== null && acceptedAt === quoteRead.dataUpdatedAt;
  const shownError =
    error ?? (quoteRead.isError ? errorText(t, quoteRead.error, t('Service.Transfer.QuoteFailed')) : null);

  const patch = (changes: Partial<TransferForm>) => setForm((f) => ({ ...f, ...changes }));
  const title = (
    <h1 id="transfer-title" className="h3 mb-3">
      {t('Service.Transfer.Title')}
    </h1>
  );
  if (step === 'done') {
    return (
      <section aria-labelledby="transfer-title">
        {title}
        <Alert variant="success" data-testid="transfer-done">
          {t('Service.Transfer.Done', { date: day(form.newServiceStartDate) })}
        </Alert>
      </section>
    );
  }
  if (!enrollment || !config) return <p className="text-body-secondary">{t('Common.Loading')}</p>;
  const allowed = dropWindow(config.my_account_days_to_request_drop);
  const block = serviceChangeBlock(enrollment);
  if (block) {
    return (
      <section aria-labelledby="transfer-title">
        {title}
        <Alert variant="info" data-testid="service-blocked">
          {t(`Service.Blocked.${block}`)}
        </Alert>
      </section>
    );
  }

  function next(found: string[], to: Step) {
    setProblems(found);
    setError(null);
    if (found.length === 0) setStep(to);
  }

  async function submit() {
    if (!enrollment || !quote || !accepted) return;
    setBusy(true);
    setError(null);
    try {
      await transferService(enrollment.id_enrollment, toTransferRequest(form, quote.next.id_plan));
      setStep('done');
      serviceChanged(enrollment.id_enrollment);
      void reloadEnrollments();
    } catch (err) {
      setError(errorText(t, err, t('Service.Transfer.Failed')));
      if (err instanceof ApiRequestError && err.errors[0]?.code === 'transfer_terms_changed') {
        // The terms changed since the quote: asked again, confirmed again.
        void queryClient.resetQueries({ queryKey: transferQuoteQuery(enrollmentId, move, true).queryKey });
      }
    } finally {
      setBusy(false);
    }
  }

  const method = methods.find((m) => m.paymentProfileToken === form.paymentProfileToken);
  const stepNumber = { address: 1, details: 2, review: 3 }[step];

  return (
    <section aria-labelledby="transfer-title">
      {title}
      <p className="text-body-secondary" data-testid="transfer-step">
        {t('Service.Transfer.Step', { step: stepNumber, total: 3 })}
      </p>
      <Card className="border-0 shadow-sm">
        <Card.Body>
          {problems.length > 0 && (
            <Alert variant="danger" role="alert" data-testid="transfer-problems">
              <ul className="mb-0">
                {problems.map((p) => (
                  <li key={p}>{t(p)}</li>
                ))}
              </ul>
            </Alert>
          )}
          {step === 'address' && (
            <>
              <AddressStep form={form} patch={patch} />
              <div className="mt-3">
                <Button onClick={() => next(addressProblems(form), 'details')} data-testid="transfer-next">
                  {t('Service.Transfer.Next')}
                </Button>
              </div>
            </>
          )}
          {step === 'details' && (
            <>
              <DetailsStep form={form} patch={patch} allowed={allowed} methods={methods} />
              <GapWarning gap={moveOut && moveIn ? serviceGap(moveOut, moveIn) : null} />
              <div className="d-flex gap-2 mt-3">
                <Button variant="outline-secondary" onClick={() => next([], 'address')}>
                  {t('Service.Transfer.Back')}
                </Button>
                <Button
                  onClick={() => next(detailProblems(form, allowed), 'review')}
                  data-testid="transfer-next"
                >
                  {t('Service.Transfer.Next')}
                </Button>
              </div>
            </>
          )}
          {step === 'review' && (
            <>
              <h2 className="h5">{t('Service.Transfer.Review')}</h2>
              <dl className="row mb-0" data-testid="transfer-review">
                <dt className="col-sm-4">{t('Service.Transfer.NewAddress')}</dt>
                <dd className="col-sm-8">
                  {`${form.address}${form.address2 ? `, ${form.address2}` : ''}, ${form.city}, ${form.stateCode} ${form.zipcode}`}
                </dd>
                <dt className="col-sm-4">ESIID</dt>
                <dd className="col-sm-8 text-break">{form.esiid}</dd>
                <dt className="col-sm-4">{t('Service.Transfer.EndDate')}</dt>
                <dd className="col-sm-8">{day(form.currentServiceEffectiveDate)}</dd>
                <dt className="col-sm-4">{t('Service.Transfer.StartDate')}</dt>
                <dd className="col-sm-8">{day(form.newServiceStartDate)}</dd>
                <dt className="col-sm-4">{t('Service.RemoveMeter')}</dt>
                <dd className="col-sm-8">{t(form.removeMeter ? 'Service.Yes' : 'Service.No')}</dd>
                <dt className="col-sm-4">{t('Service.Transfer.Billing')}</dt>
                <dd className="col-sm-8">
                  {form.billingSame
                    ? t('Service.Transfer.BillingSame')
                    : `${form.billing.address}, ${form.billing.city}, ${form.billing.state} ${form.billing.zipcode}`}
                </dd>
                <dt className="col-sm-4">{t('Service.Transfer.Payment')}</dt>
                <dd className="col-sm-8">
                  {method ? methodLabel(method, t) : t('Service.Transfer.NoPayment')}
                </dd>
              </dl>
              <h2 className="h5 mt-4">{t('Service.Transfer.WhatChanges')}</h2>
              {quote ? (
                <>
                  <TermsComparison current={quote.current} next={quote.next} />
                  <p className="small text-body-secondary">{t('Service.Transfer.NoMoveFee')}</p>
                  <GapWarning gap={quote.gap} />
                  <Form.Check
                    id="transfer-accept"
                    className="mt-3"
                    checked={accepted}
                    onChange={(e) => setAcceptedAt(e.target.checked ? quoteRead.dataUpdatedAt : null)}
                    label={t('Service.Transfer.Accept', { plan: quote.next.plan_name })}
                  />
                </>
              ) : (
                !shownError && <p className="text-body-secondary">{t('Common.Loading')}</p>
              )}
              {shownError && (
                <Alert variant="danger" role="alert" className="mt-3" data-testid="transfer-error">
                  {shownError}
                </Alert>
              )}
              <div className="d-flex gap-2 mt-3">
                <Button variant="outline-secondary" onClick={() => next([], 'details')} disabled={busy}>
                  {t('Service.Transfer.Back')}
                </Button>
                <Button
                  onClick={() => void submit()}
                  disabled={busy || !quote || !accepted}
                  data-testid="transfer-submit"
                >
                  {busy ? t('Service.Saving') : t('Service.Transfer.Submit')}
                </Button>
              </div>
            </>
          )}
        </Card.Body>
      </Card>
    </section>
  );
}
