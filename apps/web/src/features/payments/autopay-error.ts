import type { TFunction } from 'i18next';
import { ApiRequestError } from '../../lib/api-client';

/**
 * What the customer reads when autopay cannot be turned on or off. The server's `message` is
 * English for the logs (recurring-billing/service.ts); the screen says it from the code, in
 * the customer's language.
 */
export function autopayErrorText(t: TFunction, error: unknown): string {
  const item = error instanceof ApiRequestError ? error.errors[0] : undefined;
  switch (item?.code) {
    case 'payments_not_allowed':
      return t('Payment.AutopayError.NotAllowed');
    case 'payment_type_not_allowed':
      return t('Payment.AutopayError.TypeNotAllowed');
    case 'bad_request':
      return item.field === 'date_from'
        ? t('Payment.AutopayError.StartDate')
        : t('Payment.AutopayError.Failed');
    case 'not_found':
      return item.field === 'payment_profile_token'
        ? t('Payment.AutopayError.MethodNotFound')
        : t('Payment.AutopayError.NotOn');
    default:
      return t('Payment.AutopayError.Failed');
  }
}
