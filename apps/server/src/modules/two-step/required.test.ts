import { eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brands, twoStepSecrets, twoStepSignIns } from '../../db/schema/index.ts';
import { DEMO_PASSWORD } from '../../db/seed/index.ts';
import { buildTestApp, type TestApp, type TestSession } from '../../test/build-test-app.ts';
import { SoftAuthenticator } from '../../test/soft-authenticator.ts';

// Issue 17: a brand that requires two-step verification. Voltio requires it here (the demo
// seed does not); `cliente` (Voltio) has a passkey and no authenticator app.
let t: TestApp;
let cliente: TestSession;
const VOLTIO = 'voltio.localhost:3000';
const device = new SoftAuthenticator({ origin: `http://${VOLTIO}` });

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, headers: { host: VOLTIO, ...headers }, payload });
const reason = (r: { json(): unknown }) => (r.json() as { errors: { code: string }[] }).errors[0]!.code;
const passwordSignIn = (username: string) =>
  post('/v2/auth/login-myaccount', { username, password: DEMO_PASSWORD });
const enrolment = (step: 'setup' | 'confirm' | 'finish', enrolmentToken: string, code?: string) =>
  post(`/v2/auth/two-step-enrolment/${step}`, { enrolmentToken, ...(code === undefined ? {} : { code }) });
const codeAt = (secret: string, offsetSteps = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({
    timestamp: Date.now() + offsetSteps * 30_000,
  });
const sessionKeys = ['customerHash', 'refreshToken', 'roleGroups', 'token'];

async function enrolmentToken(): Promise<string> {
  const answer = await passwordSignIn('cliente');
  expect(answer.statusCode, answer.body).toBe(200);
  expect(answer.json()).toEqual({ twoStepEnrolmentRequired: true, enrolmentToken: expect.any(String) });
  return answer.json().enrolmentToken;
}

beforeAll(async () => {
  t = await buildTestApp();
  cliente = await t.login('cliente');
  const options = await t.app.inject({
    method: 'POST',
    url: `/v2/customers/${cliente.customerId}/passkeys/options`,
    headers: { host: VOLTIO, ...cliente.headers },
  });
  const credential = device.register(options.json());
  const saved = await post(
    `/v2/customers/${cliente.customerId}/passkeys`,
    { credential, name: 'Phone' },
    cliente.headers,
  );
  expect(saved.statusCode, saved.body).toBe(200);
  await t.db.update(brands).set({ requireTwoStep: true }).where(eq(brands.systemName, 'voltio'));
});
afterAll(() => t.close());

describe('a brand that requires two-step verification', () => {
  it('shows the setting with the brand; a brand that does not require it signs in as before', async () => {
    const list = await t.app.inject({ method: 'GET', url: '/v2/brands/' });
    const shown = list
      .json()
      .map((b: { system_name: string; require_two_step: boolean }) => [b.system_name, b.require_two_step]);
    expect(shown).toEqual([
      ['brightline', false],
      ['voltio', true],
    ]);
    const solo = await passwordSignIn('solo');
    expect(Object.keys(solo.json()).sort()).toEqual(sessionKeys);
  });

  it('answers an enrolment, not a session; its token opens no customer route and no code step', async () => {
    const token = await enrolmentToken();
    const asBearer = await t.app.inject({
      method: 'GET',
      url: `/v2/customers/${cliente.customerId}/two-step`,
      headers: { authorization: `Bearer ${token}`, 'x-customer-hash': cliente.customerHash },
    });
    expect(asBearer.statusCode).toBe(401);
    const profile = await t.app.inject({
      method: 'GET',
      url: `/v2/customers/${cliente.customerId}/profile`,
      headers: { authorization: `Bearer ${token}`, 'x-customer-hash': cliente.customerHash },
    });
    expect(profile.statusCode).toBe(401);
    const asCode = await post('/v2/auth/login-two-step', { twoStepToken: token, code: '123456' });
    expect(asCode.statusCode).toBe(401);
    // Nor may it skip to the session before the first code.
    expect(reason(await enrolment('finish', token))).toBe('two_step_enrolment_expired');
  });

  it('an agent is not sent through it, and a passkey sign-in satisfies it', async () => {
    const agent = await t.loginAgent('cliente');
    expect(agent.token).toEqual(expect.any(String));
    const options = await post('/v2/auth/passkey-options', {});
    const signedIn = await post('/v2/auth/login-passkey', { credential: device.assert(options.json()) });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(Object.keys(signedIn.json()).sort()).toEqual(sessionKeys);
  });

  it('expires after 10 minutes and after 5 wrong codes; signing in again starts over', async () => {
    const stale = await enrolmentToken();
    await t.db
      .update(twoStepSignIns)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(twoStepSignIns.purpose, 'enrol'));
    const late = await enrolment('setup', stale);
    expect(late.statusCode).toBe(401);
    expect(reason(late)).toBe('two_step_enrolment_expired');

    const guessed = await enrolmentToken();
    expect((await enrolment('setup', guessed)).statusCode).toBe(200);
    for (let i = 0; i < 5; i++) {
      const wrong = await enrolment('confirm', guessed, '000000');
      expect(wrong.statusCode).toBe(400);
      expect(reason(wrong)).toBe('two_step_code_incorrect');
    }
    expect(reason(await enrolment('setup', guessed))).toBe('two_step_enrolment_expired');
    const [secret] = await t.db
      .select()
      .from(twoStepSecrets)
      .where(eq(twoStepSecrets.customerId, cliente.customerId));
    expect(secret?.enabledAt).toBeNull();
  });

  it('walking away from it never locks the user name', async () => {
    for (let i = 0; i < 11; i++) await enrolmentToken();
  });

  it('enrols: QR and key, first code, recovery codes, then the session; the token is spent', async () => {
    const token = await enrolmentToken();
    const setup = await enrolment('setup', token);
    expect(setup.statusCode, setup.body).toBe(200);
    const { secret, otpauthUri, qrSvg } = setup.json();
    expect(otpauthUri).toContain('issuer=Voltio');
    expect(qrSvg).toMatch(/^<svg/);
    const confirmed = await enrolment('confirm', token, codeAt(secret));
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const { recoveryCodes } = confirmed.json();
    expect(recoveryCodes).toHaveLength(10);
    // Once on, the token neither starts nor confirms again; it only finishes.
    expect((await enrolment('setup', token)).statusCode).toBe(401);
    expect((await enrolment('confirm', token, codeAt(secret, 1))).statusCode).toBe(401);
    const finished = await enrolment('finish', token);
    expect(finished.statusCode, finished.body).toBe(200);
    expect(Object.keys(finished.json()).sort()).toEqual(sessionKeys);
    expect((await enrolment('finish', token)).statusCode).toBe(401);
    // Turning it on ended the sessions from before.
    const old = await t.app.inject({
      method: 'GET',
      url: `/v2/customers/${cliente.customerId}/profile`,
      headers: cliente.headers,
    });
    expect(old.statusCode).toBe(401);

    // The next sign-in asks for a code; a recovery code works too.
    const next = (await passwordSignIn('cliente')).json();
    expect(next).toEqual({ twoStepRequired: true, twoStepToken: expect.any(String) });
    const withRecovery = await post('/v2/auth/login-two-step', {
      twoStepToken: next.twoStepToken,
      code: recoveryCodes[0],
    });
    expect(withRecovery.statusCode, withRecovery.body).toBe(200);
  });
});
