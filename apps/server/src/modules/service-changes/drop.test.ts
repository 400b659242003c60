import { apiError, serviceChangeResponse } from '@myaccount/contract';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  dropReasonCodes,
  enrollmentStatuses,
  enrollmentStatusHistory,
  enrollments,
  utilities,
} from '../../db/schema/index.ts';
import { buildTestApp, type TestApp, type TestSession } from '../../test/build-test-app.ts';
import { addDays, marketToday } from './dates.ts';
import { enrollmentIdsOf } from '../../test/enrollment-helpers.ts';

let t: TestApp;
let demo: TestSession;
let solo: TestSession;
let dallas: number;
let houston: number;
const codes: Record<string, number> = {};
const ONCOR = 'Oncor Electric Delivery';
const CNP = 'CenterPoint Energy Houston Electric';
const GAS = 'CenterPoint Energy Resources';
beforeAll(async () => {
  t = await buildTestApp();
  [demo, solo] = await Promise.all([t.login('demo'), t.login('solo')]);
  const ids = await enrollmentIdsOf(t.db, 'demo');
  dallas = ids[0]!;
  houston = ids[1]!;
  const rows = await t.db
    .select({ id: dropReasonCodes.id, code: dropReasonCodes.code, utility: utilities.formalName })
    .from(dropReasonCodes)
    .innerJoin(utilities, eq(utilities.idUtility, dropReasonCodes.utilityId));
  for (const r of rows) codes[`${r.utility}:${r.code}`] = r.id;
});
afterAll(() => t.close());

const drop = (session: TestSession, id: number, payload: object) =>
  t.app.inject({ method: 'POST', url: `/v2/enrollments/${id}/drop`, headers: session.headers, payload });

const today = marketToday();
const valid = () => ({
  effectiveDate: addDays(today, 10),
  reasonCodeId: codes[ONCOR + ':MOV'],
  removeMeter: false,
});

async function statusName(id: number) {
  const [row] = await t.db
    .select({ name: enrollmentStatuses.name })
    .from(enrollments)
    .innerJoin(enrollmentStatuses, eq(enrollmentStatuses.idStatus, enrollments.idStatus))
    .where(eq(enrollments.idEnrollment, id));
  return row!.name;
}

describe('POST /v2/enrollments/:id/drop — refusals change nothing', () => {
  it("answers another customer's enrollment exactly like an unknown one (404)", async () => {
    const theirs = await drop(solo, dallas, valid());
    const unknown = await drop(solo, 999999, valid());
    expect(theirs.statusCode).toBe(404);
    expect(theirs.body).toBe(unknown.body);
    expect(await statusName(dallas)).toBe('Active');
  });

  it('refuses dates outside today … today + my_account_days_to_request_drop with 422', async () => {
    for (const effectiveDate of [addDays(today, -1), addDays(today, 31)]) {
      const res = await drop(demo, dallas, { ...valid(), effectiveDate });
      expect(res.statusCode).toBe(422);
      const body = apiError.parse(res.json());
      expect(body.errors[0]).toMatchObject({ field: 'effectiveDate', code: 'date_outside_window' });
      expect(body.message).toContain(addDays(today, 30));
    }
    expect((await drop(demo, dallas, { ...valid(), effectiveDate: addDays(today, 30) })).statusCode).toBe(
      200,
    );
    expect(await statusName(dallas)).toBe('Pending Drop');
  });

  it('refuses a blank reason, a staff-only reason and another utility’s reason with 400', async () => {
    for (const reasonCodeId of [0, codes[CNP + ':NPY'], codes[ONCOR + ':MOV'], codes[GAS + ':MOV'], 999999]) {
      const res = await drop(demo, houston, { ...valid(), reasonCodeId });
      expect(res.statusCode).toBe(400);
      expect(apiError.parse(res.json()).errors[0]).toMatchObject({
        field: 'reasonCodeId',
        code: reasonCodeId === 0 ? 'reason_required' : 'reason_not_offered',
      });
    }
    expect(await statusName(houston)).toBe('Active');
  });

  it('refuses malformed input naming the field', async () => {
    for (const [payload, field] of [
      [{ ...valid(), effectiveDate: '2026-02-30' }, 'effectiveDate'],
      [{ ...valid(), effectiveDate: '12/01/2026' }, 'effectiveDate'],
      [{ ...valid(), reasonCodeId: 1.5 }, 'reasonCodeId'],
      [{ effectiveDate: addDays(today, 3), reasonCodeId: codes[CNP + ':MOV'] }, 'removeMeter'],
    ] as const) {
      const res = await drop(demo, houston, payload);
      expect(res.statusCode).toBe(400);
      expect(apiError.parse(res.json()).errors[0]!.field).toBe(field);
    }
  });
});

describe('POST /v2/enrollments/:id/drop — success', () => {
  it('schedules the drop as the agent: Pending Drop, history with the request, audit with the agent', async () => {
    const agent = await t.loginAgent('demo');
    const body = {
      effectiveDate: addDays(today, 7),
      reasonCodeId: codes[CNP + ':PRC'],
      removeMeter: true,
    };
    const res = await drop(agent, houston, body);
    expect(res.statusCode).toBe(200);
    expect(serviceChangeResponse.parse(res.json()).succeeded).toBe(true);
    expect(await statusName(houston)).toBe('Pending Drop');
    const [history] = await t.db
      .select()
      .from(enrollmentStatusHistory)
      .where(eq(enrollmentStatusHistory.enrollmentId, houston))
      .orderBy(desc(enrollmentStatusHistory.id));
    expect(history!.note).toContain(body.effectiveDate);
    expect(history!.note).toContain('PRC');
    expect(history!.agentUserName).toBe('agent');
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'enrollment.drop'), eq(auditLog.entityId, String(houston))));
    expect(audit!.agentUserName).toBe('agent');
  });

  it('answers a repeated drop with 409 and records nothing more', async () => {
    const before = await t.db
      .select()
      .from(enrollmentStatusHistory)
      .where(eq(enrollmentStatusHistory.enrollmentId, houston));
    const res = await drop(demo, houston, { ...valid(), reasonCodeId: codes[CNP + ':MOV'] });
    expect(res.statusCode).toBe(409);
    const after = await t.db
      .select()
      .from(enrollmentStatusHistory)
      .where(eq(enrollmentStatusHistory.enrollmentId, houston));
    expect(after).toHaveLength(before.length);
  });
});
