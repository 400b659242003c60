import { and, asc, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { charges, statements, usageRecords } from '../../db/schema/index.ts';

/** One statement of one enrollment by its token (a token of another enrollment finds nothing). */
export async function findStatement(db: Db, enrollmentId: number, token: string) {
  const [row] = await db
    .select()
    .from(statements)
    .where(and(eq(statements.enrollmentId, enrollmentId), eq(statements.custStatementTkn, token)));
  return row;
}

/** The statement's stored charge lines, in the order they were billed. */
export function findBilledLines(db: Db, statementId: number) {
  return db
    .select({
      code: charges.code,
      band: charges.band,
      unit: charges.unit,
      from: charges.spanFrom,
      to: charges.spanTo,
      quantity: charges.billedUsage,
      unitPrice: charges.energyPrice,
      amount: charges.total,
    })
    .from(charges)
    .where(eq(charges.statementId, statementId))
    .orderBy(asc(charges.id));
}

/** True when the meter read that closed the cycle was estimated (its usage record says so). */
export async function isReadEstimated(db: Db, enrollmentId: number, periodStart: string): Promise<boolean> {
  const [row] = await db
    .select({ id: usageRecords.id })
    .from(usageRecords)
    .where(
      and(
        eq(usageRecords.enrollmentId, enrollmentId),
        eq(usageRecords.beginReadDate, periodStart),
        gt(usageRecords.usageNumEstimated, 0),
      ),
    )
    .limit(1);
  return !!row;
}
