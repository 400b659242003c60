import {
  addDays,
  apiError,
  enrollmentTimeline,
  marketToday,
  REINSTATE_WINDOW_DAYS,
  reinstatementQuote,
} from '@myaccount/contract';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  enrollments,
  enrollmentStatuses,
  mailOutbox,
  notifications,
  serviceChanges,
} from '../../db/schema/index.ts';
import { buildTestApp, type TestApp, type TestSession } from '../../test/build-test-app.ts';
import { enrollmentIdsOf } from '../../test/enrollment-helpers.ts';

let t: TestApp;
let former: TestSession;
/** former's Plano house: dropped 8 days ago (the seed). */
let house: number;
/** former's Houston apartment: a drop scheduled in 12 days. */
let apartment: number;
const today = marketToday();
beforeAll(async () => {
  t = await buildTestApp();
  former = await t.login('former');
  const ids = await enrollmentIdsOf(t.db, 'former');
  house = ids[0]!;
  apartment = ids[1]!;
});
afterAll(() => t.close());

const quoteOf = async (id: number, session = former) => {
  const res = await t.app.inject({ url: `/v2/enrollments/${id}/reinstatement`, headers: session.headers });
  expect(res.statusCode, res.body).toBe(200);
  return reinstatementQuote.parse(res.json());
};
const reinstate = (id: number, session = former) =>
  t.app.inject({ method: 'POST', url: `/v2/enrollments/${id}/reinstate`, headers: session.headers });
const reasonOf = (res: { json(): unknown }) => apiError.parse(res.json()).errors[0]!.code;
const statusOf = async (id: number) => {
  const [row] = await t.db
    .select({ code: enrollmentStatuses.code, isActive: enrollments.isActive })
    .from(enrollments)
    .innerJoin(enrollmentStatuses, eq(enrollmentStatuses.idStatus, enrollments.idStatus))
    .where(eq(enrollments.idEnrollment, id));
  return row!;
};
const reinstatements = (id: number) =>
  t.db
    .select()
    .from(serviceChanges)
    .where(and(eq(serviceChanges.enrollmentId, id), eq(serviceChanges.kind, 'reinstatement')));
/** former's notices of this kind, and the mails queued for reinstatement changes. */
const told = (kind: string) =>
  t.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.customerId, former.customerId), eq(notifications.kind, kind)));
const mailsOf = (changeId: number) =>
  t.db
    .select()
    .from(mailOutbox)
    .where(like(mailOutbox.eventKey, `reinstate:${changeId}:%`));
const timelineOf = async (id: number) =>
  enrollmentTimeline.parse(
    (await t.app.inject({ url: `/v2/enrollments/${id}/timeline`, headers: former.headers })).json(),
  );

describe('what reinstating would do', () => {
  it('cancels a scheduled drop until its last day, on the same plan', async () => {
    const q = await quoteOf(apartment);
    expect(q).toMatchObject({
      eligible: true,
      mode: 'cancel_drop',
      ends_on: addDays(today, 12),
      until: addDays(today, 12),
      start_date: addDays(today, 13),
      plan_name: 'Brightline Saver 12',
      uom: 'kWh',
    });
  });

  it(`re-opens a service that ended at most ${REINSTATE_WINDOW_DAYS} days ago, from tomorrow`, async () => {
    const q = await quoteOf(house);
    expect(q).toMatchObject({
      eligible: true,
      mode: 'reopen',
      ends_on: addDays(today, -8),
      until: addDays(today, -8 + REINSTATE_WINDOW_DAYS),
      start_date: addDays(today, 1),
    });
  });

  it('refuses outside the window (422 reinstate_window_passed) and writes nothing', async () => {
    const lastDay = addDays(today, -REINSTATE_WINDOW_DAYS - 1);
    const moved = and(eq(serviceChanges.enrollmentId, house), eq(serviceChanges.kind, 'drop'));
    await t.db.update(serviceChanges).set({ effectiveDate: lastDay }).where(moved);
    try {
      expect(await quoteOf(house)).toMatchObject({
        eligible: false,
        reason: 'reinstate_window_passed',
        until: addDays(lastDay, REINSTATE_WINDOW_DAYS),
      });
      const res = await reinstate(house);
      expect(res.statusCode).toBe(422);
      expect(reasonOf(res)).toBe('reinstate_window_passed');
      expect(await reinstatements(house)).toEqual([]);
      expect((await statusOf(house)).code).toBe('dropped');
    } finally {
      await t.db
        .update(serviceChanges)
        .set({ effectiveDate: addDays(today, -8) })
        .where(moved);
    }
  });

  it('refuses an active service (not_reinstatable) and one the brand does not offer it for', async () => {
    const solo = await t.login('solo');
    const soloId = (await enrollmentIdsOf(t.db, 'solo'))[0]!;
    expect((await quoteOf(soloId, solo)).reason).toBe('reinstate_not_offered');
    await t.db
      .update(enrollments)
      .set({ showReinstatement: true })
      .where(eq(enrollments.idEnrollment, soloId));
    try {
      expect((await quoteOf(soloId, solo)).reason).toBe('not_reinstatable');
      const res = await reinstate(soloId, solo);
      expect(res.statusCode).toBe(422);
      expect(reasonOf(res)).toBe('not_reinstatable');
    } finally {
      await t.db
        .update(enrollments)
        .set({ showReinstatement: false })
        .where(eq(enrollments.idEnrollment, soloId));
    }
  });

  it('answers another customer’s enrollment like an unknown one, and writes nothing', async () => {
    const solo = await t.login('solo');
    const get = await t.app.inject({ url: `/v2/enrollments/${house}/reinstatement`, headers: solo.headers });
    expect(get.statusCode).toBe(404);
    expect(reasonOf(get)).toBe('enrollment_not_found');
    const post = await reinstate(apartment, solo);
    expect(post.statusCode).toBe(404);
    expect(reasonOf(post)).toBe('enrollment_not_found');
    expect(await reinstatements(apartment)).toEqual([]);
    expect((await statusOf(apartment)).code).toBe('pending_drop');
  });
});

