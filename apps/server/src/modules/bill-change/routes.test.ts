import { apiError, billChange, type BillChange, statement } from '@myaccount/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { enrollmentIdsOf, type EnrollmentIds } from '../../test/billing-fixtures.ts';
import { buildTestApp, type TestApp, type TestSession } from '../../test/build-test-app.ts';

let t: TestApp;
let demo: TestSession;
let solo: TestSession;
let demoIds: EnrollmentIds;
let soloId: number;
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

const changeOf = (session: TestSession, id: number, token: string) =>
  t.app.inject({
    url: `/v2/billing/statement-change/${id}?custStatementTkn=${encodeURIComponent(token)}`,
    headers: session.headers,
  });

async function explained(session: TestSession, id: number, token: string): Promise<BillChange> {
  const res = await changeOf(session, id, token);
  expect(res.statusCode).toBe(200);
  return billChange.parse(res.json());
}

const cents = (x: number) => Math.round(x * 100);

describe('GET /v2/billing/statement-change/:id', () => {
  it('explains demo’s latest bill against the previous one and the same cycle last year', async () => {
    const id = demoIds.electric[0]!;
    const [latest] = await tokensOf(demo, id);
    const body = await explained(demo, id, latest!);
    expect(body.unit).toBe('kWh');
    expect(body.comparisons.map((c) => c.basis)).toEqual(['previous', 'last_year']);
    for (const c of body.comparisons) {
      expect(cents(c.change)).toBe(cents(body.statement.total) - cents(c.before.total));
      expect(c.drivers.reduce((a, d) => a + cents(d.amount), 0)).toBe(cents(c.change));
    }
    const lastYear = body.comparisons[1]!;
    expect(
      Math.abs(Date.parse(lastYear.before.periodEnd) - Date.parse(body.statement.periodEnd)),
    ).toBeGreaterThan(330 * 86_400_000);
    expect(body.statement.meanTempF).not.toBeNull();
  });

  it('sums every seeded statement’s drivers to its change, electricity and gas (property)', async () => {
    for (const id of demoIds.all) {
      for (const token of await tokensOf(demo, id)) {
        const body = await explained(demo, id, token);
        for (const c of body.comparisons) {
          expect(c.drivers.reduce((a, d) => a + cents(d.amount), 0)).toBe(cents(c.change));
          const usageUnits = c.drivers.reduce((a, d) => a + (d.usage ?? 0), 0);
          expect(usageUnits).toBeCloseTo(body.statement.usage - c.before.usage, 2);
        }
      }
    }
  }, 120_000);

  it('gives a gas bill in CCF, its weather driven by heating degree days', async () => {
    const id = demoIds.gas[0]!;
    const tokens = await tokensOf(demo, id);
    const bodies = await Promise.all(tokens.slice(0, 12).map((tk) => explained(demo, id, tk)));
    expect(bodies.every((b) => b.unit === 'CCF')).toBe(true);
    // Some month of the last year swung with the cold: its weather driver is not zero.
    const weather = bodies.flatMap((b) =>
      b.comparisons.flatMap((c) => c.drivers.filter((d) => d.code === 'weather')),
    );
    expect(weather.some((d) => d.amount !== 0)).toBe(true);
    const winter = bodies.find((b) => b.statement.heatingDegreeDays > 150);
    expect(winter?.statement.coolingDegreeDays ?? 0).toBeLessThan(winter?.statement.heatingDegreeDays ?? 0);
  });

  it('names an estimated read as a driver instead of "other usage"', async () => {
    const found: BillChange[] = [];
    for (const id of demoIds.all) {
      for (const token of await tokensOf(demo, id)) {
        const body = await explained(demo, id, token);
        if (body.statement.estimated) found.push(body);
      }
    }
    expect(found.length).toBeGreaterThan(0);
    for (const body of found) {
      for (const c of body.comparisons) {
        expect(c.drivers.find((d) => d.code === 'usage')!.amount).toBe(0);
        expect(c.drivers.find((d) => d.code === 'estimated_read')!.usage).not.toBeNull();
      }
    }
  }, 120_000);

  it('refuses another customer’s enrollment with 404 and another enrollment’s statement with 404', async () => {
    const [soloToken] = await tokensOf(solo, soloId);
    const other = await changeOf(demo, soloId, soloToken!);
    expect(other.statusCode).toBe(404);
    apiError.parse(other.json());
    const crossed = await changeOf(demo, demoIds.all[0]!, soloToken!);
    expect(crossed.statusCode).toBe(404);
    const unknown = await changeOf(demo, demoIds.all[0]!, 'no-such-token');
    expect(unknown.statusCode).toBe(404);
    const missing = await t.app.inject({
      url: `/v2/billing/statement-change/${demoIds.all[0]}`,
      headers: demo.headers,
    });
    expect(missing.statusCode).toBe(400);
    const anonymous = await t.app.inject({
      url: `/v2/billing/statement-change/${soloId}?custStatementTkn=x`,
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
