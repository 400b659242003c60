import { apiError, deliveryMethodEnrollment } from '@myaccount/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { auditLog, enrollments } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp, type TestSession } from '../../test/build-test-app.ts';
import { enrollmentIdsOf } from './test-helpers.ts';

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
