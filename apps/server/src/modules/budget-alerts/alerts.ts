import {
  type BillProjection,
  formatNumber,
  type NotificationKind,
  type NotificationParams,
} from '@myaccount/contract';

/** The notifications a budget turns on: one of each per enrollment and billing cycle at most. */
export type AlertKind = Extract<NotificationKind, 'budget_over' | 'bill_credit_at_risk'>;

export interface Alert {
  kind: AlertKind;
  /** Numbers are money, `YYYY-MM-DD` dates; the contract words them in the reader's language. */
  params: NotificationParams;
}

/** "1,000 kWh": usage goes into the words as text (a number param would read as money). */
const usage = (n: number, unit: string) => `${formatNumber(n, 0, 'en')} ${unit}`;

/**
 * What the projection should tell a customer who set a budget: the likely bill is above it,
 * or the likely usage misses the plan's bill credit while the projected range still reaches
 * it (a credit the customer can still earn, not one that is out of reach every month).
 */
export function alertsFor(p: BillProjection, budget: number): Alert[] {
  const alerts: Alert[] = [];
  if (p.projectedBill.mid > budget) {
    alerts.push({
      kind: 'budget_over',
      params: { cycleEnd: p.cycleEnd, projected: p.projectedBill.mid, budget },
    });
  }
  const c = p.billCredit;
  if (c && !c.likely && !c.reached && c.shortBy > 0 && p.projectedUsage.high >= c.minUsage) {
    alerts.push({
      kind: 'bill_credit_at_risk',
      params: {
        cycleEnd: p.cycleEnd,
        credit: c.amount,
        usage: usage(p.projectedUsage.mid, p.unit),
        short: usage(c.shortBy, p.unit),
        threshold: usage(c.minUsage, p.unit),
      },
    });
  }
  return alerts;
}
