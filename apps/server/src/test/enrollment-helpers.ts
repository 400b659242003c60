import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { customers, enrollments } from '../db/schema/index.ts';

/** The enrollment ids of a demo customer, oldest first (the seed's order). */
export async function enrollmentIdsOf(db: Db, userName: string): Promise<number[]> {
  const rows = await db
    .select({ id: enrollments.idEnrollment })
    .from(enrollments)
    .innerJoin(customers, eq(customers.id, enrollments.customerId))
    .where(eq(customers.userName, userName))
    .orderBy(asc(enrollments.idEnrollment));
  return rows.map((r) => r.id);
}
