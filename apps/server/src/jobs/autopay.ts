import { addDays, amountDueNow, marketToday } from '@myaccount/contract';
import type { Db } from '../db/client.ts';
import type { PaymentGateway } from '../gateways/types.ts';
import { announce } from '../modules/mail/index.ts';
import { findBillHelp } from '../modules/payment-help/index.ts';
import {
  chargeOnce,
  claimKey,
  insertProcessingCharge,
  paymentTypeLabel,
  saveRecoveryPoint,
  storeResponse,
} from '../modules/payments/index.ts';
import { type AutopayCandidate, findAutopayCandidates } from './autopay-repository.ts';

/** Days before the due date the customer is told a debit is coming. */
export const NOTICE_DAYS = 3;
/** A due date missed by a stopped server is still paid this many days late, never older. */
const CATCH_UP_DAYS = 5;

/*
 * Once per statement: each notice and each debit claims an idempotency key of the customer
 * named after the enrollment and the due date. Keys from clients cannot contain spaces, so
 * these never collide with them, and the purge keeps them.
 */
const noticeKey = (c: AutopayCandidate) => `autopay notice ${c.enrollmentId} ${c.dueDate}`;
const debitKey = (c: AutopayCandidate) => `autopay debit ${c.enrollmentId} ${c.dueDate}`;

async function sendNotice(db: Db, c: AutopayCandidate, amount: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const claim = await claimKey(tx, c.customerId, noticeKey(c), 'autopay');
    if (claim.kind !== 'claimed') return false;
    await storeResponse(tx, c.customerId, noticeKey(c), 200, { notice: true });
    await announce(tx, c.customerId, {
      key: noticeKey(c),
      kind: 'autopay_notice',
      params: { amount, dueDate: c.dueDate },
      path: '/payment',
    });
    return true;
  });
}

async function debit(db: Db, gateway: PaymentGateway, c: AutopayCandidate, amount: number): Promise<boolean> {
  const key = debitKey(c);
  const chargeId = await db.transaction(async (tx) => {
    const claim = await claimKey(tx, c.customerId, key, 'autopay');
    if (claim.kind === 'resumed') return claim.chargeTransactionId;
    if (claim.kind !== 'claimed') return null;
    const charge = await insertProcessingCharge(tx, {
      enrollmentId: c.enrollmentId,
      customerId: c.customerId,
      amount,
      paymentType: paymentTypeLabel(c.paymentTypeId),
      paymentPurpose: 3,
      paymentProfileToken: c.paymentProfileToken,
      agentUserName: null,
    });
    await saveRecoveryPoint(tx, c.customerId, key, charge.id);
    return charge.id;
  });
  if (chargeId === null) return false;
  // The gateway's reason is English and stays in the charge record, not the customer's mail.
  await chargeOnce(db, gateway, chargeId, {
    customerProfileToken: c.customerProfileToken,
    description: () => 'Autopay',
    recordedMessage: (answer) => (answer.status === 'approved' ? 'Autopay approved.' : answer.gatewayMessage),
    alsoRecord: (tx, _charge, { status }) =>
      storeResponse(tx, c.customerId, key, status === 'approved' ? 200 : 422, { status }),
  });
  return true;
}

export interface AutopayRun {
  notices: number;
  debits: number;
}

/**
 * What autopay draws: what is due now less what is on its way. With a payment plan the
 * instalments still to be billed are part of the balance but not due yet (issue 15), so the
 * figure is the statement summary's own (amountDueNow of payment help's `dueNow`).
 */
async function amountToDraw(db: Db, c: AutopayCandidate): Promise<number> {
  const dueNow = amountDueNow({ stmtBalanceAmt: c.balance, help: await findBillHelp(db, c.enrollmentId) });
  return Math.round((dueNow - c.pending) * 100) / 100;
}

/** Tells customers 3 days ahead and charges what is due now on the statement's due date. */
export async function runAutopay(
  db: Db,
  gateway: PaymentGateway,
  today = marketToday(),
): Promise<AutopayRun> {
  const run: AutopayRun = { notices: 0, debits: 0 };
  const candidates = await findAutopayCandidates(
    db,
    addDays(today, -CATCH_UP_DAYS),
    addDays(today, NOTICE_DAYS),
  );
  for (const c of candidates) {
    const amount = await amountToDraw(db, c);
    if (amount <= 0) continue;
    if (c.dueDate > today) {
      if (await sendNotice(db, c, amount)) run.notices += 1;
    } else if (await debit(db, gateway, c, amount)) {
      run.debits += 1;
    }
  }
  return run;
}
