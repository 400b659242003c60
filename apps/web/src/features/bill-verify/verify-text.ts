import {
  type BillVerification,
  formatAmount,
  type VerifiedCharge,
  type VerifiedPart,
} from '@myaccount/contract';
import type { TFunction } from 'i18next';
import { formatDate } from '../../lib/format-date';
import { chargeLabel, priceText, quantityText } from '../billing';

/**
 * "$ 147.69", "-$ 30.00", "$ 0.00": every amount of a formula, zero included (formatMoney shows
 * '-' for zero). Both languages write money alike (contract formats.ts).
 */
export const money = (amount: number) => formatAmount(amount, 'en');

const count = (value: number, language: string) =>
  new Intl.NumberFormat(language.startsWith('es') ? 'es-US' : 'en-US', { maximumFractionDigits: 3 }).format(
    value,
  );

/** A quantity of usage: "1,094 kWh". */
export const usageText = (value: number, unit: string, language: string) =>
  `${count(value, language)}\u00a0${unit}`;

/** A charge's name; an energy line of a block or time-of-use window says which. */
export function chargeName(
  c: Pick<VerifiedCharge, 'code' | 'band' | 'unit'>,
  language: string,
  t: TFunction,
) {
  const name = chargeLabel(c.code, c.code, language);
  if (!c.band) return name;
  const [kind, value = ''] = c.band.split(':');
  if (kind === 'tou') return `${name} (${t(`BillVerify.Band.${value}`)})`;
  const [from, upTo] = value.split('-');
  const range = upTo
    ? `${count(Number(from), language)}–${count(Number(upTo), language)}`
    : `> ${count(Number(from), language)}`;
  return `${name} (${range}\u00a0${c.unit})`;
}

/** The formula in words: "1,094 kWh × 13.5 ¢/kWh = $ 147.69", "1.997 % of $ 180.25 = $ 3.60". */
export function formula(
  unit: VerifiedCharge['unit'],
  p: VerifiedPart,
  language: string,
  t: TFunction,
): string {
  const params = {
    quantity: quantityText(unit, p.quantity, language, t),
    price: priceText(unit, p.unitPrice, language, t),
    amount: money(p.amount),
  };
  return t(unit === 'usd' ? 'BillVerify.FormulaTax' : 'BillVerify.Formula', params);
}

/** "(09/01/2026–09/17/2026)" when a part covers only some days of the cycle. */
export function partDays(v: BillVerification, p: VerifiedPart, language: string): string | null {
  if (p.from === v.periodStart && p.to === v.periodEnd) return null;
  return `${formatDate(p.from, language)}–${formatDate(p.to, language)}`;
}

const isDelivery = (code: string) => /^(tdsp_|gas_customer|gas_distribution)/.test(code);

/** Why a charge differs, as the end of a sentence ("the utility's rate changed on 09/01/2026"). */
export function reasonText(v: BillVerification, c: VerifiedCharge, language: string, t: TFunction): string {
  const r = c.reason;
  if (!r) return '';
  const date = r.date ? formatDate(r.date, language) : '';
  const usage = usageText(v.reads.quantity, v.unit, language);
  const credit = v.billCredits[0];
  switch (r.code) {
    case 'rate_changed_in_cycle':
      return t(
        isDelivery(c.code) ? 'BillVerify.Reason.UtilityRateChanged' : 'BillVerify.Reason.RateChanged',
        { date },
      );
    case 'rate_differs': {
      const params = {
        date,
        billed: priceText(c.unit, r.billed ?? 0, language, t),
        expected: priceText(c.unit, r.expected ?? 0, language, t),
      };
      return t(r.date ? 'BillVerify.Reason.RateSince' : 'BillVerify.Reason.PlanRate', params);
    }
    case 'quantity_differs':
      return t(v.reads.estimatedRead ? 'BillVerify.Reason.UsageEstimated' : 'BillVerify.Reason.Usage', {
        billed: usageText(r.billed ?? 0, v.unit, language),
        expected: usageText(r.expected ?? 0, v.unit, language),
      });
    case 'taxable_differs':
      return t('BillVerify.Reason.Taxable', {
        billed: money(r.billed ?? 0),
        expected: money(r.expected ?? 0),
      });
    case 'not_on_bill':
      return c.code === 'bill_credit'
        ? t('BillVerify.Reason.CreditEarned', { usage })
        : t('BillVerify.Reason.NotOnBill');
    case 'not_from_reads':
      return c.code === 'bill_credit' && credit
        ? t('BillVerify.Reason.CreditNotEarned', { usage, min: usageText(credit.minUsage, v.unit, language) })
        : t('BillVerify.Reason.NotFromReads');
  }
}

/** The verdict: "Every line matches", or the main difference and why. */
export function verdict(
  v: BillVerification,
  language: string,
  t: TFunction,
): { title: string; detail: string } {
  if (v.matches) {
    return {
      title: t('BillVerify.AllMatch'),
      detail: t('BillVerify.AllMatchDetail', { total: money(v.billedTotal) }),
    };
  }
  const main = v.mainDifference === null ? null : v.charges[v.mainDifference]!;
  const totals = t('BillVerify.Totals', {
    billed: money(v.billedTotal),
    recomputed: money(v.recomputedTotal),
  });
  if (!main) return { title: t('BillVerify.TotalDiffers'), detail: totals };
  return {
    title: t('BillVerify.Differs', {
      charge: chargeName(main, language, t),
      amount: money(Math.abs(main.difference)),
      reason: reasonText(v, main, language, t),
    }),
    detail: totals,
  };
}
