import type { ConfigurationParameters, ExtensionStatus } from '@myaccount/contract';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../plugins/app-error.ts';
import { type AuditContext, recordAudit } from '../../plugins/audit.ts';
import { addDays, daysBetween, marketToday } from '../billing/index.ts';
import { loadConfigurationParameters } from '../configuration/index.ts';
import { type ExtensionSettings, extensionVerdict } from './extension-rules.ts';
import { findLastExtension, findSummaryFacts, grantExtension } from './repository.ts';

const settingsOf = (c: ConfigurationParameters): ExtensionSettings => ({
  maxDays: c.payment_extension_max_days,
  periodMonths: c.payment_extension_period_months,
  overdueLimit: c.payment_extension_max_overdue,
});

/** What the extension screen shows first: may the customer have one, and if not, why. */
export async function getExtensionStatus(
  db: Db,
  customerId: number,
  enrollmentId: number,
): Promise<ExtensionStatus> {
  const settings = settingsOf(await loadConfigurationParameters(db, customerId));
  const [summary, last] = await Promise.all([
    findSummaryFacts(db, enrollmentId),
    findLastExtension(db, enrollmentId),
  ]);
  const verdict = extensionVerdict(
    { summary, lastRequestedOn: last?.requestedOn ?? null, today: marketToday() },
    settings,
  );
  return {
    eligible: verdict.eligible,
    reason: verdict.eligible ? null : verdict.reason,
    amountDue: summary?.stmtBalanceAmt ?? 0,
    dueDate: summary?.nextDueDate ?? null,
    overdue: summary?.overdueBalanceAmt ?? 0,
    ...settings,
    latestDueDate: verdict.eligible ? verdict.latestDueDate : null,
    nextEligibleOn: verdict.eligible ? null : verdict.nextEligibleOn,
    lastExtension: last,
  };
}

/**
 * Grants an extension: the rule is checked again inside the transaction with the summary row
 * locked, so two requests at once (two tabs, a double click) cannot both be granted.
 */
export async function requestExtension(
  db: Db,
  audit: AuditContext,
  customerId: number,
  enrollmentId: number,
  days: number,
) {
  const settings = settingsOf(await loadConfigurationParameters(db, customerId));
  if (days > settings.maxDays) {
    throw new AppError('business_rule', `An extension may be at most ${settings.maxDays} days.`, {
      reason: 'extension_too_long',
      field: 'days',
    });
  }
  const today = marketToday();
  return db.transaction(async (tx) => {
    const summary = await findSummaryFacts(tx, enrollmentId, true);
    const last = await findLastExtension(tx, enrollmentId);
    const verdict = extensionVerdict(
      { summary, lastRequestedOn: last?.requestedOn ?? null, today },
      settings,
    );
    if (!verdict.eligible) {
      throw new AppError('business_rule', 'A payment extension is not available for this bill.', {
        reason: verdict.reason,
      });
    }
    const newDueDate = addDays(verdict.dueDate, days);
    const granted = await grantExtension(tx, {
      enrollmentId,
      originalDueDate: verdict.dueDate,
      newDueDate,
      days: daysBetween(verdict.dueDate, newDueDate),
      requestedOn: today,
    });
    await recordAudit(tx, audit, {
      action: 'payment-help.extension',
      entity: 'enrollment',
      entityId: enrollmentId,
      details: { originalDueDate: verdict.dueDate, newDueDate, days },
    });
    return granted;
  });
}
