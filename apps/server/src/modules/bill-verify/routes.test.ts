import { apiError, billVerification, type BillVerification, statement } from '@myaccount/contract';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { charges, deliveryTariffs, enrollmentPlans, plans, statements } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp, type TestSession } from '../../test/build-test-app.ts';
import { enrollmentIdsOf, type EnrollmentIds } from '../../test/billing-fixtures.ts';
import { addDays } from '../billing/index.ts';

let t: TestApp;
let demo: TestSession;
let solo: TestSession;
let demoIds: EnrollmentIds;
let soloId: number;
/** Every verification of demo's statements, by enrollment id. */
const verified = new Map<number, BillVerification[]>();

beforeAll(async () => {
  t = await buildTestApp();
  [demo, solo] = await Promise.all([t.login('demo'), t.login('solo')]);
  demoIds = await enrollmentIdsOf(t, demo);
  soloId = (await enrollmentIdsOf(t, solo)).all[0]!;
}, 180_000);
afterAll(() => t.close());

async function tokensOf(session: TestSession, id: number): Promise<string[]> {
  const res = await t.app.inject({ url: `/v2/billing/statements/${id}`, headers: session.headers });
  return z
    .array(statement)
    .parse(res.json())
    .map((s) => s.custStatementTkn);
}

const verifyOf = (session: TestSession | null, id: number, token: string) =>
  t.app.inject({
    url: `/v2/billing/statement-verify/${id}?custStatementTkn=${encodeURIComponent(token)}`,
    headers: session?.headers ?? {},
  });

async function verify(id: number, token: string): Promise<BillVerification> {
  const res = await verifyOf(demo, id, token);
  expect(res.statusCode).toBe(200);
  return billVerification.parse(res.json());
}

async function allOf(id: number): Promise<BillVerification[]> {
  if (!verified.has(id)) {
    const bodies = [];
    for (const token of await tokensOf(demo, id)) bodies.push(await verify(id, token));
    verified.set(id, bodies);
  }
  return verified.get(id)!;
}

const cents = (x: number) => Math.round(x * 100);

