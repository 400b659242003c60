import { apiError, recoveryResponse, validateResetHashResponse } from '@myaccount/contract';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, brands, customers, mailOutbox, passwordResetTokens } from '../../db/schema/index.ts';
import { DEMO_PASSWORD } from '../../db/seed/index.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { hashResetToken } from './service.ts';

let t: TestApp;
let brightline: number;
let voltio: number;
beforeAll(async () => {
  t = await buildTestApp();
  const rows = await t.db.select().from(brands);
  brightline = rows.find((b) => b.systemName === 'brightline')!.idSite;
  voltio = rows.find((b) => b.systemName === 'voltio')!.idSite;
});
afterAll(() => t.close());

const post = (url: string, payload: object, host = 'localhost:3000') =>
  t.app.inject({ method: 'POST', url: `/v2/customers/${url}`, payload, headers: { host } });

async function outbox() {
  await t.app.mailer.idle();
  return t.db.select().from(mailOutbox).orderBy(desc(mailOutbox.id));
}

/** The token of the newest reset mail to `to`, read from its link. */
async function tokenMailedTo(to: string): Promise<string> {
  const mail = (await outbox()).find((m) => m.toAddress === to)!;
  return /reset-password\?hash=([A-Za-z0-9_-]+)/.exec(mail.textBody)![1]!;
}

const signIn = (username: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/v2/auth/login-myaccount', payload: { username, password } });

const NEW_PASSWORD = 'Lantern-Orbit-Pickle-42';

describe('POST /v2/customers/forgot-password', () => {
  it('mails solo a single-use link whose token is stored only as a hash', async () => {
    const res = await post('forgot-password', {
      brandId: brightline,
      username: 'SOLO',
      email: 'Sam.Patel@example.com',
    });
    expect(res.statusCode).toBe(200);
    recoveryResponse.parse(res.json());
    const [mail] = await outbox();
    expect(mail).toMatchObject({ toAddress: 'sam.patel@example.com', sentAt: null });
    expect(mail!.subject).toContain('Brightline');
    expect(mail!.textBody).toContain('http://localhost:3000/reset-password?hash=');
    const token = await tokenMailedTo('sam.patel@example.com');
    const [stored] = await t.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.tokenHash, hashResetToken(token)));
    expect(stored).toBeDefined();
    expect(stored!.tokenHash).not.toContain(token);
    const minutes = (stored!.expiresAt.getTime() - stored!.createdAt.getTime()) / 60_000;
    expect(minutes).toBeCloseTo(60, 0);
  });

  it('answers a wrong e-mail, unknown user and other brand identically, and mails nothing', async () => {
    const before = (await outbox()).length;
    const right = await post('forgot-password', {
      brandId: brightline,
      username: 'demo',
      email: 'dana.rivera@example.com',
    });
    const answers = await Promise.all([
      post('forgot-password', { brandId: brightline, username: 'demo', email: 'someone@example.com' }),
      post('forgot-password', {
        brandId: brightline,
        username: 'nobody-here',
        email: 'dana.rivera@example.com',
      }),
      post('forgot-password', { brandId: voltio, username: 'demo', email: 'dana.rivera@example.com' }),
      post('forgot-password', { brandId: 9999, username: 'demo', email: 'dana.rivera@example.com' }),
    ]);
    for (const res of answers) {
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(right.body);
    }
    expect((await outbox()).length).toBe(before + 1);
  });

  it('links to the brand’s own site when the request host is not a local one', async () => {
    await post(
      'forgot-password',
      { brandId: voltio, username: 'cliente', email: 'maria.gonzalez@example.com' },
      'evil.example',
    );
    const [mail] = await outbox();
    expect(mail!.textBody).toContain('https://micuenta.voltio.example/reset-password?hash=');
    expect(mail!.textBody).not.toContain('evil.example');
    // Cliente reads Spanish.
    expect(mail!.subject).toContain('restablezca su contraseña');
  });

  it('stops mailing one account after 5 requests an hour, with the same answer', async () => {
    const body = { brandId: brightline, username: 'newbie', email: 'jordan.lee@example.com' };
    const answers = [];
    for (let i = 0; i < 7; i++) answers.push((await post('forgot-password', body)).body);
    expect(new Set(answers).size).toBe(1);
    expect((await outbox()).filter((m) => m.toAddress === 'jordan.lee@example.com')).toHaveLength(5);
  });

  it('refuses a malformed request with one error naming the field', async () => {
    const res = await post('forgot-password', {
      brandId: brightline,
      username: 'demo',
      email: 'not-an-email',
    });
    expect(res.statusCode).toBe(400);
    const body = apiError.parse(res.json());
    expect(body.errors).toHaveLength(1);
    expect(body.errors[0]!.field).toBe('email');
    expect((await post('forgot-password', { username: 'demo', email: 'a@b.co' })).statusCode).toBe(400);
  });
});

