import { apiError, charge, statement, statementSummary, usageRecord } from '@myaccount/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildTestApp, type TestApp, type TestSession } from '../../test/build-test-app.ts';
import {
  addEnrollmentWithoutHistory,
  enrollmentIdsOf,
  type EnrollmentIds,
} from '../../test/billing-fixtures.ts';

let t: TestApp;
let demo: TestSession;
let demoIds: EnrollmentIds;
let soloId: number;
let clienteId: number;
let emptyId: number;
beforeAll(async () => {
  t = await buildTestApp();
  const [d, solo, cliente] = await Promise.all([t.login('demo'), t.login('solo'), t.login('cliente')]);
  demo = d;
  demoIds = await enrollmentIdsOf(t, demo);
  soloId = (await enrollmentIdsOf(t, solo)).all[0]!;
  clienteId = (await enrollmentIdsOf(t, cliente)).all[0]!;
  emptyId = await addEnrollmentWithoutHistory(t, demoIds.all[0]!);
});
afterAll(() => t.close());

const get = (path: string, id: number | string, session: TestSession | null = demo) =>
  t.app.inject({ url: `/v2/billing/${path}/${id}`, headers: session?.headers ?? {} });

const isoDate = /^\d{4}-\d{2}-\d{2}$/;
const twoDecimals = (n: number) => Math.round(n * 100) / 100 === n;

describe('GET /v2/billing/statement-summary/:id', () => {
  it('answers the running balance of demo’s first enrollment', async () => {
    const res = await get('statement-summary', demoIds.all[0]!);
    expect(res.statusCode).toBe(200);
    const summary = statementSummary.parse(res.json());
    expect(summary.billingAccount).toBe('3000418821');
    // The latest bill went out a week ago and is not paid yet: an open balance due later.
    expect(summary.stmtBalanceAmt).toBeGreaterThan(0);
    expect(summary.nextDueDate! > new Date().toISOString().slice(0, 10)).toBe(true);
    expect(summary.lastPaymentDate).toMatch(isoDate);
    expect(twoDecimals(summary.stmtBalanceAmt)).toBe(true);
  });

  it('answers null for an enrollment that has never been billed', async () => {
    const res = await get('statement-summary', emptyId);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toBeNull();
  });
});

describe('GET /v2/billing/charges/:id', () => {
  it('lists itemised charges newest first, every total the sum of charge and tax', async () => {
    const res = await get('charges', demoIds.all[0]!);
    expect(res.statusCode).toBe(200);
    const list = z.array(charge).parse(res.json());
    expect(list.length).toBeGreaterThan(24 * 4);
    const dates = list.map((c) => c.charge_Date);
    expect(dates).toEqual([...dates].sort().reverse());
    for (const c of list) {
      expect(c.total).toBeCloseTo(c.customer_Charge + c.tax, 2);
      expect(twoDecimals(c.total)).toBe(true);
    }
    expect(list.some((c) => c.type_Desc === 'Energy Charge' && c.billed_Usage > 0)).toBe(true);
  });

  it('answers an empty list for an enrollment without charges', async () => {
    const res = await get('charges', emptyId);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
  });
});

describe('GET /v2/billing/statements/:id', () => {
  it('lists 24 statements newest first with unique tokens', async () => {
    const res = await get('statements', demoIds.all[0]!);
    expect(res.statusCode).toBe(200);
    const list = z.array(statement).parse(res.json());
    expect(list).toHaveLength(24);
    const mailed = list.map((s) => s.mailingDate);
    expect(mailed).toEqual([...mailed].sort().reverse());
    expect(new Set(list.map((s) => s.custStatementTkn)).size).toBe(24);
    for (const s of list) expect(s.delinquentDate > s.mailingDate).toBe(true);
  });
});

describe('GET /v2/billing/usage-history/:id', () => {
  it('lists monthly usage newest first, estimated reads marked', async () => {
    const res = await get('usage-history', demoIds.all[0]!);
    expect(res.statusCode).toBe(200);
    const list = z.array(usageRecord).parse(res.json());
    expect(list).toHaveLength(24);
    const begins = list.map((u) => u.beginReadDate);
    expect(begins).toEqual([...begins].sort().reverse());
    for (const u of list) {
      expect(u.usageNum).toBeGreaterThan(0);
      expect(u.endReadDate > u.beginReadDate).toBe(true);
    }
    const estimated = list.filter((u) => u.usageNumEstimated > 0);
    expect(estimated.every((u) => u.annotation !== '')).toBe(true);
  });

  it('answers the gas enrollment’s usage in its own records', async () => {
    const [power, gas] = await Promise.all([
      get('usage-history', demoIds.electric.at(-1)!),
      get('usage-history', demoIds.gas[0]!),
    ]);
    const a = z.array(usageRecord).parse(power.json());
    const b = z.array(usageRecord).parse(gas.json());
    expect(b.length).toBeGreaterThan(0);
    expect(b.map((u) => u.usageNum)).not.toEqual(a.map((u) => u.usageNum));
  });
});

describe.each(['statement-summary', 'charges', 'statements', 'usage-history'])(
  'GET /v2/billing/%s/:id',
  (path) => {
    it("refuses solo's and cliente's enrollments exactly like an unknown id, with 404", async () => {
      const [solo, cliente, unknown] = await Promise.all([
        get(path, soloId),
        get(path, clienteId),
        get(path, 999_999),
      ]);
      for (const res of [solo, cliente, unknown]) {
        expect(res.statusCode).toBe(404);
        expect(apiError.parse(res.json()).errors[0]!.code).toBe('enrollment_not_found');
      }
      expect(solo.body).toBe(unknown.body);
      expect(cliente.body).toBe(unknown.body);
    });

    it('refuses a non-numeric id with 400 naming id', async () => {
      const res = await get(path, 'abc');
      expect(res.statusCode).toBe(400);
      expect(apiError.parse(res.json()).errors[0]!.field).toBe('id');
    });

    it('asks for a token with 401', async () => {
      const res = await get(path, demoIds.all[0]!, null);
      expect(res.statusCode).toBe(401);
    });
  },
);
