import type { ExtensionRefusal } from '@myaccount/contract';
import { addDays, addMonths } from '../billing/index.ts';

export interface ExtensionSettings {
  maxDays: number;
  periodMonths: number;
  overdueLimit: number;
}

export interface ExtensionFacts {
  /** The statement summary: null while the enrollment has never been billed. */
  summary: { stmtBalanceAmt: number; overdueBalanceAmt: number; nextDueDate: string | null } | null;
  /** The day the newest extension was granted, if any. */
  lastRequestedOn: string | null;
  today: string;
}

export type ExtensionVerdict =
  | { eligible: true; dueDate: string; latestDueDate: string }
  | { eligible: false; reason: ExtensionRefusal; nextEligibleOn: string | null };

/**
 * Whether the current bill's due date may move (issue 15), checked in this order so the
 * reason given is the one the customer can act on first:
 * - a bill must exist and be owed;
 * - its due date must still be ahead: on the due date autopay may already have drawn it, and
 *   a bill past due is in arrears, which a payment plan (not an extension) answers;
 * - the overdue balance of earlier bills must not exceed the configured limit;
 * - one extension per configured period, counted from the day the last one was granted.
 */
export function extensionVerdict(facts: ExtensionFacts, settings: ExtensionSettings): ExtensionVerdict {
  const s = facts.summary;
  const refuse = (reason: ExtensionRefusal, nextEligibleOn: string | null = null): ExtensionVerdict => ({
    eligible: false,
    reason,
    nextEligibleOn,
  });
  if (!s || !s.nextDueDate) return refuse('no_bill');
  if (s.stmtBalanceAmt <= 0) return refuse('nothing_due');
  if (s.nextDueDate <= facts.today) return refuse('due_date_passed');
  if (s.overdueBalanceAmt > settings.overdueLimit) return refuse('in_arrears');
  if (facts.lastRequestedOn) {
    const next = addMonths(facts.lastRequestedOn, settings.periodMonths);
    if (facts.today < next) return refuse('already_extended', next);
  }
  return { eligible: true, dueDate: s.nextDueDate, latestDueDate: addDays(s.nextDueDate, settings.maxDays) };
}
