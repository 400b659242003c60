import {
  daysBetween,
  marketToday,
  type OperationResult,
  type RecurringBilling,
  type RecurringBillingBody,
} from '@myaccount/contract';
import type { Db } from '../../db/client.ts';
import { AppError, refusal } from '../../plugins/app-error.ts';
import { type AuditContext, recordAudit } from '../../plugins/audit.ts';
import { acceptsPaymentType, loadConfigurationParameters } from '../configuration/index.ts';
import { lockOwnProfile } from '../payments/index.ts';
import { requireOwnEnrollment } from '../enrollments/index.ts';
import { cancelActive, findActiveRecurringBilling, insertRecurringBilling } from './repository.ts';

const MAX_DAYS_AHEAD = 365;

export async function getRecurringBilling(
  db: Db,
  enrollmentId: number,
  customerId: number,
): Promise<RecurringBilling | null> {
  await requireOwnEnrollment(db, customerId, enrollmentId);
  const row = await db.transaction((tx) => findActiveRecurringBilling(tx, enrollmentId));
  if (!row) return null;
  const p = row.profile;
  return {
    cardNumber: p.cardNumber,
    cardExpirationDate: p.cardExpirationDate,
    cardType: p.cardType,
    paymentTypeId: p.paymentTypeId === 2 ? 2 : 1,
    routingNumber: p.routingNumber,
    accountNumber: p.accountNumber,
    accountType: p.accountType,
    dateFrom: row.billing.dateFrom,
    paymentProfileToken: p.paymentProfileToken,
  };
}

function daysFromToday(date: string): number {
  return daysBetween(marketToday(), date);
}

/** Turns autopay on with a stored method from a date; replaces an arrangement already on. */
export async function enableRecurringBilling(
  db: Db,
  enrollmentId: number,
  customerId: number,
  body: RecurringBillingBody,
  audit: AuditContext,
): Promise<OperationResult> {
  const enrollment = await requireOwnEnrollment(db, customerId, enrollmentId);
  if (!enrollment.canMakePayments) {
    throw refusal('payments_not_allowed', 'Autopay cannot be set up on this account right now.');
  }
  const days = daysFromToday(body.date_from);
  if (Number.isNaN(days) || days < 0 || days > MAX_DAYS_AHEAD) {
    throw new AppError('bad_request', 'The start date must be between today and a year from now.', {
      field: 'date_from',
    });
  }
  const config = await loadConfigurationParameters(db, customerId);
  await db.transaction(async (tx) => {
    // Deleting a method locks the same row, so autopay cannot start on a method being deleted.
    const profile = await lockOwnProfile(
      tx,
      customerId,
      body.payment_profile_token,
      body.customer_profile_token,
    );
    if (!profile)
      throw new AppError('not_found', 'Payment method not found.', { field: 'payment_profile_token' });
    const allowed = config.available_payment_types_recurring_billing;
    if (!acceptsPaymentType(allowed, profile.paymentTypeId)) {
      throw refusal(
        'payment_type_not_allowed',
        'This payment method cannot be used for autopay.',
        'payment_profile_token',
      );
    }
    await cancelActive(tx, enrollmentId);
    await insertRecurringBilling(tx, enrollmentId, profile.id, body.date_from);
    await recordAudit(tx, audit, {
      action: 'recurring-billing.enable',
      entity: 'enrollment',
      entityId: enrollmentId,
      details: { paymentProfileToken: profile.paymentProfileToken, dateFrom: body.date_from },
    });
  });
  return { succeeded: true, message: 'Autopay is on.' };
}

export async function disableRecurringBilling(
  db: Db,
  enrollmentId: number,
  customerId: number,
  audit: AuditContext,
): Promise<OperationResult> {
  await requireOwnEnrollment(db, customerId, enrollmentId);
  await db.transaction(async (tx) => {
    if (!(await cancelActive(tx, enrollmentId)))
      throw new AppError('not_found', 'Autopay is not on for this account.');
    await recordAudit(tx, audit, {
      action: 'recurring-billing.disable',
      entity: 'enrollment',
      entityId: enrollmentId,
    });
  });
  return { succeeded: true, message: 'Autopay is off.' };
}
