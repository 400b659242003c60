import { sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { agents, brands } from '../schema/index.ts';
import { AGENT_PASSWORD, DEMO_PASSWORD, demoAgent, demoCustomers } from './customers.ts';
import { type IsoDate, todayIso } from './dates.ts';
import { type EnrollmentContext, loadCustomer } from './load-customers.ts';
import { loadReference } from './load-reference.ts';
import { loadBilling } from './load-billing.ts';
import { hashFor } from './passwords.ts';

export { AGENT_PASSWORD, DEMO_PASSWORD, demoLogins } from './customers.ts';

export interface SeedOptions {
  /** The day the data is anchored to (statements run up to last month, reads to yesterday). */
  today?: IsoDate;
}

/**
 * Loads the demo data of DESIGN §5 in one transaction, so a failure leaves an empty
 * database that the next start seeds again rather than a half-seeded one.
 */
export async function seedDemo(db: Db, options: SeedOptions = {}): Promise<void> {
  const today = options.today ?? todayIso();
  // Hash outside the transaction: argon2 runs on the thread pool, in parallel, and the
  // transaction should not stay open while it does.
  const [agentHash, ...customerHashes] = await Promise.all([
    hashFor(demoAgent.userName, AGENT_PASSWORD),
    ...demoCustomers.map((c) => hashFor(c.userName, DEMO_PASSWORD)),
  ]);
  await db.transaction(async (tx) => {
    const ref = await loadReference(tx, demoCustomers);
    const contexts: EnrollmentContext[] = [];
    for (const [i, c] of demoCustomers.entries()) {
      contexts.push(...(await loadCustomer(tx, ref, c, customerHashes[i]!, today)));
    }
    await loadBilling(tx, contexts, today);
    await tx.insert(agents).values({ ...demoAgent, passwordHash: agentHash! });
  });
}

/** Seeds only an empty database (no brands yet); answers whether it seeded. */
export async function seedDemoIfEmpty(db: Db, options: SeedOptions = {}): Promise<boolean> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(brands);
  if ((row?.n ?? 0) > 0) return false;
  await seedDemo(db, options);
  return true;
}
