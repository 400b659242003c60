import type { Enrollment } from '@myaccount/contract';

/** The payment page opened on the deposit (Home's "Pay deposit" leads there). */
export const DEPOSIT_PAYMENT_PATH = '/payment?pay=deposit';

/** Spec §3 Enrollment: a deposit is due while it is shown and something is left to pay. */
export function hasPendingDeposit(
  enrollment: Pick<Enrollment, 'showPaymentDeposit' | 'pendingDepositAmount'>,
) {
  return enrollment.showPaymentDeposit && enrollment.pendingDepositAmount > 0;
}

/** Issue 14: the receipt screen of one approved payment (its charge transaction id). */
export const receiptPath = (chargeTransactionId: number) => `/payment/receipt/${chargeTransactionId}`;
