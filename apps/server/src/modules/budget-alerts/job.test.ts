import {
  billProjectionReply,
  type BillProjection,
  formatAmount,
  notification,
  notificationText,
} from '@myaccount/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { budgetAlertsSent, customers } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp, type TestSession } from '../../test/build-test-app.ts';
import { enrollmentIdsOf } from '../../test/billing-fixtures.ts';
import { alertsFor } from './alerts.ts';
import { runBudgetAlerts } from './job.ts';

let t: TestApp;
let demo: TestSession;
let solo: TestSession;
let demoHome: number;
let soloId: number;
beforeAll(async () => {
  t = await buildTestApp();
  [demo, solo] = await Promise.all([t.login('demo'), t.login('solo')]);
  demoHome = (await enrollmentIdsOf(t, demo)).electric[0]!;
  soloId = (await enrollmentIdsOf(t, solo)).all[0]!;
}, 180_000);
afterAll(() => t.close());

const setBudget = (session: TestSession, id: number, monthlyAmount: number | null) =>
  t.app.inject({
    method: 'PUT',
    url: `/v2/billing/budget/${id}`,
    headers: session.headers,
    payload: { monthlyAmount },
  });

async function projectionOf(session: TestSession, id: number): Promise<BillProjection> {
  const res = await t.app.inject({ url: `/v2/billing/bill-projection/${id}`, headers: session.headers });
  return billProjectionReply.parse(res.json()).projection!;
}

async function bell(session: TestSession) {
  const res = await t.app.inject({
    url: `/v2/notifications/by-customer/${session.customerId}?unreadOnly=true`,
    headers: session.headers,
  });
  return z
    .array(notification)
    .parse(res.json())
    .map((n) => ({ ...n.messages[0]!, kind: n.kind, params: n.params }));
}

describe('budget alerts job', () => {
  it('tells demo once per cycle that the projected bill passes the budget, however often it runs', async () => {
    const p = await projectionOf(demo, demoHome);
    const budget = Math.floor(p.projectedBill.mid) - 20;
    expect((await setBudget(demo, demoHome, budget)).statusCode).toBe(200);
    const expected = alertsFor(p, budget);
    expect(expected.map((a) => a.kind)).toContain('budget_over');
    const before = (await bell(demo)).length;

    expect(await runBudgetAlerts(t.db)).toBe(expected.length);
    expect(await runBudgetAlerts(t.db)).toBe(0);

    const after = await bell(demo);
    expect(after).toHaveLength(before + expected.length);
    const over = after.find((n) => n.kind === 'budget_over')!;
    expect(over.subject).toBe('Your bill may go over your budget');
    expect(over.params).toEqual({ cycleEnd: p.cycleEnd, projected: p.projectedBill.mid, budget });
    expect(over.body).toContain(formatAmount(p.projectedBill.mid, 'en'));
    expect(over.body).toContain(formatAmount(budget, 'en'));
    // Each alert points at the notification it became.
    const sent = await t.db
      .select()
      .from(budgetAlertsSent)
      .where(eq(budgetAlertsSent.enrollmentId, demoHome));
    expect(sent.map((s) => s.kind).sort()).toEqual(expected.map((a) => a.kind).sort());
    expect(sent.every((s) => s.cycleStart === p.cycleStart && s.notificationId !== null)).toBe(true);
  });

  it('sends one alert when two servers run the job at once, in the customer’s language', async () => {
    await t.db.update(customers).set({ preferredLanguage: 'es' }).where(eq(customers.id, solo.customerId));
    expect((await setBudget(solo, soloId, 1)).statusCode).toBe(200);
    const expected = alertsFor(await projectionOf(solo, soloId), 1);
    const before = (await bell(solo)).length;
    const other = await buildTestApp({ sameDatabaseAs: t });
    try {
      const [a, b] = await Promise.all([runBudgetAlerts(t.db), runBudgetAlerts(other.db)]);
      // Demo's alerts went out in the first test; solo's go out once.
      expect(a + b).toBe(expected.length);
    } finally {
      await other.close();
    }
    const after = await bell(solo);
    expect(after).toHaveLength(before + expected.length);
    const over = after.find((n) => n.kind === 'budget_over')!;
    expect(over.subject).toBe('Su factura podría superar su presupuesto');
    expect(over.body).toContain('más que su presupuesto mensual de $\u00a01.00');
  });

  it('alerts nothing without a budget, and nothing for a budget the projection stays under', async () => {
    await setBudget(solo, soloId, null);
    await setBudget(demo, demoHome, null);
    expect(await runBudgetAlerts(t.db)).toBe(0);
    const rental = (await enrollmentIdsOf(t, demo)).electric[1]!;
    expect((await setBudget(demo, rental, 10_000)).statusCode).toBe(200);
    expect(await runBudgetAlerts(t.db)).toBe(0);
  });
});

describe('alertsFor', () => {
  const base: BillProjection = {
    unit: 'kWh',
    basis: 'interval_reads',
    cycleStart: '2026-11-18',
    cycleEnd: '2026-12-17',
    lastReadDate: '2026-11-24',
    daysRead: 7,
    daysInCycle: 30,
    usageToDate: 206,
    billToDate: 50.02,
    billToDateLines: [],
    projectedUsage: { low: 769, mid: 888, high: 1007 },
    projectedBill: { low: 160.86, mid: 184.3, high: 184.3 },
    projectedLines: [],
    billCredit: { amount: 30, minUsage: 1000, shortBy: 112, likely: false, reached: false },
    daily: [],
  };

  it('warns of a bill credit within the projected range, worded in English and Spanish', () => {
    const [credit] = alertsFor(base, 500);
    expect(credit!.kind).toBe('bill_credit_at_risk');
    const words = (language: string) => notificationText(credit!.kind, credit!.params, language)!;
    expect(words('en')).toEqual({
      subject: 'You may miss your $\u00a030.00 bill credit',
      body: 'At your current pace you will use about 888 kWh by 12/17/2026, 112 kWh short of the 1,000 kWh that earn your $\u00a030.00 bill credit.',
    });
    expect(words('es').body).toBe(
      'A su ritmo actual usará unos 888 kWh hasta el 17/12/2026, 112 kWh menos de los 1,000 kWh que le dan su crédito de $\u00a030.00.',
    );
  });

  it('keeps quiet about a credit out of reach or already likely, and a bill at the budget', () => {
    const outOfReach = { ...base, projectedUsage: { low: 600, mid: 700, high: 800 } };
    expect(alertsFor(outOfReach, 500)).toEqual([]);
    const likely = { ...base, billCredit: { ...base.billCredit!, likely: true, shortBy: 0 } };
    expect(alertsFor(likely, 184.3)).toEqual([]);
    expect(alertsFor({ ...base, billCredit: null }, 184.29).map((a) => a.kind)).toEqual(['budget_over']);
  });
});
