import type { ApiError, PayBody, PayResponse } from '@myaccount/contract';
import type { FastifyRequest } from 'fastify';
import type { Db, Tx } from '../../db/client.ts';
import { GatewayError, type PaymentGateway } from '../../gateways/types.ts';
import { AppError } from '../../plugins/app-error.ts';
import { recordAudit } from '../../plugins/audit.ts';
import { sessionOf } from '../../plugins/auth.ts';
import { acceptsPaymentType } from '../configuration/payment-types.ts';
import { loadConfigurationParameters } from '../configuration/repository.ts';
import { requireOwnEnrollment } from '../enrollments/index.ts';
import {
  type NewCharge,
  findCharge,
  insertProcessingCharge,
  invoiceNumberOf,
  paymentTypeLabel,
  recordChargeOutcome,
  reserveDeposit,
  restoreDeposit,
} from './charges-repository.ts';
import { announceChargeOutcome } from './payment-events.ts';
import { claimKey, releaseKey, requestHash, saveRecoveryPoint, storeResponse } from './idempotency.ts';
import { findOwnProfile } from './repository.ts';

export interface PayContext {
  db: Db;
  gateway: PaymentGateway;
  maxAmount: number;
  /** Starts delivering mail queued by a committed payment (app.mailer.dispatch). */
  dispatch: (mailIds: number[]) => void;
}

/** What the route sends: a fresh answer or the one stored for the key. */
export interface PayOutcome {
  status: number;
  body: PayResponse | ApiError;
  replayed: boolean;
}

const WAIT_FOR_FIRST_MS = 10_000;

function refusal(code: string, message: string, field?: string): AppError {
  return new AppError('business_rule', message, { errors: [{ code, message, ...(field ? { field } : {}) }] });
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

/**
 * Calls the gateway once for a prepared charge and records the answer and the response for
 * the key in one transaction. No transaction is open during the gateway call.
 */
async function chargeAndRecord(
  ctx: PayContext,
  request: FastifyRequest,
  key: string,
  chargeId: number,
  customerProfileToken: string,
): Promise<PayOutcome> {
  const customerId = sessionOf(request).customerId;
  const charge = await ctx.db.transaction((tx) => findCharge(tx, chargeId));
  if (!charge) throw new AppError('internal');
  const isDeposit = charge.paymentPurpose === 1;
  let outcome: PayOutcome;
  let status: 'approved' | 'declined' | 'failed' | 'unknown';
  let transactionId = '';
  let message: string;
  try {
    const result = await ctx.gateway.charge({
      customerProfileToken,
      paymentProfileToken: charge.paymentProfileToken ?? '',
      amountCents: Math.round(charge.amount * 100),
      invoiceNumber: invoiceNumberOf(charge.id),
      description: isDeposit ? 'Deposit' : 'Payment',
    });
    transactionId = result.transactionId;
    if (result.outcome === 'approved') {
      status = 'approved';
      message = 'Payment approved.';
      const body: PayResponse = {
        succeeded: true,
        message,
        id_charge_transaction: charge.id,
        transaction_id: transactionId,
        amount: charge.amount,
      };
      outcome = { status: 200, body, replayed: false };
    } else {
      status = 'declined';
      message = result.message;
      const code = result.reason === 'insufficient_funds' ? 'insufficient_funds' : 'payment_declined';
      outcome = { status: 422, body: declinedBody(code, message), replayed: false };
    }
  } catch (error) {
    if (!(error instanceof GatewayError)) throw error;
    request.log.warn({ err: error, chargeId }, 'payment gateway failed');
    status = error.outcomeUnknown ? 'unknown' : 'failed';
    message = error.outcomeUnknown
      ? 'We could not confirm this payment with the payment service. It will not be charged twice: check your pending payments before paying again.'
      : 'The payment service is unavailable. Nothing was charged; try again later.';
    outcome = {
      status: 422,
      body: declinedBody(error.outcomeUnknown ? 'payment_outcome_unknown' : 'gateway_error', message),
      replayed: false,
    };
  }
  const mailIds = await ctx.db.transaction(async (tx) => {
    await recordChargeOutcome(tx, charge.id, { status, transactionId, message });
    if (isDeposit && (status === 'declined' || status === 'failed'))
      await restoreDeposit(tx, charge.enrollmentId, charge.amount);
    // Nothing was charged for sure: free the key so a retry with it simply tries again.
    if (status === 'failed') await releaseKey(tx, customerId, key);
    else await storeResponse(tx, customerId, key, outcome.status, outcome.body);
    await recordAudit(tx, request, {
      action: 'payment.pay',
      entity: 'charge_transaction',
      entityId: charge.id,
      details: { amount: charge.amount, status, deposit: isDeposit },
    });
    return announceChargeOutcome(tx, { charge, status, transactionId });
  });
  ctx.dispatch(mailIds);
  return outcome;
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
  request: FastifyRequest,
  key: string,
  body: PayBody,
): Promise<PayOutcome> {
  const session = sessionOf(request);
  const hash = requestHash('POST /v2/payments/pay', { ...body, amount: body.amount.toFixed(2) });
  const deadline = Date.now() + WAIT_FOR_FIRST_MS;
  for (let wait = 20; ; wait = Math.min(wait * 2, 250)) {
    const step = await ctx.db.transaction(async (tx) => {
      const claim = await claimKey(tx, session.customerId, key, hash);
      if (claim.kind !== 'claimed') return claim;
      const charge = await prepareCharge(tx, ctx, session.customerId, session.agentUserName, body);
      await saveRecoveryPoint(tx, session.customerId, key, charge.id);
      return { kind: 'resumed' as const, chargeTransactionId: charge.id };
    });
    switch (step.kind) {
      case 'resumed':
        return chargeAndRecord(ctx, request, key, step.chargeTransactionId, body.customerProfileToken);
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
