import { depositStatus, onTimeStreak } from './deposit-rules.ts';
import type { Db, Tx } from '../../db/client.ts';
import { recordAudit } from '../../plugins/audit.ts';
import { creditAccount, marketToday } from '../billing/index.ts';
import { loadConfigurationParameters } from '../configuration/index.ts';
import { announce, serviceAddressLine } from '../mail/index.ts';
import * as repo from './repository.ts';

/** Where a held deposit stands: paid in full, neither waived nor refunded yet. */
async function heldDeposit(db: Db | Tx, enrollmentId: number) {
  const row = await repo.findDeposit(db, enrollmentId);
  if (!row) return null;
  const standing = depositStatus(row);
  return standing.status === 'paid' && standing.paid > 0 ? { ...row, paid: standing.paid } : null;
}

/**
 * Refunds one paid deposit once its run of on-time payments reaches the brand's
 * `deposit_refund_on_time_payments` (issue 15): the deposit paid is credited to the account
 * (billing's creditAccount: it lowers the balance and pays the oldest open bill), the refund
 * recorded on the enrollment, audited, and the customer told in the app and by mail, in one
 * transaction with the enrollment locked. Answers whether it refunded now: a deposit already
 * refunded, still due, waived or short of the run is left alone, so a rerun or a second
 * instance refunds once.
 */
export async function refundIfDue(db: Db, enrollmentId: number, today = marketToday()): Promise<boolean> {
  const held = await heldDeposit(db, enrollmentId);
  if (!held) return false;
  const [config, dueStatements, payments] = await Promise.all([
    loadConfigurationParameters(db, held.customerId),
    repo.findDueStatements(db, enrollmentId),
    repo.findBillPayments(db, enrollmentId),
  ]);
  const needed = config.deposit_refund_on_time_payments;
  if (onTimeStreak(dueStatements, payments, today) < needed) return false;
  return db.transaction(async (tx) => {
    await repo.lockDeposit(tx, enrollmentId);
    // Checked again under the lock: another run may have refunded it meanwhile.
    const again = await heldDeposit(tx, enrollmentId);
    if (!again) return false;
    const at = new Date();
    await creditAccount(tx, enrollmentId, again.paid, today);
    await repo.markRefunded(tx, enrollmentId, at);
    await recordAudit(
      tx,
      { customerId: again.customerId, agentUserName: null, requestId: `job:deposit-refund:${enrollmentId}` },
      {
        action: 'deposit.refund',
        entity: 'enrollment',
        entityId: enrollmentId,
        details: { amount: again.paid, onTimePayments: needed },
      },
    );
    await announce(tx, again.customerId, {
      key: `deposit-refund:${enrollmentId}`,
      kind: 'deposit_refunded',
      params: {
        address: await serviceAddressLine(tx, enrollmentId),
        amount: again.paid,
        // A count, not money: params that are numbers are shown as amounts.
        payments: String(needed),
      },
      path: '/',
    });
    return true;
  });
}

/** The refund job's run: every held deposit that has earned its refund. Answers how many. */
export async function refundEarnedDeposits(db: Db, today = marketToday()): Promise<number> {
  let refunded = 0;
  for (const enrollmentId of await repo.findHeldDeposits(db)) {
    if (await refundIfDue(db, enrollmentId, today)) refunded += 1;
  }
  return refunded;
}
