import type { UsageRecord } from '@myaccount/contract';
import { Table } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../lib/format-date';
import { formatMoney } from '../../lib/format-money';

const DISCOUNT_COLUMNS = [
  ['usageNumDiscount', 'Usage.Discount'],
  ['usageNumNotDiscount', 'Usage.NotDiscount'],
  ['usageNumDiscountEstimated', 'Usage.DiscountEstimated'],
  ['usageNumNotDiscountEstimated', 'Usage.NotDiscountEstimated'],
] as const;

/** Monthly billed usage: actual vs estimated, discount splits only when any month has one. */
export function MonthlyTable({ records, unit }: { records: UsageRecord[]; unit: string }) {
  const { t, i18n } = useTranslation();
  const number = (v: number) => (v ? v.toLocaleString(i18n.language) : '-');
  const discounts = DISCOUNT_COLUMNS.filter(([key]) => records.some((r) => r[key] !== 0));
  return (
    <div className="table-responsive">
      <Table size="sm" hover className="mb-0" data-testid="monthly-table">
        <thead>
          <tr>
            <th scope="col">{t('Usage.PeriodName')}</th>
            <th scope="col">{t('Usage.From')}</th>
            <th scope="col">{t('Usage.To')}</th>
            <th scope="col" className="text-end">
              {t('Usage.Usage', { unit })}
            </th>
            <th scope="col" className="text-end">
              {t('Usage.Actual')}
            </th>
            <th scope="col" className="text-end">
              {t('Usage.Estimated')}
            </th>
            {discounts.map(([key, label]) => (
              <th scope="col" className="text-end" key={key}>
                {t(label)}
              </th>
            ))}
            <th scope="col">{t('Usage.Annotation')}</th>
            <th scope="col" className="text-end">
              {t('Usage.ChargeAmount')}
            </th>
          </tr>
        </thead>
        <tbody>
          {records.map((r) => (
            <tr key={r.beginReadDate}>
              <td className="text-nowrap">{r.periodName}</td>
              <td>{formatDate(r.beginReadDate, i18n.language)}</td>
              <td>{formatDate(r.endReadDate, i18n.language)}</td>
              <td className="text-end">{number(r.usageNum)}</td>
              <td className="text-end">{number(r.usageNum - r.usageNumEstimated)}</td>
              <td className="text-end">{number(r.usageNumEstimated)}</td>
              {discounts.map(([key]) => (
                <td className="text-end" key={key}>
                  {number(r[key])}
                </td>
              ))}
              <td>{r.annotation || '-'}</td>
              <td className="text-end text-nowrap">{formatMoney(r.usageChargeAmount)}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </div>
  );
}
