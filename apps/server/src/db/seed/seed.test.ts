import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../client.ts';
import {
  brands,
  commodities,
  customers,
  enrollments,
  intervalReads,
  notifications,
  paymentProfiles,
  plans,
  recurringBilling,
  statements,
  statementSummaries,
  usageRecords,
} from '../schema/index.ts';
import { demoLogins, seedDemoIfEmpty } from './index.ts';

let database: Database;
const db = () => database.db;
beforeAll(async () => {
  database = await openDatabase({});
  const started = performance.now();
  expect(await seedDemoIfEmpty(db())).toBe(true);
  // Printed so a slow seed shows up in the test log (every API test file pays for it).
  console.info(`demo seed: ${(performance.now() - started).toFixed(0)} ms`);
});
afterAll(() => database.close());

async function customer(userName: string) {
  const [row] = await db().select().from(customers).where(eq(customers.userName, userName));
  if (!row) throw new Error(`no ${userName}`);
  return row;
}

/** A customer's enrollments with the commodity of their plan, in id order. */
async function enrollmentsOf(userName: string) {
  const c = await customer(userName);
  return db()
    .select({
      id: enrollments.idEnrollment,
      addressId: enrollments.serviceAddressId,
      commodity: commodities.name,
    })
    .from(enrollments)
    .innerJoin(
      sql`enrollment_plans ep`,
      sql`ep.enrollment_id = ${enrollments.idEnrollment} and ep.end_date is null`,
    )
    .innerJoin(plans, sql`${plans.idPlan} = ep.plan_id`)
    .innerJoin(commodities, eq(commodities.idCommodity, plans.commodityId))
    .where(eq(enrollments.customerId, c.id))
    .orderBy(enrollments.idEnrollment);
}

describe('seedDemoIfEmpty', () => {
  it('seeds once, then leaves a seeded database alone', async () => {
    expect(await seedDemoIfEmpty(db())).toBe(false);
    expect(await db().select().from(brands)).toHaveLength(2);
    expect((await db().select().from(customers).where(eq(customers.userName, 'demo'))).length).toBe(1);
  });
});

