import { apiError, deliveryMethodEnrollment } from '@myaccount/contract';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { auditLog, enrollments } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp, type TestSession } from '../../test/build-test-app.ts';
import { enrollmentIdsOf } from '../../test/enrollment-helpers.ts';

let t: TestApp;
let demo: TestSession;
let solo: TestSession;
let ids: number[];
beforeAll(async () => {
  t = await buildTestApp();
  [demo, solo] = await Promise.all([t.login('demo'), t.login('solo')]);
  ids = await enrollmentIdsOf(t.db, 'demo');
});
afterAll(() => t.close());

const list = z.array(deliveryMethodEnrollment);
const get = (session: TestSession, url: string) => t.app.inject({ url, headers: session.headers });
const update = (session: TestSession, id: number, payload: object) =>
  t.app.inject({
    method: 'POST',
    url: `/v2/enrollments/${id}/update-billing-delivery-method`,
    headers: session.headers,
    payload,
  });

describe('delivery-method lists', () => {
  it('lists all of demo’s enrollments with their methods, and 403 for another customer', async () => {
    const res = await get(demo, `/v1/customers/${demo.customerId}/enrollments-to-change-delivery-method`);
    expect(res.statusCode).toBe(200);
    const items = list.parse(res.json());
    expect(items.map((i) => i.id_enrollment)).toEqual(ids);
    expect(items[0]!.id_method_delivery).toBe(2);
    expect(items[2]!.commodity).toBe('Gas');
    expect(
      (await get(solo, `/v1/customers/${demo.customerId}/enrollments-to-change-delivery-method`)).statusCode,
    ).toBe(403);
  });

  it('answers the billing group of an enrollment (itself when it has none); 404 for another’s', async () => {
    const group = list.parse(
      (await get(demo, `/v1/enrollments/${ids[1]}/enrollments-from-billing-group`)).json(),
    );
    expect(group.map((g) => g.id_enrollment)).toEqual([ids[1], ids[2]]);
    const alone = list.parse(
      (await get(demo, `/v1/enrollments/${ids[0]}/enrollments-from-billing-group`)).json(),
    );
    expect(alone.map((g) => g.id_enrollment)).toEqual([ids[0]]);
    const theirs = await get(solo, `/v1/enrollments/${ids[1]}/enrollments-from-billing-group`);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.body).not.toContain('Harvard');
  });
});

describe('POST /v2/enrollments/:id/update-billing-delivery-method', () => {
  it('switches to paperless (audited with the agent), and a repeat changes nothing more', async () => {
    const agent = await t.loginAgent('demo');
    expect((await update(agent, ids[1]!, { id_method_delivery: 2 })).statusCode).toBe(200);
    expect((await update(agent, ids[1]!, { id_method_delivery: 2 })).statusCode).toBe(200);
    const [row] = await t.db.select().from(enrollments).where(eq(enrollments.idEnrollment, ids[1]!));
    expect(row!.idMethodDelivery).toBe(2);
    const entries = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'enrollment.delivery-method'), eq(auditLog.entityId, String(ids[1]))));
    expect(entries).toHaveLength(1);
    expect(entries[0]!.agentUserName).toBe('agent');
  });

  it('refuses an unknown method (400) and another customer’s enrollment (404), changing nothing', async () => {
    const bad = await update(demo, ids[2]!, { id_method_delivery: 3 });
    expect(bad.statusCode).toBe(400);
    expect(apiError.parse(bad.json()).errors[0]!.field).toBe('id_method_delivery');
    expect((await update(solo, ids[2]!, { id_method_delivery: 2 })).statusCode).toBe(404);
    const [row] = await t.db.select().from(enrollments).where(eq(enrollments.idEnrollment, ids[2]!));
    expect(row!.idMethodDelivery).toBe(1);
  });
});

describe('a billing group changed in one request', () => {
  const methodsOf = async (...targets: number[]) => {
    const rows = await t.db.select().from(enrollments).where(inArray(enrollments.idEnrollment, targets));
    return targets.map((id) => rows.find((r) => r.idEnrollment === id)!.idMethodDelivery);
  };
  const audited = (id: number) =>
    t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'enrollment.delivery-method'), eq(auditLog.entityId, String(id))));

  it('refuses another customer’s enrollment in the list (404) and writes nothing', async () => {
    const [soloId] = await enrollmentIdsOf(t.db, 'solo');
    const before = await methodsOf(ids[1]!, soloId!);
    const res = await update(demo, ids[1]!, {
      id_method_delivery: 1,
      billing_group_enrollment_ids: [soloId],
    });
    expect(res.statusCode).toBe(404);
    expect(apiError.parse(res.json()).errors[0]).toMatchObject({
      code: 'enrollment_not_found',
      field: 'billing_group_enrollment_ids',
    });
    expect(await methodsOf(ids[1]!, soloId!)).toEqual(before);
    // An id nobody owns is refused the same way.
    const unknown = await update(demo, ids[1]!, {
      id_method_delivery: 1,
      billing_group_enrollment_ids: [999_999],
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('refuses an own enrollment outside the billing group (422) and writes nothing', async () => {
    const before = await methodsOf(ids[0]!, ids[1]!);
    const res = await update(demo, ids[1]!, {
      id_method_delivery: before[1] === 2 ? 1 : 2,
      billing_group_enrollment_ids: [ids[0]],
    });
    expect(res.statusCode).toBe(422);
    expect(apiError.parse(res.json()).errors[0]!.code).toBe('not_in_billing_group');
    expect(await methodsOf(ids[0]!, ids[1]!)).toEqual(before);
  });

  it('refuses a bad method id or list (400) with the list present', async () => {
    const before = await methodsOf(ids[1]!, ids[2]!);
    const bad = await update(demo, ids[1]!, {
      id_method_delivery: 0,
      billing_group_enrollment_ids: [ids[2]],
    });
    expect(bad.statusCode).toBe(400);
    expect(apiError.parse(bad.json()).errors[0]!.field).toBe('id_method_delivery');
    const badList = await update(demo, ids[1]!, {
      id_method_delivery: 2,
      billing_group_enrollment_ids: ['x'],
    });
    expect(badList.statusCode).toBe(400);
    expect(await methodsOf(ids[1]!, ids[2]!)).toEqual(before);
  });

  it('changes the enrollment and its listed group members together; the agent is audited', async () => {
    const list = { billing_group_enrollment_ids: [ids[2]] };
    expect((await update(demo, ids[1]!, { id_method_delivery: 2, ...list })).statusCode).toBe(200);
    expect(await methodsOf(ids[1]!, ids[2]!)).toEqual([2, 2]);

    const agent = await t.loginAgent('demo');
    const before = [(await audited(ids[1]!)).length, (await audited(ids[2]!)).length];
    expect((await update(agent, ids[1]!, { id_method_delivery: 1, ...list })).statusCode).toBe(200);
    expect(await methodsOf(ids[1]!, ids[2]!)).toEqual([1, 1]);
    for (const [i, id] of [ids[1]!, ids[2]!].entries()) {
      const entries = await audited(id);
      expect(entries).toHaveLength(before[i]! + 1);
      expect(entries.at(-1)!.agentUserName).toBe('agent');
    }
  });
});
