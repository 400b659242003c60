import { and, desc, eq, gt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, mailOutbox, notifications, passkeys, webauthnChallenges } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp, type TestSession } from '../../test/build-test-app.ts';
import { SoftAuthenticator } from '../../test/soft-authenticator.ts';

// Issue 17: passkeys. Ceremonies run against a software authenticator that signs real
// WebAuthn responses, on the hosts brands are served from in the demo.
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const VOLTIO = 'voltio.localhost:3000';
const BRIGHTLINE = 'localhost:3000';
const originOf = (host: string) => `http://${host}`;

function call(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  host: string,
  session?: TestSession,
  payload?: object,
) {
  return t.app.inject({
    method,
    url,
    headers: { host, ...(session?.headers ?? {}) },
    ...(payload ? { payload } : {}),
  });
}

const base = (s: TestSession) => `/v2/customers/${s.customerId}/passkeys`;

async function register(session: TestSession, device: SoftAuthenticator, host: string, name = 'My phone') {
  const options = await call('POST', `${base(session)}/options`, host, session);
  expect(options.statusCode, options.body).toBe(200);
  const credential = device.register(options.json());
  return call('POST', base(session), host, session, { credential, name });
}

async function signIn(device: SoftAuthenticator, host: string) {
  const options = await call('POST', '/v2/auth/passkey-options', host);
  expect(options.statusCode, options.body).toBe(200);
  const credential = device.assert(options.json());
  return {
    response: await call('POST', '/v2/auth/login-passkey', host, undefined, { credential }),
    credential,
  };
}

const reason = (response: { json(): unknown }) =>
  (response.json() as { errors: { code: string }[] }).errors[0]!.code;

describe('registering a passkey', () => {
  it('keeps the passkey, lists it without its key, ends the other sessions and mails the customer', async () => {
    const other = await t.login('solo');
    const here = await t.login('solo');
    const device = new SoftAuthenticator({ origin: originOf(BRIGHTLINE) });
    const [{ lastMail = 0 } = {}] = await t.db
      .select({ lastMail: mailOutbox.id })
      .from(mailOutbox)
      .orderBy(mailOutbox.id);
    const saved = await register(here, device, BRIGHTLINE, 'Laptop');
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ name: 'Laptop', lastUsedAt: null, synced: true });
    expect(saved.body).not.toContain(device.id);

    const list = await call('GET', base(here), BRIGHTLINE, here);
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual([saved.json()]);
    expect((await call('GET', base(other), BRIGHTLINE, other)).statusCode).toBe(401);

    const [row] = await t.db.select().from(passkeys).where(eq(passkeys.credentialId, device.id));
    expect(row).toMatchObject({ rpId: 'localhost', backedUp: true, deviceType: 'multiDevice', counter: 0 });
    expect(row!.transports).toEqual(['internal', 'hybrid']);
    const mails = await t.db.select().from(mailOutbox).where(gt(mailOutbox.id, lastMail));
    expect(mails.map((m) => m.subject)).toContain('Brightline Energy: A passkey was added to your account');
    // It is in the customer's notifications too (their account activity).
    const told = await t.db.select().from(notifications).where(eq(notifications.customerId, here.customerId));
    expect(told.map((n) => n.kind)).toContain('passkey_added');
  });

  it('refuses a replayed registration, a registration not verified by the device, and a duplicate', async () => {
    const demo = await t.login('demo');
    const device = new SoftAuthenticator({ origin: originOf(BRIGHTLINE) });
    const options = (await call('POST', `${base(demo)}/options`, BRIGHTLINE, demo)).json();
    const credential = device.register(options);
    expect((await call('POST', base(demo), BRIGHTLINE, demo, { credential, name: 'Key' })).statusCode).toBe(
      200,
    );
    const replay = await call('POST', base(demo), BRIGHTLINE, demo, { credential, name: 'Key' });
    expect(replay.statusCode).toBe(400);
    expect(reason(replay)).toBe('passkey_challenge_expired');

    const unverified = new SoftAuthenticator({ origin: originOf(BRIGHTLINE) });
    unverified.userVerified = false;
    const refused = await register(demo, unverified, BRIGHTLINE);
    expect(refused.statusCode).toBe(400);
    expect(reason(refused)).toBe('passkey_verification_failed');

    // The same authenticator credential again, under a fresh challenge: one row per credential.
    const again = await register(demo, device, BRIGHTLINE);
    expect(again.statusCode).toBe(409);
  });

  it('refuses a challenge issued to another customer, and an expired one', async () => {
    const demo = await t.login('demo');
    const solo = await t.login('solo');
    const device = new SoftAuthenticator({ origin: originOf(BRIGHTLINE) });
    const options = (await call('POST', `${base(demo)}/options`, BRIGHTLINE, demo)).json();
    const stolen = await call('POST', base(solo), BRIGHTLINE, solo, {
      credential: device.register(options),
      name: 'x',
    });
    expect(stolen.statusCode).toBe(400);
    expect(reason(stolen)).toBe('passkey_challenge_expired');

    const fresh = (await call('POST', `${base(demo)}/options`, BRIGHTLINE, demo)).json();
    await t.db
      .update(webauthnChallenges)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(webauthnChallenges.challenge, fresh.challenge));
    const late = await call('POST', base(demo), BRIGHTLINE, demo, {
      credential: device.register(fresh),
      name: 'x',
    });
    expect(late.statusCode).toBe(400);
    expect(reason(late)).toBe('passkey_challenge_expired');
  });

  it('binds the passkey to the brand host and refuses a response made for another host', async () => {
    const cliente = await t.login('cliente');
    const options = (await call('POST', `${base(cliente)}/options`, VOLTIO, cliente)).json();
    expect(options.rp).toEqual({ id: 'voltio.localhost', name: 'Voltio Power' });
    expect(options.authenticatorSelection).toMatchObject({
      residentKey: 'required',
      userVerification: 'required',
    });
    const liar = new SoftAuthenticator({ origin: originOf(VOLTIO), rpId: 'localhost' });
    const refused = await call('POST', base(cliente), VOLTIO, cliente, {
      credential: liar.register(options),
      name: 'x',
    });
    expect(refused.statusCode).toBe(400);
    expect(reason(refused)).toBe('passkey_verification_failed');
  });
});

