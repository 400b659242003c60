import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { addresses, enrollments } from '../../db/schema/index.ts';

/** The ESIID and state of an enrollment's service address (the premise the meter sits at). */
export async function findPremise(db: Db, enrollmentId: number) {
  const [row] = await db
    .select({ esiid: addresses.ldcAccount, state: addresses.state })
    .from(enrollments)
    .innerJoin(addresses, eq(addresses.id, enrollments.serviceAddressId))
    .where(eq(enrollments.idEnrollment, enrollmentId));
  return row;
}
