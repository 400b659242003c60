import type { ApiError, DuplicatePaymentError, PayBody, PayResponse } from '@myaccount/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from '../../db/client.ts';
import type { PaymentGateway } from '../../gateways/types.ts';
import { AppError, refusal } from '../../plugins/app-error.ts';
import { type AuditContext, recordAudit } from '../../plugins/audit.ts';
import { acceptsPaymentType, loadConfigurationParameters } from '../configuration/index.ts';
import { requireOwnEnrollment } from '../enrollments/index.ts';
import {
  type NewCharge,
  findRecentSameCharge,
  insertProcessingCharge,
  lockEnrollmentForPayment,
  paymentTypeLabel,
  reserveDeposit,
  restoreDeposit,
} from './charges-repository.ts';
import { chargeOnce, type GatewayAnswer } from './charge-once.ts';
import { claimKey, releaseKey, requestHash, saveRecoveryPoint, storeResponse } from './idempotency.ts';
import { type ChargeRow, findOwnProfile } from './repository.ts';

export interface PayContext {
  db: Db;
  gateway: PaymentGateway;
  maxAmount: number;
  /** Starts delivering mail queued by a committed payment (app.mailer.dispatch). */
  dispatch: (mailIds: number[]) => void;
  /** Where a gateway failure is logged (the request's logger, or a job's). */
  log: FastifyBaseLogger;
}

/** What the route sends: a fresh answer or the one stored for the key. */
export interface PayOutcome {
  status: number;
  body: PayResponse | ApiError;
  replayed: boolean;
}

const WAIT_FOR_FIRST_MS = 10_000;

const DAY_MS = 24 * 60 * 60 * 1000;

/** A payment like one of the last 24 hours, not confirmed: thrown to roll the claim back. */
class PossibleDuplicate extends Error {
  constructor(readonly body: DuplicatePaymentError) {
    super(body.message);
  }
}

/**
 * Issue 14: a second payment of the same amount on the same enrollment within 24 hours is
 * asked about before it is charged (409 naming the earlier one), unless the customer already
 * confirmed it. Under the enrollment's lock, so two such payments at once cannot both pass.
 */
async function assertNotDuplicate(tx: Tx, enrollmentId: number, body: PayBody) {
  if (body.confirmDuplicate) return;
  await lockEnrollmentForPayment(tx, enrollmentId);
  const earlier = await findRecentSameCharge(tx, enrollmentId, body.amount, new Date(Date.now() - DAY_MS));
  if (!earlier) return;
  const message = `A payment of $${earlier.amount.toFixed(2)} was made on this account at ${earlier.createdAt.toISOString()}. Send confirmDuplicate: true to pay again.`;
  throw new PossibleDuplicate({
    message,
    errors: [{ code: 'possible_duplicate_payment', message, field: 'confirmDuplicate' }],
    earlierPayment: {
      id_charge_transaction: earlier.id,
      amount: earlier.amount,
      date: earlier.createdAt.toISOString(),
    },
  });
}

/**
 * The rules of spec §7 pay, checked inside the transaction that claimed the key, so a
 * refusal rolls the claim back too (Stripe keeps no result for a request that failed its
 * checks). On success the charge row exists as `processing` before the gateway is called.
 */
async function prepareCharge(
  tx: Tx,
  ctx: PayContext,
  customerId: number,
  agent: string | null,
  body: PayBody,
) {
  if (Math.round(body.amount * 100) > Math.round(ctx.maxAmount * 100)) {
    throw refusal('amount_above_maximum', `A payment can be at most $${ctx.maxAmount.toFixed(2)}.`, 'amount');
  }
  const enrollment = await requireOwnEnrollment(tx, customerId, body.idEnrollment, 'idEnrollment');
  if (!enrollment.canMakePayments) {
    throw refusal(
      'payments_not_allowed',
      'Payments cannot be made on this account right now.',
      'idEnrollment',
    );
  }
  const profile = await findOwnProfile(tx, customerId, body.paymentProfileToken, body.customerProfileToken);
  if (!profile)
    throw new AppError('not_found', 'Payment method not found.', { field: 'paymentProfileToken' });

  // Only once the method is known to be theirs: a 409 must not tell what a 404 hides.
  await assertNotDuplicate(tx, enrollment.idEnrollment, body);
  const config = await loadConfigurationParameters(tx, customerId);
  const allowed = body.isDepositPayment
    ? config.available_payment_types_deposits
    : config.available_payment_types_one_time_payments;
  if (!acceptsPaymentType(allowed, profile.paymentTypeId)) {
    throw refusal(
      'payment_type_not_allowed',
      'This payment method cannot be used for this payment.',
      'paymentProfileToken',
    );
  }
  if (body.isDepositPayment) {
    if (!enrollment.showPaymentDeposit || enrollment.pendingDepositAmount <= 0) {
      throw refusal('deposit_not_pending', 'There is no deposit to pay on this account.', 'isDepositPayment');
    }
    if (!(await reserveDeposit(tx, enrollment.idEnrollment, body.amount))) {
      throw refusal('deposit_amount_too_high', 'The amount is more than the deposit still to pay.', 'amount');
    }
  }
  const charge: NewCharge = {
    enrollmentId: enrollment.idEnrollment,
    customerId,
    amount: body.amount,
    paymentType: paymentTypeLabel(profile.paymentTypeId),
    paymentPurpose: body.isDepositPayment ? 1 : 2,
    paymentProfileToken: profile.paymentProfileToken,
    agentUserName: agent,
  };
  return insertProcessingCharge(tx, charge);
}

