import { apiError, extensionStatus, paymentExtension, statementSummary } from '@myaccount/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog, paymentExtensions, statementSummaries } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp, type TestSession } from '../../test/build-test-app.ts';
import { addDays, addMonths, marketToday } from '../billing/index.ts';
import { enrollmentIdsOf } from '../../test/enrollment-helpers.ts';

let t: TestApp;
let solo: TestSession;
let demo: TestSession;
let soloId: number;
let demoId: number;
let dueDate: string;
beforeAll(async () => {
  t = await buildTestApp();
  [solo, demo] = await Promise.all([t.login('solo'), t.login('demo')]);
  soloId = (await enrollmentIdsOf(t.db, 'solo'))[0]!;
  demoId = (await enrollmentIdsOf(t.db, 'demo'))[0]!;
});
afterAll(() => t.close());

const today = marketToday();
/** solo owes a bill due in two weeks, nothing overdue: the eligible case every test starts from. */
beforeEach(async () => {
  await t.db.delete(paymentExtensions);
  dueDate = addDays(today, 14);
  await t.db
    .update(statementSummaries)
    .set({ stmtBalanceAmt: 96.4, overdueBalanceAmt: 0, nextDueDate: dueDate })
    .where(eq(statementSummaries.enrollmentId, soloId));
});

const status = async (session: TestSession, id = soloId) => {
  const res = await t.app.inject({ url: `/v2/payment-help/${id}/extension`, headers: session.headers });
  return {
    code: res.statusCode,
    body: res.statusCode === 200 ? extensionStatus.parse(res.json()) : res.json(),
  };
};
const ask = (session: TestSession, days: unknown, id = soloId) =>
  t.app.inject({
    method: 'POST',
    url: `/v2/payment-help/${id}/extension`,
    headers: session.headers,
    payload: { days },
  });
const reasonOf = (res: { json(): unknown }) => apiError.parse(res.json()).errors[0]!.code;
const summaryDue = async () => {
  const res = await t.app.inject({ url: `/v2/billing/statement-summary/${soloId}`, headers: solo.headers });
  return statementSummary.parse(res.json()).nextDueDate;
};
const extensionCount = async () => (await t.db.select().from(paymentExtensions)).length;

describe('payment extension', () => {
  it('shows eligibility up front with the configured rules', async () => {
    const { code, body } = await status(solo);
    expect(code).toBe(200);
    expect(body).toMatchObject({
      eligible: true,
      reason: null,
      amountDue: 96.4,
      dueDate,
      maxDays: 10,
      periodMonths: 12,
      overdueLimit: 10,
      latestDueDate: addDays(dueDate, 10),
      lastExtension: null,
    });
  });

  it('moves the due date, records and audits it, and the statement summary shows the new date', async () => {
    const res = await ask(solo, 7);
    expect(res.statusCode).toBe(201);
    expect(paymentExtension.parse(res.json())).toMatchObject({
      originalDueDate: dueDate,
      newDueDate: addDays(dueDate, 7),
      days: 7,
      requestedOn: today,
    });
    expect(await summaryDue()).toBe(addDays(dueDate, 7));
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'payment-help.extension'), eq(auditLog.entityId, String(soloId))));
    expect(audit.at(-1)!.details).toEqual({
      originalDueDate: dueDate,
      newDueDate: addDays(dueDate, 7),
      days: 7,
      ip: '127.0.0.1',
    });
  });

  it('allows one per period: a second is refused until the period has passed', async () => {
    expect((await ask(solo, 3)).statusCode).toBe(201);
    const second = await ask(solo, 3);
    expect(second.statusCode).toBe(422);
    expect(reasonOf(second)).toBe('already_extended');
    expect((await status(solo)).body).toMatchObject({
      eligible: false,
      reason: 'already_extended',
      nextEligibleOn: addMonths(today, 12),
    });
    expect(await extensionCount()).toBe(1);
    // Granted a year ago (and the summary now shows a new bill): allowed again.
    await t.db.update(paymentExtensions).set({ requestedOn: addMonths(today, -12) });
    expect((await ask(solo, 3)).statusCode).toBe(201);
  });

  it('refuses more days than configured and a bad day count, writing nothing', async () => {
    const tooLong = await ask(solo, 11);
    expect(tooLong.statusCode).toBe(422);
    expect(apiError.parse(tooLong.json()).errors[0]).toMatchObject({
      code: 'extension_too_long',
      field: 'days',
    });
    for (const days of [0, -1, 2.5, '5', null]) expect((await ask(solo, days)).statusCode).toBe(400);
    expect(await extensionCount()).toBe(0);
    expect(await summaryDue()).toBe(dueDate);
  });

  it('refuses a customer in arrears beyond the limit, a bill already due and a bill paid', async () => {
    const set = (values: Partial<typeof statementSummaries.$inferInsert>) =>
      t.db.update(statementSummaries).set(values).where(eq(statementSummaries.enrollmentId, soloId));
    await set({ overdueBalanceAmt: 10 });
    expect((await status(solo)).body.eligible).toBe(true);
    await set({ overdueBalanceAmt: 10.01 });
    expect((await status(solo)).body).toMatchObject({ eligible: false, reason: 'in_arrears' });
    expect(reasonOf(await ask(solo, 2))).toBe('in_arrears');
    await set({ overdueBalanceAmt: 0, nextDueDate: today });
    expect(reasonOf(await ask(solo, 2))).toBe('due_date_passed');
    await set({ nextDueDate: dueDate, stmtBalanceAmt: 0 });
    expect(reasonOf(await ask(solo, 2))).toBe('nothing_due');
    expect(await extensionCount()).toBe(0);
  });

  it('grants one of two requests made at once', async () => {
    const answers = await Promise.all([ask(solo, 4), ask(solo, 5)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 422]);
    expect(await extensionCount()).toBe(1);
  });

  it('answers 404 enrollment_not_found for another customer’s enrollment and changes nothing', async () => {
    expect((await status(demo, soloId)).code).toBe(404);
    const foreign = await ask(demo, 3, soloId);
    expect(foreign.statusCode).toBe(404);
    expect(reasonOf(foreign)).toBe('enrollment_not_found');
    expect((await ask(solo, 3, demoId)).statusCode).toBe(404);
    expect(await extensionCount()).toBe(0);
    expect(await summaryDue()).toBe(dueDate);
  });
});
