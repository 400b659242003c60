/** How many requests one key may make per window. */
export interface RateLimitPolicy {
  max: number;
  windowSeconds: number;
}

const MINUTE = 60;

/**
 * Every rate limit of the API in one place (issue 11). `…:ip` policies key on the client
 * address (IPv6 by /64), the others on the account the request aims at: the user name or
 * e-mail typed, the signed-in customer, or the presented token. RATE_LIMIT_FACTOR scales
 * every `max`.
 *
 * Failed passwords for one user name have their own, stricter lock (auth/throttle.ts: 10
 * per 15 minutes), so the sign-in policies here bound what one address can spray across
 * many names. Agents sign in from a call centre behind one address, so their door allows
 * more per address.
 */
export const rateLimitPolicies = {
  'sign-in:ip': { max: 30, windowSeconds: 15 * MINUTE },
  /** Asked on every sign-in page view (the passkey autofill waits on it): generous, but bounded writes. */
  'passkey-options:ip': { max: 120, windowSeconds: 15 * MINUTE },
  'agent-sign-in:ip': { max: 120, windowSeconds: 15 * MINUTE },
  'refresh:ip': { max: 120, windowSeconds: 15 * MINUTE },
  /** A refresh token rotates on every use, so a session presenting one many times is a replay loop. */
  'refresh:token': { max: 10, windowSeconds: 15 * MINUTE },
  'forgot-password:ip': { max: 10, windowSeconds: 15 * MINUTE },
  'forgot-password:account': { max: 3, windowSeconds: 15 * MINUTE },
  'forgot-username:ip': { max: 10, windowSeconds: 15 * MINUTE },
  'forgot-username:account': { max: 3, windowSeconds: 15 * MINUTE },
  'validate-reset-hash:ip': { max: 30, windowSeconds: 15 * MINUTE },
  'validate-reset-hash:token': { max: 10, windowSeconds: 15 * MINUTE },
  'reset-password:ip': { max: 10, windowSeconds: 15 * MINUTE },
  'reset-password:token': { max: 5, windowSeconds: 15 * MINUTE },
  /** The strength meter asks as the customer types (debounced): generous, but bounded CPU. */
  'password-strength:ip': { max: 300, windowSeconds: 15 * MINUTE },
  /** Linking checks another account's password: a guessing oracle unless bounded. */
  'link-accounts:ip': { max: 20, windowSeconds: 15 * MINUTE },
  'link-accounts:account': { max: 10, windowSeconds: 15 * MINUTE },
  /** A statement PDF is fetched with its `custStatementTkn` and is costly to render. */
  'statement-pdf:ip': { max: 300, windowSeconds: 5 * MINUTE },
  'statement-pdf:account': { max: 60, windowSeconds: 5 * MINUTE },
  /** A receipt PDF is rendered on every request, like a statement's. */
  'receipt-pdf:ip': { max: 300, windowSeconds: 5 * MINUTE },
  'receipt-pdf:account': { max: 60, windowSeconds: 5 * MINUTE },
  /**
   * The personal API (issue 16): a tool polling its owner's data. Per token generous enough
   * for a minute-by-minute poller, per address bounded so guessing tokens goes nowhere.
   */
  'personal-api:token': { max: 120, windowSeconds: MINUTE },
  'personal-api:ip': { max: 600, windowSeconds: 5 * MINUTE },
} as const satisfies Record<string, RateLimitPolicy>;

export type RateLimitPolicyName = keyof typeof rateLimitPolicies;

/** The allowance of a policy under RATE_LIMIT_FACTOR (never below one request). */
export function scaledMax(policy: RateLimitPolicy, factor: number): number {
  return Math.max(1, Math.round(policy.max * factor));
}
