import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { auditContextOf, recordAudit } from './audit.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  // A stand-in for any write route.
  t.app.post('/v2/test/write', { onRequest: t.app.requireCustomer }, async (request) =>
    t.db.transaction(async (tx) => {
      await recordAudit(tx, auditContextOf(request), { action: 'test.write', entity: 'thing', entityId: 7 });
      return { ok: true };
    }),
  );
});
afterAll(() => t.close());

async function lastEntry() {
  const [row] = await t.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
  return row;
}

describe('recordAudit', () => {
  it('records the customer and no agent for a customer session', async () => {
    const demo = await t.login('demo');
    const res = await t.app.inject({
      method: 'POST',
      url: '/v2/test/write',
      headers: demo.headers,
      payload: {},
    });
    expect(res.statusCode).toBe(200);
    expect(await lastEntry()).toMatchObject({
      customerId: demo.customerId,
      agentUserName: null,
      action: 'test.write',
      entityId: '7',
      requestId: res.headers['x-request-id'],
    });
  });

  it("records the agent's user name in agent mode", async () => {
    const session = await t.loginAgent('solo');
    await t.app.inject({ method: 'POST', url: '/v2/test/write', headers: session.headers, payload: {} });
    expect(await lastEntry()).toMatchObject({ customerId: session.customerId, agentUserName: 'agent' });
  });
});
