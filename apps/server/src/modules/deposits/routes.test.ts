import { apiError, depositLetter, depositTracker } from '@myaccount/contract';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, enrollments, mailOutbox, notifications } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp, type TestSession } from '../../test/build-test-app.ts';
import { enrollmentIdsOf } from '../../test/enrollment-helpers.ts';
import { onTimeStreak } from './deposit-rules.ts';
import { findBillPayments, findDueStatements } from './repository.ts';
import { marketToday } from '../billing/index.ts';

let t: TestApp;
let newbie: TestSession;
let agent: TestSession;
let demo: TestSession;
let enrollmentId: number;
let demoEnrollment: number;
beforeAll(async () => {
  t = await buildTestApp();
  [newbie, demo, agent] = await Promise.all([t.login('newbie'), t.login('demo'), t.loginAgent('newbie')]);
  enrollmentId = (await enrollmentIdsOf(t.db, 'newbie'))[0]!;
  demoEnrollment = (await enrollmentIdsOf(t.db, 'demo'))[0]!;
});
afterAll(() => t.close());

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

async function uploadLetter(): Promise<number> {
  const boundary = '----deposit-test';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="letter.pdf"\r\nContent-Type: application/pdf\r\n\r\n`;
  const res = await t.app.inject({
    method: 'POST',
    url: `/v2/enrollments/${enrollmentId}/upload-credit-letter`,
    headers: { ...newbie.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([Buffer.from(head), PDF, Buffer.from(`\r\n--${boundary}--\r\n`)]),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id_customer_credit_letters: number }>().id_customer_credit_letters;
}

const review = (session: TestSession, letterId: number, payload: object) =>
  t.app.inject({
    method: 'POST',
    url: `/v2/enrollments/${enrollmentId}/credit-letters/${letterId}/review`,
    headers: session.headers,
    payload,
  });

async function tracker(session = newbie, id = enrollmentId) {
  const res = await t.app.inject({ url: `/v2/enrollments/${id}/deposit`, headers: session.headers });
  expect(res.statusCode, res.body).toBe(200);
  return depositTracker.nullable().parse(res.json());
}

const told = (kind: string) =>
  t.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.customerId, newbie.customerId), eq(notifications.kind, kind)));

describe('deposit tracker and credit-letter review (issue 15)', () => {
  it('shows newbie’s deposit as due, with the configured refund rule, and no tracker for demo', async () => {
    expect(await tracker()).toMatchObject({
      status: 'due',
      amount: 150,
      due: 150,
      paid: 0,
      waived: 0,
      refund_after: 12,
      refund_eligible: false,
      letter: null,
    });
    expect(await tracker(demo, demoEnrollment)).toBeNull();
  });

  it('refuses the customer’s own review with 403 agent_only; the letter stays pending', async () => {
    const letterId = await uploadLetter();
    const res = await review(newbie, letterId, { decision: 'approve' });
    expect(res.statusCode).toBe(403);
    expect(apiError.parse(res.json()).errors[0]!.code).toBe('agent_only');
    expect((await tracker())!.letter).toMatchObject({ id: letterId, status: 'pending', reason: '' });
  });

  it('a rejection needs a reason (400 naming it), keeps the deposit due and tells the customer why', async () => {
    const letterId = (await tracker())!.letter!.id;
    const blank = await review(agent, letterId, { decision: 'reject', reason: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(apiError.parse(blank.json()).errors[0]!.field).toBe('reason');

    const res = await review(agent, letterId, {
      decision: 'reject',
      reason: 'The letter is older than 12 months',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(depositLetter.parse(res.json())).toMatchObject({ status: 'rejected' });
    expect(await tracker()).toMatchObject({
      status: 'due',
      due: 150,
      letter: { id: letterId, status: 'rejected', reason: 'The letter is older than 12 months' },
    });
    const [note] = await told('credit_letter_rejected');
    expect(note!.body).toContain('The letter is older than 12 months');
    expect(note!.body).toMatch(/\$\s150\.00/);
    const mails = await t.db
      .select()
      .from(mailOutbox)
      .where(like(mailOutbox.eventKey, `credit-letter:${letterId}:%`));
    expect(mails.length).toBeGreaterThan(0);
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'credit-letter.reject'), eq(auditLog.entityId, String(letterId))));
    expect(entry!.agentUserName).toBe('agent');
  });

  it('a letter already reviewed is not reviewed again: 409', async () => {
    const letterId = (await tracker())!.letter!.id;
    const res = await review(agent, letterId, { decision: 'approve' });
    expect(res.statusCode).toBe(409);
    expect(apiError.parse(res.json()).errors[0]!.code).toBe('credit_letter_reviewed');
    expect((await tracker())!.status).toBe('due');
  });

  it('approving waives the deposit left, once, with an audit entry, a notification and a mail', async () => {
    const letterId = await uploadLetter();
    // Two agents (or a double click) at once: one review wins, the other is told it is done.
    const [a, b] = await Promise.all([
      review(agent, letterId, { decision: 'approve' }),
      review(agent, letterId, { decision: 'approve' }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    expect(await tracker()).toMatchObject({
      status: 'waived',
      amount: 150,
      due: 0,
      paid: 0,
      waived: 150,
      refund_eligible: false,
      letter: { id: letterId, status: 'approved' },
    });
    const [row] = await t.db.select().from(enrollments).where(eq(enrollments.idEnrollment, enrollmentId));
    expect(row).toMatchObject({
      pendingDepositAmount: 0,
      showPaymentDeposit: false,
      depositWaivedAmount: 150,
    });
    expect(row!.depositWaivedAt).not.toBeNull();
    expect(await told('credit_letter_approved')).toHaveLength(1);
    const entries = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'credit-letter.approve'), eq(auditLog.entityId, String(letterId))));
    expect(entries).toHaveLength(1);
    expect(entries[0]!.details).toMatchObject({ depositWaived: 150 });
  });

  it('with nothing left to settle, a further letter cannot be decided: 422 deposit_not_pending', async () => {
    const letterId = await uploadLetter();
    const res = await review(agent, letterId, { decision: 'approve' });
    expect(res.statusCode).toBe(422);
    expect(apiError.parse(res.json()).errors[0]!.code).toBe('deposit_not_pending');
  });

  it('a paid deposit counts the on-time payments towards its refund, from the statements', async () => {
    await t.db
      .update(enrollments)
      .set({ depositAmount: 75, pendingDepositAmount: 0 })
      .where(eq(enrollments.idEnrollment, demoEnrollment));
    const streak = onTimeStreak(
      await findDueStatements(t.db, demoEnrollment),
      await findBillPayments(t.db, demoEnrollment),
      marketToday(),
    );
    // The seed pays every bill a week or two after it is mailed, due three weeks after.
    expect(streak).toBeGreaterThanOrEqual(12);
    expect(await tracker(demo, demoEnrollment)).toMatchObject({
      status: 'paid',
      amount: 75,
      paid: 75,
      on_time_payments: 12,
      refund_eligible: true,
    });
  });
});
