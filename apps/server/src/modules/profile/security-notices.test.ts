import { desc, eq, gt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, mailOutbox, notifications } from '../../db/schema/index.ts';
import { DEMO_PASSWORD } from '../../db/seed/index.ts';
import { buildTestApp, type TestApp, type TestSession } from '../../test/build-test-app.ts';

// Issue 14: a password or e-mail change sends a security notice — to the main address
// whatever the preferences say, the e-mail change to the old and the new address — in the
// customer's language and the brand's name, with no secret in it; and shows it in the bell.
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const put = (session: TestSession, payload: object) =>
  t.app.inject({
    method: 'PUT',
    url: `/v2/customers/${session.customerId}`,
    headers: session.headers,
    payload,
  });

async function lastMailId(): Promise<number> {
  const [row] = await t.db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  return row?.id ?? 0;
}
const mailSince = (id: number) =>
  t.db.select().from(mailOutbox).where(gt(mailOutbox.id, id)).orderBy(mailOutbox.id);

const lastNotice = async (customerId: number) =>
  (
    await t.db
      .select()
      .from(notifications)
      .where(eq(notifications.customerId, customerId))
      .orderBy(desc(notifications.idNotification))
      .limit(1)
  )[0];

const soloWith = (email: string) => ({
  username: 'solo',
  email,
  alternativeEmail: '',
  phone: '713.555.0100',
  notificationToEmail: true,
  notificationToAlternativeEmail: false,
  language: 'en',
  opted_marketing_coms: false,
});

describe('security notices', () => {
  it('a password change mails the main address, in English, with no password in it, and rings the bell', async () => {
    const demo = await t.login('demo');
    const before = await lastMailId();
    const newPassword = 'Lantern-Orbit-Pickle-42';
    expect((await put(demo, { password: DEMO_PASSWORD, newPassword })).statusCode).toBe(200);
    const mails = await mailSince(before);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      toAddress: 'dana.rivera@example.com',
      subject: 'Brightline Energy: The password of your account was changed',
    });
    expect(await lastNotice(demo.customerId)).toMatchObject({
      kind: 'password_changed',
      params: {
        date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        time: expect.stringMatching(/^\d{2}:\d{2}$/),
      },
    });
    expect(mails[0]!.fromAddress).toMatch(/Brightline Energy/);
    expect(mails[0]!.textBody).toMatch(/Every open session was signed out/);
    for (const body of [mails[0]!.textBody, mails[0]!.htmlBody]) {
      expect(body).not.toContain(newPassword);
      expect(body).not.toContain(DEMO_PASSWORD);
    }
    // Back, for the other tests of this file (a second notice, same rules).
    const again = await t.login('demo', newPassword);
    expect((await put(again, { password: newPassword, newPassword: DEMO_PASSWORD })).statusCode).toBe(200);
  });

  it('a password reset mails the same notice, in Spanish to a Spanish-speaking customer', async () => {
    const before = await lastMailId();
    const [profile] = await t.db
      .select({ email: customers.email, brandId: customers.brandId })
      .from(customers)
      .where(eq(customers.userName, 'cliente'));
    const asked = await t.app.inject({
      method: 'POST',
      url: '/v2/customers/forgot-password',
      headers: { host: 'voltio.localhost:3000' },
      payload: { brandId: profile!.brandId, username: 'cliente', email: profile!.email },
    });
    expect(asked.statusCode).toBe(200);
    await t.app.mailer.idle();
    const [resetMail] = await mailSince(before);
    const hash = /reset-password\?hash=([\w-]+)/.exec(resetMail!.textBody)![1]!;
    const reset = await t.app.inject({
      method: 'POST',
      url: '/v2/customers/reset-password',
      payload: { SecurityToken: hash, newPassword: 'Faro-Lunar-Cactus-93' },
    });
    expect(reset.statusCode).toBe(200);
    const notice = (await mailSince(resetMail!.id)).at(-1)!;
    expect(notice.toAddress).toBe(profile!.email);
    expect(notice.subject).toBe('Voltio Power: Se cambió la contraseña de su cuenta');
    expect(notice.textBody).toContain('Se cerraron todas las sesiones abiertas.');
    expect(notice.textBody).not.toContain('Faro-Lunar-Cactus-93');
  });

  it('an e-mail change mails the old address and the new one, and shows it in the bell', async () => {
    const solo = await t.login('solo');
    const before = await lastMailId();
    const res = await put(solo, soloWith('sam.new@example.com'));
    expect(res.statusCode).toBe(200);
    const mails = await mailSince(before);
    // The same notice (as in the bell) to the new main address and to the one it left.
    expect(mails.map((m) => m.toAddress)).toEqual(['sam.new@example.com', 'sam.patel@example.com']);
    for (const mail of mails) {
      expect(mail.textBody).toContain('changed from sam.patel@example.com to sam.new@example.com');
      expect(mail.textBody).toContain(
        'Our messages now go to sam.new@example.com; sam.patel@example.com will no longer receive them.',
      );
      expect(mail.textBody).not.toMatch(/support agent/);
    }
    expect(await lastNotice(solo.customerId)).toMatchObject({
      kind: 'email_changed',
      params: { from: 'sam.patel@example.com', to: 'sam.new@example.com' },
    });

    // Saving the profile again without a new address sends nothing.
    const same = await lastMailId();
    // Another letter case is the same address; another preference is no e-mail change.
    const unchanged = await put(solo, { ...soloWith('SAM.NEW@example.com'), opted_marketing_coms: true });
    expect(unchanged.statusCode).toBe(200);
    expect(await mailSince(same)).toHaveLength(0);
  });
});
