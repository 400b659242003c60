import type { BillChange, BillChangeDriverCode } from '@myaccount/contract';
import { calendarDate, type DocLanguage, money, quantity } from '../../pdf/format.ts';

/** How many drivers the printed statement names; the rest are summed as "other changes". */
const TOP_DRIVERS = 3;

const words = {
  en: {
    title: 'Why your bill changed',
    more: (amount: string, before: string, date: string) =>
      `This bill is ${amount} more than your previous bill (${before}, read ${date}).`,
    less: (amount: string, before: string, date: string) =>
      `This bill is ${amount} less than your previous bill (${before}, read ${date}).`,
    same: (before: string, date: string) =>
      `This bill is the same as your previous bill (${before}, read ${date}).`,
    other: 'Other changes',
    units: (n: string, unit: string, up: boolean) => `${n} ${unit} ${up ? 'more' : 'less'}`,
    drivers: {
      billing_days: 'Billing days',
      weather: 'Weather',
      usage: 'Other usage',
      estimated_read: 'Estimated read',
      plan_rate: 'Plan prices',
      delivery_tariff: 'Delivery charges',
      taxes: 'Taxes and fees rates',
      bill_credit: 'Bill credit',
      fees: 'Other fees',
    },
  },
  es: {
    title: 'Por qué cambió su factura',
    more: (amount: string, before: string, date: string) =>
      `Esta factura es ${amount} más que su factura anterior (${before}, lectura del ${date}).`,
    less: (amount: string, before: string, date: string) =>
      `Esta factura es ${amount} menos que su factura anterior (${before}, lectura del ${date}).`,
    same: (before: string, date: string) =>
      `Esta factura es igual a su factura anterior (${before}, lectura del ${date}).`,
    other: 'Otros cambios',
    units: (n: string, unit: string, up: boolean) => `${n} ${unit} ${up ? 'más' : 'menos'}`,
    drivers: {
      billing_days: 'Días facturados',
      weather: 'Clima',
      usage: 'Otro consumo',
      estimated_read: 'Lectura estimada',
      plan_rate: 'Precios del plan',
      delivery_tariff: 'Cargos de entrega',
      taxes: 'Tasas de impuestos y cargos',
      bill_credit: 'Crédito en factura',
      fees: 'Otros cargos',
    },
  },
} satisfies Record<DocLanguage, { drivers: Record<BillChangeDriverCode, string> } & Record<string, unknown>>;

/** "+$ 12.40", "-$ 3.10". */
const signed = (amount: number) => (amount > 0 ? `+${money(amount)}` : money(amount));

export interface ShortExplanation {
  title: string;
  headline: string;
  /** One line per top driver, then "other changes"; their amounts sum to the change. */
  drivers: string[];
}

/**
 * The change against the previous bill, short enough for the printed statement: a headline
 * and the largest drivers, the smaller ones summed so the printed parts still add up to the
 * change. Null for a first bill.
 */
export function shortExplanation(change: BillChange, language: DocLanguage): ShortExplanation | null {
  const c = change.comparisons.find((x) => x.basis === 'previous');
  if (!c) return null;
  const w = words[language];
  const before = money(c.before.total);
  const date = calendarDate(c.before.periodEnd, language);
  const cents = Math.round(c.change * 100);
  const headline =
    cents === 0
      ? w.same(before, date)
      : (cents > 0 ? w.more : w.less)(money(Math.abs(c.change)), before, date);
  const moving = c.drivers
    .filter((d) => Math.round(d.amount * 100) !== 0)
    .sort((a, b) => Math.abs(b.amount) - Math.abs(a.amount));
  const top = moving.slice(0, TOP_DRIVERS);
  const restCents = moving.slice(TOP_DRIVERS).reduce((a, d) => a + Math.round(d.amount * 100), 0);
  const drivers = top.map((d) => {
    const units =
      d.usage !== null && Math.round(d.usage) !== 0
        ? ` (${w.units(quantity(Math.abs(d.usage)), change.unit, d.usage > 0)})`
        : '';
    return `${w.drivers[d.code]}: ${signed(d.amount)}${units}`;
  });
  if (restCents !== 0) drivers.push(`${w.other}: ${signed(restCents / 100)}`);
  return { title: w.title, headline, drivers };
}
