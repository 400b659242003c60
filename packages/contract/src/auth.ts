import { z } from 'zod';

/** Body of both sign-in calls (spec §7 Auth). For an agent, `cc_un` is the agent and
 * `customer_un` the customer to act for; `username` may repeat `customer_un`. */
export const loginRequest = z.object({
  username: z.string().trim().max(200).default(''),
  password: z.string().min(1).max(1024),
  cc_un: z.string().trim().max(200).optional().default(''),
  customer_un: z.string().trim().max(200).optional().default(''),
  isCC: z.boolean().optional().default(false),
});
export type LoginRequest = z.input<typeof loginRequest>;

export const loginResponse = z.object({
  token: z.string(),
  refreshToken: z.string(),
  customerHash: z.string(),
  roleGroups: z.array(z.string()),
});
export type LoginResponse = z.infer<typeof loginResponse>;

/**
 * The customer door's answer: a session, or (two-step verification on, issue 17) the token to
 * send back with the code, or (the brand requires it and the customer has none) the token of
 * an enrolment at sign-in (/v2/auth/two-step-enrolment/…). Declared here, beside the session
 * it may replace.
 */
export const customerLoginResponse = z.union([
  loginResponse,
  z.object({ twoStepRequired: z.literal(true), twoStepToken: z.string() }),
  z.object({ twoStepEnrolmentRequired: z.literal(true), enrolmentToken: z.string() }),
]);
export type CustomerLoginResponse = z.infer<typeof customerLoginResponse>;

export const refreshRequest = z.object({
  Token: z.string().max(4096).optional().default(''),
  RefreshToken: z.string().min(1).max(512),
});
export type RefreshRequest = z.input<typeof refreshRequest>;

export const refreshResponse = z.object({
  token: z.string(),
  refreshToken: z.string(),
  customerHash: z.string(),
});
export type RefreshResponse = z.infer<typeof refreshResponse>;

export const logoutRequest = z.object({
  RefreshToken: z.string().min(1).max(512),
});
export type LogoutRequest = z.infer<typeof logoutRequest>;

/** Claims of the access token (DESIGN §4): customer id, agent user name or '', customer user name. */
export const tokenPayload = z.object({
  id: z.number().int().positive(),
  cc_un: z.string(),
  sub: z.string(),
});
export type TokenPayload = z.infer<typeof tokenPayload>;