function declinedBody(code: string, message: string): ApiError {
  return { message, errors: [{ code, message }] };
}

/** When the gateway could not be reached (`failed`) or did not say (`unknown`). */
const NO_ANSWER = {
  unknown: {
    code: 'payment_outcome_unknown',
    text: 'We could not confirm this payment with the payment service. It will not be charged twice: check your pending payments before paying again.',
  },
  failed: {
    code: 'gateway_error',
    text: 'The payment service is unavailable. Nothing was charged; try again later.',
  },
};

/** The customer's words for a gateway answer, as the charge record keeps them too. */
function payMessage(answer: GatewayAnswer): string {
  if (answer.status === 'approved') return 'Payment approved.';
  if (answer.status === 'declined') return answer.gatewayMessage;
  return NO_ANSWER[answer.status].text;
}

function payOutcome(charge: ChargeRow, answer: GatewayAnswer): PayOutcome {
  const message = payMessage(answer);
  if (answer.status === 'approved') {
    const body: PayResponse = {
      succeeded: true,
      message,
      id_charge_transaction: charge.id,
      transaction_id: answer.transactionId,
      amount: charge.amount,
    };
    return { status: 200, body, replayed: false };
  }
  let code: string;
  if (answer.status !== 'declined') code = NO_ANSWER[answer.status].code;
  else code = answer.insufficientFunds ? 'insufficient_funds' : 'payment_declined';
  return { status: 422, body: declinedBody(code, message), replayed: false };
}

/**
 * Charges a prepared payment through the one charging function, then answers the request:
 * a declined or failed deposit gives its amount back, a failed call frees the key (nothing
 * was charged, so a retry simply tries again), anything else is kept for the key.
 */
async function chargeAndRecord(
  ctx: PayContext,
  audit: AuditContext,
  key: string,
  chargeId: number,
  customerProfileToken: string,
): Promise<PayOutcome> {
  const { customerId } = audit;
  const isDeposit = (charge: ChargeRow) => charge.paymentPurpose === 1;
  const { recorded, mailIds } = await chargeOnce(ctx.db, ctx.gateway, chargeId, {
    customerProfileToken,
    description: (charge) => (isDeposit(charge) ? 'Deposit' : 'Payment'),
    recordedMessage: payMessage,
    async alsoRecord(tx, charge, answer) {
      if (answer.error) ctx.log.warn({ err: answer.error, chargeId }, 'payment gateway failed');
      const { status } = answer;
      const deposit = isDeposit(charge);
      const outcome = payOutcome(charge, answer);
      if (deposit && (status === 'declined' || status === 'failed'))
        await restoreDeposit(tx, charge.enrollmentId, charge.amount);
      if (status === 'failed') await releaseKey(tx, customerId, key);
      else await storeResponse(tx, customerId, key, outcome.status, outcome.body);
      await recordAudit(tx, audit, {
        action: 'payment.pay',
        entity: 'charge_transaction',
        entityId: charge.id,
        details: { amount: charge.amount, status, deposit },
      });
      return outcome;
    },
  });
  ctx.dispatch(mailIds);
  return recorded;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * POST /v2/payments/pay with an Idempotency-Key: the same key and body answer the first
 * response (however many arrive at once: one gateway call); the same key with another body
 * is refused; a request stuck by a crash is resumed with the same invoice number, which the
 * gateway refuses to charge twice.
 */
export async function payWithIdempotencyKey(
  ctx: PayContext,
  audit: AuditContext,
  key: string,
  body: PayBody,
): Promise<PayOutcome> {
  const hash = requestHash('POST /v2/payments/pay', { ...body, amount: body.amount.toFixed(2) });
  const deadline = Date.now() + WAIT_FOR_FIRST_MS;
  for (let wait = 20; ; wait = Math.min(wait * 2, 250)) {
    const step = await ctx.db
      .transaction(async (tx) => {
        const claim = await claimKey(tx, audit.customerId, key, hash);
        if (claim.kind !== 'claimed') return claim;
        const charge = await prepareCharge(tx, ctx, audit.customerId, audit.agentUserName, body);
        await saveRecoveryPoint(tx, audit.customerId, key, charge.id);
        return { kind: 'resumed' as const, chargeTransactionId: charge.id };
      })
      .catch((error: unknown) => {
        // Nothing was kept for the key: the same key with the confirmation is a fresh payment.
        if (error instanceof PossibleDuplicate) return { kind: 'duplicate' as const, body: error.body };
        throw error;
      });
    switch (step.kind) {
      case 'resumed':
        return chargeAndRecord(ctx, audit, key, step.chargeTransactionId, body.customerProfileToken);
      case 'duplicate':
        return { status: 409, body: step.body, replayed: false };
      case 'replay':
        return { status: step.status, body: step.body as PayResponse | ApiError, replayed: true };
      case 'mismatch':
        throw refusal(
          'idempotency_key_reused',
          'This Idempotency-Key was already used for a different payment.',
          'Idempotency-Key',
        );
      case 'in_progress':
        if (Date.now() >= deadline) {
          throw new AppError('conflict', 'A payment with this Idempotency-Key is still being processed.', {
            retryAfter: 1,
          });
        }
        await sleep(wait);
    }
  }
}
