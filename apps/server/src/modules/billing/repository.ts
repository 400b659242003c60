import { and, desc, eq, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { preparedPerDatabase } from '../../db/prepared.ts';
import { charges, statementSummaries, statements, usageRecords } from '../../db/schema/index.ts';

/** Home and Billing read it on every visit: prepared once per database. */
const statementSummaryQuery = preparedPerDatabase((db) =>
  db
    .select()
    .from(statementSummaries)
    .where(eq(statementSummaries.enrollmentId, sql.placeholder('enrollmentId')))
    .prepare('statement_summary'),
);

export async function findStatementSummary(db: Db, enrollmentId: number) {
  const [row] = await statementSummaryQuery(db).execute({ enrollmentId });
  return row;
}

/** Charges newest first; within a date in the order the billing system itemised them. */
export function findCharges(db: Db, enrollmentId: number) {
  return db
    .select()
    .from(charges)
    .where(eq(charges.enrollmentId, enrollmentId))
    .orderBy(desc(charges.chargeDate), charges.id);
}

export function findStatements(db: Db, enrollmentId: number) {
  return db
    .select()
    .from(statements)
    .where(eq(statements.enrollmentId, enrollmentId))
    .orderBy(desc(statements.mailingDate), desc(statements.id));
}

export type StatementRow = typeof statements.$inferSelect;

/** Monthly billed usage newest first; `until` keeps only periods that began by that date. */
export function findUsageRecords(db: Db, enrollmentId: number, limit?: number, until?: string) {
  const query = db
    .select()
    .from(usageRecords)
    .where(
      and(
        eq(usageRecords.enrollmentId, enrollmentId),
        until ? lte(usageRecords.beginReadDate, until) : undefined,
      ),
    )
    .orderBy(desc(usageRecords.beginReadDate), desc(usageRecords.id));
  return limit === undefined ? query : query.limit(limit);
}

export type UsageRecordRow = typeof usageRecords.$inferSelect;
