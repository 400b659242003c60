import type { Db, Tx } from '../../db/client.ts';
import { GatewayError, type PaymentGateway } from '../../gateways/types.ts';
import { AppError } from '../../plugins/app-error.ts';
import { findCharge, invoiceNumberOf, recordChargeOutcome } from './charges-repository.ts';
import { announceChargeOutcome } from './payment-events.ts';
import type { ChargeRow } from './repository.ts';

/** What the gateway made of one charge. */
export interface GatewayAnswer {
  status: 'approved' | 'declined' | 'failed' | 'unknown';
  transactionId: string;
  /** A decline's reason as the gateway words it ('' when approved, the error's text when it failed). */
  gatewayMessage: string;
  insufficientFunds: boolean;
  /** Set when the gateway could not be reached or answered an error (`failed`, `unknown`). */
  error: GatewayError | undefined;
}

/** What differs between a portal payment and an autopay debit. */
export interface ChargeSteps<T> {
  customerProfileToken: string;
  /** The charge's description at the gateway ('Payment', 'Deposit', 'Autopay'). */
  description(charge: ChargeRow): string;
  /** The message the charge record keeps for this answer. */
  recordedMessage(answer: GatewayAnswer): string;
  /** The caller's writes (stored response, audit…) in the transaction that records the outcome. */
  alsoRecord(tx: Tx, charge: ChargeRow, answer: GatewayAnswer): Promise<T>;
}

async function askGateway(
  gateway: PaymentGateway,
  charge: ChargeRow,
  steps: ChargeSteps<unknown>,
): Promise<GatewayAnswer> {
  try {
    const result = await gateway.charge({
      customerProfileToken: steps.customerProfileToken,
      paymentProfileToken: charge.paymentProfileToken ?? '',
      amountCents: Math.round(charge.amount * 100),
      invoiceNumber: invoiceNumberOf(charge.id),
      description: steps.description(charge),
    });
    if (result.outcome === 'approved') {
      const { transactionId } = result;
      return {
        status: 'approved',
        transactionId,
        gatewayMessage: '',
        insufficientFunds: false,
        error: undefined,
      };
    }
    return {
      status: 'declined',
      transactionId: result.transactionId,
      gatewayMessage: result.message,
      insufficientFunds: result.reason === 'insufficient_funds',
      error: undefined,
    };
  } catch (error) {
    if (!(error instanceof GatewayError)) throw error;
    return {
      status: error.outcomeUnknown ? 'unknown' : 'failed',
      transactionId: '',
      gatewayMessage: error.message,
      insufficientFunds: false,
      error,
    };
  }
}

/**
 * The one way a payment is charged, for a portal payment and an autopay debit alike: reads
 * the charge row the caller prepared as `processing`, calls the gateway once with no
 * transaction open (the invoice number is the charge's, so a resumed call cannot charge
 * twice), then in one transaction keeps the answer on the charge, does the caller's writes and
 * queues the customer's mail about it. Answers the gateway's answer, the caller's result and
 * the queued mail ids.
 */
export async function chargeOnce<T>(
  db: Db,
  gateway: PaymentGateway,
  chargeId: number,
  steps: ChargeSteps<T>,
): Promise<{ charge: ChargeRow; answer: GatewayAnswer; recorded: T; mailIds: number[] }> {
  const charge = await db.transaction((tx) => findCharge(tx, chargeId));
  if (!charge) throw new AppError('internal');
  const answer = await askGateway(gateway, charge, steps);
  const { status, transactionId } = answer;
  return db.transaction(async (tx) => {
    await recordChargeOutcome(tx, charge.id, {
      status,
      transactionId,
      message: steps.recordedMessage(answer),
    });
    const recorded = await steps.alsoRecord(tx, charge, answer);
    const mailIds = await announceChargeOutcome(tx, { charge, status, transactionId });
    return { charge, answer, recorded, mailIds };
  });
}
