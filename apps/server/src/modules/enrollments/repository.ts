import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
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

/**
 * A customer's enrollments with both addresses and the customer's language, oldest id first.
 * The language rides along so status texts need no extra query.
 */
export function findEnrollmentsOfCustomer(db: Db, customerId: number) {
  return db
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
    .orderBy(asc(enrollments.idEnrollment));
}

export type EnrollmentRow = Awaited<ReturnType<typeof findEnrollmentsOfCustomer>>[number];

/** Every plan of the given enrollments with its utility and commodity, newest plan first. */
export function findPlansOfEnrollments(db: Db, enrollmentIds: number[]) {
  return db
    .select({
      enrollmentId: enrollmentPlans.enrollmentId,
      plan: plans,
      utility: utilities,
      commodity: commodities,
    })
    .from(enrollmentPlans)
    .innerJoin(plans, eq(plans.idPlan, enrollmentPlans.planId))
    .innerJoin(utilities, eq(utilities.idUtility, plans.utilityId))
    .innerJoin(commodities, eq(commodities.idCommodity, plans.commodityId))
    .where(inArray(enrollmentPlans.enrollmentId, enrollmentIds))
    .orderBy(desc(enrollmentPlans.startDate), desc(enrollmentPlans.id));
}

export type PlanRow = Awaited<ReturnType<typeof findPlansOfEnrollments>>[number];

/** The status history of the given enrollments, newest change first. */
export function findStatusHistoryOfEnrollments(db: Db, enrollmentIds: number[]) {
  return db
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
    .innerJoin(enrollmentStatuses, eq(enrollmentStatuses.idStatus, enrollmentStatusHistory.idStatus))
    .where(inArray(enrollmentStatusHistory.enrollmentId, enrollmentIds))
    .orderBy(desc(enrollmentStatusHistory.changedAt), desc(enrollmentStatusHistory.id));
}

export type StatusRow = Awaited<ReturnType<typeof findStatusHistoryOfEnrollments>>[number];

/** The renewals accepted and not yet started of the given enrollments (one each at most). */
export function findScheduledRenewals(db: Db, enrollmentIds: number[]) {
  return db
    .select({ enrollmentId: renewals.enrollmentId, planName: plans.name, startDate: renewals.startDate })
    .from(renewals)
    .innerJoin(plans, eq(plans.idPlan, renewals.planId))
    .where(and(inArray(renewals.enrollmentId, enrollmentIds), eq(renewals.status, 'scheduled')));
}
