import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Env } from '../../config/env.ts';
import { AppError } from '../app-error.ts';
import { addressKey } from './client-address.ts';
import { countHits, sweepExpired } from './counters.ts';
import { rateLimitPolicies, type RateLimitPolicyName, scaledMax } from './policies.ts';

/** What to count a request under: policy → key (an empty or missing key is not counted). */
export type RateLimitKeys = Partial<Record<RateLimitPolicyName, string | number | undefined>>;

export interface RateLimits {
  /**
   * Counts the request under each policy and throws 429 (with the real Retry-After of the
   * bucket that ends last) when any of them is over its allowance. Call it before the work
   * it protects.
   */
  enforce(keys: RateLimitKeys): Promise<void>;
  /** The key a request's client address is limited under (TRUST_PROXY decides the address). */
  clientOf(request: FastifyRequest): string;
}

declare module 'fastify' {
  interface FastifyInstance {
    rateLimits: RateLimits;
  }
}

const SWEEP_INTERVAL_MS = 60_000;

/**
 * Buckets hold a hash of the key, never the user name, e-mail, address or token itself: the
 * table must not become a list of who tried what (and a reset token is a secret).
 */
function bucketOf(policy: RateLimitPolicyName, key: string): string {
  const digest = createHash('sha256').update(key.trim().toLowerCase()).digest('base64url');
  return `${policy}:${digest.slice(0, 27)}`;
}

/**
 * Rate limits stored in the database (decision 0007), so they hold across every instance
 * sharing it. Routes call `app.rateLimits.enforce({...})` with the keys their request aims at.
 */
export const rateLimitPlugin = fp(
  async (app: FastifyInstance, options: { env: Env }) => {
    const factor = options.env.RATE_LIMIT_FACTOR;

    async function enforce(keys: RateLimitKeys): Promise<void> {
      if (factor === 0) return;
      const wanted = Object.entries(keys).flatMap(([name, key]) => {
        const policyName = name as RateLimitPolicyName;
        if (key === undefined || String(key).trim() === '') return [];
        const policy = rateLimitPolicies[policyName];
        const bucket = bucketOf(policyName, String(key));
        return [{ bucket, windowSeconds: policy.windowSeconds, max: scaledMax(policy, factor) }];
      });
      if (wanted.length === 0) return;
      const counts = await countHits(app.db, wanted);
      const over = counts.filter((c) => c.hits > wanted.find((w) => w.bucket === c.bucket)!.max);
      if (over.length === 0) return;
      const retryAfter = Math.max(1, Math.ceil(Math.max(...over.map((c) => c.secondsLeft))));
      throw new AppError('too_many_requests', undefined, { retryAfter });
    }

    app.decorate('rateLimits', {
      enforce,
      clientOf: (request: FastifyRequest) => addressKey(request.ip),
    });

    let sweeping: Promise<void> = Promise.resolve();
    const timer = setInterval(() => {
      sweeping = sweepExpired(app.db).catch((error: unknown) => {
        app.log.warn({ err: error }, 'rate-limit sweep failed');
      });
    }, SWEEP_INTERVAL_MS);
    timer.unref();
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await sweeping;
    });
  },
  { name: 'rate-limit', dependencies: ['database'] },
);
