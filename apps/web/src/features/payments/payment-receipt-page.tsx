import type { PaymentReceipt } from '@myaccount/contract';
import { CircleCheck } from 'lucide-react';
import { Fragment, type ReactNode, useState } from 'react';
import { Button, Card, Spinner } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Ltr } from '../../components/ui/ltr';
import { formatDate } from '../../lib/format-date';
import { formatMoney } from '../../lib/format-money';
import { saveBlob } from '../../lib/save-blob';
import { getReceiptPdf } from './api/payments-api';
import { useReceipt } from './api/receipt';
import { shortMethodLabel } from './method-label';
import { DEPOSIT_PAYMENT_PATH } from './payment-purpose';
import { timeOfDay } from './recent-payment';

/** The facts of the review step, now with the confirmation number the gateway gave. */
function ReceiptFacts({ receipt }: { receipt: PaymentReceipt }) {
  const { t, i18n } = useTranslation();
  const rows: [string, ReactNode, string][] = [
    [
      t('Payment.Receipt.Confirmation'),
      <Ltr key="c">{receipt.confirmationNumber}</Ltr>,
      'receipt-confirmation',
    ],
    [t('Payment.Review.Amount'), <Ltr key="a">{formatMoney(receipt.amount)}</Ltr>, 'receipt-amount'],
    [t('Payment.Method'), shortMethodLabel(receipt.paymentMethod, t), 'receipt-method'],
    [
      t('Payment.Review.Service'),
      [receipt.enrollment.serviceAddress, receipt.enrollment.ldcAccount].filter(Boolean).join(' · '),
      'receipt-service',
    ],
    [
      t('Payment.Review.Date'),
      <Ltr key="d">{`${formatDate(receipt.date, i18n.language)} ${timeOfDay(receipt.date, i18n.language)}`}</Ltr>,
      'receipt-date',
    ],
  ];
  return (
    <dl className="payment-facts mb-0">
      {rows.map(([label, value, testId]) => (
        <Fragment key={testId}>
          <dt className="fw-normal text-body-secondary">{label}</dt>
          {/* Isolated, so an address or a masked number keeps its order inside RTL. */}
          <dd className="fw-semibold text-break" data-testid={testId}>
            <bdi>{value}</bdi>
          </dd>
        </Fragment>
      ))}
    </dl>
  );
}

/**
 * Route /payment/receipt/:id (issue 14): the receipt of an approved payment, read back from
 * the server so it survives a reload, with its PDF in the language on screen.
 */
export default function PaymentReceiptPage() {
  const { t, i18n } = useTranslation();
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const receipt = useReceipt(valid ? id : null);
  const [downloading, setDownloading] = useState(false);
  const [failed, setFailed] = useState(false);

  async function download(r: PaymentReceipt) {
    setDownloading(true);
    setFailed(false);
    try {
      const file = `${t('Payment.Receipt.File')}-${r.confirmationNumber || r.id_charge_transaction}.pdf`;
      saveBlob(await getReceiptPdf(r.id_charge_transaction, i18n.language), file);
    } catch {
      setFailed(true);
    } finally {
      setDownloading(false);
    }
  }

  return (
    <section aria-labelledby="receipt-title" className="payment-receipt">
      <h1 id="receipt-title" className="h3 mb-3">
        {t('Payment.Receipt.Title')}
      </h1>
      <Card className="border-0 shadow-sm mb-4">
        <Card.Body>
          {valid && receipt.status === 'loading' && (
            <p className="text-body-secondary mb-0">{t('Common.Loading')}</p>
          )}
          {(receipt.status === 'failed' || !valid) && (
            <p className="text-body-secondary mb-0">{t('Payment.Receipt.Unavailable')}</p>
          )}
          {receipt.status === 'ready' && (
            <>
              <p className="d-flex align-items-center gap-2 fs-5 mb-3" data-testid="receipt-thanks">
                <CircleCheck className="text-success flex-shrink-0" aria-hidden="true" />
                {receipt.data.isDepositPayment
                  ? t('Payment.Receipt.DepositThanks')
                  : t('Payment.Receipt.Thanks')}
              </p>
              <ReceiptFacts receipt={receipt.data} />
              <p className="small text-body-secondary mt-3">{t('Payment.Receipt.Posting')}</p>
              <div className="d-flex flex-wrap gap-2 align-items-center">
                <Button
                  variant="outline-primary"
                  onClick={() => void download(receipt.data)}
                  disabled={downloading}
                  data-testid="receipt-download"
                >
                  {downloading ? (
                    <>
                      <Spinner size="sm" aria-hidden="true" /> <span>{t('Billing.Downloading')}</span>
                    </>
                  ) : (
                    t('Payment.Receipt.Download')
                  )}
                </Button>
                <Link
                  to={receipt.data.isDepositPayment ? DEPOSIT_PAYMENT_PATH : '/payment'}
                  data-testid="receipt-back"
                >
                  {t('Payment.Receipt.Back')}
                </Link>
              </div>
              {failed && (
                <p className="text-danger small mt-2 mb-0" role="alert">
                  {t('Payment.Receipt.DownloadFailed')}
                </p>
              )}
            </>
          )}
        </Card.Body>
      </Card>
    </section>
  );
}
