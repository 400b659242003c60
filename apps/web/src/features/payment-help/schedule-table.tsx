import type { Installment } from '@myaccount/contract';
import { Table } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { Ltr } from '../../components/ui/ltr';
import { formatDate } from '../../lib/format-date';
import { formatMoney } from '../../lib/format-money';

/** A plan's instalments, each with the bill it is added to, and their total (the deferred balance). */
export function ScheduleTable({ schedule, total }: { schedule: Installment[]; total: number }) {
  const { t, i18n } = useTranslation();
  return (
    <Table size="sm" className="mb-3" data-testid="plan-schedule">
      <caption className="visually-hidden">{t('PaymentHelp.Plan.Schedule')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('PaymentHelp.Plan.Number')}</th>
          <th scope="col">{t('PaymentHelp.Plan.BillDue')}</th>
          <th scope="col" className="text-end">
            {t('PaymentHelp.Plan.Amount')}
          </th>
        </tr>
      </thead>
      <tbody>
        {schedule.map((i) => (
          <tr key={i.number}>
            <td>{i.number}</td>
            <td>
              <Ltr>{formatDate(i.billDueOn, i18n.language)}</Ltr>
            </td>
            <td className="text-end" data-testid="plan-installment">
              <Ltr>{formatMoney(i.amount)}</Ltr>
            </td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row" colSpan={2}>
            {t('PaymentHelp.Plan.Total')}
          </th>
          <td className="text-end fw-semibold" data-testid="plan-total">
            <Ltr>{formatMoney(total)}</Ltr>
          </td>
        </tr>
      </tfoot>
    </Table>
  );
}
