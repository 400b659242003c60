import { z } from 'zod';

/** GET …/account-activity: one page of the trail, newest first. */
export const accountActivityQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

/**
 * One thing that happened on the account (issue 14): a sign-in (with the browser and IP it
 * came from), a change, a payment. `agent` names the support agent who did it, else null.
 */
export const accountActivityItem = z.object({
  id: z.number().int(),
  /** ISO-8601 UTC. */
  at: z.string(),
  /** What happened, e.g. `session.sign-in`, `payment.pay`, `enrollment.drop`, `profile.update`. */
  action: z.string(),
  entity: z.string(),
  entityId: z.string(),
  agent: z.string().nullable(),
  /** What the audit kept of it (never a secret): amounts, dates, fields changed, IP and browser. */
  details: z.record(z.string(), z.unknown()),
});
export type AccountActivityItem = z.infer<typeof accountActivityItem>;

export const accountActivityPage = z.object({
  items: z.array(accountActivityItem),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
export type AccountActivityPage = z.infer<typeof accountActivityPage>;
