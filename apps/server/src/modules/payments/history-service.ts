import type { PaymentHistoryEntry, PendingPayment } from '@myaccount/contract';
import type { Db } from '../../db/client.ts';
import { requireOwnEnrollment } from '../enrollments/index.ts';
import { findChargeTransactions, findPaymentHistory, sumAgentCharges } from './repository.ts';

export async function listPaymentHistory(
  db: Db,
  enrollmentId: number,
  customerId: number,
): Promise<PaymentHistoryEntry[]> {
  await requireOwnEnrollment(db, customerId, enrollmentId);
  const rows = await findPaymentHistory(db, enrollmentId);
  return rows.map(({ history: r, confirmationNumber }) => ({
    paidDate: r.paidDate,
    depositDate: r.depositDate,
    payMethodDesc: r.payMethodDesc,
    directionDesc: r.directionDesc,
    returnReasonDesc: r.returnReasonDesc,
    paidAmount: r.paidAmount,
    confirmationNumber: confirmationNumber || null,
  }));
}

export async function listChargeTransactions(
  db: Db,
  enrollmentId: number,
  customerId: number,
  filter: { sentToBillingSystem?: boolean | undefined; hasBeenCaptured?: boolean | undefined },
): Promise<PendingPayment[]> {
  await requireOwnEnrollment(db, customerId, enrollmentId);
  const rows = await findChargeTransactions(db, enrollmentId, filter);
  return rows.map((r) => ({
    id_charge_transaction: r.id,
    date_created: r.createdAt.toISOString(),
    amount: r.amount,
    payment_type: r.paymentType,
    status: r.status,
    transaction_id: r.gatewayTransactionId || null,
  }));
}

export async function totalOpsAdminPayments(
  db: Db,
  enrollmentId: number,
  customerId: number,
  range: { startDate?: string | undefined; endDate?: string | undefined },
): Promise<{ total_amount: number }> {
  await requireOwnEnrollment(db, customerId, enrollmentId);
  const total = await sumAgentCharges(db, enrollmentId, range.startDate, range.endDate);
  return { total_amount: Math.round(total * 100) / 100 };
}