describe('signing in with a passkey', () => {
  let device: SoftAuthenticator;
  beforeAll(async () => {
    device = new SoftAuthenticator({ origin: originOf(VOLTIO) });
    const cliente = await t.login('cliente');
    expect((await register(cliente, device, VOLTIO, 'Teléfono')).statusCode).toBe(200);
  });

  it('needs no user name and issues the same session as a password sign-in', async () => {
    const options = (await call('POST', '/v2/auth/passkey-options', VOLTIO)).json();
    expect(options.allowCredentials ?? []).toEqual([]);
    expect(options).toMatchObject({ rpId: 'voltio.localhost', userVerification: 'required' });
    const { response } = await signIn(device, VOLTIO);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(Object.keys(body).sort()).toEqual(['customerHash', 'refreshToken', 'roleGroups', 'token']);
    const session: TestSession = {
      ...body,
      customerId: (await t.login('cliente')).customerId,
      headers: { authorization: `Bearer ${body.token}`, 'x-customer-hash': body.customerHash },
    };
    const list = await call('GET', base(session), VOLTIO, session);
    expect(list.statusCode).toBe(200);
    expect(list.json()[0].lastUsedAt).not.toBeNull();
    // The account's activity names the door and where it was used from (issue 14/17).
    const signIns = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.customerId, session.customerId), eq(auditLog.action, 'session.sign-in')))
      .orderBy(desc(auditLog.id));
    // (The newest is t.login's password sign-in above, made to learn the customer id.)
    expect(signIns.map((e) => e.details)).toContainEqual({
      method: 'passkey',
      ip: '127.0.0.1',
      userAgent: expect.any(String),
    });
    const [added] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.customerId, session.customerId), eq(auditLog.action, 'passkey.add')));
    expect(added!.details).toMatchObject({ ip: '127.0.0.1' });
    const refreshed = await call('POST', '/v2/auth/refresh', VOLTIO, undefined, {
      RefreshToken: body.refreshToken,
    });
    expect(refreshed.statusCode).toBe(200);
  });

  it('refuses a replayed assertion and an expired challenge', async () => {
    const { response, credential } = await signIn(device, VOLTIO);
    expect(response.statusCode).toBe(200);
    const replay = await call('POST', '/v2/auth/login-passkey', VOLTIO, undefined, { credential });
    expect(replay.statusCode).toBe(400);
    expect(reason(replay)).toBe('passkey_challenge_expired');

    const options = (await call('POST', '/v2/auth/passkey-options', VOLTIO)).json();
    await t.db
      .update(webauthnChallenges)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(webauthnChallenges.challenge, options.challenge));
    const late = await call('POST', '/v2/auth/login-passkey', VOLTIO, undefined, {
      credential: device.assert(options),
    });
    expect(late.statusCode).toBe(400);
  });

  it('refuses the passkey on another brand host, and a wrong relying-party ID', async () => {
    // The same passkey, presented on Brightline's host (as a phishing page there would).
    Object.assign(device, { origin: originOf(BRIGHTLINE), rpId: 'localhost' });
    try {
      const onBrightline = await signIn(device, BRIGHTLINE);
      expect(onBrightline.response.statusCode).toBe(401);
      expect(reason(onBrightline.response)).toBe('passkey_not_recognized');
    } finally {
      Object.assign(device, { origin: originOf(VOLTIO), rpId: 'voltio.localhost' });
    }

    device.rpId = 'localhost';
    try {
      const wrongRp = await signIn(device, VOLTIO);
      expect(wrongRp.response.statusCode).toBe(401);
      expect(reason(wrongRp.response)).toBe('passkey_not_recognized');
    } finally {
      device.rpId = 'voltio.localhost';
    }
  });

  it('refuses an unknown credential, a cloned one (counter going back) and another customer’s handle', async () => {
    const stranger = new SoftAuthenticator({ origin: originOf(VOLTIO) });
    expect((await signIn(stranger, VOLTIO)).response.statusCode).toBe(401);

    device.setCounter(0);
    const cloned = await signIn(device, VOLTIO);
    expect(cloned.response.statusCode).toBe(401);
    device.setCounter(100);

    const options = (await call('POST', '/v2/auth/passkey-options', VOLTIO)).json();
    const credential = device.assert(options);
    credential.response.userHandle = Buffer.from('someone-else').toString('base64url');
    const swapped = await call('POST', '/v2/auth/login-passkey', VOLTIO, undefined, { credential });
    expect(swapped.statusCode).toBe(401);
    expect((await signIn(device, VOLTIO)).response.statusCode).toBe(200);
  });
});

