import { and, asc, desc, eq, gte, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { customerChanged } from '../../db/customer-cache.ts';
import {
  commodities,
  deliveryTariffs,
  enrollmentPlans,
  enrollmentStatuses,
  enrollments,
  intervalReads,
  planPriceComponents,
  plans,
  recurringBilling,
  renewals,
  statements,
  taxRates,
  utilities,
} from '../../db/schema/index.ts';

type Q = Db | Tx;

/**
 * The customer's enrollment with its status code and the plan it is on now (the newest of its
 * plans), or undefined for another customer's or an unknown id. `lock` holds the enrollment
 * row until the transaction ends, so two renewals at once are taken one after the other.
 */
export async function findRenewalSubject(db: Q, enrollmentId: number, customerId: number, lock = false) {
  const query = db
    .select({
      enrollment: enrollments,
      statusCode: enrollmentStatuses.code,
      plan: plans,
      uom: utilities.uom,
      commodity: commodities.name,
    })
    .from(enrollments)
    .innerJoin(enrollmentStatuses, eq(enrollmentStatuses.idStatus, enrollments.idStatus))
    .innerJoin(enrollmentPlans, eq(enrollmentPlans.enrollmentId, enrollments.idEnrollment))
    .innerJoin(plans, eq(plans.idPlan, enrollmentPlans.planId))
    .innerJoin(utilities, eq(utilities.idUtility, plans.utilityId))
    .innerJoin(commodities, eq(commodities.idCommodity, plans.commodityId))
    .where(and(eq(enrollments.idEnrollment, enrollmentId), eq(enrollments.customerId, customerId)))
    .orderBy(desc(enrollmentPlans.startDate), desc(enrollmentPlans.id))
    .limit(1);
  const [row] = lock ? await query.for('update', { of: enrollments }) : await query;
  return row;
}
export type RenewalSubject = NonNullable<Awaited<ReturnType<typeof findRenewalSubject>>>;

/** The plans the brand sells at this premise: same utility, commodity and customer type. */
export function plansLike(db: Q, plan: typeof plans.$inferSelect) {
  return db
    .select()
    .from(plans)
    .where(
      and(
        eq(plans.brandId, plan.brandId),
        eq(plans.utilityId, plan.utilityId),
        eq(plans.commodityId, plan.commodityId),
        eq(plans.customerType, plan.customerType),
      ),
    )
    .orderBy(asc(plans.idPlan));
}

export function priceComponentsOf(db: Q, planIds: number[]) {
  return db.select().from(planPriceComponents).where(inArray(planPriceComponents.planId, planIds));
}

export function tariffOf(db: Q, utilityId: number) {
  return db
    .select({
      effectiveFrom: deliveryTariffs.effectiveFrom,
      customerCharge: deliveryTariffs.customerCharge,
      perUnit: deliveryTariffs.perUnit,
    })
    .from(deliveryTariffs)
    .where(eq(deliveryTariffs.utilityId, utilityId));
}

export function taxesOf(db: Q, commodity: 'electricity' | 'gas') {
  return db
    .select({ code: taxRates.code, rate: taxRates.rate, effectiveFrom: taxRates.effectiveFrom })
    .from(taxRates)
    .where(eq(taxRates.commodity, commodity));
}

/** The enrollment's last `count` billed cycles, oldest first, with their meter reads. */
export async function lastBilledCycles(db: Q, enrollmentId: number, count: number) {
  const cycles = (
    await db
      .select({ start: statements.periodStart, end: statements.periodEnd, usage: statements.usage })
      .from(statements)
      .where(eq(statements.enrollmentId, enrollmentId))
      .orderBy(desc(statements.periodEnd), desc(statements.id))
      .limit(count)
  ).reverse();
  if (cycles.length === 0) return { cycles, days: [] };
  const days = await db
    .select({ date: intervalReads.readDate, wh: intervalReads.wh })
    .from(intervalReads)
    .where(
      and(
        eq(intervalReads.enrollmentId, enrollmentId),
        gte(intervalReads.readDate, cycles[0]!.start),
        lte(intervalReads.readDate, cycles.at(-1)!.end),
      ),
    )
    .orderBy(asc(intervalReads.readDate));
  return { cycles, days };
}

/**
 * The renewal accepted and not yet applied by the billing system (at most one: a partial
 * unique index).
 */
export async function scheduledRenewal(db: Q, enrollmentId: number) {
  const [row] = await db
    .select({ renewal: renewals, planName: plans.name, rate: plans.rate })
    .from(renewals)
    .innerJoin(plans, eq(plans.idPlan, renewals.planId))
    .where(and(eq(renewals.enrollmentId, enrollmentId), eq(renewals.status, 'scheduled')));
  return row;
}

/** Every renewal of the enrollment, newest first (the timeline lists them). */
export function renewalsOf(db: Q, enrollmentId: number) {
  return db
    .select({ renewal: renewals, planName: plans.name, rate: plans.rate })
    .from(renewals)
    .innerJoin(plans, eq(plans.idPlan, renewals.planId))
    .where(eq(renewals.enrollmentId, enrollmentId))
    .orderBy(desc(renewals.createdAt), desc(renewals.id));
}

/** A scheduled renewal shows on the enrollment, so its owner's kept enrollment list goes on commit. */
export async function insertRenewal(tx: Tx, values: typeof renewals.$inferInsert): Promise<number> {
  const [row] = await tx
    .insert(renewals)
    .values(values)
    .returning({
      id: renewals.id,
      customerId: sql<number>`(select ${enrollments.customerId} from ${enrollments} where ${enrollments.idEnrollment} = ${renewals.enrollmentId})`,
    });
  customerChanged(tx, row!.customerId);
  return row!.id;
}

/** Whether the enrollment pays by autopay now (plans that require it are offered only then). */
export async function hasAutopay(db: Q, enrollmentId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: recurringBilling.id })
    .from(recurringBilling)
    .where(and(eq(recurringBilling.enrollmentId, enrollmentId), isNull(recurringBilling.cancelledAt)));
  return row !== undefined;
}
