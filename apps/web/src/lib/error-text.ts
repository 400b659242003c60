import { accountErrorCodes, type ApiErrorItem, errorCodes } from '@myaccount/contract';
import type { TFunction } from 'i18next';
import { ApiRequestError, NETWORK_ERROR_STATUS } from './api-error';

/** Precise reasons (why a change was refused) and the HTTP-level codes every route may use. */
const reasons = new Set<string>(accountErrorCodes);
const generic = new Set<string>(errorCodes);
/** Worth saying whatever the screen: the customer has to wait before trying again. */
const alwaysSaid = new Set<string>(['too_many_requests']);

/** The translation key of a server error code (`ApiError.<code>`), or null when there is none. */
export function errorKey(code: string | undefined): string | null {
  return code && (reasons.has(code) || generic.has(code)) ? `ApiError.${code}` : null;
}

/**
 * What a failed call means, in the current language. The server's messages are English, so
 * they are never shown: a precise reason is translated; otherwise the screen's own
 * `fallback` (it knows what was attempted) or, without one, the translated HTTP-level code.
 */
export function errorText(t: TFunction, error: unknown, fallback?: string): string {
  const unexpected = fallback ?? t('Common.UnexpectedError');
  if (!(error instanceof ApiRequestError)) return unexpected;
  if (error.status === NETWORK_ERROR_STATUS) return t('Common.NetworkError');
  const code = error.errors[0]?.code;
  if (code && (reasons.has(code) || alwaysSaid.has(code))) return t(`ApiError.${code}`);
  const key = fallback === undefined ? errorKey(code) : null;
  return key ? t(key) : unexpected;
}

/** The text for one field's problem: its translated reason, or a generic "check this". */
export function fieldErrorText(t: TFunction, item: ApiErrorItem): string {
  return reasons.has(item.code) ? t(`ApiError.${item.code}`) : t('Common.CheckField');
}
