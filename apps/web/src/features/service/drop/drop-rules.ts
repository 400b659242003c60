import type { ConfigurationParameters, Enrollment } from '@myaccount/contract';
import { formatDate } from '../../../lib/format-date';

/** The window as the customer reads it (spec §9 date order of the language). */
export function windowText(window: { first: string; last: string }, language: string) {
  return { first: formatDate(window.first, language), last: formatDate(window.last, language) };
}

/** The fee to warn about, or null: the option is on, the plan has a fee and it is not waived. */
export function earlyTerminationFee(e: Enrollment, config: ConfigurationParameters | null): number | null {
  const fee = e.plans[0]?.cancellation_fee ?? 0;
  if (!config?.my_account_show_etf_drop_validation || e.waive_etf || fee <= 0) return null;
  return fee;
}

/** Spec §7: the reason is sent as a whole number, 0 when none is chosen. */
export function reasonCodeId(value: string): number {
  const n = Number.parseInt(value, 10);
  return Number.isInteger(n) && n > 0 ? n : 0;
}
