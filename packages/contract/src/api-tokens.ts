import { z } from 'zod';
import { idParam, text } from './primitives.ts';

/**
 * Personal API tokens (issue 16): read-only keys a customer gives to a tool of their own
 * (a home-energy app, Home Assistant) for the `/v2/me/...` read API. A token is shown once
 * when created and stored only as a hash; each carries the scopes it may read.
 */
export const apiTokenScopes = ['usage', 'billing'] as const;
export const apiTokenScope = z.enum(apiTokenScopes);
export type ApiTokenScope = z.infer<typeof apiTokenScope>;

/** How long a new token lives; a token never lives forever, so a forgotten one ends by itself. */
export const apiTokenLifetimes = [30, 90, 365] as const;

export const createApiTokenBody = z.object({
  name: text.pipe(z.string().trim().min(1, 'Give the token a name').max(60)),
  scopes: z
    .array(apiTokenScope)
    .min(1, 'Choose at least one kind of data')
    .refine((s) => new Set(s).size === s.length, { message: 'A scope is listed twice' }),
  expiresInDays: z.literal(apiTokenLifetimes),
});
export type CreateApiTokenBody = z.infer<typeof createApiTokenBody>;

export const apiToken = z.object({
  id: z.number().int(),
  name: z.string(),
  scopes: z.array(apiTokenScope),
  /** The token's first characters, so the customer can tell which key a tool holds. */
  prefix: z.string(),
  createdAt: z.string(),
  expiresAt: z.string(),
  lastUsedAt: z.string().nullable(),
  expired: z.boolean(),
});
export type ApiToken = z.infer<typeof apiToken>;

/** The answer to a creation: the only time the whole token is ever sent. */
export const createdApiToken = apiToken.extend({ token: z.string() });
export type CreatedApiToken = z.infer<typeof createdApiToken>;

export const apiTokenIdParams = z.object({ id: idParam });

/** Most tokens a customer may hold at once (expired ones count until revoked). */
export const MAX_API_TOKENS = 10;

/** One 15-minute read of the token API: its start as a UTC instant, kWh (or the gas unit). */
export const meInterval = z.object({
  start: z.string(),
  value: z.number(),
  estimated: z.boolean(),
});
export const meIntervals = z.object({
  enrollmentId: z.number().int(),
  unit: z.string(),
  intervalMinutes: z.literal(15),
  timeZone: z.string(),
  intervals: z.array(meInterval),
});
export type MeIntervals = z.infer<typeof meIntervals>;

/**
 * "Who has access to my data" (issue 16): the sessions opened on the account in the last 90
 * days — the customer's own and those of support agents acting for them — and the older
 * accounts merged into this one. API tokens are listed by `apiToken`.
 */
export const ACCESS_HISTORY_DAYS = 90;

export const accountSession = z.object({
  id: z.string(),
  /** The support agent who opened it, or null when the customer signed in. */
  agentUserName: z.string().nullable(),
  startedAt: z.string(),
  lastActiveAt: z.string(),
  live: z.boolean(),
  /** The session this request comes from. */
  current: z.boolean(),
});
export type AccountSession = z.infer<typeof accountSession>;

export const accountAccess = z.object({
  sessions: z.array(accountSession),
  /** User names of older accounts linked into this one; they can no longer sign in. */
  linkedAccounts: z.array(z.string()),
});
export type AccountAccess = z.infer<typeof accountAccess>;

export const sessionIdParams = z.object({ sessionId: z.uuid() });
