import { apiError, notification, type Notification } from '@myaccount/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { auditLog } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp, type TestSession } from '../../test/build-test-app.ts';

let t: TestApp;
let demo: TestSession;
let solo: TestSession;
beforeAll(async () => {
  t = await buildTestApp();
  [demo, solo] = await Promise.all([t.login('demo'), t.login('solo')]);
});
afterAll(() => t.close());

const isoUtc = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;

async function list(session: TestSession, unreadOnly: string, customerId = session.customerId) {
  return t.app.inject({
    url: `/v2/notifications/by-customer/${customerId}?unreadOnly=${unreadOnly}`,
    headers: session.headers,
  });
}

async function unreadOf(session: TestSession): Promise<Notification[]> {
  return z.array(notification).parse((await list(session, 'true')).json());
}

const markRead = (session: TestSession | null, id: number | string) =>
  t.app.inject({ method: 'PUT', url: `/v2/notifications/${id}/read`, headers: session?.headers ?? {} });

describe('GET /v2/notifications/by-customer/:customerId', () => {
  it('lists demo’s notifications newest first with ISO-8601 UTC instants', async () => {
    const res = await list(demo, 'false');
    expect(res.statusCode).toBe(200);
    const all = z.array(notification).parse(res.json());
    expect(all.length).toBeGreaterThanOrEqual(3);
    const sent = all.map((n) => Date.parse(n.sent_date));
    expect(sent).toEqual([...sent].sort((a, b) => b - a));
    for (const n of all) {
      expect(n.sent_date).toMatch(isoUtc);
      if (n.read_date !== null) expect(n.read_date).toMatch(isoUtc);
      expect(n.messages[0]!.subject).not.toBe('');
    }
  });

  it('gives demo three unread notifications', async () => {
    const unread = await unreadOf(demo);
    expect(unread).toHaveLength(3);
    expect(unread.every((n) => n.read_date === null)).toBe(true);
  });

  it('refuses an unreadOnly that is not true or false with 400 naming the field', async () => {
    const res = await list(demo, 'maybe');
    expect(res.statusCode).toBe(400);
    expect(apiError.parse(res.json()).errors[0]!.field).toBe('unreadOnly');
  });

  it("refuses another customer's list with 403", async () => {
    const res = await list(solo, 'false', demo.customerId);
    expect(res.statusCode).toBe(403);
    expect(apiError.parse(res.json()).errors[0]!.code).toBe('forbidden');
  });

  it('asks for a token with 401', async () => {
    const res = await t.app.inject({ url: `/v2/notifications/by-customer/${demo.customerId}` });
    expect(res.statusCode).toBe(401);
  });
});

describe('PUT /v2/notifications/:id/read', () => {
  it('sets read_date once: the unread count drops and a repeat keeps the first date', async () => {
    const [target] = await unreadOf(demo);
    const first = await markRead(demo, target!.id_notification);
    expect(first.statusCode).toBe(200);
    const read = notification.parse(first.json());
    expect(read.id_notification).toBe(target!.id_notification);
    expect(read.read_date).toMatch(isoUtc);
    expect(await unreadOf(demo)).toHaveLength(2);

    const again = await markRead(demo, target!.id_notification);
    expect(again.statusCode).toBe(200);
    expect(notification.parse(again.json()).read_date).toBe(read.read_date);

    // A customer's own write is not an agent action, so nothing is audited.
    const audited = await t.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'notification.read'), eq(auditLog.entityId, String(target!.id_notification))),
      );
    expect(audited).toHaveLength(0);
  });

  it('records the agent’s name when an agent marks a notification read', async () => {
    const agent = await t.loginAgent('demo');
    const [target] = await unreadOf(demo);
    const res = await markRead(agent, target!.id_notification);
    expect(res.statusCode).toBe(200);
    const audited = await t.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'notification.read'), eq(auditLog.entityId, String(target!.id_notification))),
      );
    expect(audited).toHaveLength(1);
    expect(audited[0]).toMatchObject({ customerId: demo.customerId, agentUserName: 'agent' });
  });

  it("answers another customer's notification exactly like an unknown id, and leaves it unread", async () => {
    const [target] = await unreadOf(demo);
    const theirs = await markRead(solo, target!.id_notification);
    const unknown = await markRead(solo, 999_999);
    expect(theirs.statusCode).toBe(404);
    expect(unknown.statusCode).toBe(404);
    expect(apiError.parse(theirs.json())).toEqual(apiError.parse(unknown.json()));
    const stillUnread = await unreadOf(demo);
    expect(stillUnread.map((n) => n.id_notification)).toContain(target!.id_notification);
  });

  it('refuses a non-numeric id with 400 naming id', async () => {
    const res = await markRead(demo, 'abc');
    expect(res.statusCode).toBe(400);
    expect(apiError.parse(res.json()).errors[0]!.field).toBe('id');
  });

  it('asks for a token with 401', async () => {
    const res = await markRead(null, 1);
    expect(res.statusCode).toBe(401);
  });
});
