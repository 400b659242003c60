import { z } from 'zod';

/**
 * Two-step verification with an authenticator app (issue 17): optional, a TOTP code (or one
 * of ten single-use recovery codes) after the password. Codes may be pasted with spaces or
 * dashes; the server ignores them.
 */
export const twoStepCode = z.string().trim().min(1).max(40);

export const twoStepStatus = z.object({
  enabled: z.boolean(),
  recoveryCodesLeft: z.number().int(),
});
export type TwoStepStatus = z.infer<typeof twoStepStatus>;

/** A new secret to enrol: the QR code (SVG) encodes `otpauthUri`; `secret` is the manual key. */
export const twoStepSetup = z.object({
  secret: z.string(),
  otpauthUri: z.string(),
  qrSvg: z.string(),
});
export type TwoStepSetup = z.infer<typeof twoStepSetup>;

export const twoStepCodeRequest = z.object({ code: twoStepCode });

/** Shown once, when two-step verification is turned on. */
export const twoStepRecoveryCodes = z.object({ recoveryCodes: z.array(z.string()) });
export type TwoStepRecoveryCodes = z.infer<typeof twoStepRecoveryCodes>;

export const twoStepSignInRequest = z.object({
  twoStepToken: z.string().min(1).max(200),
  code: twoStepCode,
});
export type TwoStepSignInRequest = z.infer<typeof twoStepSignInRequest>;

/** Enrolment at sign-in (the brand requires two-step verification): the token of the answer. */
export const twoStepEnrolmentRequest = z.object({ enrolmentToken: z.string().min(1).max(200) });
export type TwoStepEnrolmentRequest = z.infer<typeof twoStepEnrolmentRequest>;

export const twoStepEnrolmentCodeRequest = twoStepEnrolmentRequest.extend({ code: twoStepCode });
export type TwoStepEnrolmentCodeRequest = z.infer<typeof twoStepEnrolmentCodeRequest>;
