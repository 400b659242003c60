import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { statements } from '../../db/schema/index.ts';

/** An enrollment's billed cycles, oldest first: their dates and billed usage. */
export function findBilledCycles(db: Db, enrollmentId: number) {
  return db
    .select({
      id: statements.id,
      enrollmentId: statements.enrollmentId,
      periodStart: statements.periodStart,
      periodEnd: statements.periodEnd,
      usage: statements.usage,
    })
    .from(statements)
    .where(eq(statements.enrollmentId, enrollmentId))
    .orderBy(asc(statements.periodEnd), asc(statements.id));
}

export type BilledCycle = Awaited<ReturnType<typeof findBilledCycles>>[number];
