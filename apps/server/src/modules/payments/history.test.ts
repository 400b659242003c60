import { apiError, opsAdminTotal, paymentHistoryEntry, pendingPayment } from '@myaccount/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildTestApp, type TestApp, type TestSession } from '../../test/build-test-app.ts';
import { enrollmentIdsOf } from '../../test/payment-helpers.ts';

let t: TestApp;
let demo: TestSession;
let solo: TestSession;
let demoEnrollment: number;
beforeAll(async () => {
  t = await buildTestApp();
  [demo, solo] = await Promise.all([t.login('demo'), t.login('solo')]);
  demoEnrollment = (await enrollmentIdsOf(t, demo))[0]!;
});
afterAll(() => t.close());

const get = (session: TestSession | null, url: string) =>
  t.app.inject({ url, headers: session?.headers ?? {} });

describe('GET /v2/payments/history-by-enrollment/:id', () => {
  it('lists the posted payments newest first with YYYY-MM-DD dates', async () => {
    const res = await get(demo, `/v2/payments/history-by-enrollment/${demoEnrollment}`);
    expect(res.statusCode).toBe(200);
    const history = z.array(paymentHistoryEntry).parse(res.json());
    expect(history.length).toBeGreaterThan(12);
    const dates = history.map((h) => h.paidDate);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(history.every((h) => Number.isInteger(Math.round(h.paidAmount * 100)))).toBe(true);
  });

  it("answers another customer's enrollment exactly like an unknown one", async () => {
    const theirs = await get(solo, `/v2/payments/history-by-enrollment/${demoEnrollment}`);
    const unknown = await get(solo, '/v2/payments/history-by-enrollment/999999');
    expect(theirs.statusCode).toBe(404);
    expect(apiError.parse(theirs.json())).toEqual(apiError.parse(unknown.json()));
  });

  it('refuses a non-numeric id with 400 and asks a stranger for a token', async () => {
    const bad = await get(demo, '/v2/payments/history-by-enrollment/abc');
    expect(bad.statusCode).toBe(400);
    expect(apiError.parse(bad.json()).errors[0]!.field).toBe('id');
    expect((await get(null, `/v2/payments/history-by-enrollment/${demoEnrollment}`)).statusCode).toBe(401);
  });
});

describe('GET /v2/payments/charge-transaction/by-enrollment/:id', () => {
  const pending = (id: number) =>
    `/v2/payments/charge-transaction/by-enrollment/${id}?sentToBillingSystem=false&hasBeenCaptured=true`;

  it('answers an empty pending list before any payment', async () => {
    const res = await get(demo, pending(demoEnrollment));
    expect(res.statusCode).toBe(200);
    expect(z.array(pendingPayment).parse(res.json())).toEqual([]);
  });

  it('refuses a filter that is not true/false naming it', async () => {
    const res = await get(
      demo,
      `/v2/payments/charge-transaction/by-enrollment/${demoEnrollment}?hasBeenCaptured=yes`,
    );
    expect(res.statusCode).toBe(400);
    expect(apiError.parse(res.json()).errors[0]!.field).toBe('hasBeenCaptured');
  });

  it("answers another customer's enrollment with 404", async () => {
    expect((await get(solo, pending(demoEnrollment))).statusCode).toBe(404);
  });
});

describe('GET …/total-opsadmin-payments', () => {
  const total = (id: number, query = '') =>
    `/v2/payments/charge-transaction/by-enrollment/${id}/total-opsadmin-payments${query}`;

  it('answers {total_amount} (0 when no agent paid)', async () => {
    const res = await get(demo, total(demoEnrollment, '?startDate=2026-01-01&endDate=2026-12-31'));
    expect(res.statusCode).toBe(200);
    expect(opsAdminTotal.parse(res.json())).toEqual({ total_amount: 0 });
  });

  it('refuses a malformed date and a start after the end', async () => {
    const malformed = await get(demo, total(demoEnrollment, '?startDate=01/02/2026'));
    expect(malformed.statusCode).toBe(400);
    expect(apiError.parse(malformed.json()).errors[0]!.field).toBe('startDate');
    const reversed = await get(demo, total(demoEnrollment, '?startDate=2026-02-01&endDate=2026-01-01'));
    expect(reversed.statusCode).toBe(400);
  });

  it("answers another customer's enrollment with 404", async () => {
    expect((await get(solo, total(demoEnrollment))).statusCode).toBe(404);
  });
});
