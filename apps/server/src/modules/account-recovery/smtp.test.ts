import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brands, mailOutbox } from '../../db/schema/index.ts';
import { DEMO_PASSWORD } from '../../db/seed/index.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { type SmtpSink, startSmtpSink } from '../../test/smtp-sink.ts';

/** Undoes quoted-printable soft breaks and escapes, enough to read a link out of the body. */
const decodeQuotedPrintable = (text: string) =>
  text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

let smtp: SmtpSink;
let t: TestApp;
beforeAll(async () => {
  smtp = await startSmtpSink();
  t = await buildTestApp({
    // The server-wide sender, which the brand's own address replaces.
    env: { SMTP_URL: smtp.url, MAIL_FROM: 'My Account <no-reply@myaccount.test>' },
  });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

describe('password reset through a real SMTP server', () => {
  it('delivers the mail, whose link validates and resets the password for sign-in', async () => {
    const [brand] = await t.db.select().from(brands).where(eq(brands.systemName, 'brightline'));
    const arrival = smtp.next();
    const asked = await t.app.inject({
      method: 'POST',
      url: '/v2/customers/forgot-password',
      headers: { host: 'localhost:3000' },
      payload: { brandId: brand!.idSite, username: 'demo', email: 'dana.rivera@example.com' },
    });
    expect(asked.statusCode).toBe(200);

    const mail = await arrival;
    expect(mail.to).toEqual(['dana.rivera@example.com']);
    expect(mail.raw).toMatch(/^From: "?Brightline Energy"? <no-reply@brightline\.example>/m);
    const link = /http:\/\/localhost:3000\/reset-password\?hash=([A-Za-z0-9_-]+)/.exec(
      decodeQuotedPrintable(mail.raw),
    );
    expect(link).not.toBeNull();
    const hash = link![1]!;

    await t.app.mailer.idle();
    const [row] = await t.db.select().from(mailOutbox);
    expect(row!.sentAt).not.toBeNull();

    const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload });
    expect((await post('/v2/customers/validate-reset-hash', { hash })).json()).toEqual({ is_valid: true });
    const reset = await post('/v2/customers/reset-password', {
      newPassword: 'Harbor lights & 7 quiet owls',
      SecurityToken: hash,
    });
    expect(reset.statusCode).toBe(200);

    const login = (password: string) => post('/v2/auth/login-myaccount', { username: 'demo', password });
    expect((await login('Harbor lights & 7 quiet owls')).statusCode).toBe(200);
    expect((await login(DEMO_PASSWORD)).statusCode).toBe(401);
  });
});
