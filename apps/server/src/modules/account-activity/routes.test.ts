import { accountActivityPage } from '@myaccount/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, enrollments } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp, type TestSession } from '../../test/build-test-app.ts';
import { enrollmentIdsOf } from '../../test/enrollment-helpers.ts';

// Issue 14: the account's trail as its owner reads it, the agent's sign-in and writes included.

let t: TestApp;
let demo: TestSession;
let solo: TestSession;
beforeAll(async () => {
  t = await buildTestApp();
  [demo, solo] = await Promise.all([t.login('demo'), t.login('solo')]);
});
afterAll(() => t.close());

const activity = (session: TestSession, customerId = session.customerId, query = '') =>
  t.app.inject({ url: `/v2/customers/${customerId}/account-activity${query}`, headers: session.headers });

describe('GET /v2/customers/:id/account-activity', () => {
  it("lists the customer's sign-in with browser and IP, and an agent's sign-in and change by name", async () => {
    const agent = await t.loginAgent('demo');
    const id = (await enrollmentIdsOf(t.db, 'demo'))[1]!;
    await t.db.update(enrollments).set({ idMethodDelivery: 2 }).where(eq(enrollments.idEnrollment, id));
    const changed = await t.app.inject({
      method: 'POST',
      url: `/v2/enrollments/${id}/update-billing-delivery-method`,
      headers: agent.headers,
      payload: { id_method_delivery: 1 },
    });
    expect(changed.statusCode).toBe(200);

    const res = await activity(demo);
    expect(res.statusCode).toBe(200);
    const page = accountActivityPage.parse(res.json());
    const actions = page.items.map((i) => [i.action, i.agent]);
    expect(actions).toContainEqual(['session.sign-in', null]);
    expect(actions).toContainEqual(['session.sign-in', 'Support Agent']);
    // Newest first: the agent's write came after both sign-ins.
    expect(page.items[0]).toMatchObject({
      action: 'enrollment.delivery-method',
      agent: 'Support Agent',
      entityId: String(id),
    });
    const own = page.items.find((i) => i.action === 'session.sign-in' && i.agent === null)!;
    expect(own.details).toMatchObject({ ip: '127.0.0.1', userAgent: 'lightMyRequest' });

    // The agent reads the same trail for the customer they act for.
    const seenByAgent = accountActivityPage.parse((await activity(agent)).json());
    expect(seenByAgent.items.map((i) => i.id)).toEqual(page.items.map((i) => i.id));
  });

  it('leaves out reading a notification (audited, but not account activity)', async () => {
    await t.db.insert(auditLog).values({
      customerId: solo.customerId,
      action: 'notification.read',
      entity: 'notification',
      entityId: '1',
    });
    const page = accountActivityPage.parse((await activity(solo, solo.customerId, '?pageSize=100')).json());
    expect(page.items.map((i) => i.action)).not.toContain('notification.read');
    expect(page.total).toBe(page.items.length);
  });

  it('pages newest first without overlap', async () => {
    const all = accountActivityPage.parse((await activity(demo, demo.customerId, '?pageSize=100')).json());
    const first = accountActivityPage.parse(
      (await activity(demo, demo.customerId, '?page=1&pageSize=2')).json(),
    );
    const second = accountActivityPage.parse(
      (await activity(demo, demo.customerId, '?page=2&pageSize=2')).json(),
    );
    expect(first.total).toBe(all.total);
    expect([...first.items, ...second.items].map((i) => i.id)).toEqual(
      all.items.slice(0, 4).map((i) => i.id),
    );
  });

  it("answers another customer's id 403 and shows none of their entries; bad paging is 400", async () => {
    const theirs = await activity(solo, demo.customerId);
    expect(theirs.statusCode).toBe(403);
    const mine = accountActivityPage.parse((await activity(solo)).json());
    const demoIds = accountActivityPage.parse(
      (await activity(demo, demo.customerId, '?pageSize=100')).json(),
    ).items;
    expect(mine.items.some((i) => demoIds.some((d) => d.id === i.id))).toBe(false);
    expect((await activity(solo, solo.customerId, '?pageSize=0')).statusCode).toBe(400);
    expect((await activity(solo, solo.customerId, '?page=abc')).statusCode).toBe(400);
  });
});