describe('GET /v2/billing/statement-verify/:id', () => {
  it('finds every line of every seeded statement of demo recomputed to the cent', async () => {
    let statementsSeen = 0;
    for (const id of demoIds.all) {
      for (const body of await allOf(id)) {
        statementsSeen++;
        expect(body.matches, body.custStatementNum).toBe(true);
        expect(body.mainDifference).toBeNull();
        expect(body.charges.length).toBeGreaterThanOrEqual(4);
        expect(body.recomputedTotal).toBe(body.billedTotal);
        for (const c of body.charges) {
          expect(c.matches).toBe(true);
          expect(c.difference).toBe(0);
          expect(c.reason).toBeNull();
          expect(c.recomputed).toEqual(c.billed);
        }
        const sum = body.charges.flatMap((c) => c.recomputed).reduce((a, p) => a + cents(p.amount), 0);
        expect(sum).toBe(cents(body.recomputedTotal));
      }
    }
    expect(statementsSeen).toBeGreaterThan(50);
  }, 180_000);

  it('rates recent cycles from the 15-minute reads and older ones from the read total', async () => {
    const bodies = await allOf(demoIds.electric[0]!);
    expect(bodies[0]!.reads.source).toBe('intervals');
    expect(bodies.at(-1)!.reads.source).toBe('total');
    const energy = bodies[0]!.charges.filter((c) => c.code === 'energy').flatMap((c) => c.recomputed);
    expect(energy.reduce((a, p) => a + p.quantity, 0)).toBe(bodies[0]!.reads.quantity);
  }, 120_000);

  it('flags estimated reads and still verifies those bills', async () => {
    const all = (await Promise.all(demoIds.all.map(allOf))).flat();
    const estimatedRead = all.filter((b) => b.reads.estimatedRead);
    const estimatedDays = all.filter((b) => b.reads.estimatedDays > 0);
    expect(estimatedRead.length).toBeGreaterThan(0);
    expect(estimatedDays.length).toBeGreaterThan(0);
    expect([...estimatedRead, ...estimatedDays].every((b) => b.matches)).toBe(true);
  }, 120_000);

  it('verifies a gas bill in CCF with gas supply and distribution lines', async () => {
    const [latest] = await allOf(demoIds.gas[0]!);
    expect(latest!.unit).toBe('CCF');
    expect(latest!.reads.source).toBe('total');
    const codes = latest!.charges.map((c) => c.code);
    expect(codes).toEqual(expect.arrayContaining(['gas_supply', 'gas_distribution', 'rrc_gas_fee']));
    expect(codes).not.toContain('energy');
    expect(latest!.charges.find((c) => c.code === 'gas_supply')!.unit).toBe('CCF');
    expect(latest!.matches).toBe(true);
  }, 120_000);

  it('verifies a plan’s bill credit, and names it when the bill left an earned credit off', async () => {
    const id = demoIds.electric[0]!;
    const bodies = await allOf(id);
    const credited = bodies.filter((b) => b.charges.some((c) => c.code === 'bill_credit'));
    expect(credited.length).toBeGreaterThan(0);
    const body = credited[0]!;
    expect(body.billCredits).toEqual([{ amount: 30, minUsage: 1000, maxUsage: null }]);
    expect(body.reads.quantity).toBeGreaterThanOrEqual(1000);
    expect(body.charges.find((c) => c.code === 'bill_credit')!.recomputed[0]!.amount).toBe(-30);
    // Months under the threshold carry no credit, and none is recomputed for them.
    const under = bodies.find((b) => b.billCredits.length && b.reads.quantity < 1000);
    expect(under?.charges.some((c) => c.code === 'bill_credit')).toBe(false);

    const [row] = await t.db
      .select({ id: statements.id })
      .from(statements)
      .where(eq(statements.custStatementTkn, body.custStatementTkn));
    const [removed] = await t.db
      .delete(charges)
      .where(and(eq(charges.statementId, row!.id), eq(charges.code, 'bill_credit')))
      .returning();
    try {
      const tampered = await verify(id, body.custStatementTkn);
      expect(tampered.matches).toBe(false);
      const main = tampered.charges[tampered.mainDifference!]!;
      expect(main.code).toBe('bill_credit');
      expect(main.reason!.code).toBe('not_on_bill');
      expect(main.difference).toBe(30);
      // Only the credit line is gone: every other line still matches.
      expect(tampered.charges.filter((c) => !c.matches)).toEqual([main]);
    } finally {
      const { id: _id, ...values } = removed!;
      await t.db.insert(charges).values(values);
    }
  }, 120_000);

  it('explains a seeded tariff change inside a cycle as two delivery lines that match', async () => {
    const all = (await Promise.all(demoIds.electric.map(allOf))).flat();
    const split = all.filter((b) => b.rateChanges.length > 0);
    expect(split.length).toBeGreaterThan(0);
    for (const body of split) {
      expect(body.matches).toBe(true);
      const delivery = body.charges.find((c) => c.code === 'tdsp_delivery')!;
      expect(delivery.billed.length).toBe(2);
      const change = body.rateChanges.find((r) => r.what === 'delivery')!;
      expect(delivery.recomputed[1]!.from).toBe(change.date);
      expect(delivery.recomputed[0]!.unitPrice).toBe(change.before);
      expect(delivery.recomputed[1]!.unitPrice).toBe(change.after);
    }
  }, 120_000);

  it('names a tariff change the bill missed, with its date, rather than a bare mismatch', async () => {
    const id = demoIds.electric[0]!;
    const [latest] = await allOf(id);
    expect(latest!.rateChanges).toEqual([]);
    const [plan] = await t.db
      .select({ utilityId: plans.utilityId })
      .from(enrollmentPlans)
      .innerJoin(plans, eq(plans.idPlan, enrollmentPlans.planId))
      .where(eq(enrollmentPlans.enrollmentId, id))
      .orderBy(desc(enrollmentPlans.startDate))
      .limit(1);
    const changeOn = addDays(latest!.periodStart, 10);
    const delivery = latest!.charges.find((c) => c.code === 'tdsp_delivery')!.billed[0]!;
    const [inserted] = await t.db
      .insert(deliveryTariffs)
      .values({
        utilityId: plan!.utilityId,
        effectiveFrom: changeOn,
        customerCharge: latest!.charges.find((c) => c.code === 'tdsp_customer_charge')!.billed[0]!.unitPrice,
        perUnit: delivery.unitPrice + 0.01,
      })
      .returning();
    try {
      const body = await verify(id, latest!.custStatementTkn);
      expect(body.matches).toBe(false);
      expect(body.rateChanges).toEqual([
        { what: 'delivery', date: changeOn, before: delivery.unitPrice, after: delivery.unitPrice + 0.01 },
      ]);
      const main = body.charges[body.mainDifference!]!;
      expect(main.code).toBe('tdsp_delivery');
      expect(main.reason).toEqual({
        code: 'rate_changed_in_cycle',
        date: changeOn,
        billed: null,
        expected: null,
      });
      const after = main.recomputed[1]!;
      expect(main.difference).toBe(-Math.round(after.quantity * 0.01 * 100) / 100);
      expect(cents(body.billedTotal) - cents(body.recomputedTotal)).toBe(
        body.charges.reduce((a, c) => a + cents(c.difference), 0),
      );
    } finally {
      await t.db.delete(deliveryTariffs).where(eq(deliveryTariffs.id, inserted!.id));
    }
  }, 120_000);

  it('refuses another customer’s enrollment with 404 and another enrollment’s statement with 404', async () => {
    const [soloToken] = await tokensOf(solo, soloId);
    const other = await verifyOf(demo, soloId, soloToken!);
    expect(other.statusCode).toBe(404);
    apiError.parse(other.json());
    const crossed = await verifyOf(demo, demoIds.all[0]!, soloToken!);
    expect(crossed.statusCode).toBe(404);
    apiError.parse(crossed.json());
    expect((await verifyOf(demo, demoIds.all[0]!, 'no-such-token')).statusCode).toBe(404);
    const missing = await t.app.inject({
      url: `/v2/billing/statement-verify/${demoIds.all[0]}`,
      headers: demo.headers,
    });
    expect(missing.statusCode).toBe(400);
    expect((await verifyOf(null, soloId, soloToken!)).statusCode).toBe(401);
  });
});
