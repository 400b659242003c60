import {
  type BillChangeDriver,
  type BillComparison,
  type BillPeriodFacts,
  formatMonthName,
  formatMonthYear,
  formatNumber,
  RATE_CENTS_DECIMALS,
} from '@myaccount/contract';
import type { TFunction } from 'i18next';
import { formatMoney } from '../../lib/format-money';

/** "+$ 12.40", "−$ 3.10", "$ 0.00": a driver's push on the bill. */
export function signedMoney(amount: number): string {
  if (Math.round(amount * 100) === 0) return '$\u00a00.00';
  return `${amount > 0 ? '+' : '\u2212'}${formatMoney(Math.abs(amount))}`;
}

/** "August 2026": a bill is named after the month its meter read falls in. */
export function periodName(facts: BillPeriodFacts, language: string): string {
  return formatMonthYear(facts.periodEnd, language);
}

const monthName = (facts: BillPeriodFacts, language: string) => formatMonthName(facts.periodEnd, language);

const units = (n: number, language: string) => formatNumber(Math.abs(n), 0, language);

const degrees = (n: number, language: string) => formatNumber(Math.abs(n), 0, language);

/** 0.135 → "13.5000 ¢": energy rates in cents per unit, with the decimals of every other rate on screen. */
const centsRate = (rate: number, language: string) =>
  `${formatNumber(rate * 100, RATE_CENTS_DECIMALS, language)}\u00a0¢`;

/** Words for a temperature difference: hotter in a warm period, colder in a cold one. */
function warmerWord(t: TFunction, now: BillPeriodFacts, before: BillPeriodFacts): string {
  const diff = (now.meanTempF ?? 0) - (before.meanTempF ?? 0);
  const hot = (now.meanTempF ?? 0) >= 70;
  if (diff >= 0) return t(hot ? 'BillChange.Hotter' : 'BillChange.Warmer');
  return t(hot ? 'BillChange.Cooler' : 'BillChange.Colder');
}

/** The headline: how much more or less this bill is than the one it is compared with. */
export function headline(t: TFunction, language: string, now: BillPeriodFacts, c: BillComparison): string {
  const params = {
    period: periodName(now, language),
    before: periodName(c.before, language),
    total: formatMoney(now.total),
    amount: formatMoney(Math.abs(c.change)),
  };
  if (Math.round(c.change * 100) === 0) return t('BillChange.HeadlineSame', params);
  return t(c.change > 0 ? 'BillChange.HeadlineUp' : 'BillChange.HeadlineDown', params);
}

const usageDrivers = ['weather', 'billing_days', 'usage', 'estimated_read'] as const;

/** "You used 488 kWh more, mostly because August was 6 °F hotter than July." */
export function usageSentence(
  t: TFunction,
  language: string,
  unit: string,
  now: BillPeriodFacts,
  c: BillComparison,
): string {
  const delta = now.usage - c.before.usage;
  const base = {
    units: units(delta, language),
    unit,
    period: monthName(now, language),
    before: monthName(c.before, language),
  };
  if (Math.round(delta) === 0) return t('BillChange.UsageSame', base);
  const more = delta > 0;
  // The usage driver that pushed the same way as the change, by the most units.
  const main = c.drivers
    .filter((d) => (usageDrivers as readonly string[]).includes(d.code) && d.usage !== null)
    .filter((d) => d.usage! > 0 === more)
    .sort((a, b) => Math.abs(b.usage!) - Math.abs(a.usage!))[0];
  const key = more ? 'More' : 'Less';
  const tempDiff = Math.abs((now.meanTempF ?? 0) - (c.before.meanTempF ?? 0));
  if (main?.code === 'weather' && now.meanTempF !== null && c.before.meanTempF !== null && tempDiff >= 0.5) {
    return t(`BillChange.Usage${key}Weather`, {
      ...base,
      degrees: degrees(tempDiff, language),
      warmer: warmerWord(t, now, c.before),
    });
  }
  if (main?.code === 'billing_days') {
    return t(`BillChange.Usage${key}Days`, { ...base, count: Math.abs(now.days - c.before.days) });
  }
  if (main?.code === 'estimated_read') return t(`BillChange.Usage${key}Estimated`, base);
  return t(`BillChange.Usage${key}`, base);
}

/** One sentence per driver, quoting the facts behind it. */
export function driverSentence(
  t: TFunction,
  language: string,
  unit: string,
  now: BillPeriodFacts,
  c: BillComparison,
  d: BillChangeDriver,
): string {
  const before = c.before;
  const u = { units: units(d.usage ?? 0, language), unit };
  switch (d.code) {
    case 'billing_days':
      return t('BillChange.Sentence.billing_days', { count: now.days, before: before.days });
    case 'weather':
      return t(
        (d.usage ?? 0) >= 0 ? 'BillChange.Sentence.weather_more' : 'BillChange.Sentence.weather_less',
        {
          ...u,
          temp: now.meanTempF === null ? '-' : degrees(now.meanTempF, language),
          tempBefore: before.meanTempF === null ? '-' : degrees(before.meanTempF, language),
        },
      );
    case 'usage':
      return t((d.usage ?? 0) >= 0 ? 'BillChange.Sentence.usage_more' : 'BillChange.Sentence.usage_less', u);
    case 'estimated_read':
      return t(
        now.estimated ? 'BillChange.Sentence.estimated_now' : 'BillChange.Sentence.estimated_before',
        u,
      );
    case 'plan_rate':
      return now.energyRate !== null && before.energyRate !== null && now.energyRate !== before.energyRate
        ? t('BillChange.Sentence.plan_rate', {
            before: centsRate(before.energyRate, language),
            after: centsRate(now.energyRate, language),
            unit,
          })
        : t('BillChange.Sentence.plan_charges');
    case 'bill_credit':
      if (now.billCredit > 0 && before.billCredit === 0)
        return t('BillChange.Sentence.credit_earned', { credit: formatMoney(now.billCredit) });
      if (now.billCredit === 0 && before.billCredit > 0)
        return t('BillChange.Sentence.credit_missed', { credit: formatMoney(before.billCredit) });
      return t('BillChange.Sentence.credit_changed');
    default:
      return t(`BillChange.Sentence.${d.code}`);
  }
}

/** The driver that moved the bill the most, for the one-line summary on Home. */
export function mainDriver(c: BillComparison): BillChangeDriver | undefined {
  return [...c.drivers]
    .filter((d) => Math.sign(d.amount) === Math.sign(c.change) && d.amount !== 0)
    .sort((a, b) => Math.abs(b.amount) - Math.abs(a.amount))[0];
}
