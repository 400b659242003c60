import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { addresses, agents, brands, customers, enrollments } from '../../db/schema/index.ts';

/** What an event mail needs of the customer: addresses, preferences, language, brand. */
export async function findAudience(tx: Tx, customerId: number) {
  const [row] = await tx
    .select({
      firstName: customers.firstName,
      language: customers.preferredLanguage,
      email: customers.email,
      alternativeEmail: customers.alternativeEmail,
      sendToMainEmail: customers.sendToMainEmail,
      sendToSecondaryEmail: customers.sendToSecondaryEmail,
      optedMarketingComs: customers.optedMarketingComs,
      brand: {
        systemName: brands.systemName,
        brandingName: brands.brandingName,
        emailName: brands.emailName,
        emailAddress: brands.emailAddress,
        urlAccount: brands.urlAccount,
      },
    })
    .from(customers)
    .innerJoin(brands, eq(brands.idSite, customers.brandId))
    .where(eq(customers.id, customerId));
  return row;
}
export type Audience = NonNullable<Awaited<ReturnType<typeof findAudience>>>;

/** The enrollment's service address on one line ("12 Oak St, Apt 2, Austin, TX 78701"). */
export async function findServiceAddress(tx: Db | Tx, enrollmentId: number): Promise<string> {
  const [a] = await tx
    .select({
      address1: addresses.address1,
      address2: addresses.address2,
      city: addresses.city,
      state: addresses.state,
      zip: addresses.correspondenceZip,
    })
    .from(enrollments)
    .innerJoin(addresses, eq(addresses.id, enrollments.serviceAddressId))
    .where(eq(enrollments.idEnrollment, enrollmentId));
  if (!a) return '';
  return [a.address1, a.address2, `${a.city}, ${a.state} ${a.zip}`].filter((p) => p.trim()).join(', ');
}

/** How the customer knows an agent: the display name, else the user name. */
export async function findAgentName(tx: Tx, agentUserName: string): Promise<string> {
  const [row] = await tx
    .select({ displayName: agents.displayName })
    .from(agents)
    .where(sql`lower(${agents.userName}) = lower(${agentUserName})`);
  return row?.displayName.trim() || agentUserName;
}
