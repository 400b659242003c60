import { asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Enrollment, EnrollmentStatus, Plan } from '@myaccount/contract';
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
import { ownersChanged } from './owners-changed.ts';

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

/*
 * What an enrollment carries, built by the database in the wire's shape (contract Plan,
 * EnrollmentStatus, scheduled_renewal), so a customer's enrollments are one read however many
 * there are. Numbers stay numbers and dates stay YYYY-MM-DD in JSON; an instant is written as
 * JavaScript's toISOString writes it (UTC, milliseconds, Z).
 */

const p = plans;
const u = utilities;
const c = commodities;

/** Every plan of the enrollment with its utility and commodity, newest plan first. */
const plansOfEnrollment = sql<Plan[]>`coalesce((
  select json_agg(json_build_object(
    'id_plan', ${p.idPlan}, 'name', ${p.name}, 'id_plan_type', ${p.idPlanType}, 'rate', ${p.rate},
    'monthly_fee', ${p.monthlyFee}, 'cancellation_fee', ${p.cancellationFee},
    'cancellation_fee_type', ${p.cancellationFeeType},
    'recurring_billing_required', ${p.recurringBillingRequired},
    'customerType', ${p.customerType}, 'terms', ${p.terms},
    'commodities', json_build_array(json_build_object(
      'name', ${c.name}, 'billing_system_commodity_name', ${c.billingSystemCommodityName})),
    'utilities', json_build_array(json_build_object(
      'id_utility', ${u.idUtility}, 'formal_name', ${u.formalName}, 'logo', ${u.logo},
      'divide_montly_fee_by', ${u.divideMontlyFeeBy}, 'phone_number', ${u.phoneNumber},
      'website', ${u.website}, 'wizard_ldc_label', ${u.wizardLdcLabel},
      'wizard_ldc_label_es', ${u.wizardLdcLabelEs}, 'renewal_alert', ${u.renewalAlert},
      'renewal_alert_text', ${u.renewalAlertText}, 'renewal_alert_text_es', ${u.renewalAlertTextEs},
      'present_divided_monthly_fee', ${u.presentDividedMonthlyFee}, 'uom', ${u.uom}))
  ) order by ${enrollmentPlans.startDate} desc, ${enrollmentPlans.id} desc)
  from ${enrollmentPlans}
  join ${p} on ${p.idPlan} = ${enrollmentPlans.planId}
  join ${u} on ${u.idUtility} = ${p.utilityId}
  join ${c} on ${c.idCommodity} = ${p.commodityId}
  where ${enrollmentPlans.enrollmentId} = ${enrollments.idEnrollment}), '[]')`;

const history = enrollmentStatusHistory;
const status = enrollmentStatuses;

/** The enrollment's status history, newest change first, worded in the customer's language. */
const statusesOfEnrollment = sql<EnrollmentStatus[]>`coalesce((
  select json_agg(json_build_object(
    'id_status', ${status.idStatus}, 'code', ${status.code}, 'name', ${status.name},
    'customer_text', case when ${customers.preferredLanguage} = 'es'
      then ${status.customerTextEs} else ${status.customerText} end,
    'changed_at', to_char(${history.changedAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
  ) order by ${history.changedAt} desc, ${history.id} desc)
  from ${history}
  join ${status} on ${status.idStatus} = ${history.idStatus}
  where ${history.enrollmentId} = ${enrollments.idEnrollment}), '[]')`;

/** The renewal accepted and not yet started (one per enrollment at most), or null. */
const scheduledRenewal = sql<Enrollment['scheduled_renewal']>`(
  select json_build_object('plan_name', ${p.name}, 'start_date', ${renewals.startDate})
  from ${renewals} join ${p} on ${p.idPlan} = ${renewals.planId}
  where ${renewals.enrollmentId} = ${enrollments.idEnrollment} and ${renewals.status} = 'scheduled'
  limit 1)`;

/**
 * A customer's enrollments, oldest id first, each with both addresses, its plans, status
 * history and scheduled renewal: one prepared read, one round trip, whatever the number of
 * enrollments (it was four reads, each taking a pooled connection).
 */
const enrollmentsQuery = preparedPerDatabase((db) =>
  db
    .select({
      enrollment: enrollments,
      serviceAddress: addressColumns(serviceAddress),
      billingAddress: addressColumns(billingAddress),
      plans: plansOfEnrollment,
      statuses: statusesOfEnrollment,
      renewal: scheduledRenewal,
    })
    .from(enrollments)
    .innerJoin(customers, eq(customers.id, enrollments.customerId))
    .innerJoin(serviceAddress, eq(serviceAddress.id, enrollments.serviceAddressId))
    .innerJoin(billingAddress, eq(billingAddress.id, enrollments.billingAddressId))
    .where(eq(enrollments.customerId, customerId))
    .orderBy(asc(enrollments.idEnrollment))
    .prepare('enrollments_of_customer'),
);

export async function findEnrollmentsWithHistory(db: Db, id: number) {
  return enrollmentsQuery(db).execute({ customerId: id });
}

export type EnrollmentRow = Awaited<ReturnType<typeof findEnrollmentsWithHistory>>[number];

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
  ownersChanged(tx, [{ customerId: fromId }, { customerId: toId }]);
  return moved.map((m) => m.id);
}
