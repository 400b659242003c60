import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  charges,
  enrollmentPlans,
  plans,
  statements,
  usageRecords,
  utilities,
} from '../../db/schema/index.ts';

/** An enrollment's statements, oldest first, with the estimated flag of their read. */
export async function findStatementHistory(db: Db, enrollmentId: number) {
  const [rows, usage] = await Promise.all([
    db
      .select({
        id: statements.id,
        token: statements.custStatementTkn,
        periodStart: statements.periodStart,
        periodEnd: statements.periodEnd,
        total: statements.totalStmtAmt,
        usage: statements.usage,
      })
      .from(statements)
      .where(eq(statements.enrollmentId, enrollmentId))
      .orderBy(asc(statements.periodEnd), asc(statements.id)),
    db
      .select({ begin: usageRecords.beginReadDate, estimated: usageRecords.usageNumEstimated })
      .from(usageRecords)
      .where(eq(usageRecords.enrollmentId, enrollmentId)),
  ]);
  const estimated = new Set(usage.filter((u) => u.estimated > 0).map((u) => u.begin));
  return rows.map((r) => ({ ...r, estimated: estimated.has(r.periodStart) }));
}

export type StatementOfHistory = Awaited<ReturnType<typeof findStatementHistory>>[number];

/** The charge lines of the given statements, by statement id. */
export async function findLinesOfStatements(db: Db, statementIds: number[]) {
  const rows = statementIds.length
    ? await db
        .select({
          statementId: charges.statementId,
          code: charges.code,
          quantity: charges.billedUsage,
          unitPrice: charges.energyPrice,
          amount: charges.total,
        })
        .from(charges)
        .where(inArray(charges.statementId, statementIds))
        .orderBy(asc(charges.id))
    : [];
  const byStatement = new Map<
    number,
    { code: string; quantity: number; unitPrice: number; amount: number }[]
  >();
  for (const r of rows) {
    const list = byStatement.get(r.statementId!) ?? [];
    list.push({
      code: r.code,
      quantity: r.quantity,
      unitPrice: r.unitPrice,
      amount: r.amount,
    });
    byStatement.set(r.statementId!, list);
  }
  return byStatement;
}

/** The unit the enrollment's utility meters in (kWh, CCF, therm), from its current plan. */
export async function findUsageUnit(db: Db, enrollmentId: number): Promise<string> {
  const [row] = await db
    .select({ uom: utilities.uom })
    .from(enrollmentPlans)
    .innerJoin(plans, eq(plans.idPlan, enrollmentPlans.planId))
    .innerJoin(utilities, eq(utilities.idUtility, plans.utilityId))
    .where(and(eq(enrollmentPlans.enrollmentId, enrollmentId)))
    .orderBy(desc(enrollmentPlans.startDate), desc(enrollmentPlans.id))
    .limit(1);
  return row?.uom || 'kWh';
}
