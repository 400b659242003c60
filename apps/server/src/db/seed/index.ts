import { sql } from 'drizzle-orm';
import { type Db, startupLocks, type Tx } from '../client.ts';
import { agents, brands, weatherDaily } from '../schema/index.ts';
import { AGENT_PASSWORD, DEMO_PASSWORD, demoAgent, demoCustomers, namedAgent } from './customers.ts';
import { type IsoDate, monthStart, marketToday } from './dates.ts';
import { insertMany } from './insert.ts';
import { type EnrollmentContext, loadCustomer } from './load-customers.ts';
import { loadReference } from './load-reference.ts';
import { loadBilling } from './load-billing.ts';
import { hashFor, type SeedPasswordCost } from './passwords.ts';
import { syntheticWeather } from './weather.ts';

export { AGENT_PASSWORD, DEMO_PASSWORD, demoLogins } from './customers.ts';

/** Months of daily weather the seed stores: the statement history plus a year before it. */
export const WEATHER_MONTHS = 37;

export interface SeedOptions {
  /** The day the data is anchored to (statements run up to last month, reads to yesterday). */
  today?: IsoDate;
  /** The seeded passwords' hash cost (passwords.ts); production's unless a test asks. */
  passwordCost?: SeedPasswordCost;
}

type SeedHashes = [agent: string, ...customers: string[]];

/** argon2 runs on the thread pool, in parallel, outside any transaction. */
function hashDemoPasswords(cost: SeedPasswordCost = 'production'): Promise<SeedHashes> {
  return Promise.all([
    hashFor(demoAgent.userName, AGENT_PASSWORD, cost),
    ...demoCustomers.map((c) => hashFor(c.userName, DEMO_PASSWORD, cost)),
  ]) as Promise<SeedHashes>;
}

async function loadDemo(tx: Tx, [agentHash, ...customerHashes]: SeedHashes, today: IsoDate) {
  const ref = await loadReference(tx, demoCustomers, today);
  const contexts: EnrollmentContext[] = [];
  for (const [i, c] of demoCustomers.entries()) {
    contexts.push(...(await loadCustomer(tx, ref, c, customerHashes[i]!, today)));
  }
  await loadBilling(tx, contexts, today);
  // Weather from a year before the oldest statement (its same cycle last year) to yesterday.
  await insertMany(tx, weatherDaily, syntheticWeather(monthStart(today, -WEATHER_MONTHS), today));
  // Same password, so one hash serves both (argon2 is the slow part of seeding).
  await tx.insert(agents).values([
    { ...demoAgent, passwordHash: agentHash },
    { ...namedAgent, passwordHash: agentHash },
  ]);
}

/**
 * Loads the demo data of DESIGN §5 in one transaction, so a failure leaves an empty
 * database that the next start seeds again rather than a half-seeded one.
 */
export async function seedDemo(db: Db, options: SeedOptions = {}): Promise<void> {
  const hashes = await hashDemoPasswords(options.passwordCost);
  await db.transaction((tx) => loadDemo(tx, hashes, options.today ?? marketToday()));
}

/**
 * Seeds only an empty database (no brands yet); answers whether it seeded. Idempotent across
 * instances started at once: the emptiness check and the load run in one transaction under
 * an advisory lock, so the second instance waits, then finds the brands and seeds nothing.
 */
export async function seedDemoIfEmpty(db: Db, options: SeedOptions = {}): Promise<boolean> {
  if (!(await isEmpty(db))) return false;
  const hashes = await hashDemoPasswords(options.passwordCost);
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${startupLocks.seed.toString()}::bigint)`);
    if (!(await isEmpty(tx))) return false;
    await loadDemo(tx, hashes, options.today ?? marketToday());
    return true;
  });
}

async function isEmpty(db: Db | Tx): Promise<boolean> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(brands);
  return (row?.n ?? 0) === 0;
}