describe('demo data', () => {
  it('gives demo two premises and three enrollments, one of them gas', async () => {
    const rows = await enrollmentsOf('demo');
    expect(rows).toHaveLength(3);
    expect(rows.filter((r) => r.commodity === 'Gas')).toHaveLength(1);
    const streets = await db().execute(
      sql`select count(distinct (a.address1, a.city)) as n from enrollments e join addresses a on a.id = e.service_address_id where e.customer_id = ${(await customer('demo')).id}`,
    );
    expect(Number((streets as unknown as { rows: { n: number }[] }).rows[0]!.n)).toBe(2);
    const [, power, gas] = await db()
      .select()
      .from(enrollments)
      .where(
        inArray(
          enrollments.idEnrollment,
          rows.map((r) => r.id),
        ),
      )
      .orderBy(enrollments.idEnrollment);
    expect(power!.billingGroupId).not.toBeNull();
    expect(gas!.billingGroupId).toBe(power!.billingGroupId);
  });

  it('gives demo 3 unread notifications, autopay and a card plus a bank account', async () => {
    const demo = await customer('demo');
    const unread = await db()
      .select()
      .from(notifications)
      .where(and(eq(notifications.customerId, demo.id), isNull(notifications.readDate)));
    expect(unread).toHaveLength(3);
    const methods = await db().select().from(paymentProfiles).where(eq(paymentProfiles.customerId, demo.id));
    expect(methods.map((m) => m.paymentTypeId).sort()).toEqual([1, 2]);
    const [first] = await enrollmentsOf('demo');
    expect(
      await db().select().from(recurringBilling).where(eq(recurringBilling.enrollmentId, first!.id)),
    ).toHaveLength(1);
  });

  it('has 24 statements, usage records and a summary for every demo enrollment', async () => {
    for (const e of await enrollmentsOf('demo')) {
      const rows = await db().select().from(statements).where(eq(statements.enrollmentId, e.id));
      expect(rows).toHaveLength(24);
      expect(new Set(rows.map((r) => r.custStatementTkn)).size).toBe(24);
      for (const r of rows) expect(r.custStatementTkn.length).toBeGreaterThanOrEqual(24);
      expect(await db().select().from(usageRecords).where(eq(usageRecords.enrollmentId, e.id))).toHaveLength(
        24,
      );
      const [summary] = await db()
        .select()
        .from(statementSummaries)
        .where(eq(statementSummaries.enrollmentId, e.id));
      const ordered = rows.sort((a, b) => a.mailingDate.localeCompare(b.mailingDate));
      const latest = ordered.at(-1)!;
      // Demo paid every statement but the one mailed a week ago: those show a balance of 0.
      for (const r of ordered.slice(0, -1)) expect(r.currentStmtBalance).toBe(0);
      expect(latest.currentStmtBalance).toBe(latest.totalStmtAmt);
      expect(summary!.stmtBalanceAmt).toBe(latest.totalStmtAmt);
      expect(summary!.nextDueDate).toBe(latest.delinquentDate);
    }
  });

  it('has a day of 96 quarter-hour reads for electricity and none for gas', async () => {
    for (const e of await enrollmentsOf('demo')) {
      const reads = await db().select().from(intervalReads).where(eq(intervalReads.enrollmentId, e.id));
      if (e.commodity === 'Gas') {
        expect(reads).toHaveLength(0);
        continue;
      }
      expect(reads.length).toBeGreaterThan(390);
      for (const r of reads) expect(r.wh).toHaveLength(96);
      // Billed monthly usage is the sum of the reads over the same days.
      const [usage] = await db()
        .select()
        .from(usageRecords)
        .where(eq(usageRecords.enrollmentId, e.id))
        .orderBy(sql`${usageRecords.beginReadDate} desc`);
      const inPeriod = reads.filter(
        (r) => r.readDate >= usage!.beginReadDate && r.readDate <= usage!.endReadDate,
      );
      const kwh = inPeriod.reduce((n, r) => n + r.wh.reduce((a, b) => a + b, 0), 0) / 1000;
      expect(Math.abs(kwh - usage!.usageNum)).toBeLessThanOrEqual(1);
    }
  });

  it('gives newbie a pending deposit, at most one statement and no stored payment method', async () => {
    const newbie = await customer('newbie');
    expect(
      await db().select().from(paymentProfiles).where(eq(paymentProfiles.customerId, newbie.id)),
    ).toHaveLength(0);
    const [e] = await db().select().from(enrollments).where(eq(enrollments.customerId, newbie.id));
    expect(e!.pendingDepositAmount).toBeGreaterThan(0);
    expect(e!.showPaymentDeposit).toBe(true);
    expect(
      (await db().select().from(statements).where(eq(statements.enrollmentId, e!.idEnrollment))).length,
    ).toBeLessThanOrEqual(1);
  });

  it('has cliente on voltio, in Spanish', async () => {
    const cliente = await customer('cliente');
    expect(cliente.preferredLanguage).toBe('es');
    const [brand] = await db().select().from(brands).where(eq(brands.idSite, cliente.brandId));
    expect(brand!.systemName).toBe('voltio');
    expect(brand!.theme).toBe('storm-theme');
  });

  it('stores no more than 4 visible digits of any card or bank number', async () => {
    const rows = await db().select().from(paymentProfiles);
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) {
      for (const value of [r.cardNumber, r.routingNumber, r.accountNumber, r.cardExpirationDate]) {
        expect((value.match(/[0-9]/g) ?? []).length).toBeLessThanOrEqual(4);
      }
    }
  });

  it('lists every demo sign-in, each with its own argon2id hash', async () => {
    expect(demoLogins.map((l) => l.user)).toEqual([
      'demo',
      'solo',
      'newbie',
      'legacy',
      'cliente',
      'behind',
      'former',
      'agent',
    ]);
    const rows = await db()
      .select({ hash: customers.passwordHash, customerHash: customers.customerHash })
      .from(customers);
    expect(rows.every((r) => r.hash.startsWith('$argon2id$'))).toBe(true);
    expect(new Set(rows.map((r) => r.hash)).size).toBe(rows.length);
    expect(rows.every((r) => /^[0-9a-f]{32}$/.test(r.customerHash))).toBe(true);
  });
});
