import type { Tx } from '../../db/client.ts';
import { announce, serviceAddressLine } from '../mail/index.ts';
import { buildReceiptFile } from './receipt/receipt-service.ts';

export interface ChargeOutcome {
  charge: { id: number; customerId: number; enrollmentId: number; amount: number; paymentPurpose: number };
  status: 'approved' | 'declined' | 'failed' | 'unknown';
  transactionId: string;
}

/**
 * Tells the customer how a charge ended, in the transaction that records the outcome: an
 * approved one with the receipt PDF attached (in their language), a declined one with what
 * to do. Autopay words it as autopay. A portal payment the gateway never took (`failed`:
 * nothing charged, the customer saw it on screen) and one whose outcome is unknown yet are
 * not announced. Answers the queued mail ids.
 */
export async function announceChargeOutcome(tx: Tx, outcome: ChargeOutcome): Promise<number[]> {
  const { charge, status } = outcome;
  const autopay = charge.paymentPurpose === 3;
  if (status === 'unknown' || (status === 'failed' && !autopay)) return [];
  const key = `charge:${charge.id}`;
  const address = await serviceAddressLine(tx, charge.enrollmentId);
  if (status === 'approved') {
    const receipt = await buildReceiptFile(tx, charge.id, charge.customerId);
    return announce(tx, charge.customerId, {
      key,
      kind: autopay ? 'autopay_paid' : 'payment_confirmation',
      params: { amount: charge.amount, address, confirmation: outcome.transactionId },
      path: `/payment/receipt/${charge.id}`,
      attachments: [
        {
          fileName: receipt.fileName,
          contentType: 'application/pdf',
          contentBase64: receipt.pdf.toString('base64'),
        },
      ],
    });
  }
  return announce(tx, charge.customerId, {
    key,
    kind: autopay ? 'autopay_failed' : 'payment_declined',
    params: { amount: charge.amount, address },
    path: '/payment',
  });
}
