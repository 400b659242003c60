import { z } from 'zod';
import { idParam } from './primitives.ts';
import { languageId } from './customer.ts';

/** Password policy (OWASP ASVS 2.1): length only, no composition rules; strength by zxcvbn. */
export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 128;
/** Lowest zxcvbn score (0–4) a new password must reach. */
export const PASSWORD_MIN_SCORE = 3;
/** Reset links stay valid this long. */
export const RESET_TOKEN_TTL_MINUTES = 60;

/** Length in characters as a person counts them (an emoji is one), not UTF-16 units. */
export const passwordLength = (password: string) => [...password].length;

/** A new password's length bounds; strength and "not the user name" are checked by the server. */
export const newPassword = z
  .string()
  .refine((p) => passwordLength(p) >= PASSWORD_MIN_LENGTH, {
    message: `Use at least ${PASSWORD_MIN_LENGTH} characters`,
  })
  .refine((p) => passwordLength(p) <= PASSWORD_MAX_LENGTH, {
    message: `Use at most ${PASSWORD_MAX_LENGTH} characters`,
  });

/**
 * The password-strength meter asks the server for the zxcvbn score (issue 18), so the browser
 * never downloads the dictionaries (819 KiB gzip) and the meter agrees with the server's
 * verdict. `userInputs` are the account's own words (user name, e-mail name), guessable.
 */
export const passwordStrengthRequest = z.object({
  // Up to PASSWORD_MAX_LENGTH characters, each at most two UTF-16 units.
  password: z
    .string()
    .min(1)
    .max(PASSWORD_MAX_LENGTH * 2),
  userInputs: z.array(z.string().max(254)).max(4).default([]),
});
export type PasswordStrengthRequest = z.input<typeof passwordStrengthRequest>;
export const passwordStrengthResponse = z.object({ score: z.number().int().min(0).max(4) });
export type PasswordStrengthResponse = z.infer<typeof passwordStrengthResponse>;

const userName = z.string().trim().min(1, 'Enter your user name').max(200);
const emailAddress = z.string().trim().max(254).pipe(z.email('Enter a valid e-mail address'));

export const forgotPasswordRequest = z.object({
  brandId: idParam,
  username: userName,
  email: emailAddress,
});
export type ForgotPasswordRequest = z.input<typeof forgotPasswordRequest>;

export const forgotUsernameRequest = z.object({
  brandId: idParam,
  email: emailAddress,
});
export type ForgotUsernameRequest = z.input<typeof forgotUsernameRequest>;

/** The same answer whether or not an account matched, so replies never reveal who exists. */
export const recoveryResponse = z.object({ succeeded: z.literal(true), message: z.string() });
export type RecoveryResponse = z.infer<typeof recoveryResponse>;

export const validateResetHashRequest = z.object({ hash: z.string().min(1).max(200) });
export const validateResetHashResponse = z.object({ is_valid: z.boolean() });
export type ValidateResetHashResponse = z.infer<typeof validateResetHashResponse>;

export const resetPasswordRequest = z.object({
  newPassword,
  SecurityToken: z.string().min(1, 'The reset link is incomplete').max(200),
});
export type ResetPasswordRequest = z.input<typeof resetPasswordRequest>;

/** US phone numbers: 10 digits, optionally with +1 and the usual punctuation. */
const phone = z
  .string()
  .trim()
  .refine((p) => /^(\+?1[\s.-]?)?\(?\d{3}\)?[\s.-]?\d{3}[\s.-]?\d{4}$/.test(p), {
    message: 'Enter a 10-digit phone number',
  });

/** PUT /v2/customers/{customerId}, profile form (spec §7). */
export const profileUpdateRequest = z
  .object({
    username: z
      .string()
      .trim()
      .min(3, 'Use at least 3 characters')
      .max(50, 'Use at most 50 characters')
      .regex(/^[A-Za-z0-9._@-]+$/, 'Use letters, digits and . _ @ - only'),
    email: emailAddress,
    alternativeEmail: z
      .string()
      .trim()
      .max(254)
      .refine((e) => e === '' || z.email().safeParse(e).success, { message: 'Enter a valid e-mail address' }),
    phone,
    notificationToEmail: z.boolean(),
    notificationToAlternativeEmail: z.boolean(),
    language: languageId,
    opted_marketing_coms: z.boolean(),
    /**
     * A support agent changing the user name or main e-mail sends the code the customer got
     * at the current address (the first try without it mails the code and is refused).
     */
    confirmationCode: z
      .string()
      .trim()
      .regex(/^\d{6}$/, 'Enter the 6-digit code')
      .optional(),
  })
  .superRefine((body, ctx) => {
    if (body.notificationToAlternativeEmail && body.alternativeEmail === '') {
      ctx.addIssue({
        code: 'custom',
        path: ['alternativeEmail'],
        message: 'Enter the alternative e-mail to send notifications to it',
      });
    }
  });
export type ProfileUpdateRequest = z.input<typeof profileUpdateRequest>;

/** PUT /v2/customers/{customerId}, password form (spec §7). */
export const passwordChangeRequest = z.object({
  password: z.string().min(1, 'Enter your current password').max(1024),
  newPassword,
});
export type PasswordChangeRequest = z.input<typeof passwordChangeRequest>;

/**
 * After a password change every other session ends; the caller gets a fresh session to
 * replace the tokens it holds.
 */
export const passwordChangeResponse = z.object({
  token: z.string(),
  refreshToken: z.string(),
  customerHash: z.string(),
});
export type PasswordChangeResponse = z.infer<typeof passwordChangeResponse>;

export const linkAccountsRequest = z.object({
  oldUsername: z.string().trim().max(200),
  oldPassword: z.string().max(1024),
});
export type LinkAccountsRequest = z.input<typeof linkAccountsRequest>;

/** The exact message the app answers with a confirmation and the payment-method modal (spec §8). */
export const MISSING_PAYMENT_METHOD_MESSAGE = 'Missing current customer payment method.';

export const linkAccountsResponse = z.object({ succeeded: z.boolean(), message: z.string() });
export type LinkAccountsResponse = z.infer<typeof linkAccountsResponse>;
