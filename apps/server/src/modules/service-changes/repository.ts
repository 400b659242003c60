import { and, asc, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import {
  addresses,
  commodities,
  dropReasonCodes,
  enrollmentPlans,
  enrollmentStatuses,
  enrollmentStatusHistory,
  enrollments,
  plans,
  premises,
  states,
  utilities,
} from '../../db/schema/index.ts';
import { setEnrollmentStatus } from '../enrollments/index.ts';

type Q = Db | Tx;

/** Status names the service changes move enrollments to (seeded enrollment_statuses). */
export const STATUS = {
  active: 'Active',
  pending: 'Pending',
  pendingDrop: 'Pending Drop',
  cancelled: 'Cancelled',
} as const;

/**
 * The enrollment with this id if it belongs to the customer, with its status name, service
 * premise and current plan. Another customer's id answers like an unknown one (undefined).
 */
export async function findOwnEnrollment(db: Q, id: number, customerId: number) {
  const [row] = await db
    .select({
      enrollment: enrollments,
      statusName: enrollmentStatuses.name,
      statusCode: enrollmentStatuses.code,
      ldcAccount: addresses.ldcAccount,
      plan: plans,
    })
    .from(enrollments)
    .innerJoin(enrollmentStatuses, eq(enrollmentStatuses.idStatus, enrollments.idStatus))
    .innerJoin(addresses, eq(addresses.id, enrollments.serviceAddressId))
    .innerJoin(enrollmentPlans, eq(enrollmentPlans.enrollmentId, enrollments.idEnrollment))
    .innerJoin(plans, eq(plans.idPlan, enrollmentPlans.planId))
    .where(and(eq(enrollments.idEnrollment, id), eq(enrollments.customerId, customerId)))
    .orderBy(desc(enrollmentPlans.startDate), desc(enrollmentPlans.id))
    .limit(1);
  return row;
}
export type OwnEnrollment = NonNullable<Awaited<ReturnType<typeof findOwnEnrollment>>>;

export async function statusIdByName(db: Q, name: string): Promise<number> {
  const [row] = await db
    .select({ id: enrollmentStatuses.idStatus })
    .from(enrollmentStatuses)
    .where(eq(enrollmentStatuses.name, name));
  if (!row) throw new Error(`Enrollment status "${name}" is missing from enrollment_statuses`);
  return row.id;
}

export async function findDropCode(db: Q, id: number, utilityId: number) {
  const [row] = await db
    .select()
    .from(dropReasonCodes)
    .where(and(eq(dropReasonCodes.id, id), eq(dropReasonCodes.utilityId, utilityId)));
  return row;
}

export async function setStatus(
  tx: Tx,
  enrollmentId: number,
  idStatus: number,
  note: string,
  agent: string | null,
): Promise<number> {
  await setEnrollmentStatus(tx, enrollmentId, idStatus);
  const [row] = await tx
    .insert(enrollmentStatusHistory)
    .values({ enrollmentId, idStatus, note, agentUserName: agent })
    .returning({ id: enrollmentStatusHistory.id });
  // The history row names this status change for good (e.g. the event key of its notice).
  return row!.id;
}

// Enrollments owns the row; these writes go through its index.
export { insertEnrollment, setDeliveryMethod } from '../enrollments/index.ts';

/** Enrollments for the delivery-method screens: all of a customer's, or one billing group. */
export function listForDelivery(
  db: Q,
  customerId: number,
  group?: { enrollmentId: number; groupId: number | null },
) {
  const inGroup = group
    ? group.groupId === null
      ? eq(enrollments.idEnrollment, group.enrollmentId)
      : eq(enrollments.billingGroupId, group.groupId)
    : undefined;
  return db
    .selectDistinctOn([enrollments.idEnrollment], {
      enrollment: enrollments,
      address: addresses,
      commodity: commodities.name,
    })
    .from(enrollments)
    .innerJoin(addresses, eq(addresses.id, enrollments.serviceAddressId))
    .innerJoin(enrollmentPlans, eq(enrollmentPlans.enrollmentId, enrollments.idEnrollment))
    .innerJoin(plans, eq(plans.idPlan, enrollmentPlans.planId))
    .innerJoin(commodities, eq(commodities.idCommodity, plans.commodityId))
    .where(and(eq(enrollments.customerId, customerId), eq(enrollments.isActive, true), inGroup))
    .orderBy(asc(enrollments.idEnrollment), desc(enrollmentPlans.startDate), desc(enrollmentPlans.id));
}

export async function findPremise(db: Q, esiid: string) {
  const [row] = await db.select().from(premises).where(eq(premises.esiid, esiid));
  return row;
}

/** A state with a retail market, matched by code ("TX") or name ("Texas"). */
export async function findMarketState(db: Q, codeOrName: string) {
  const [row] = await db
    .select()
    .from(states)
    .where(
      or(
        sql`lower(${states.code}) = lower(${codeOrName})`,
        sql`lower(${states.name}) = lower(${codeOrName})`,
      ),
    );
  return row && row.markets.length > 0 ? row : undefined;
}

/** The brand's plan for a utility: the same plan name when offered there, else the first. */
export async function findPlanForUtility(
  db: Q,
  brandId: number,
  utilityId: number,
  commodityId: number,
  name: string,
) {
  const [row] = await db
    .select()
    .from(plans)
    .where(
      and(eq(plans.brandId, brandId), eq(plans.utilityId, utilityId), eq(plans.commodityId, commodityId)),
    )
    .orderBy(sql`${plans.name} = ${name} desc`, asc(plans.idPlan))
    .limit(1);
  return row;
}

export async function utilityUom(db: Q, utilityId: number): Promise<string> {
  const [row] = await db
    .select({ uom: utilities.uom })
    .from(utilities)
    .where(eq(utilities.idUtility, utilityId));
  return row?.uom ?? 'kWh';
}

export async function insertAddress(tx: Tx, values: typeof addresses.$inferInsert): Promise<number> {
  const [row] = await tx.insert(addresses).values(values).returning({ id: addresses.id });
  return row!.id;
}

export async function insertEnrollmentPlan(tx: Tx, values: typeof enrollmentPlans.$inferInsert) {
  await tx.insert(enrollmentPlans).values(values);
}

/** Serialises changes to one enrollment: a second drop or transfer waits, then sees the first. */
export async function lockEnrollment(tx: Tx, enrollmentId: number) {
  await lockEnrollments(tx, [enrollmentId]);
}

/** Locks the rows in id order (so two requests over the same ids cannot deadlock). */
export function lockEnrollments(tx: Tx, ids: number[]) {
  return tx
    .select({
      idEnrollment: enrollments.idEnrollment,
      customerId: enrollments.customerId,
      billingGroupId: enrollments.billingGroupId,
      idMethodDelivery: enrollments.idMethodDelivery,
    })
    .from(enrollments)
    .where(inArray(enrollments.idEnrollment, ids))
    .orderBy(asc(enrollments.idEnrollment))
    .for('update');
}
