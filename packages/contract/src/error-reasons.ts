import { deferredPlanRefusals, extensionRefusals } from './payment-help.ts';
import { reenrollRefusals, reinstateRefusals } from './reenroll.ts';

/**
 * Item codes (`errors[].code`) more precise than the HTTP-level codes of `errorCodes`: why
 * account recovery, the profile, credit letters or a service change was refused. The app
 * shows each in the customer's language (its message is English, for logs and API users);
 * the server can raise no other reason, so a new one needs a translation first.
 */
export const accountErrorCodes = [
  // Service changes (drop, transfer, delivery method)
  'enrollment_not_found',
  'not_in_billing_group',
  'already_scheduled_to_end',
  'service_not_active',
  'date_outside_window',
  'reason_required',
  'reason_not_offered',
  'cancel_not_online',
  'start_before_end',
  'state_not_served',
  'esiid_not_at_address',
  'same_address',
  'address_not_served',
  'payment_method_not_found',
  'payment_method_not_for_autopay',
  'transfer_terms_changed',
  'service_change_not_found',
  'change_not_pending',
  'withdraw_cutoff_passed',
  // Credit letters
  'multipart_required',
  'file_required',
  'file_too_large',
  'file_empty',
  'file_type_not_allowed',
  'credit_letter_not_found',
  // Profile and password
  'customer_not_found',
  'user_name_taken',
  'agent_cannot_change_password',
  'customer_confirmation_required',
  'confirmation_code_incorrect',
  'current_password_incorrect',
  'password_unchanged',
  'password_too_short',
  'password_too_long',
  'password_is_user_name',
  'password_too_weak',
  'reset_link_invalid',
  // Personal API tokens
  'api_token_not_found',
  'api_token_limit_reached',
  'api_token_scope_missing',
  'agent_cannot_manage_tokens',
  'no_interval_reads',
  // Passkeys and two-step verification (issue 17)
  'agent_cannot_manage_sign_in',
  'passkey_not_found',
  'passkey_challenge_expired',
  'passkey_not_recognized',
  'passkey_verification_failed',
  'two_step_code_incorrect',
  'two_step_sign_in_expired',
  'two_step_already_on',
  'two_step_not_on',
  'two_step_enrolment_expired',
  'last_passkey_without_password',
  'session_not_found',
  'agent_cannot_end_sessions',
  // Help when money is short (issue 15): the refusal names the rule
  ...extensionRefusals,
  'extension_too_long',
  ...deferredPlanRefusals,
  'installments_out_of_range',
  'balance_changed',
  // Renewal in the portal (issue 15)
  // (service_not_active and already_scheduled_to_end are above)
  'not_renewable',
  'renewal_pending',
  'offer_not_available',
  'renewal_terms_changed',
  // Credit-letter review by a support agent (issue 15 deposit tracker)
  'agent_only',
  'credit_letter_reviewed',
  'deposit_not_pending',
  // Re-enrolment and reinstatement (issue 15); premise_has_service is in both lists
  ...reenrollRefusals,
  ...reinstateRefusals.filter((r) => r !== 'premise_has_service'),
  'change_not_withdrawable',
] as const;
export type AccountErrorCode = (typeof accountErrorCodes)[number];
