import type { TFunction } from 'i18next';

/**
 * The billing system describes payments in English free text ("AutoPay - Credit Card",
 * "Payment"). The ones it is known to write are shown in the customer's language; anything
 * else is shown as the billing system wrote it rather than hidden.
 */
const known: Record<string, string> = {
  'credit card': 'Payment.Desc.CreditCard',
  'bank account': 'Payment.Desc.BankAccount',
  'bank account (ach)': 'Payment.Desc.BankAccount',
  'autopay - credit card': 'Payment.Desc.AutopayCard',
  'autopay credit card': 'Payment.Desc.AutopayCard',
  'autopay - bank account': 'Payment.Desc.AutopayBank',
  'autopay bank account': 'Payment.Desc.AutopayBank',
  payment: 'Payment.Desc.Payment',
  deposit: 'Payment.Desc.Deposit',
  refund: 'Payment.Desc.Refund',
  // A refunded deposit comes back as a credit on the account (issue 15).
  'deposit refund': 'Payment.Desc.DepositRefund',
  'account credit': 'Payment.Desc.AccountCredit',
};

export function billingText(t: TFunction, text: string): string {
  const key = known[text.trim().toLowerCase()];
  return key ? t(key) : text;
}

/** Every key `billingText` may use, so a test can check both languages carry them. */
export const billingTextKeys = [...new Set(Object.values(known))];
