import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import en from '../../../public/locales/en/translation.json';
import es from '../../../public/locales/es/translation.json';
import { billingText, billingTextKeys } from './billing-text';

describe('billingText', () => {
  it("shows the billing system's known descriptions in the customer's words, whatever their case", () => {
    expect(billingText(i18next.t, 'AutoPay - Credit Card')).toBe('Autopay - Credit card');
    expect(billingText(i18next.t, 'Autopay Credit Card')).toBe('Autopay - Credit card');
    expect(billingText(i18next.t, 'Bank Account (ACH)')).toBe('Bank account');
    expect(billingText(i18next.t, ' payment ')).toBe('Payment');
  });

  it('shows an unknown description as written', () => {
    expect(billingText(i18next.t, 'Western Union')).toBe('Western Union');
  });

  it('has English and Spanish words for every description it knows', () => {
    for (const key of billingTextKeys) {
      expect(en).toHaveProperty([key]);
      expect(es).toHaveProperty([key]);
    }
  });
});
