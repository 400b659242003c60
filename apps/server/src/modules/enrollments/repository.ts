import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client.ts';
import { preparedPerDatabase } from '../../db/prepared.ts';
import {
  addresses,
  commodities,
  customers,
  enrollmentPlans,
  enrollmentStatusHistory,
  enrollmentStatuses,
  enrollments,
  plans,
  renewals,
  utilities,
} from '../../db/schema/index.ts';

// An enrollment points at addresses twice (service and billing), so each join needs its own name.
const serviceAddress = alias(addresses, 'service_address');
const billingAddress = alias(addresses, 'billing_address');

const addressColumns = (a: typeof serviceAddress | typeof billingAddress) => ({
  address1: a.address1,
  address2: a.address2,
  city: a.city,
  state: a.state,
  ldcAccount: a.ldcAccount,
  correspondenceZip: a.correspondenceZip,
});

const customerId = sql.placeholder('customerId');

/**
 * A customer's enrollments with both addresses and the customer's language, oldest id first.
 * The language rides along so status texts need no extra query.
 */
const enrollmentsQuery = preparedPerDatabase((db) =>
  db
    .select({
      enrollment: enrollments,
      serviceAddress: addressColumns(serviceAddress),
      billingAddress: addressColumns(billingAddress),
      language: customers.preferredLanguage,
    })
    .from(enrollments)
    .innerJoin(customers, eq(customers.id, enrollments.customerId))
    .innerJoin(serviceAddress, eq(serviceAddress.id, enrollments.serviceAddressId))
    .innerJoin(billingAddress, eq(billingAddress.id, enrollments.billingAddressId))
    .where(eq(enrollments.customerId, customerId))
    .orderBy(asc(enrollments.idEnrollment))
    .prepare('enrollments_of_customer'),
);

/** Every plan of the customer's enrollments with its utility and commodity, newest plan first. */
const plansQuery = preparedPerDatabase((db) =>
  db
    .select({
      enrollmentId: enrollmentPlans.enrollmentId,
      plan: plans,
      utility: utilities,
      commodity: commodities,
    })
    .from(enrollmentPlans)
    .innerJoin(enrollments, eq(enrollments.idEnrollment, enrollmentPlans.enrollmentId))
    .innerJoin(plans, eq(plans.idPlan, enrollmentPlans.planId))
    .innerJoin(utilities, eq(utilities.idUtility, plans.utilityId))
    .innerJoin(commodities, eq(commodities.idCommodity, plans.commodityId))
    .where(eq(enrollments.customerId, customerId))
    .orderBy(desc(enrollmentPlans.startDate), desc(enrollmentPlans.id))
    .prepare('enrollment_plans_of_customer'),
);

/** The status history of the customer's enrollments, newest change first. */
const statusesQuery = preparedPerDatabase((db) =>
  db
    .select({
      enrollmentId: enrollmentStatusHistory.enrollmentId,
      idStatus: enrollmentStatuses.idStatus,
      code: enrollmentStatuses.code,
      name: enrollmentStatuses.name,
      customerText: enrollmentStatuses.customerText,
      customerTextEs: enrollmentStatuses.customerTextEs,
      changedAt: enrollmentStatusHistory.changedAt,
    })
    .from(enrollmentStatusHistory)
    .innerJoin(enrollments, eq(enrollments.idEnrollment, enrollmentStatusHistory.enrollmentId))
    .innerJoin(enrollmentStatuses, eq(enrollmentStatuses.idStatus, enrollmentStatusHistory.idStatus))
    .where(eq(enrollments.customerId, customerId))
    .orderBy(desc(enrollmentStatusHistory.changedAt), desc(enrollmentStatusHistory.id))
    .prepare('enrollment_statuses_of_customer'),
);

/** The customer's renewals accepted and not yet started (one per enrollment at most). */
const renewalsQuery = preparedPerDatabase((db) =>
  db
    .select({ enrollmentId: renewals.enrollmentId, planName: plans.name, startDate: renewals.startDate })
    .from(renewals)
    .innerJoin(enrollments, eq(enrollments.idEnrollment, renewals.enrollmentId))
    .innerJoin(plans, eq(plans.idPlan, renewals.planId))
    .where(and(eq(enrollments.customerId, customerId), eq(renewals.status, 'scheduled')))
    .prepare('scheduled_renewals_of_customer'),
);

/**
 * A customer's enrollments, their plans, status histories and scheduled renewals: four
 * prepared reads keyed by the customer alone, so they go out together (one round trip's
 * wait, not two in a row, whatever the number of enrollments).
 */
export async function findEnrollmentsWithHistory(db: Db, id: number) {
  const [rows, planRows, statusRows, renewalRows] = await Promise.all([
    enrollmentsQuery(db).execute({ customerId: id }),
    plansQuery(db).execute({ customerId: id }),
    statusesQuery(db).execute({ customerId: id }),
    renewalsQuery(db).execute({ customerId: id }),
  ]);
  return { rows, planRows, statusRows, renewalRows };
}

type Loaded = Awaited<ReturnType<typeof findEnrollmentsWithHistory>>;
export type EnrollmentRow = Loaded['rows'][number];
export type PlanRow = Loaded['planRows'][number];
export type StatusRow = Loaded['statusRows'][number];
export type RenewalRow = Loaded['renewalRows'][number];

/** The stable code of the enrollment's current status (active, dropped, …), or null. */
export async function findStatusCode(db: Db | Tx, enrollmentId: number): Promise<string | null> {
  const [row] = await db
    .select({ code: enrollmentStatuses.code })
    .from(enrollments)
    .innerJoin(enrollmentStatuses, eq(enrollmentStatuses.idStatus, enrollments.idStatus))
    .where(eq(enrollments.idEnrollment, enrollmentId));
  return row?.code ?? null;
}

/** Moves every enrollment of `fromId` to `toId` (linking accounts); answers the moved ids. */
export async function moveEnrollmentsOf(tx: Tx, fromId: number, toId: number): Promise<number[]> {
  const moved = await tx
    .update(enrollments)
    .set({ customerId: toId })
    .where(eq(enrollments.customerId, fromId))
    .returning({ id: enrollments.idEnrollment });
  return moved.map((m) => m.id);
}
