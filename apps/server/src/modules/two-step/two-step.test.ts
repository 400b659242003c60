import { desc, eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, mailOutbox, twoStepSecrets } from '../../db/schema/index.ts';
import { DEMO_PASSWORD } from '../../db/seed/index.ts';
import { buildTestApp, type TestApp, type TestSession } from '../../test/build-test-app.ts';

// Issue 17: two-step verification. Codes are computed here as an authenticator app would.
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const codeAt = (secret: string, offsetSteps = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({
    timestamp: Date.now() + offsetSteps * 30_000,
  });

const path = (s: TestSession) => `/v2/customers/${s.customerId}/two-step`;
const post = (url: string, session: TestSession | null, payload?: object) =>
  t.app.inject({ method: 'POST', url, headers: session?.headers ?? {}, ...(payload ? { payload } : {}) });
const reason = (r: { json(): unknown }) => (r.json() as { errors: { code: string }[] }).errors[0]!.code;
const passwordSignIn = (username: string) =>
  post('/v2/auth/login-myaccount', null, { username, password: DEMO_PASSWORD });

/** Turns two-step on for `user`: answers the secret and the recovery codes. */
async function enrol(session: TestSession) {
  const setup = await post(`${path(session)}/setup`, session);
  expect(setup.statusCode, setup.body).toBe(200);
  const { secret, otpauthUri, qrSvg } = setup.json();
  expect(otpauthUri).toContain(`secret=${secret}`);
  expect(qrSvg).toMatch(/^<svg/);
  const confirmed = await post(path(session), session, { code: codeAt(secret) });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  return { secret: secret as string, recoveryCodes: confirmed.json().recoveryCodes as string[] };
}

describe('two-step verification', () => {
  let secret: string;
  let recoveryCodes: string[];

  beforeAll(async () => {
    const solo = await t.login('solo');
    expect((await t.app.inject({ method: 'GET', url: path(solo), headers: solo.headers })).json()).toEqual({
      enabled: false,
      recoveryCodesLeft: 0,
    });
    ({ secret, recoveryCodes } = await enrol(solo));
  });

  it('enrols with a first code, answers ten distinct recovery codes once, stores none of them in clear', async () => {
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[a-z2-9]{4}-[a-z2-9]{4}$/);
    const rows = await t.db.execute(
      'select code_hash from two_step_recovery_codes' as unknown as Parameters<typeof t.db.execute>[0],
    );
    expect(JSON.stringify(rows)).not.toContain(recoveryCodes[0]!.replace('-', ''));
    const [mail] = await t.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.subject, 'Brightline Energy: Two-step verification was turned on'));
    expect(mail).toBeDefined();
  });

  it('keeps the authenticator secret sealed at rest: the row holds neither the key nor its bytes', async () => {
    const rows = await t.db.select().from(twoStepSecrets);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.secret).toMatch(/^v1:[A-Za-z0-9_-]+$/);
    expect(rows[0]!.secret).not.toContain(secret);
    expect(rows[0]!.secret).not.toContain(Buffer.from(Secret.fromBase32(secret).bytes).toString('base64url'));
  });

  it('asks for the code after the right password, and a wrong password still answers 401', async () => {
    expect(
      (await post('/v2/auth/login-myaccount', null, { username: 'solo', password: 'wrong' })).statusCode,
    ).toBe(401);
    const first = await passwordSignIn('solo');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ twoStepRequired: true, twoStepToken: expect.any(String) });
  });

  it('accepts a pasted code once; the same code again is refused (replay in its window)', async () => {
    // The step the confirmation used is spent; the next one is not yet: wait on a fresh step.
    const code = codeAt(secret, 1);
    const { twoStepToken } = (await passwordSignIn('solo')).json();
    const ok = await post('/v2/auth/login-two-step', null, {
      twoStepToken,
      code: ` ${code.slice(0, 3)} ${code.slice(3)} `,
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(Object.keys(ok.json()).sort()).toEqual(['customerHash', 'refreshToken', 'roleGroups', 'token']);
    // The account's activity shows the two-step sign-in and the enrolment, with the IP (issue 14/17).
    const trail = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.customerId, (await t.db.select().from(twoStepSecrets))[0]!.customerId))
      .orderBy(desc(auditLog.id));
    expect(trail.find((e) => e.action === 'session.sign-in')!.details).toMatchObject({
      method: 'two-step',
      ip: '127.0.0.1',
    });
    expect(trail.find((e) => e.action === 'two-step.on')!.details).toMatchObject({ ip: '127.0.0.1' });
    // The token is spent with the sign-in.
    expect((await post('/v2/auth/login-two-step', null, { twoStepToken, code })).statusCode).toBe(401);
    const again = (await passwordSignIn('solo')).json();
    const replay = await post('/v2/auth/login-two-step', null, { twoStepToken: again.twoStepToken, code });
    expect(replay.statusCode).toBe(401);
    expect(reason(replay)).toBe('two_step_code_incorrect');
  });

  it('refuses a code outside the window, and ends the waiting sign-in after 5 wrong codes', async () => {
    const { twoStepToken } = (await passwordSignIn('solo')).json();
    const old = await post('/v2/auth/login-two-step', null, { twoStepToken, code: codeAt(secret, -3) });
    expect(old.statusCode).toBe(401);
    for (let i = 0; i < 4; i++) {
      expect((await post('/v2/auth/login-two-step', null, { twoStepToken, code: '000000' })).statusCode).toBe(
        401,
      );
    }
    const locked = await post('/v2/auth/login-two-step', null, { twoStepToken, code: recoveryCodes[9] });
    expect(locked.statusCode).toBe(401);
    expect(reason(locked)).toBe('two_step_sign_in_expired');
  });

  it('a recovery code signs in once, in capitals or without its dash too', async () => {
    const code = recoveryCodes[0]!;
    const first = (await passwordSignIn('solo')).json();
    const ok = await post('/v2/auth/login-two-step', null, {
      twoStepToken: first.twoStepToken,
      code: code.toUpperCase().replace('-', ''),
    });
    expect(ok.statusCode, ok.body).toBe(200);
    const second = (await passwordSignIn('solo')).json();
    const reused = await post('/v2/auth/login-two-step', null, { twoStepToken: second.twoStepToken, code });
    expect(reused.statusCode).toBe(401);
    const session = await (async () => {
      const body = ok.json();
      return {
        customerId: 0,
        headers: { authorization: `Bearer ${body.token}`, 'x-customer-hash': body.customerHash },
      };
    })();
    const status = await t.app.inject({
      method: 'GET',
      url: `/v2/customers/${(await t.db.select().from(twoStepSecrets))[0]!.customerId}/two-step`,
      headers: session.headers,
    });
    expect(status.json()).toEqual({ enabled: true, recoveryCodesLeft: 9 });
  });

  it('an agent cannot see or change it, and another customer cannot reach it', async () => {
    const agent = await t.loginAgent('solo');
    const seen = await t.app.inject({ method: 'GET', url: path(agent), headers: agent.headers });
    expect(seen.statusCode).toBe(403);
    expect(reason(seen)).toBe('agent_cannot_manage_sign_in');
    expect((await post(`${path(agent)}/off`, agent, { code: codeAt(secret) })).statusCode).toBe(403);
    const demo = await t.login('demo');
    const soloId = agent.customerId;
    expect(
      (await post(`/v2/customers/${soloId}/two-step/off`, demo, { code: codeAt(secret) })).statusCode,
    ).toBe(403);
  });
});

