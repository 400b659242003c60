import { apiError } from '@myaccount/contract';
import { SignJWT, UnsecuredJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, decodeToken, type TestApp, type TestSession } from '../test/build-test-app.ts';

let t: TestApp;
let demo: TestSession;
let solo: TestSession;
beforeAll(async () => {
  t = await buildTestApp();
  demo = await t.login('demo');
  solo = await t.login('solo');
});
afterAll(() => t.close());

const profile = (headers: Record<string, string>, id = demo.customerId) =>
  t.app.inject({ url: `/v2/customers/${id}/profile`, headers });

async function expectError(res: Awaited<ReturnType<typeof profile>>, status: number, code: string) {
  expect(res.statusCode).toBe(status);
  expect(apiError.parse(res.json()).errors[0]!.code).toBe(code);
}

const sign = (claims: object, secret: string, exp: number | string = '15m') =>
  new SignJWT({ ...claims })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject('demo')
    .setIssuedAt()
    .setExpirationTime(exp)
    .sign(new TextEncoder().encode(secret));

describe('requireCustomer', () => {
  it('accepts the own token and hash', async () => {
    expect((await profile(demo.headers)).statusCode).toBe(200);
  });

  it('refuses a missing, garbage or non-bearer token with 401', async () => {
    const hash = { 'x-customer-hash': demo.customerHash };
    await expectError(await profile(hash), 401, 'unauthorized');
    await expectError(await profile({ ...hash, authorization: 'Bearer garbage' }), 401, 'unauthorized');
    await expectError(await profile({ ...hash, authorization: `Basic ${demo.token}` }), 401, 'unauthorized');
  });

  it('answers an expired token with 401 token_expired', async () => {
    const expired = await sign(
      { id: demo.customerId, cc_un: '' },
      t.jwtSecret,
      Math.floor(Date.now() / 1000) - 60,
    );
    await expectError(
      await profile({ authorization: `Bearer ${expired}`, 'x-customer-hash': demo.customerHash }),
      401,
      'token_expired',
    );
  });

  it('refuses a token signed with another key, a tampered payload and alg none', async () => {
    const forged = await sign({ id: demo.customerId, cc_un: '' }, 'x'.repeat(64));
    const [header, , signature] = solo.token.split('.');
    const payload = Buffer.from(JSON.stringify({ id: demo.customerId, cc_un: '', sub: 'demo' })).toString(
      'base64url',
    );
    const tampered = `${header}.${payload}.${signature}`;
    const none = new UnsecuredJWT({ id: demo.customerId, cc_un: '' })
      .setSubject('demo')
      .setExpirationTime('15m')
      .encode();
    for (const token of [forged, tampered, none]) {
      await expectError(
        await profile({ authorization: `Bearer ${token}`, 'x-customer-hash': demo.customerHash }),
        401,
        'unauthorized',
      );
    }
  });

  it('refuses a well-signed token whose claims do not match the contract', async () => {
    const noId = await sign({ cc_un: '' }, t.jwtSecret);
    await expectError(
      await profile({ authorization: `Bearer ${noId}`, 'x-customer-hash': demo.customerHash }),
      401,
      'unauthorized',
    );
  });

  it('refuses a well-signed token naming no session, or a session that is not this customer’s', async () => {
    const withHash = (token: string) => ({
      authorization: `Bearer ${token}`,
      'x-customer-hash': demo.customerHash,
    });
    const noSession = await sign({ id: demo.customerId, cc_un: '' }, t.jwtSecret);
    await expectError(await profile(withHash(noSession)), 401, 'unauthorized');
    // solo's live session id in a token claiming demo: the key leaked, the session did not.
    const { sid } = decodeToken(solo.token);
    const borrowed = await sign({ id: demo.customerId, cc_un: '', sid }, t.jwtSecret);
    await expectError(await profile(withHash(borrowed)), 401, 'unauthorized');
    const { sid: own } = decodeToken(demo.token);
    const genuine = await sign({ id: demo.customerId, cc_un: '', sid: own }, t.jwtSecret);
    expect((await profile(withHash(genuine))).statusCode).toBe(200);
  });

  it('answers a missing X-Customer-Hash with 401 and another customer’s hash with 403', async () => {
    await expectError(await profile({ authorization: demo.headers.authorization }), 401, 'unauthorized');
    await expectError(
      await profile({ authorization: demo.headers.authorization, 'x-customer-hash': solo.customerHash }),
      403,
      'forbidden',
    );
  });

  it('authenticates before validating, so a stranger learns nothing from a bad id', async () => {
    const res = await t.app.inject({ url: '/v2/customers/abc/profile' });
    await expectError(res, 401, 'unauthorized');
  });
});
