import { enrollmentsByAddress, isGas } from '@myaccount/contract';
import { eq } from 'drizzle-orm';
import { enrollments } from '../db/schema/index.ts';
import type { TestApp, TestSession } from './build-test-app.ts';

export interface EnrollmentIds {
  /** Every enrollment id of the customer, oldest first. */
  all: number[];
  electric: number[];
  gas: number[];
}

/** A customer's enrollment ids, read through the enrollments API like the app does. */
export async function enrollmentIdsOf(t: TestApp, session: TestSession): Promise<EnrollmentIds> {
  const res = await t.app.inject({
    url: `/v2/customers/${session.customerId}/enrollments`,
    headers: session.headers,
  });
  const all = enrollmentsByAddress.parse(res.json()).flatMap((g) => g.enrollments);
  const gasOf = (e: (typeof all)[number]) => isGas(e.plans[0]!.commodities[0]!);
  return {
    all: all.map((e) => e.id_enrollment),
    electric: all.filter((e) => !gasOf(e)).map((e) => e.id_enrollment),
    gas: all.filter(gasOf).map((e) => e.id_enrollment),
  };
}

/** A copy of one of the customer's enrollments with no bills, usage or reads yet. */
export async function addEnrollmentWithoutHistory(t: TestApp, likeEnrollmentId: number): Promise<number> {
  const [source] = await t.db
    .select()
    .from(enrollments)
    .where(eq(enrollments.idEnrollment, likeEnrollmentId));
  const { idEnrollment: _omit, createdAt: _created, ...copy } = source!;
  const [row] = await t.db.insert(enrollments).values(copy).returning({ id: enrollments.idEnrollment });
  return row!.id;
}
