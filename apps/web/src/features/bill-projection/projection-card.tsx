import { type BillProjection, formatNumber } from '@myaccount/contract';
import { memo, useState } from 'react';
import { Card } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { Ltr } from '../../components/ui/ltr';
import { formatDate } from '../../lib/format-date';
import { formatMoney } from '../../lib/format-money';
import { useInvalidateEnrollment } from '../../lib/query';
import { useProjectionAndBudget } from './api';
import { BudgetForm } from './budget-form';
import { NextBillLines } from './next-bill';
import { ProjectionChart } from './projection-chart';
import { ProjectionLoading } from './projection-skeleton';

// Whole units; both languages group digits alike (formatNumber), without Intl on Home (issue 18).
const count = (n: number) => formatNumber(n, 0, 'en');
/**
 * A figure inside a sentence, isolated left-to-right (U+2066 … U+2069, the text form of
 * <bdi dir="ltr">), so an RTL page never moves "206" to the other end of "206 kWh".
 */
const ltr = (text: string) => `\u2066${text}\u2069`;
const money = (n: number) => ltr(formatMoney(n));
const usage = (n: number, unit: string) => ltr(`${count(n)} ${unit}`);

/** The sentence about the plan's bill credit: reached, likely, or how far short. */
function creditSentence(p: BillProjection, t: ReturnType<typeof useTranslation>['t']): string | null {
  const c = p.billCredit;
  if (!c) return null;
  const values = {
    amount: money(c.amount),
    min: usage(c.minUsage, p.unit),
    short: usage(c.shortBy, p.unit),
  };
  if (c.reached) return t('Projection.CreditReached', values);
  return t(c.likely ? 'Projection.CreditLikely' : 'Projection.CreditShort', values);
}

/**
 * Home's and Usage's card on the open cycle (issue 12 §4–§6): the bill so far, the projected
 * bill with its range and a day-by-day chart, the bill credit in one sentence, and the monthly
 * budget the alerts compare with.
 */
export default memo(function ProjectionCard({ enrollmentId }: { enrollmentId: number }) {
  const { t, i18n } = useTranslation();
  const state = useProjectionAndBudget(enrollmentId);
  const invalidate = useInvalidateEnrollment(enrollmentId);
  const [saved, setSaved] = useState<{ id: number; budget: number | null } | null>(null);
  const budget = saved?.id === enrollmentId ? saved.budget : (state.data?.budget ?? null);
  const p = state.data?.projection ?? null;
  const date = (d: string) => <Ltr>{formatDate(d, i18n.language)}</Ltr>;
  const credit = p && creditSentence(p, t);

  return (
    <Card
      className="border-0 shadow-sm h-100"
      data-testid="projection-card"
      aria-busy={state.status === 'loading'}
    >
      <Card.Body>
        <Card.Title as="h2" className="h5">
          {t('Projection.Title')}
        </Card.Title>
        {state.status === 'loading' && <ProjectionLoading />}
        {state.status === 'failed' && <p className="text-body-secondary mb-0">{t('Billing.Unavailable')}</p>}
        {state.status === 'ready' && !p && <p className="text-body-secondary mb-0">{t('Projection.None')}</p>}
        {p && (
          <>
            <div className="d-flex flex-wrap gap-4">
              <div>
                <p className="small text-body-secondary mb-0">{t('Projection.ToDateLabel')}</p>
                <p className="h3 fw-semibold mb-0" data-testid="bill-to-date">
                  <Ltr>{p.billToDate === null ? '-' : formatMoney(p.billToDate)}</Ltr>
                </p>
              </div>
              <div>
                <p className="small text-body-secondary mb-0">
                  {t('Projection.ProjectedLabel')} {date(p.cycleEnd)}
                </p>
                <p className="h3 fw-semibold mb-0" data-testid="projected-bill">
                  <Ltr>{formatMoney(p.projectedBill.mid)}</Ltr>
                </p>
              </div>
            </div>
            <p className="small mb-0 mt-2" data-testid="projection-range">
              {t('Projection.Range', {
                low: money(p.projectedBill.low),
                high: money(p.projectedBill.high),
                usage: usage(p.projectedUsage.mid, p.unit),
              })}
            </p>
            <p className="small text-body-secondary mb-0" data-testid="projection-basis">
              {p.lastReadDate
                ? t('Projection.ToDateDetail', {
                    usage: usage(p.usageToDate ?? 0, p.unit),
                    days: ltr(String(p.daysRead)),
                    total: ltr(String(p.daysInCycle)),
                  })
                : t(p.basis === 'last_year' ? 'Projection.OnceACycle' : 'Projection.NoReadsYet')}{' '}
              {p.lastReadDate && (
                <>
                  {t('Projection.ReadThrough')} {date(p.lastReadDate)}
                </>
              )}
            </p>
            <ProjectionChart projection={p} />
            {p.nextBill && <NextBillLines bill={p.nextBill} />}
            {credit && (
              <p className="mb-2" data-testid="projection-credit">
                {credit}
              </p>
            )}
            {budget !== null && (
              <p
                className={`mb-0 fw-semibold ${p.projectedBill.mid > budget ? 'text-danger' : 'text-success'}`}
                data-testid="budget-verdict"
              >
                {p.projectedBill.mid > budget
                  ? t('Budget.Over', {
                      amount: money(p.projectedBill.mid - budget),
                      budget: money(budget),
                    })
                  : t('Budget.Under', { budget: money(budget) })}
              </p>
            )}
          </>
        )}
        {state.status === 'ready' && (
          <BudgetForm
            key={enrollmentId}
            enrollmentId={enrollmentId}
            budget={budget}
            onSaved={(b) => {
              setSaved({ id: enrollmentId, budget: b });
              // Home and Usage both show this card: the next one reads the new budget.
              invalidate(['projection']);
            }}
          />
        )}
      </Card.Body>
    </Card>
  );
});
