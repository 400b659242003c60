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
