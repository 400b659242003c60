import type {
  ForgotPasswordRequest,
  ForgotUsernameRequest,
  PasswordStrengthRequest,
  PasswordStrengthResponse,
  RecoveryResponse,
  ResetPasswordRequest,
  ValidateResetHashResponse,
} from '@myaccount/contract';
import { passwordStrengthResponse, recoveryResponse, validateResetHashResponse } from '@myaccount/contract';
import { checkedReply } from '../../lib/query/checked-reply';
import { apiClient, ApiRequestError } from '../../lib/api-client';

/**
 * Spec §8: the forgot calls rethrow the error when the server sent exactly one, so the page
 * can name it; any other failure is a plain `false`.
 */
async function forgot(path: string, body: unknown): Promise<boolean> {
  try {
    checkedReply(
      await apiClient.post<RecoveryResponse>(path, body, { anonymous: true }),
      !import.meta.env.PROD && recoveryResponse,
    );
    return true;
  } catch (error) {
    if (error instanceof ApiRequestError && error.errors.length === 1) throw error;
    return false;
  }
}

export const forgotPassword = (body: ForgotPasswordRequest) => forgot('/v2/customers/forgot-password', body);
export const forgotUsername = (body: ForgotUsernameRequest) => forgot('/v2/customers/forgot-username', body);

/** Spec §8: hash validation and reset throw the response message on a non-200. */
export async function validateResetHash(hash: string): Promise<boolean> {
  const reply = checkedReply(
    await apiClient.post<ValidateResetHashResponse>(
      '/v2/customers/validate-reset-hash',
      { hash },
      { anonymous: true },
    ),
    !import.meta.env.PROD && validateResetHashResponse,
  );
  return reply.is_valid;
}

export async function resetPassword(body: ResetPasswordRequest): Promise<RecoveryResponse> {
  return checkedReply(
    await apiClient.post<RecoveryResponse>('/v2/customers/reset-password', body, { anonymous: true }),
    !import.meta.env.PROD && recoveryResponse,
  );
}

/** The zxcvbn score (0–4) the server gives a password; the dictionaries stay on the server (issue 18). */
export async function passwordStrength(body: PasswordStrengthRequest, signal: AbortSignal): Promise<number> {
  const reply = checkedReply(
    await apiClient.post<PasswordStrengthResponse>('/v2/customers/password-strength', body, {
      anonymous: true,
      signal,
    }),
    !import.meta.env.PROD && passwordStrengthResponse,
  );
  // Anything but a score 0–4 is no answer (the meter then shows the length rule).
  if (!Number.isInteger(reply.score) || reply.score < 0 || reply.score > 4)
    throw new Error('No password score');
  return reply.score;
}
