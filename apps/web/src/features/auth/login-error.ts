import type { TFunction } from 'i18next';
import { ApiRequestError, NETWORK_ERROR_STATUS } from '../../lib/api-error';

/** Turns a failed sign-in into the sentence shown in the toast and the inline alert. */
export function loginErrorMessage(error: unknown, t: TFunction): string {
  if (!(error instanceof ApiRequestError)) return t('Common.UnexpectedError');
  // A refused passkey or code says why: there is no password to blame.
  const reason = error.errors[0]?.code;
  if (reason?.startsWith('passkey_') || reason?.startsWith('two_step_')) return t(`ApiError.${reason}`);
  switch (error.status) {
    case 400:
    case 401:
    case 403:
    case 404:
      return t('Login.InvalidCredentials');
    case 429: {
      // Retry-After is in seconds; people think in minutes (at least one).
      const minutes = Math.max(1, Math.ceil((error.retryAfter ?? 60) / 60));
      return t('Login.TooManyAttempts', { count: minutes });
    }
    case NETWORK_ERROR_STATUS:
      return t('Common.NetworkError');
    default:
      return t('Common.UnexpectedError');
  }
}
