import { and, asc, desc, eq, gte, lte, max, min } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  addresses,
  brands,
  commodities,
  enrollmentPlans,
  enrollments,
  intervalReads,
  plans,
  statements,
  usageRecords,
  utilities,
} from '../../db/schema/index.ts';

/** The ESIID and state of an enrollment's service address (the premise the meter sits at). */
export async function findPremise(db: Db, enrollmentId: number) {
  const [row] = await db
    .select({ esiid: addresses.ldcAccount, state: addresses.state })
    .from(enrollments)
    .innerJoin(addresses, eq(addresses.id, enrollments.serviceAddressId))
    .where(eq(enrollments.idEnrollment, enrollmentId));
  return row;
}

/**
 * What a Green Button file says about the service point: its premise, brand, whether it is
 * active, and the commodity and unit of the enrollment's latest plan.
 */
export async function findServicePoint(db: Db, enrollmentId: number) {
  const [row] = await db
    .select({
      customerId: enrollments.customerId,
      state: addresses.state,
      isActive: enrollments.isActive,
      brandName: brands.formalName,
      brandShortName: brands.shortName,
      commodity: commodities.name,
      uom: utilities.uom,
    })
    .from(enrollments)
    .innerJoin(addresses, eq(addresses.id, enrollments.serviceAddressId))
    .innerJoin(brands, eq(brands.idSite, enrollments.brandId))
    .leftJoin(enrollmentPlans, eq(enrollmentPlans.enrollmentId, enrollments.idEnrollment))
    .leftJoin(plans, eq(plans.idPlan, enrollmentPlans.planId))
    .leftJoin(utilities, eq(utilities.idUtility, plans.utilityId))
    .leftJoin(commodities, eq(commodities.idCommodity, plans.commodityId))
    .where(eq(enrollments.idEnrollment, enrollmentId))
    .orderBy(desc(enrollmentPlans.startDate), desc(enrollmentPlans.id))
    .limit(1);
  return row;
}

/** Statements whose billing period overlaps the window, oldest first. */
export function findStatementsOverlapping(db: Db, enrollmentId: number, from: string, to: string) {
  return db
    .select({
      id: statements.id,
      periodStart: statements.periodStart,
      periodEnd: statements.periodEnd,
      amount: statements.totalStmtAmt,
      usage: statements.usage,
    })
    .from(statements)
    .where(
      and(
        eq(statements.enrollmentId, enrollmentId),
        lte(statements.periodStart, to),
        gte(statements.periodEnd, from),
      ),
    )
    .orderBy(asc(statements.periodStart), asc(statements.id));
}

/** Billed meter reads (one per cycle) that overlap the window, oldest first: gas meters read monthly. */
export function findCycleReadsOverlapping(db: Db, enrollmentId: number, from: string, to: string) {
  return db
    .select({
      id: usageRecords.id,
      beginReadDate: usageRecords.beginReadDate,
      endReadDate: usageRecords.endReadDate,
      usage: usageRecords.usageNum,
      estimated: usageRecords.usageNumEstimated,
    })
    .from(usageRecords)
    .where(
      and(
        eq(usageRecords.enrollmentId, enrollmentId),
        lte(usageRecords.beginReadDate, to),
        gte(usageRecords.endReadDate, from),
      ),
    )
    .orderBy(asc(usageRecords.beginReadDate), asc(usageRecords.id));
}

/** First and last day with 15-minute reads. */
export async function findIntervalCoverage(db: Db, enrollmentId: number) {
  const [row] = await db
    .select({ firstDate: min(intervalReads.readDate), lastDate: max(intervalReads.readDate) })
    .from(intervalReads)
    .where(eq(intervalReads.enrollmentId, enrollmentId));
  return { firstDate: row?.firstDate ?? null, lastDate: row?.lastDate ?? null };
}

/** First and last day covered by billed meter reads. */
export async function findCycleCoverage(db: Db, enrollmentId: number) {
  const [row] = await db
    .select({ firstDate: min(usageRecords.beginReadDate), lastDate: max(usageRecords.endReadDate) })
    .from(usageRecords)
    .where(eq(usageRecords.enrollmentId, enrollmentId));
  return { firstDate: row?.firstDate ?? null, lastDate: row?.lastDate ?? null };
}
