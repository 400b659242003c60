import { apiError, customerProfile } from '@myaccount/contract';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  customers,
  identityConfirmations,
  mailOutbox,
  refreshTokens,
} from '../../db/schema/index.ts';
import { buildTestApp, type TestApp, type TestSession } from '../../test/build-test-app.ts';
import { AGENT_SESSION_TTL_MS } from '../auth/index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
}, 180_000);
afterAll(() => t.close());

const put = (session: TestSession, payload: object, customerId = session.customerId) =>
  t.app.inject({ method: 'PUT', url: `/v2/customers/${customerId}`, headers: session.headers, payload });

async function customerRow(id: number) {
  const [row] = await t.db.select().from(customers).where(eq(customers.id, id));
  return row!;
}

/** The profile form as the app sends it, from the stored row, with `changes` over it. */
async function formOf(id: number, changes: object = {}) {
  const row = await customerRow(id);
  return {
    username: row.userName,
    email: row.email,
    alternativeEmail: row.alternativeEmail,
    phone: row.phone,
    notificationToEmail: row.sendToMainEmail,
    notificationToAlternativeEmail: row.sendToSecondaryEmail,
    language: row.preferredLanguage,
    opted_marketing_coms: row.optedMarketingComs,
    ...changes,
  };
}

async function lastMailTo(address: string) {
  const [mail] = await t.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.toAddress, address))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  return mail;
}

const codeIn = (text: string) => /\b(\d{6})\b/.exec(text)![1]!;

async function audits(customerId: number) {
  return t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.customerId, customerId), eq(auditLog.action, 'profile.update')))
    .orderBy(desc(auditLog.id));
}

const reasonOf = (res: { json(): unknown }) => apiError.parse(res.json()).errors[0]!.code;

describe('an agent changing the sign-in identity needs the customer’s code', { timeout: 120_000 }, () => {
  it('refuses a new e-mail without a code, changes nothing and mails a code to the current address', async () => {
    const agent = await t.loginAgent('solo');
    const before = await customerRow(agent.customerId);
    const auditsBefore = (await audits(agent.customerId)).length;
    const res = await put(agent, await formOf(agent.customerId, { email: 'thief@example.com' }));
    expect(res.statusCode).toBe(422);
    expect(apiError.parse(res.json()).errors[0]).toMatchObject({
      code: 'customer_confirmation_required',
      field: 'confirmationCode',
    });
    expect((await customerRow(agent.customerId)).email).toBe(before.email);
    expect(await audits(agent.customerId)).toHaveLength(auditsBefore);
    const mail = await lastMailTo(before.email);
    expect(mail!.textBody).toMatch(/\b\d{6}\b/);
    // Only a hash of the code is stored, and the new address got nothing.
    const [open] = await t.db
      .select()
      .from(identityConfirmations)
      .where(eq(identityConfirmations.customerId, agent.customerId));
    expect(JSON.stringify(open)).not.toContain(codeIn(mail!.textBody));
    expect(await lastMailTo('thief@example.com')).toBeUndefined();
  });

  it('applies the change with the right code and audits old and new values, agent and confirmation', async () => {
    const agent = await t.loginAgent('newbie');
    const before = await customerRow(agent.customerId);
    const form = await formOf(agent.customerId, { email: 'jordan.new@example.com', username: 'newbie2' });
    expect(reasonOf(await put(agent, form))).toBe('customer_confirmation_required');
    const code = codeIn((await lastMailTo(before.email))!.textBody);

    const res = await put(agent, { ...form, confirmationCode: code });
    expect(res.statusCode).toBe(200);
    expect(customerProfile.parse(res.json())).toMatchObject({
      email: 'jordan.new@example.com',
      user_name: 'newbie2',
    });
    const [entry] = await audits(agent.customerId);
    expect(entry!.agentUserName).toBe('agent');
    expect(entry!.details).toEqual({
      changes: {
        email: { from: before.email, to: 'jordan.new@example.com' },
        userName: { from: 'newbie', to: 'newbie2' },
      },
      confirmedByCustomer: true,
      ip: '127.0.0.1',
    });
    // The code is spent: nothing is left open to confirm another change with it.
    const rows = await t.db
      .select()
      .from(identityConfirmations)
      .where(eq(identityConfirmations.customerId, agent.customerId));
    expect(rows.every((row) => row.closedAt !== null)).toBe(true);
  });

  it('refuses a code for another change than the one it was sent for, and any code after 5 wrong tries', async () => {
    const agent = await t.loginAgent('cliente');
    const before = await customerRow(agent.customerId);
    const asked = await formOf(agent.customerId, { email: 'asked@example.com' });
    expect(reasonOf(await put(agent, asked))).toBe('customer_confirmation_required');
    const code = codeIn((await lastMailTo(before.email))!.textBody);

    const swapped = await put(agent, { ...asked, email: 'swapped@example.com', confirmationCode: code });
    expect(reasonOf(swapped)).toBe('confirmation_code_incorrect');
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 4; i++) {
      expect(reasonOf(await put(agent, { ...asked, confirmationCode: wrong }))).toBe(
        'confirmation_code_incorrect',
      );
    }
    // Five wrong tries spend the code: the right one no longer works either.
    expect(reasonOf(await put(agent, { ...asked, confirmationCode: code }))).toBe(
      'confirmation_code_incorrect',
    );
    expect((await customerRow(agent.customerId)).email).toBe(before.email);
  });

  it('needs no code for other fields, nor for the customer changing their own e-mail', async () => {
    const agent = await t.loginAgent('demo');
    const phone = await put(agent, await formOf(agent.customerId, { phone: '214 555 0199' }));
    expect(phone.statusCode).toBe(200);
    // A change of case only is no new identity (sign-in ignores case).
    const row = await customerRow(agent.customerId);
    const cased = await put(agent, await formOf(agent.customerId, { email: row.email.toUpperCase() }));
    expect(cased.statusCode).toBe(200);

    const customer = await t.login('legacy');
    const own = await put(customer, await formOf(customer.customerId, { email: 'legacy.new@example.com' }));
    expect(own.statusCode).toBe(200);
  });

  it("refuses an agent acting for one customer on another customer's id with 403", async () => {
    const agent = await t.loginAgent('demo');
    const solo = await customerRow((await t.login('solo')).customerId);
    const res = await put(agent, await formOf(solo.id, { email: 'x@example.com' }), solo.id);
    expect(res.statusCode).toBe(403);
    expect((await customerRow(solo.id)).email).toBe(solo.email);
  });
});

