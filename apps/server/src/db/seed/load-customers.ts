import { notificationText } from '@myaccount/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../client.ts';
import {
  addresses,
  customers,
  enrollmentPlans,
  enrollmentStatusHistory,
  enrollments,
  notifications,
  paymentProfiles,
  recurringBilling,
  serviceChanges,
} from '../schema/index.ts';
import { type DemoUtility, utilityByKey } from './catalog.ts';
import type { CustomerSpec, EnrollmentSpec, MonthDay } from './customer-types.ts';
import { addDays, addMonths, type IsoDate, instantDaysAgo, monthStart, parse, ymd } from './dates.ts';
import type { RefIds } from './load-reference.ts';
import { demoNotifications } from './notifications.ts';
import { type DemoPlan, planKey } from './plans.ts';
import { Rng, secretHex } from './random.ts';

/** What the billing generators need to know about one inserted enrollment. */
export interface EnrollmentContext {
  enrollmentId: number;
  customer: CustomerSpec;
  spec: EnrollmentSpec;
  utility: DemoUtility;
  /** Plans in force over time, oldest first, with the day each began. */
  timeline: { plan: DemoPlan; start: IsoDate }[];
  serviceStart: IsoDate;
  autopayFrom: IsoDate | null;
  seed: number;
}

export function at(today: IsoDate, md: MonthDay): IsoDate {
  const first = parse(monthStart(today, md.month));
  return ymd(first.getUTCFullYear(), first.getUTCMonth(), md.day);
}

function addressRow(
  a: { address1: string; address2?: string; city: string; county: string; zip: string },
  ldc = '',
) {
  return {
    address1: a.address1,
    address2: a.address2 ?? '',
    city: a.city,
    county: a.county,
    state: 'TX',
    ldcAccount: ldc,
    correspondenceZip: a.zip,
  };
}

/**
 * Submitted, then switched in by the utility; with a drop, also its request ("Pending Drop")
 * and, once its last day has passed, the end of service the day after ("Dropped").
 */
function statusHistory(
  ref: RefIds,
  e: EnrollmentSpec,
  enrollmentId: number,
  serviceStart: IsoDate,
  today: IsoDate,
) {
  const rows = [
    {
      enrollmentId,
      idStatus: ref.status.pending,
      changedAt: new Date(`${addDays(serviceStart, -12)}T16:20:00Z`),
      note: 'Enrollment submitted',
    },
    {
      enrollmentId,
      idStatus: e.drop ? ref.status.active : ref.status[e.status],
      changedAt: new Date(`${serviceStart}T11:05:00Z`),
      note: 'Switch completed by the utility',
    },
  ];
  if (!e.drop) return rows;
  const lastDay = addDays(today, e.drop.lastDay);
  rows.push({
    enrollmentId,
    idStatus: ref.status.pendingDrop,
    changedAt: instantDaysAgo(today, e.drop.requestedDaysAgo, 15),
    note: `Drop requested for ${lastDay}; reason MOV`,
  });
  if (e.drop.lastDay < 0) {
    rows.push({
      enrollmentId,
      idStatus: ref.status[e.status],
      changedAt: new Date(`${addDays(lastDay, 1)}T11:05:00Z`),
      note: 'Service ended by the utility',
    });
  }
  return rows;
}

