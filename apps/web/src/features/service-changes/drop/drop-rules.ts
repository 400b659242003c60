import {
  type ConfigurationParameters,
  type Enrollment,
  earlyTerminationFee as feeByContract,
  marketToday,
} from '@myaccount/contract';
import { formatDate } from '../../../lib/format-date';

/** The window as the customer reads it (spec §9 date order of the language). */
export function windowText(window: { first: string; last: string }, language: string) {
  return { first: formatDate(window.first, language), last: formatDate(window.last, language) };
}

/**
 * The fee to warn about for ending service on `endDate`, or null: the brand shows the warning
 * and the contract's rule (shared with the server) says a fee is due on that date.
 */
export function earlyTerminationFee(
  e: Enrollment,
  config: ConfigurationParameters | null,
  endDate: string = marketToday(),
): number | null {
  const plan = e.plans[0];
  if (!config?.my_account_show_etf_drop_validation || !plan) return null;
  const terms = {
    cancellationFee: plan.cancellation_fee,
    cancellationFeeType: plan.cancellation_fee_type,
    contractEndDate: e.contract_end_date,
    waiveEtf: e.waive_etf,
  };
  return feeByContract(terms, endDate);
}

/** Spec §7: the reason is sent as a whole number, 0 when none is chosen. */
export function reasonCodeId(value: string): number {
  const n = Number.parseInt(value, 10);
  return Number.isInteger(n) && n > 0 ? n : 0;
}
