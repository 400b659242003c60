import {
  apiError,
  enrollmentTimeline,
  serviceChangeResponse,
  transferQuote,
  withdrawUntil,
} from '@myaccount/contract';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  dropReasonCodes,
  enrollmentStatuses,
  enrollmentPlans,
  enrollments,
  notifications,
  paymentProfiles,
  plans,
  premises,
  recurringBilling,
  serviceChanges,
} from '../../db/schema/index.ts';
import { buildTestApp, type TestApp, type TestSession } from '../../test/build-test-app.ts';
import { addDays, marketToday } from './dates.ts';
import { enrollmentIdsOf } from '../../test/enrollment-helpers.ts';

let t: TestApp;
let demo: TestSession;
let solo: TestSession;
let dallas: number;
let houston: number;
let soloHome: number;
let soloCard: string;
beforeAll(async () => {
  t = await buildTestApp();
  [demo, solo] = await Promise.all([t.login('demo'), t.login('solo')]);
  const ids = await enrollmentIdsOf(t.db, 'demo');
  dallas = ids[0]!;
  houston = ids[1]!;
  soloHome = (await enrollmentIdsOf(t.db, 'solo'))[0]!;
  const [profile] = await t.db
    .select()
    .from(paymentProfiles)
    .where(and(eq(paymentProfiles.customerId, solo.customerId), isNull(paymentProfiles.deletedAt)));
  soloCard = profile!.paymentProfileToken;
});
afterAll(() => t.close());

const today = marketToday();

async function dropOn(session: TestSession, id: number, days: number) {
  return t.app.inject({
    method: 'POST',
    url: `/v2/enrollments/${id}/drop`,
    headers: session.headers,
    payload: { effectiveDate: addDays(today, days), reasonCodeId: await reasonFor(id), removeMeter: false },
  });
}

/** A customer-selectable drop reason of the enrollment's utility. */
async function reasonFor(enrollmentId: number): Promise<number> {
  const [row] = await t.db
    .select({ id: dropReasonCodes.id })
    .from(dropReasonCodes)
    .innerJoin(plans, eq(plans.utilityId, dropReasonCodes.utilityId))
    .innerJoin(enrollmentPlans, eq(enrollmentPlans.planId, plans.idPlan))
    .where(
      and(eq(enrollmentPlans.enrollmentId, enrollmentId), eq(dropReasonCodes.selectableByCustomer, true)),
    )
    .limit(1);
  return row!.id;
}

const timelineOf = (session: TestSession, id: number) =>
  t.app.inject({ url: `/v2/enrollments/${id}/timeline`, headers: session.headers });

const withdraw = (session: TestSession, id: number, changeId: number) =>
  t.app.inject({
    method: 'POST',
    url: `/v2/enrollments/${id}/service-changes/${changeId}/withdraw`,
    headers: session.headers,
  });

async function statusCode(id: number) {
  const [row] = await t.db
    .select({ code: enrollmentStatuses.code, isActive: enrollments.isActive })
    .from(enrollments)
    .innerJoin(enrollmentStatuses, eq(enrollmentStatuses.idStatus, enrollments.idStatus))
    .where(eq(enrollments.idEnrollment, id));
  return row!;
}

