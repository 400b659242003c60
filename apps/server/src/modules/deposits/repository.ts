import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { paymentExtensions, paymentHistory, statements } from '../../db/schema/index.ts';
import type { DueStatement, PostedPayment } from './deposit-rules.ts';

/** Payment rows that pay bills (a deposit payment is held apart, as billing settles them). */
const BILL_PAYMENTS = ['Payment', 'Returned Payment'];

/**
 * The enrollment's statements oldest first, each with its due date: the one a payment
 * extension moved it to when there is one (the extension names the date it moved).
 */
export async function findDueStatements(db: Db | Tx, enrollmentId: number): Promise<DueStatement[]> {
  const [rows, moved] = await Promise.all([
    db
      .select({ total: statements.totalStmtAmt, dueDate: statements.delinquentDate })
      .from(statements)
      .where(eq(statements.enrollmentId, enrollmentId))
      .orderBy(asc(statements.mailingDate), asc(statements.id)),
    db
      .select({ from: paymentExtensions.originalDueDate, to: paymentExtensions.newDueDate })
      .from(paymentExtensions)
      .where(eq(paymentExtensions.enrollmentId, enrollmentId)),
  ]);
  const later = new Map(moved.map((m) => [m.from, m.to]));
  return rows.map((r) => ({ total: r.total, dueDate: later.get(r.dueDate) ?? r.dueDate }));
}

export async function findBillPayments(db: Db | Tx, enrollmentId: number): Promise<PostedPayment[]> {
  return db
    .select({ date: paymentHistory.paidDate, amount: paymentHistory.paidAmount })
    .from(paymentHistory)
    .where(
      and(
        eq(paymentHistory.enrollmentId, enrollmentId),
        inArray(paymentHistory.directionDesc, BILL_PAYMENTS),
      ),
    );
}

// The deposit columns belong to enrollments; the review and the refund change them through its index.
export {
  findDeposit,
  findHeldDeposits,
  lockDeposit,
  markRefunded,
  waiveDeposit,
} from '../enrollments/index.ts';
