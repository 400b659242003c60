import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { preparedInOrOutOfTransaction } from '../../db/prepared.ts';
import {
  addresses,
  brands,
  charges,
  commodities,
  customers,
  enrollmentPlans,
  enrollments,
  plans,
  statements,
  utilities,
} from '../../db/schema/index.ts';

const serviceAddress = alias(addresses, 'service_address');
const billingAddress = alias(addresses, 'billing_address');

/**
 * One statement of one enrollment with everything its PDF prints about the account. The
 * token must belong to that enrollment: a token of any other enrollment finds nothing.
 */
export async function findStatementForPdf(db: Db, enrollmentId: number, token: string) {
  const [row] = await db
    .select({
      statement: statements,
      customer: {
        firstName: customers.firstName,
        lastName: customers.lastName,
        customerName: customers.customerName,
        businessName: customers.businessName,
        language: customers.preferredLanguage,
      },
      brand: {
        systemName: brands.systemName,
        formalName: brands.formalName,
        brandingName: brands.brandingName,
        phone: brands.phone,
        customerCareEmail: brands.customerCareEmail,
        urlBase: brands.urlBase,
        officeHours: brands.officeHours,
      },
      serviceAddress,
      billingAddress,
    })
    .from(statements)
    .innerJoin(enrollments, eq(enrollments.idEnrollment, statements.enrollmentId))
    .innerJoin(customers, eq(customers.id, enrollments.customerId))
    .innerJoin(brands, eq(brands.idSite, enrollments.brandId))
    .innerJoin(serviceAddress, eq(serviceAddress.id, enrollments.serviceAddressId))
    .innerJoin(billingAddress, eq(billingAddress.id, enrollments.billingAddressId))
    .where(and(eq(statements.enrollmentId, enrollmentId), eq(statements.custStatementTkn, token)));
  return row;
}

export type StatementPdfRow = NonNullable<Awaited<ReturnType<typeof findStatementForPdf>>>;

/**
 * An enrollment's plans with their utilities, newest first: prepared once per database, since
 * every usage view and statement asks (the usage route paid 2 ms a call to build and plan it).
 */
const enrollmentPlansQuery = preparedInOrOutOfTransaction((q) =>
  q
    .select({
      planId: plans.idPlan,
      planName: plans.name,
      utilityId: plans.utilityId,
      rate: plans.rate,
      utilityName: utilities.formalName,
      ldcLabel: utilities.wizardLdcLabel,
      ldcLabelEs: utilities.wizardLdcLabelEs,
      uom: utilities.uom,
      utilityPhone: utilities.phoneNumber,
      commodity: commodities.name,
      startDate: enrollmentPlans.startDate,
    })
    .from(enrollmentPlans)
    .innerJoin(plans, eq(plans.idPlan, enrollmentPlans.planId))
    .innerJoin(utilities, eq(utilities.idUtility, plans.utilityId))
    .innerJoin(commodities, eq(commodities.idCommodity, plans.commodityId))
    .where(eq(enrollmentPlans.enrollmentId, sql.placeholder('enrollmentId')))
    .orderBy(desc(enrollmentPlans.startDate), desc(enrollmentPlans.id))
    .prepare('enrollment_plans_newest_first'),
);

/** The plan (and its utility) in force on a date: the latest one started by then. */
export async function findPlanOn(db: Db, enrollmentId: number, date: string) {
  const rows = await enrollmentPlansQuery(db).execute({ enrollmentId });
  return rows.find((r) => r.startDate <= date) ?? rows.at(-1);
}

export type PlanOnDate = NonNullable<Awaited<ReturnType<typeof findPlanOn>>>;

/** The itemised lines of one statement, in the order the billing system listed them. */
export function findChargesOfStatement(db: Db, statementId: number) {
  return db.select().from(charges).where(eq(charges.statementId, statementId)).orderBy(asc(charges.id));
}

export type ChargeRow = Awaited<ReturnType<typeof findChargesOfStatement>>[number];
