import type { NextBill } from '@myaccount/contract';
import { useTranslation } from 'react-i18next';
import { Ltr } from '../../components/ui/ltr';
import { formatMoney } from '../../lib/format-money';

/**
 * The likely next bill as it will be issued with a payment plan or average billing (issue 15):
 * the charges, the adjustment to the levelized amount, the instalment, and their total (the
 * server's lines; the total is their sum).
 */
export function NextBillLines({ bill }: { bill: NextBill }) {
  const { t } = useTranslation();
  return (
    <div className="mt-3" data-testid="next-bill">
      <h3 className="h6 mb-1">{t('Projection.NextBill.Title')}</h3>
      <dl className="mb-0 small">
        {bill.lines.map((line) => (
          <div className="d-flex justify-content-between gap-3 py-1 border-bottom" key={line.code}>
            <dt className="fw-normal">{t(`Projection.NextBill.${line.code}`, bill.installment ?? {})}</dt>
            <dd className="mb-0 text-end" data-testid={`next-bill-${line.code}`}>
              <Ltr>{formatMoney(line.amount)}</Ltr>
            </dd>
          </div>
        ))}
        <div className="d-flex justify-content-between gap-3 py-1 fw-semibold">
          <dt>{t('Projection.NextBill.Total')}</dt>
          <dd className="mb-0 text-end" data-testid="next-bill-total">
            <Ltr>{formatMoney(bill.total)}</Ltr>
          </dd>
        </div>
      </dl>
      {bill.deferredBalanceAfter !== null && (
        <p className="small text-body-secondary mb-0 mt-1" data-testid="next-bill-deferred">
          {t('Projection.NextBill.DeferredAfter', {
            amount: `\u2066${formatMoney(bill.deferredBalanceAfter)}\u2069`,
          })}
        </p>
      )}
    </div>
  );
}