describe('POST /v2/customers/forgot-username', () => {
  it('mails the user name to its address; an unknown address gets the same answer and no mail', async () => {
    const known = await post('forgot-username', { brandId: brightline, email: 'DANA.RIVERA@example.com' });
    const [mail] = await outbox();
    expect(mail!.toAddress).toBe('dana.rivera@example.com');
    expect(mail!.textBody).toContain('• demo');
    const before = (await outbox()).length;
    const unknown = await post('forgot-username', { brandId: brightline, email: 'nobody@example.com' });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body).toBe(known.body);
    expect((await outbox()).length).toBe(before);
    expect((await post('forgot-username', { brandId: brightline, email: '' })).statusCode).toBe(400);
  });
});

describe('validate-reset-hash and reset-password', () => {
  const validate = async (hash: string) =>
    validateResetHashResponse.parse((await post('validate-reset-hash', { hash })).json()).is_valid;

  it('resets once: new password signs in, old does not, every session ends, the link is spent', async () => {
    const session = await t.login('solo');
    const bystander = await t.login('demo');
    await post('forgot-password', { brandId: brightline, username: 'solo', email: 'sam.patel@example.com' });
    const token = await tokenMailedTo('sam.patel@example.com');
    expect(await validate(token)).toBe(true);
    expect(await validate('made-up-token')).toBe(false);

    const weak = await post('reset-password', { newPassword: 'password1234', SecurityToken: token });
    expect(weak.statusCode).toBe(400);
    expect(apiError.parse(weak.json()).errors[0]).toMatchObject({
      field: 'newPassword',
      code: 'password_too_weak',
    });
    const short = await post('reset-password', { newPassword: 'short', SecurityToken: token });
    expect(apiError.parse(short.json()).errors[0]!.field).toBe('newPassword');
    expect(await validate(token)).toBe(true);

    const ok = await post('reset-password', { newPassword: NEW_PASSWORD, SecurityToken: token });
    expect(ok.statusCode).toBe(200);
    // The account's activity shows the reset and where it came from (issue 14).
    const [reset] = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.customerId, session.customerId))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(reset).toMatchObject({
      action: 'password.reset',
      agentUserName: null,
      details: { ip: '127.0.0.1' },
    });
    expect((await signIn('solo', NEW_PASSWORD)).statusCode).toBe(200);
    expect((await signIn('solo', DEMO_PASSWORD)).statusCode).toBe(401);
    const refresh = await t.app.inject({
      method: 'POST',
      url: '/v2/auth/refresh',
      payload: { RefreshToken: session.refreshToken },
    });
    expect(refresh.statusCode).toBe(401);
    // Only solo's sessions end.
    const other = await t.app.inject({
      method: 'POST',
      url: '/v2/auth/refresh',
      payload: { RefreshToken: bystander.refreshToken },
    });
    expect(other.statusCode).toBe(200);

    expect(await validate(token)).toBe(false);
    const again = await post('reset-password', {
      newPassword: 'Another-Fine-Phrase-77',
      SecurityToken: token,
    });
    expect(again.statusCode).toBe(400);
    expect(apiError.parse(again.json()).errors[0]).toMatchObject({
      field: 'SecurityToken',
      code: 'reset_link_invalid',
    });
    expect((await signIn('solo', 'Another-Fine-Phrase-77')).statusCode).toBe(401);
  });

  it('refuses an expired link and leaves the password alone', async () => {
    await post('forgot-password', {
      brandId: brightline,
      username: 'demo',
      email: 'dana.rivera@example.com',
    });
    const token = await tokenMailedTo('dana.rivera@example.com');
    await t.db
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetTokens.tokenHash, hashResetToken(token)));
    expect(await validate(token)).toBe(false);
    const res = await post('reset-password', { newPassword: NEW_PASSWORD, SecurityToken: token });
    expect(res.statusCode).toBe(400);
    expect((await signIn('demo', DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses the user name as the password', async () => {
    const [cliente] = await t.db.select().from(customers).where(eq(customers.userName, 'cliente'));
    await t.db.update(customers).set({ userName: 'Quixote-Barataria' }).where(eq(customers.id, cliente!.id));
    await post('forgot-password', { brandId: voltio, username: 'quixote-barataria', email: cliente!.email });
    const token = await tokenMailedTo(cliente!.email);
    const res = await post('reset-password', { newPassword: 'quixote-barataria', SecurityToken: token });
    expect(res.statusCode).toBe(400);
    expect(apiError.parse(res.json()).message).toMatch(/user name/);
    await t.db.update(customers).set({ userName: 'cliente' }).where(eq(customers.id, cliente!.id));
  });
});
