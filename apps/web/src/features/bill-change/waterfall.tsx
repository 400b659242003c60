import type { BillChangeDriver, BillComparison, BillPeriodFacts } from '@myaccount/contract';
import { Table } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../lib/format-money';
import { periodName, signedMoney } from './change-text';

interface Step {
  key: string;
  label: string;
  amount: string;
  /** Where the bar starts and ends, in dollars. */
  from: number;
  to: number;
  kind: 'total' | 'up' | 'down';
}

/** The bars: the earlier bill, each driver from where the one before it ended, this bill. */
export function waterfallSteps(
  label: (d: BillChangeDriver) => string,
  totalLabel: (facts: BillPeriodFacts) => string,
  now: BillPeriodFacts,
  c: BillComparison,
): Step[] {
  const steps: Step[] = [
    {
      key: 'before',
      label: totalLabel(c.before),
      amount: formatMoney(c.before.total),
      from: 0,
      to: c.before.total,
      kind: 'total',
    },
  ];
  let level = c.before.total;
  for (const d of c.drivers.filter((x) => x.amount !== 0)) {
    steps.push({
      key: d.code,
      label: label(d),
      amount: signedMoney(d.amount),
      from: level,
      to: level + d.amount,
      kind: d.amount > 0 ? 'up' : 'down',
    });
    level += d.amount;
  }
  steps.push({
    key: 'after',
    label: totalLabel(now),
    amount: formatMoney(now.total),
    from: 0,
    to: now.total,
    kind: 'total',
  });
  return steps;
}

/**
 * A waterfall chart that is also a table: each row names a driver and its amount in text
 * (what a screen reader reads), and a bar drawn from where the previous driver left the bill.
 */
export function Waterfall({ now, comparison }: { now: BillPeriodFacts; comparison: BillComparison }) {
  const { t, i18n } = useTranslation();
  const steps = waterfallSteps(
    (d) => t(`BillChange.Label.${d.code}`),
    (facts) => t('BillChange.BillOf', { period: periodName(facts, i18n.language) }),
    now,
    comparison,
  );
  const low = Math.min(0, ...steps.map((s) => Math.min(s.from, s.to)));
  const high = Math.max(...steps.map((s) => Math.max(s.from, s.to)), low + 1);
  const pct = (x: number) => ((x - low) / (high - low)) * 100;
  return (
    <Table size="sm" className="mb-0 align-middle bill-waterfall" data-testid="bill-waterfall">
      <caption className="visually-hidden">{t('BillChange.WaterfallCaption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('BillChange.Driver')}</th>
          <th scope="col" className="w-50">
            <span className="visually-hidden">{t('BillChange.Chart')}</span>
          </th>
          <th scope="col" className="text-end">
            {t('Billing.Amount')}
          </th>
        </tr>
      </thead>
      <tbody>
        {steps.map((s) => (
          <tr key={s.key} data-testid={`waterfall-${s.key}`}>
            <th scope="row" className={s.kind === 'total' ? 'fw-semibold' : 'fw-normal'}>
              {s.label}
            </th>
            <td aria-hidden="true">
              <div className="position-relative" style={{ height: '1.25rem' }}>
                <div
                  className={`position-absolute top-0 bottom-0 rounded-1 ${
                    s.kind === 'total' ? 'bg-secondary' : s.kind === 'up' ? 'bg-danger' : 'bg-success'
                  }`}
                  style={{
                    left: `${pct(Math.min(s.from, s.to))}%`,
                    width: `max(2px, ${pct(Math.max(s.from, s.to)) - pct(Math.min(s.from, s.to))}%)`,
                  }}
                />
              </div>
            </td>
            <td className="text-end text-nowrap" data-testid="waterfall-amount">
              {s.amount}
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
