import { addDays, addMonths, daysBetween } from './calendar.ts';

/**
 * A drop, or one half of a transfer (the move-out at the old address, the move-in at the
 * new), a re-enrolment at a premise whose service ended (on the new enrollment), or a
 * reinstatement (a drop cancelled or an ended service re-opened on the same terms).
 */
export const serviceChangeKinds = ['drop', 'move_out', 'move_in', 're_enroll', 'reinstatement'] as const;
export type ServiceChangeKind = (typeof serviceChangeKinds)[number];
/** Drops and transfers can be withdrawn; a re-enrolment or reinstatement cannot (drop again). */
export function isWithdrawable(kind: ServiceChangeKind): boolean {
  return kind === 'drop' || kind === 'move_out' || kind === 'move_in';
}
/** 'scheduled' until its date; 'cancelled' when the customer withdrew it in time. */
export const serviceChangeStatuses = ['scheduled', 'cancelled'] as const;
export type ServiceChangeStatus = (typeof serviceChangeStatuses)[number];

/** The stages of an enrollment's life the timeline shows, in order. */
export const lifecycleStages = ['requested', 'scheduled', 'active', 'ending', 'ended'] as const;
export type LifecycleStage = (typeof lifecycleStages)[number];

/**
 * A pending change can be withdrawn until this many days before its effective date (for a
 * transfer, its move-out): the utility needs two business days to cancel a switch order it
 * has already scheduled, so after that the change goes ahead (documented in the README).
 */
export const WITHDRAW_CUTOFF_DAYS = 2;

/** The last day a change effective on `effectiveDate` can still be withdrawn. */
export function withdrawUntil(effectiveDate: string): string {
  return addDays(effectiveDate, -WITHDRAW_CUTOFF_DAYS);
}

/** How a plan's early-termination fee is charged: once, or for each month left on the contract. */
export const cancellationFeeTypes = ['flat', 'per_remaining_month'] as const;
export type CancellationFeeType = (typeof cancellationFeeTypes)[number];

/**
 * Months left on a contract ending on `end` (its last day of service), counted from `today`:
 * the months after today that reach `end`, a started month counting whole, as fact labels
 * word it ("$10 for each remaining month"). A contract has its terms on the day it starts.
 */
export function remainingContractMonths(today: string, end: string): number {
  if (end < today) return 0;
  let months = 1;
  while (addMonths(today, months) < end) months += 1;
  return months;
}

export interface EtfTerms {
  cancellationFee: number;
  cancellationFeeType: CancellationFeeType;
  /** Last day of the contract; null for month-to-month service (no contract in force). */
  contractEndDate: string | null;
  waiveEtf: boolean;
}

/**
 * The early-termination fee ending service on `endDate` would cost, or null when there is
 * none: no contract in force on that date (month-to-month or already expired), the fee
 * waived for this enrollment, or a plan without a fee. The one place the rule lives.
 */
export function earlyTerminationFee(terms: EtfTerms, endDate: string): number | null {
  const { contractEndDate, cancellationFee } = terms;
  if (terms.waiveEtf || cancellationFee <= 0 || contractEndDate === null) return null;
  if (endDate >= contractEndDate) return null;
  if (terms.cancellationFeeType === 'flat') return cancellationFee;
  const months = remainingContractMonths(endDate, contractEndDate);
  // Rounded once, to the cent: quantity × unit price.
  return Math.round(months * cancellationFee * 100) / 100;
}

/** The last day of a contract of `terms` months from `start`; null for month-to-month (≤ 1). */
export function contractEndDate(start: string, terms: number): string | null {
  return terms > 1 ? addDays(addMonths(start, terms), -1) : null;
}

/**
 * The days with no service between a move-out (the last day at the old address) and a
 * move-in (the first day at the new one): null when service runs on without a break.
 */
export function serviceGap(
  moveOut: string,
  moveIn: string,
): { first: string; last: string; days: number } | null {
  const days = daysBetween(moveOut, moveIn) - 1;
  if (days <= 0) return null;
  return { first: addDays(moveOut, 1), last: addDays(moveIn, -1), days };
}

/** Why a service cannot be cancelled or moved now (the server's refusal code), or null. */
export type ChangeBlock = 'already_scheduled_to_end' | 'service_not_active';

/**
 * Actions follow the state (issue 15): a service already scheduled to end (a drop or a
 * move-out pending) cannot be cancelled or moved again, and only an active service can be
 * changed at all. `statusCode` is the enrollment's current status code (`enrollmentStatusNames`).
 */
export function changeBlock(statusCode: string | undefined, isActive: boolean): ChangeBlock | null {
  if (statusCode === 'pending_drop') return 'already_scheduled_to_end';
  if (statusCode !== 'active' || !isActive) return 'service_not_active';
  return null;
}
