import type { BillVerification } from '@myaccount/contract';
import { Alert, Badge } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../lib/format-date';
import { priceText } from '../billing';
import { usageText, verdict } from './verify-text';
import { VerifyTable } from './verify-table';

/** The verdict first, then what the bill is computed from, then every line side by side. */
export function VerifyPanel({ verification: v }: { verification: BillVerification }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const { title, detail } = verdict(v, lang, t);
  const period = { from: formatDate(v.periodStart, lang), to: formatDate(v.periodEnd, lang) };
  return (
    <div data-testid="bill-verify">
      <Alert variant={v.matches ? 'success' : 'warning'} role="status" data-testid="bill-verify-verdict">
        <p className="fs-5 fw-semibold mb-1" data-testid="bill-verify-verdict-title">
          {title}
        </p>
        <p className="mb-0">{detail}</p>
      </Alert>
      <ul className="list-unstyled mb-3" data-testid="bill-verify-facts">
        <li>{t('BillVerify.Period', { ...period, days: v.days, plan: v.planName })}</li>
        <li data-testid="bill-verify-reads">
          {t(v.reads.source === 'intervals' ? 'BillVerify.ReadsIntervals' : 'BillVerify.ReadsTotal', {
            quantity: usageText(v.reads.quantity, v.unit, lang),
            days: v.days,
          })}
        </li>
        {v.reads.estimatedRead && (
          <li data-testid="bill-verify-estimated">
            <Badge bg="warning" text="dark" className="me-1">
              {t('BillVerify.Estimated')}
            </Badge>
            {t('BillVerify.EstimatedRead')}
          </li>
        )}
        {v.reads.estimatedDays > 0 && (
          <li data-testid="bill-verify-estimated-days">
            <Badge bg="warning" text="dark" className="me-1">
              {t('BillVerify.Estimated')}
            </Badge>
            {t('BillVerify.EstimatedDays', { count: v.reads.estimatedDays })}
          </li>
        )}
        {v.rateChanges.map((r) => (
          <li key={`${r.what}-${r.date}`} data-testid="bill-verify-rate-change">
            {t(
              r.what === 'delivery' ? 'BillVerify.DeliveryRateChanged' : 'BillVerify.CustomerChargeChanged',
              {
                date: formatDate(r.date, lang),
                before: priceText(r.what === 'delivery' ? v.unit : 'cycle', r.before, lang, t),
                after: priceText(r.what === 'delivery' ? v.unit : 'cycle', r.after, lang, t),
              },
            )}
          </li>
        ))}
      </ul>
      <VerifyTable verification={v} />
      <p className="text-body-secondary small mt-3 mb-0">{t('BillVerify.HowNote')}</p>
    </div>
  );
}
