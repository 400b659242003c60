import type { BillProjection } from '@myaccount/contract';

/** The alerts a budget turns on: one of each per enrollment and billing cycle at most. */
export type AlertKind = 'over_budget' | 'bill_credit_at_risk';

export interface Alert {
  kind: AlertKind;
  subject: string;
  body: string;
}

type Language = 'en' | 'es';

const money = (n: number) =>
  `$${n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const count = (n: number) => n.toLocaleString('en-US');
/** 12/17/2026 in English, 17/12/2026 in Spanish. */
function day(iso: string, language: Language): string {
  const [y, m, d] = iso.split('-');
  return language === 'es' ? `${d}/${m}/${y}` : `${m}/${d}/${y}`;
}

const texts = {
  en: {
    overSubject: 'Your bill may go over your budget',
    over: (p: BillProjection, budget: number) =>
      `Your bill for the cycle ending ${day(p.cycleEnd, 'en')} is projected at ${money(p.projectedBill.mid)}, ` +
      `above your monthly budget of ${money(budget)}.` +
      (p.billToDate === null ? '' : ` So far this cycle: ${money(p.billToDate)}.`),
    creditSubject: (amount: number) => `You may miss your ${money(amount)} bill credit`,
    credit: (p: BillProjection, c: NonNullable<BillProjection['billCredit']>) =>
      `At your current pace you will use about ${count(p.projectedUsage.mid)} ${p.unit} by ${day(p.cycleEnd, 'en')}, ` +
      `${count(c.shortBy)} ${p.unit} short of the ${count(c.minUsage)} ${p.unit} that earn your ${money(c.amount)} bill credit.`,
  },
  es: {
    overSubject: 'Su factura podría superar su presupuesto',
    over: (p: BillProjection, budget: number) =>
      `La factura proyectada del ciclo que termina el ${day(p.cycleEnd, 'es')} es de ${money(p.projectedBill.mid)}, ` +
      `más que su presupuesto mensual de ${money(budget)}.` +
      (p.billToDate === null ? '' : ` En lo que va del ciclo: ${money(p.billToDate)}.`),
    creditSubject: (amount: number) => `Podría perder su crédito de ${money(amount)}`,
    credit: (p: BillProjection, c: NonNullable<BillProjection['billCredit']>) =>
      `A su ritmo actual usará unos ${count(p.projectedUsage.mid)} ${p.unit} hasta el ${day(p.cycleEnd, 'es')}, ` +
      `${count(c.shortBy)} ${p.unit} menos de los ${count(c.minUsage)} ${p.unit} que le dan su crédito de ${money(c.amount)}.`,
  },
};

/**
 * What the projection should tell a customer who set a budget: the likely bill is above it,
 * or the likely usage misses the plan's bill credit while the projected range still reaches
 * it (a credit the customer can still earn, not one that is out of reach every month).
 */
export function alertsFor(p: BillProjection, budget: number, language: string): Alert[] {
  const t = language === 'es' ? texts.es : texts.en;
  const alerts: Alert[] = [];
  if (p.projectedBill.mid > budget) {
    alerts.push({ kind: 'over_budget', subject: t.overSubject, body: t.over(p, budget) });
  }
  const c = p.billCredit;
  if (c && !c.likely && !c.reached && c.shortBy > 0 && p.projectedUsage.high >= c.minUsage) {
    alerts.push({ kind: 'bill_credit_at_risk', subject: t.creditSubject(c.amount), body: t.credit(p, c) });
  }
  return alerts;
}
