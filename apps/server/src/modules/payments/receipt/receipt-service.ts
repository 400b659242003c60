import type { PaymentReceipt } from '@myaccount/contract';
import type { Db } from '../../../db/client.ts';
import { docLanguage, type DocLanguage } from '../../../pdf/format.ts';
import { AppError } from '../../../plugins/app-error.ts';
import { findReceiptRow, type ReceiptRow } from './receipt-repository.ts';
import { receiptFileName, renderReceipt } from './render-receipt.ts';

/**
 * 404 for an unknown charge, one that was not approved (a decline has no receipt) and for
 * another customer's, with the same body, as every payments route answers another
 * customer's id: ids cannot be probed.
 */
async function requireReceiptRow(db: Db, chargeId: number, customerId: number): Promise<ReceiptRow> {
  const row = await findReceiptRow(db, chargeId, customerId);
  if (!row) throw new AppError('not_found', 'Receipt not found.');
  return row;
}

function serviceAddressText(a: ReceiptRow['address']): string {
  return [a.address1, a.address2, `${a.city}, ${a.state} ${a.correspondenceZip}`]
    .filter((part) => part.trim())
    .join(', ');
}

function toReceipt(row: ReceiptRow): PaymentReceipt {
  const { charge, profile } = row;
  return {
    id_charge_transaction: charge.id,
    confirmationNumber: charge.gatewayTransactionId ?? '',
    amount: charge.amount,
    isDepositPayment: charge.paymentPurpose === 1,
    date: charge.createdAt.toISOString(),
    // A charge always names its method; a row from before methods were kept falls back to the
    // charge's own payment type with no digits.
    paymentMethod: {
      paymentTypeId:
        (profile?.paymentTypeId ?? (charge.paymentType === 'Bank Account' ? 2 : 1)) === 2 ? 2 : 1,
      cardType: profile?.cardType ?? '',
      cardNumber: profile?.cardNumber ?? '',
      accountNumber: profile?.accountNumber ?? '',
      accountType: profile?.accountType ?? '',
    },
    enrollment: {
      id_enrollment: charge.enrollmentId,
      ldcAccount: row.address.ldcAccount,
      serviceAddress: serviceAddressText(row.address),
    },
  };
}

export async function getReceipt(db: Db, chargeId: number, customerId: number): Promise<PaymentReceipt> {
  return toReceipt(await requireReceiptRow(db, chargeId, customerId));
}

/** The receipt as a PDF in `language`, else the customer's preferred language. */
export async function buildReceiptFile(
  db: Db,
  chargeId: number,
  customerId: number,
  language?: DocLanguage,
): Promise<{ pdf: Buffer; fileName: string }> {
  const row = await requireReceiptRow(db, chargeId, customerId);
  const receipt = toReceipt(row);
  const lang = language ?? docLanguage(row.customer.language);
  const customerName =
    row.customer.businessName ||
    row.customer.customerName ||
    `${row.customer.firstName} ${row.customer.lastName}`.trim();
  const pdf = await renderReceipt({ language: lang, brand: row.brand, customerName, receipt });
  return { pdf, fileName: receiptFileName(row.brand.brandingName, receipt, lang) };
}
