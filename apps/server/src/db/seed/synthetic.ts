import { sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import {
  addresses,
  customers,
  enrollmentPlans,
  enrollmentStatuses,
  enrollmentStatusHistory,
  enrollments,
} from '../schema/index.ts';
import { buildBilling } from './billing-history.ts';
import { allocateIds, insertJson } from './bulk.ts';
import { type DemoUtility, demoUtilities } from './catalog.ts';
import { DEMO_PASSWORD } from './customers.ts';
import { addDays, type IsoDate, monthStart, marketToday } from './dates.ts';
import { billingCycles, insertHistory } from './load-billing.ts';
import { hashFor } from './passwords.ts';
import { demoTaxes } from './rating-data.ts';
import type { BrandKey } from './plans.ts';
import { Rng, secretHex } from './random.ts';
import { contract, loadUserName, nextIndex, planChoices, seededTariffs } from './synthetic-catalog.ts';
import { person, premise } from './synthetic-people.ts';

export { loadUserName } from './synthetic-catalog.ts';
import { electricUsageQuick } from './usage-model.ts';

export interface SyntheticOptions {
  customers: number;
  /** Number of the first user name (`load00001` is 1); default: after the highest existing. */
  startIndex?: number;
  /** Customers per transaction; each batch is a few thousand to ~15,000 rows. */
  batchSize?: number;
  today?: IsoDate;
  onProgress?: (p: { done: number; total: number; rows: number; elapsedMs: number }) => void;
}

export interface SyntheticResult {
  customers: number;
  rows: number;
  elapsedMs: number;
  firstUserName: string;
  lastUserName: string;
}

/**
 * Adds `customers` synthetic customers (`load00001`…) for load tests: 1–2 electric enrollments
 * each, 12 statements with usage and payments, profile fields. Needs the demo catalog.
 */
export async function seedSynthetic(db: Db, options: SyntheticOptions): Promise<SyntheticResult> {
  const started = performance.now();
  const today = options.today ?? marketToday();
  const batchSize = options.batchSize ?? 250;
  const { brandIds, byArea } = await planChoices(db);
  if (!byArea.size) throw new Error('seedSynthetic: no plans found; seed the demo data first');
  const [active] = await db
    .select({ id: enrollmentStatuses.idStatus })
    .from(enrollmentStatuses)
    .where(sql`${enrollmentStatuses.name} = 'Active'`);
  const start = options.startIndex ?? (await nextIndex(db));
  // One hash for every synthetic user: argon2id is deliberately slow (~100 ms and 64 MiB
  // per hash), so 100,000 separate hashes would take hours. They share the demo password.
  const passwordHash = await hashFor('load*', DEMO_PASSWORD);
  const tariffs = await seededTariffs(db);
  let rows = 0;
  for (let done = 0; done < options.customers;) {
    const count = Math.min(batchSize, options.customers - done);
    rows += await db.transaction((tx) => insertBatch(tx, start + done, count));
    done += count;
    options.onProgress?.({ done, total: options.customers, rows, elapsedMs: performance.now() - started });
  }
  return {
    customers: options.customers,
    rows,
    elapsedMs: performance.now() - started,
    firstUserName: loadUserName(start),
    lastUserName: loadUserName(start + options.customers - 1),
  };

  async function insertBatch(tx: Db, first: number, count: number): Promise<number> {
    const people = Array.from({ length: count }, (_, k) => {
      const index = first + k;
      const rng = new Rng(index * 7919 + 17);
      const userName = loadUserName(index);
      const places = Array.from({ length: rng.chance(0.3) ? 2 : 1 }, () => premise(rng));
      const voltio = places.every((p) => byArea.has(`voltio:${p.utility}`)) && rng.chance(0.15);
      const brand: BrandKey = voltio ? 'voltio' : 'brightline';
      return { index, rng, userName, brand, places, who: person(rng, userName) };
    });
    // Ids are taken from the sequences up front so the JSON bulk insert needs no RETURNING.
    const customerIds = await allocateIds(tx, 'customers', 'id', people.length);
    await insertJson(
      tx,
      customers,
      people.map((p, i) => ({
        id: customerIds[i]!,
        brandId: brandIds.get(p.brand)!,
        userName: p.userName,
        passwordHash,
        customerHash: secretHex(16),
        ...p.who,
        customerName: `${p.who.firstName} ${p.who.lastName}`,
        preferredLanguage: p.brand === 'voltio' && p.rng.chance(0.7) ? 'es' : 'en',
        optedMarketingComs: p.rng.chance(0.4),
        roleGroups: [],
      })),
    );
    const places = people.flatMap((p, i) =>
      p.places.map((place, nth) => ({ p, customerId: customerIds[i]!, place, nth })),
    );
    const addressIds = await allocateIds(tx, 'addresses', 'id', places.length);
    await insertJson(
      tx,
      addresses,
      places.map((x, i) => ({ id: addressIds[i]!, ...x.place.row })),
    );
    const ids = await allocateIds(tx, 'enrollments', 'id_enrollment', places.length);
    const drafts = places.map(({ p, customerId, place, nth }, i) => {
      const choice = p.rng.pick(byArea.get(`${p.brand}:${place.utility}`)!);
      const serviceStart = addDays(monthStart(today, -p.rng.int(13, 60)), p.rng.int(0, 27));
      return { p, customerId, place, nth, choice, serviceStart, addressId: addressIds[i]!, id: ids[i]! };
    });
    await insertJson(
      tx,
      enrollments,
      drafts.map((d) => ({
        idEnrollment: d.id,
        customerId: d.customerId,
        brandId: brandIds.get(d.p.brand)!,
        serviceAddressId: d.addressId,
        billingAddressId: d.addressId,
        idStatus: active!.id,
        ...contract(d.serviceStart, d.choice.plan.terms, today),
        idMethodDelivery: d.p.rng.chance(0.55) ? 2 : 1,
      })),
    );
    await insertJson(
      tx,
      enrollmentPlans,
      drafts.map((d) => ({ enrollmentId: d.id, planId: d.choice.id, startDate: d.serviceStart })),
    );
    await insertJson(
      tx,
      enrollmentStatusHistory,
      drafts.map((d) => ({
        enrollmentId: d.id,
        idStatus: active!.id,
        changedAt: new Date(`${d.serviceStart}T12:00:00Z`),
        note: 'Switch completed by the utility',
      })),
    );
    const utility = (key: string) => demoUtilities.find((u) => u.key === key) as DemoUtility;
    const items = drafts.map((d, i) => {
      const scale = d.p.rng.range(0.45, 1.4);
      const periods = billingCycles(d.serviceStart, today, 12).map((c) => ({
        ...c,
        usage: electricUsageQuick(d.p.rng, c.start, c.end, scale),
        estimated: d.p.rng.chance(0.05),
      }));
      const billing = buildBilling({
        periods,
        planAt: () => d.choice.plan,
        utility: utility(d.place.utility),
        tariff: tariffs.get(d.place.utility)!,
        taxes: demoTaxes.electricity,
        billingAccount: String(4_000_000_000 + d.p.index * 2 + d.nth),
        statementSuffix: '0',
        payWith: [d.p.rng.pick(['card', 'bank'] as const)],
        autopayFrom: null,
        today,
        seed: d.p.index,
        withCharges: false,
      });
      return { enrollmentId: ids[i]!, billing };
    });
    await insertHistory(tx, items, insertJson);
    const history = items.reduce((n, { billing: b }) => n + b.bundles.length * 2 + b.payments.length + 1, 0);
    return count + places.length * 4 + history;
  }
}
