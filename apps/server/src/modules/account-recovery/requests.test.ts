import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brands, mailOutbox, recoveryRequests } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { runRecoveryRequest, STALE_REQUEST_MS, sweepRecoveryRequests } from './service.ts';

let t: TestApp;
let brightline: number;
beforeAll(async () => {
  t = await buildTestApp();
  const rows = await t.db.select().from(brands);
  brightline = rows.find((b) => b.systemName === 'brightline')!.idSite;
});
afterAll(() => t.close());

const DEMO_EMAIL = 'dana.rivera@example.com';
const mailsTo = (to: string) => t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, to));

/** A request as the intake stores it, `ageMs` old, whose process never got to its work. */
async function leftBehind(
  fields: { kind: string; userName: string; email: string },
  ageMs = 2 * STALE_REQUEST_MS,
) {
  const [row] = await t.db
    .insert(recoveryRequests)
    .values({
      ...fields,
      brandId: brightline,
      linkBase: 'https://brightline.example',
      createdAt: new Date(Date.now() - ageMs),
    })
    .returning({ id: recoveryRequests.id });
  return row!.id;
}

describe('forgot-* requests survive the process that answered them (issue 11)', () => {
  it('answers after storing the request, then does its work and removes it', async () => {
    const before = (await mailsTo(DEMO_EMAIL)).length;
    const res = await t.app.inject({
      method: 'POST',
      url: '/v2/customers/forgot-password',
      payload: { brandId: brightline, username: 'demo', email: DEMO_EMAIL },
      headers: { host: 'localhost:3000' },
    });
    expect(res.statusCode).toBe(200);
    await t.app.mailer.idle();
    expect(await t.db.select().from(recoveryRequests)).toEqual([]);
    expect((await mailsTo(DEMO_EMAIL)).length).toBe(before + 1);
  });

  it('a sweep mails what a stopped process left: a reset link to the brand site, and user names', async () => {
    const before = (await mailsTo(DEMO_EMAIL)).length;
    await leftBehind({ kind: 'password', userName: 'demo', email: DEMO_EMAIL });
    await leftBehind({ kind: 'username', userName: '', email: DEMO_EMAIL });
    // Too young to be left behind: its own process is still on it.
    const fresh = await leftBehind({ kind: 'username', userName: '', email: DEMO_EMAIL }, 0);

    const queued = await sweepRecoveryRequests(t.db);
    expect(queued).toHaveLength(2);
    const mails = await mailsTo(DEMO_EMAIL);
    expect(mails.length).toBe(before + 2);
    expect(mails.some((m) => m.textBody.includes('https://brightline.example/reset-password?hash='))).toBe(
      true,
    );
    expect(mails.some((m) => m.textBody.includes('demo'))).toBe(true);
    const waiting = await t.db.select().from(recoveryRequests);
    expect(waiting.map((r) => r.id)).toEqual([fresh]);
    expect(await sweepRecoveryRequests(t.db)).toEqual([]);
    await runRecoveryRequest(t.db, fresh);
  });

  it('two workers on the same request mail once', async () => {
    const before = (await mailsTo(DEMO_EMAIL)).length;
    const id = await leftBehind({ kind: 'username', userName: '', email: DEMO_EMAIL });
    const [a, b] = await Promise.all([runRecoveryRequest(t.db, id), runRecoveryRequest(t.db, id)]);
    expect(a.length + b.length).toBe(1);
    expect((await mailsTo(DEMO_EMAIL)).length).toBe(before + 1);
  });

  it('an address with no account: the request is removed and nothing is mailed', async () => {
    const id = await leftBehind({ kind: 'password', userName: 'nobody-here', email: 'nobody@example.com' });
    expect(await runRecoveryRequest(t.db, id)).toEqual([]);
    expect(await mailsTo('nobody@example.com')).toEqual([]);
    expect(await t.db.select().from(recoveryRequests).where(eq(recoveryRequests.id, id))).toEqual([]);
  });
});