describe('agent sessions', { timeout: 120_000 }, () => {
  const refresh = (refreshToken: string) =>
    t.app.inject({ method: 'POST', url: '/v2/auth/refresh', payload: { RefreshToken: refreshToken } });
  const expiryOf = async (familyId: string) =>
    (await t.db.select().from(refreshTokens).where(eq(refreshTokens.familyId, familyId))).map((r) =>
      r.expiresAt.getTime(),
    );
  const familyOf = (token: string) =>
    (JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { sid: string }).sid;

  it('last one shift from the agent’s sign-in, however often they are refreshed', async () => {
    const signedInAt = Date.now();
    const agent = await t.loginAgent('demo');
    const next = (await refresh(agent.refreshToken)).json<{ refreshToken: string }>();
    await refresh(next.refreshToken);
    const expiries = await expiryOf(familyOf(agent.token));
    expect(expiries).toHaveLength(3);
    expect(new Set(expiries).size).toBe(1);
    expect(expiries[0]!).toBeLessThanOrEqual(Date.now() + AGENT_SESSION_TTL_MS);
    expect(expiries[0]!).toBeGreaterThanOrEqual(signedInAt + AGENT_SESSION_TTL_MS - 60_000);

    // A customer's own session slides 30 days.
    const customer = await t.login('demo');
    const [customerExpiry] = await expiryOf(familyOf(customer.token));
    expect(customerExpiry! - Date.now()).toBeGreaterThan(29 * 24 * 60 * 60 * 1000);
  });

  it('end when the agent logs out: the access token and the refresh token stop working at once', async () => {
    const agent = await t.loginAgent('solo');
    const profileUrl = `/v2/customers/${agent.customerId}/profile`;
    expect((await t.app.inject({ url: profileUrl, headers: agent.headers })).statusCode).toBe(200);
    const out = await t.app.inject({
      method: 'POST',
      url: '/v2/auth/logout',
      payload: { RefreshToken: agent.refreshToken },
    });
    expect(out.statusCode).toBe(204);
    expect((await t.app.inject({ url: profileUrl, headers: agent.headers })).statusCode).toBe(401);
    expect((await refresh(agent.refreshToken)).statusCode).toBe(401);
  });
});
