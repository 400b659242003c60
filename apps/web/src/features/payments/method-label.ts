import type { PaymentMethod } from '@myaccount/contract';
import type { TFunction } from 'i18next';

/** What names a stored method: a stored method, or the one an autopay arrangement uses. */
type MethodFields = Pick<
  PaymentMethod,
  'paymentTypeId' | 'cardType' | 'cardNumber' | 'accountNumber' | 'accountType'
>;

/** "Visa ending 1111" or "Checking account ending 6789". */
export function shortMethodLabel(m: MethodFields, t: TFunction): string {
  const last4 = (m.paymentTypeId === 1 ? m.cardNumber : m.accountNumber).slice(-4);
  if (m.paymentTypeId === 2)
    return t('Payment.BankLabel', { type: t(`Payment.AccountType.${m.accountType || 'checking'}`), last4 });
  return t('Payment.CardLabel', { type: m.cardType || t('Payment.CreditCard'), last4 });
}

/** "Visa ending 1111, expires 12/2030" or "Checking account ending 6789". */
export function methodLabel(m: PaymentMethod, t: TFunction): string {
  if (m.paymentTypeId === 2) return shortMethodLabel(m, t);
  // Stored as YYYY-MM; shown the way cards print it (month first, in every language).
  const [year, month] = m.cardExpirationDate.split('-');
  const expiry = /^\d{4}-\d{2}$/.test(m.cardExpirationDate)
    ? t('Payment.Expires', { date: `${month}/${year}` })
    : '';
  return `${shortMethodLabel(m, t)}${expiry}`;
}