describe('reinstating', () => {
  it('cancels the drop: the service is active again, the timeline says reinstated, audited, once', async () => {
    const [first, second] = await Promise.all([reinstate(apartment), reinstate(apartment)]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 422]);
    expect(reasonOf(first.statusCode === 422 ? first : second)).toBe('not_reinstatable');
    expect(await statusOf(apartment)).toEqual({ code: 'active', isActive: true });
    const timeline = await timelineOf(apartment);
    expect(timeline.changes.map((c) => [c.kind, c.status])).toEqual([
      ['reinstatement', 'scheduled'],
      ['drop', 'cancelled'],
    ]);
    expect(timeline.changes[0]).toMatchObject({ effective_date: today, can_withdraw: false });
    expect(timeline.stages.find((s) => s.stage === 'ending')).toMatchObject({ reached: false });
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'enrollment.reinstate'), eq(auditLog.entityId, String(apartment))));
    expect(audits).toHaveLength(1);
    expect(audits[0]!.details).toMatchObject({ mode: 'cancel_drop' });
    // Told once, in the app and by mail, with the plan kept.
    const notes = await told('reinstate_kept');
    expect(notes).toHaveLength(1);
    expect(notes[0]!.params).toMatchObject({ date: today, plan: 'Brightline Saver 12' });
    expect(notes[0]!.body).toContain('Brightline Saver 12');
    const [change] = await reinstatements(apartment);
    const mails = await mailsOf(change!.id);
    expect(mails.length).toBeGreaterThan(0);
    expect(mails[0]!.subject).toBe('Brightline Energy: Your service was reinstated');
    expect(mails[0]!.textBody).toContain('5502 Memorial Dr');
  });

  it('re-opens an ended service as pending from tomorrow, on the same plan and contract', async () => {
    const [before] = await t.db.select().from(enrollments).where(eq(enrollments.idEnrollment, house));
    const res = await reinstate(house);
    expect(res.statusCode, res.body).toBe(200);
    expect(await statusOf(house)).toEqual({ code: 'pending', isActive: true });
    const [after] = await t.db.select().from(enrollments).where(eq(enrollments.idEnrollment, house));
    expect(after!.contractEndDate).toBe(before!.contractEndDate);
    const timeline = await timelineOf(house);
    expect(timeline.changes[0]).toMatchObject({ kind: 'reinstatement', effective_date: addDays(today, 1) });
    expect(timeline.stages.find((s) => s.stage === 'ended')).toMatchObject({ reached: false });
    const [note] = await told('reinstate_reopened');
    expect(note!.params).toMatchObject({ date: addDays(today, 1), plan: 'Brightline Saver 12' });
    const [change] = await reinstatements(house);
    expect((await mailsOf(change!.id))[0]!.textBody).toContain('6140 Coit Rd');
    // Running again: nothing left to reinstate, and no re-enrolment either.
    expect((await quoteOf(house)).reason).toBe('not_reinstatable');
  });
});