describe('managing passkeys', () => {
  it('renames and removes only the customer’s own passkeys, and removing ends other sessions', async () => {
    const owner = await t.login('newbie');
    const device = new SoftAuthenticator({ origin: originOf(BRIGHTLINE) });
    const id: number = (await register(owner, device, BRIGHTLINE)).json().id;
    const intruder = await t.login('legacy');
    const theirs = `/v2/customers/${intruder.customerId}/passkeys/${id}`;
    expect((await call('PUT', theirs, BRIGHTLINE, intruder, { name: 'Mine now' })).statusCode).toBe(404);
    expect((await call('DELETE', theirs, BRIGHTLINE, intruder)).statusCode).toBe(404);
    expect((await call('GET', base(owner), BRIGHTLINE, intruder)).statusCode).toBe(403);

    const renamed = await call('PUT', `${base(owner)}/${id}`, BRIGHTLINE, owner, { name: '  Work laptop ' });
    expect(renamed.json()).toMatchObject({ id, name: 'Work laptop' });
    expect((await call('PUT', `${base(owner)}/${id}`, BRIGHTLINE, owner, { name: ' ' })).statusCode).toBe(
      400,
    );

    const elsewhere = await t.login('newbie');
    expect((await call('DELETE', `${base(owner)}/${id}`, BRIGHTLINE, owner)).statusCode).toBe(204);
    expect((await call('GET', base(elsewhere), BRIGHTLINE, elsewhere)).statusCode).toBe(401);
    expect((await call('GET', base(owner), BRIGHTLINE, owner)).json()).toEqual([]);
    expect((await signIn(device, BRIGHTLINE)).response.statusCode).toBe(401);
    const removedMail = await t.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.subject, 'Brightline Energy: A passkey was removed from your account')));
    expect(removedMail.length).toBeGreaterThan(0);
  });

  it('an agent acting for the customer neither sees nor changes passkeys', async () => {
    const agent = await t.loginAgent('demo');
    for (const [method, url] of [
      ['GET', base(agent)],
      ['POST', `${base(agent)}/options`],
      ['DELETE', `${base(agent)}/1`],
    ] as const) {
      const response = await call(method, url, BRIGHTLINE, agent);
      expect(response.statusCode, url).toBe(403);
      expect(reason(response)).toBe('agent_cannot_manage_sign_in');
    }
  });
});
