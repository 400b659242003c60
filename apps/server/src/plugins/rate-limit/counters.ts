import { lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rateLimitCounters } from '../../db/schema/index.ts';

export interface BucketHit {
  bucket: string;
  windowSeconds: number;
}

export interface BucketCount {
  bucket: string;
  /** Hits in the current window, this one included. */
  hits: number;
  /** Until the window ends (database clock, so every instance agrees). */
  secondsLeft: number;
}

/**
 * Counts one hit on each bucket in one statement, atomically: concurrent hits on a bucket
 * queue on its row (ON CONFLICT … DO UPDATE), so a burst is counted exactly, across every
 * instance that shares the database. A window starts at a bucket's first hit and a hit after
 * it ended starts a new one (the fixed window of @fastify/rate-limit's stores). Buckets are
 * written in sorted order so two requests touching the same pair never deadlock.
 */
export async function countHits(db: Db, hits: BucketHit[]): Promise<BucketCount[]> {
  const sorted = [...hits].sort((a, b) => (a.bucket < b.bucket ? -1 : a.bucket > b.bucket ? 1 : 0));
  const c = rateLimitCounters;
  const expired = sql`${c.resetsAt} <= now()`;
  return db
    .insert(c)
    .values(
      sorted.map(({ bucket, windowSeconds }) => ({
        bucket,
        hits: 1,
        resetsAt: sql`now() + make_interval(secs => ${windowSeconds})`,
      })),
    )
    .onConflictDoUpdate({
      target: c.bucket,
      set: {
        hits: sql`case when ${expired} then 1 else ${c.hits} + 1 end`,
        resetsAt: sql`case when ${expired} then excluded.resets_at else ${c.resetsAt} end`,
      },
    })
    .returning({
      bucket: c.bucket,
      hits: c.hits,
      secondsLeft: sql<number>`extract(epoch from (${c.resetsAt} - now()))::float8`,
    });
}

/** Drops the buckets whose window has ended (they would restart at 1 anyway). */
export async function sweepExpired(db: Db): Promise<void> {
  await db.delete(rateLimitCounters).where(lt(rateLimitCounters.resetsAt, sql`now()`));
}