describe('guessing codes with the right password', () => {
  it('each password + wrong-code round counts toward the user name’s lock, as a wrong password does', async () => {
    const session = await t.login('legacy');
    await enrol(session);
    for (let round = 0; round < 10; round++) {
      const { twoStepToken } = (await passwordSignIn('legacy')).json();
      expect((await post('/v2/auth/login-two-step', null, { twoStepToken, code: '000000' })).statusCode).toBe(
        401,
      );
    }
    const locked = await passwordSignIn('legacy');
    expect(locked.statusCode).toBe(429);
  });
});

describe('turning two-step verification off', () => {
  it('needs a current code, ends the other sessions, and the password alone signs in again', async () => {
    const first = await t.login('newbie');
    const { secret, recoveryCodes } = await enrol(first);
    const { twoStepToken } = (await passwordSignIn('newbie')).json();
    const signedIn = await post('/v2/auth/login-two-step', null, { twoStepToken, code: codeAt(secret, 1) });
    const body = signedIn.json();
    const here: TestSession = {
      ...body,
      customerId: first.customerId,
      headers: { authorization: `Bearer ${body.token}`, 'x-customer-hash': body.customerHash },
    };
    const wrong = await post(`${path(here)}/off`, here, { code: '123456' });
    expect(wrong.statusCode).toBe(400);
    expect(reason(wrong)).toBe('two_step_code_incorrect');
    // An older code than the one just used is refused (replay); a recovery code does.
    expect((await post(`${path(here)}/off`, here, { code: codeAt(secret, -1) })).statusCode).toBe(400);
    const off = await post(`${path(here)}/off`, here, { code: recoveryCodes[3] });
    expect(off.statusCode, off.body).toBe(204);
    expect((await t.app.inject({ method: 'GET', url: path(first), headers: first.headers })).statusCode).toBe(
      401,
    );
    const plain = await passwordSignIn('newbie');
    expect(plain.json()).toHaveProperty('token');
  });
});