/** Inserts one demo customer with addresses, enrollments, payment methods and notifications. */
export async function loadCustomer(
  db: Db,
  ref: RefIds,
  c: CustomerSpec,
  passwordHash: string,
  today: IsoDate,
): Promise<EnrollmentContext[]> {
  const [customer] = await db
    .insert(customers)
    .values({
      ...c.profile,
      brandId: ref.brand[c.brand],
      userName: c.userName,
      passwordHash,
      customerHash: secretHex(16),
      roleGroups: [],
    })
    .returning({ id: customers.id });
  const customerId = customer!.id;

  const addressIds = await db
    .insert(addresses)
    .values(c.addresses.map((a) => addressRow(a, a.ldcAccount)))
    .returning({ id: addresses.id });
  const addressId = (key: string) => addressIds[c.addresses.findIndex((a) => a.key === key)]!.id;

  const rng = new Rng(c.seed);
  const custToken = `sbx-cust-${rng.digits(9)}`;
  const profileIds = c.paymentProfiles.length
    ? await db
        .insert(paymentProfiles)
        .values(
          c.paymentProfiles.map(({ key: _key, ...p }) => ({
            ...p,
            customerId,
            customerProfileToken: custToken,
            paymentProfileToken: `sbx-pay-${rng.digits(10)}`,
            cardExpirationDate: p.paymentTypeId === 1 ? 'XXXX' : '',
          })),
        )
        .returning({ id: paymentProfiles.id })
    : [];

  const contexts: EnrollmentContext[] = [];
  const groups = new Map<string, number>();
  for (const e of c.enrollments) {
    const timeline = e.plans.map((p) => {
      const entry = ref.plan.get(
        planKey(c.brand, p.name, c.addresses.find((a) => a.key === e.address)!.utility),
      );
      if (!entry) throw new Error(`seed: no plan ${p.name} for ${c.userName}`);
      return { ...entry, start: at(today, p.from) };
    });
    const current = timeline[timeline.length - 1]!;
    const serviceAddressId = addressId(e.address);
    let billingAddressId = serviceAddressId;
    if (e.billingAddress) {
      const [row] = await db
        .insert(addresses)
        .values(addressRow(e.billingAddress))
        .returning({ id: addresses.id });
      billingAddressId = row!.id;
    }
    const [row] = await db
      .insert(enrollments)
      .values({
        customerId,
        brandId: ref.brand[c.brand],
        serviceAddressId,
        billingAddressId,
        idStatus: ref.status[e.status],
        billingGroupId: e.billingGroup ? (groups.get(e.billingGroup) ?? null) : null,
        contractStartDate: current.start,
        contractEndDate:
          current.plan.terms > 1 ? addDays(addMonths(current.start, current.plan.terms), -1) : null,
        isTxMarket: true,
        ...e.flags,
      })
      .returning({ id: enrollments.idEnrollment });
    const enrollmentId = row!.id;
    // A billing group is named after its first enrollment, so later members point at it.
    if (e.billingGroup && !groups.has(e.billingGroup)) {
      groups.set(e.billingGroup, enrollmentId);
      await db
        .update(enrollments)
        .set({ billingGroupId: enrollmentId })
        .where(eq(enrollments.idEnrollment, enrollmentId));
    }
    await db.insert(enrollmentPlans).values(
      timeline.map((t, i) => ({
        enrollmentId,
        planId: t.id,
        startDate: t.start,
        endDate: timeline[i + 1] ? addDays(timeline[i + 1]!.start, -1) : null,
      })),
    );
    const serviceStart = at(today, e.serviceStart);
    await db.insert(enrollmentStatusHistory).values(statusHistory(ref, e, enrollmentId, serviceStart, today));
    if (e.drop) {
      await db.insert(serviceChanges).values({
        enrollmentId,
        kind: 'drop',
        effectiveDate: addDays(today, e.drop.lastDay),
        previousStatusId: ref.status.active,
        requestedAt: instantDaysAgo(today, e.drop.requestedDaysAgo, 15),
      });
    }
    let autopayFrom: IsoDate | null = null;
    if (e.autopayProfile) {
      autopayFrom = monthStart(today, e.autopaySince ?? -1);
      const profileId = profileIds[c.paymentProfiles.findIndex((p) => p.key === e.autopayProfile)]!.id;
      await db
        .insert(recurringBilling)
        .values({ enrollmentId, paymentProfileId: profileId, dateFrom: autopayFrom });
    }
    contexts.push({
      enrollmentId,
      customer: c,
      spec: e,
      utility: utilityByKey(c.addresses.find((a) => a.key === e.address)!.utility),
      timeline: timeline.map(({ plan, start }) => ({ plan, start })),
      serviceStart,
      autopayFrom,
      seed: c.seed * 10 + contexts.length,
    });
  }

  const notes = demoNotifications[c.userName] ?? [];
  if (notes.length) {
    await db.insert(notifications).values(
      notes.map((n) => {
        const sentDate = instantDaysAgo(today, n.daysAgo, 14);
        const readDate = n.read ? new Date(sentDate.getTime() + 26 * 3_600_000) : null;
        const params = { ...n.params };
        if (n.dateDaysAhead !== undefined) params.date = addDays(today, n.dateDaysAhead);
        const text = notificationText(n.kind, params, c.profile.preferredLanguage ?? 'en')!;
        return { customerId, sentDate, readDate, kind: n.kind, params, ...text };
      }),
    );
  }
  return contexts;
}