describe('withdrawing a pending drop', () => {
  it('shows the drop on the timeline, withdraws it before the cut-off (audited, told), and only once', async () => {
    expect((await dropOn(demo, dallas, 10)).statusCode).toBe(200);
    const before = enrollmentTimeline.parse((await timelineOf(demo, dallas)).json());
    const [change] = before.changes;
    expect(change).toMatchObject({
      kind: 'drop',
      status: 'scheduled',
      effective_date: addDays(today, 10),
      requested_on: today,
      withdraw_until: withdrawUntil(addDays(today, 10)),
      can_withdraw: true,
      linked: null,
    });
    expect(before.stages.map((s) => [s.stage, s.reached])).toEqual([
      ['requested', true],
      ['scheduled', true],
      ['active', true],
      ['ending', true],
      ['ended', false],
    ]);
    expect(before.stages[4]!.date).toBe(addDays(today, 10));

    // Another customer's enrollment answers like an unknown one; an unknown change of mine 404s.
    const theirs = await withdraw(solo, dallas, change!.id);
    expect(theirs.statusCode).toBe(404);
    expect(apiError.parse(theirs.json()).errors[0]!.code).toBe('enrollment_not_found');
    const unknown = await withdraw(demo, houston, change!.id);
    expect(apiError.parse(unknown.json()).errors[0]!.code).toBe('service_change_not_found');
    expect((await statusCode(dallas)).code).toBe('pending_drop');

    const res = await withdraw(demo, dallas, change!.id);
    expect(res.statusCode).toBe(200);
    expect(serviceChangeResponse.parse(res.json()).succeeded).toBe(true);
    expect((await statusCode(dallas)).code).toBe('active');
    const [row] = await t.db.select().from(serviceChanges).where(eq(serviceChanges.id, change!.id));
    expect(row).toMatchObject({ status: 'cancelled' });
    expect(row!.cancelledAt).not.toBeNull();
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'enrollment.change_withdrawn'), eq(auditLog.entityId, String(dallas))));
    expect(audits).toHaveLength(1);
    const told = await t.db.select().from(notifications).where(eq(notifications.customerId, demo.customerId));
    expect(told.some((n) => n.kind === 'drop_cancelled')).toBe(true);

    const again = await withdraw(demo, dallas, change!.id);
    expect(again.statusCode).toBe(409);
    expect(apiError.parse(again.json()).errors[0]!.code).toBe('change_not_pending');
    const after = enrollmentTimeline.parse((await timelineOf(demo, dallas)).json());
    expect(after.changes[0]).toMatchObject({ status: 'cancelled', cancelled_on: today, can_withdraw: false });
    expect(after.stages.find((s) => s.stage === 'ending')).toMatchObject({ reached: false, date: null });
    // The service can be dropped again once the first drop is withdrawn.
    expect((await dropOn(demo, dallas, 12)).statusCode).toBe(200);
  });

  it('refuses after the cut-off with 422 and changes nothing', async () => {
    expect((await dropOn(demo, houston, 1)).statusCode).toBe(200);
    const { changes } = enrollmentTimeline.parse((await timelineOf(demo, houston)).json());
    expect(changes[0]!.can_withdraw).toBe(false);
    const res = await withdraw(demo, houston, changes[0]!.id);
    expect(res.statusCode).toBe(422);
    expect(apiError.parse(res.json()).errors[0]!.code).toBe('withdraw_cutoff_passed');
    expect((await statusCode(houston)).code).toBe('pending_drop');
    const [row] = await t.db.select().from(serviceChanges).where(eq(serviceChanges.id, changes[0]!.id));
    expect(row!.status).toBe('scheduled');
  });

  it("answers another customer's timeline with 404", async () => {
    const res = await timelineOf(solo, houston);
    expect(res.statusCode).toBe(404);
    expect(apiError.parse(res.json()).errors[0]!.code).toBe('enrollment_not_found');
  });
});

describe('withdrawing a pending transfer', () => {
  it('shows move-out and move-in linked, and withdraws both from either end', async () => {
    const [target] = await t.db.select().from(premises).where(eq(premises.city, 'Katy')).limit(1);
    const dates = (days: number) => addDays(today, days);
    const quote = await t.app.inject({
      url: `/v2/enrollments/${soloHome}/transfer-quote?esiid=${target!.esiid}&moveOut=${dates(10)}&moveIn=${dates(12)}`,
      headers: solo.headers,
    });
    const { next, gap } = transferQuote.parse(quote.json());
    expect(gap).toMatchObject({ days: 1 });
    const moved = await t.app.inject({
      method: 'POST',
      url: `/v2/enrollments/${soloHome}/transfer-service`,
      headers: solo.headers,
      payload: {
        currentServiceEffectiveDate: dates(10),
        newServiceStartDate: dates(12),
        removeMeter: false,
        paymentProfileToken: soloCard,
        acceptedPlanId: next.id_plan,
        serviceAddress: {
          address: target!.address,
          city: target!.city,
          state: 'TX',
          zipcode: target!.zipcode,
          ldcAccount: target!.esiid,
        },
      },
    });
    expect(moved.statusCode).toBe(200);
    const newId = serviceChangeResponse.parse(moved.json()).id_enrollment!;

    const out = enrollmentTimeline.parse((await timelineOf(solo, soloHome)).json()).changes[0]!;
    const into = enrollmentTimeline.parse((await timelineOf(solo, newId)).json());
    expect(out).toMatchObject({ kind: 'move_out', effective_date: dates(10) });
    expect(out.linked).toMatchObject({ id_enrollment: newId, kind: 'move_in', effective_date: dates(12) });
    expect(out.linked!.address).toContain(target!.address);
    expect(into.changes[0]).toMatchObject({ kind: 'move_in', withdraw_until: withdrawUntil(dates(10)) });
    expect(into.stages.find((s) => s.stage === 'active')).toMatchObject({ reached: false, date: dates(12) });

    const res = await withdraw(solo, newId, into.changes[0]!.id);
    expect(res.statusCode).toBe(200);
    expect((await statusCode(soloHome)).code).toBe('active');
    expect(await statusCode(newId)).toEqual({ code: 'cancelled', isActive: false });
    // The new service never starts: its autopay ends with it.
    const autopay = await t.db
      .select()
      .from(recurringBilling)
      .where(and(eq(recurringBilling.enrollmentId, newId), isNull(recurringBilling.cancelledAt)));
    expect(autopay).toHaveLength(0);
    const rows = await t.db.select().from(serviceChanges).where(eq(serviceChanges.enrollmentId, newId));
    expect(rows.map((r) => r.status)).toEqual(['cancelled']);
    expect((await withdraw(solo, soloHome, out.id)).statusCode).toBe(409);
  });
});
