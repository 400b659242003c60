import { apiError } from '@myaccount/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp, type TestSession } from '../test/build-test-app.ts';
import { servedRoutes } from '../test/served-routes.ts';

/*
 * Decision 0008, its other half: a `:customerId` in the path that is not the session's answers
 * 403 `forbidden` on every route, the one body. The routes come from Fastify's route tree, so
 * a new customer route is checked without being listed; one with a request body needs a valid
 * body below (the body is validated first, and a 400 names the input, not whose account it is).
 * Routes with an enrollment, statement, payment or letter id are the ownership matrix's.
 */
let t: TestApp;
let demo: TestSession;
let solo: TestSession;

beforeAll(async () => {
  t = await buildTestApp();
  [demo, solo] = await Promise.all([t.login('demo'), t.login('solo')]);
});
afterAll(() => t.close());

/** A valid body for each customer route that takes one. */
const bodies: Record<string, object> = {
  'PUT /v2/customers/:customerId': {},
  'POST /v2/customers/:customerId/passkeys': {
    credential: {
      id: 'AAAA',
      rawId: 'AAAA',
      type: 'public-key',
      clientExtensionResults: {},
      response: { clientDataJSON: 'AAAA', attestationObject: 'AAAA' },
    },
    name: 'Phone',
  },
  'POST /v2/customers/:customerId/passkeys/options': {},
  'PUT /v2/customers/:customerId/passkeys/:passkeyId': { name: 'Phone' },
  'POST /v2/customers/:customerId/api-tokens': { name: 'Matrix', scopes: ['usage'], expiresInDays: 30 },
  'POST /v2/customers/:customerId/two-step': { code: '123456' },
  'POST /v2/customers/:customerId/two-step/off': { code: '123456' },
  'POST /v2/customers/:customerId/link-accounts': { oldUsername: 'someone', oldPassword: 'secret' },
  'POST /v2/payments/payment-profile/hosted-profile-page-token/:customerId': {
    iFrameCommunicatorUrl: 'http://localhost/payments/iframe-communicator',
  },
};
const otherParams: Record<string, string> = { sessionId: '00000000-0000-4000-8000-000000000000' };

/** The path with `customerId` in its place and a valid value for every other parameter. */
function pathFor(route: string, customerId: number): { method: string; url: string } {
  const [method, path] = route.split(' ') as [string, string];
  const url = path
    .replace(':customerId', String(customerId))
    .replace(/:(\w+)/g, (_, name: string) => otherParams[name] ?? '1');
  return { method, url };
}

function customerRoutes(): string[] {
  return servedRoutes(t.app).filter((r) => r.includes(':customerId'));
}

describe('another customer’s customerId in the path: 403 forbidden on every route', () => {
  it('finds the customer routes in the route tree', () => {
    expect(customerRoutes().length).toBeGreaterThan(15);
  });

  it('answers each of them with the one refusal, for the session and for an agent', async () => {
    const agent = await t.loginAgent('demo');
    const answers = new Map<string, string>();
    for (const caller of [demo, agent]) {
      for (const route of customerRoutes()) {
        const { method, url } = pathFor(route, solo.customerId);
        const res = await t.app.inject({
          method: method as 'GET',
          url,
          headers: caller.headers,
          ...(route in bodies ? { payload: bodies[route] } : {}),
        });
        answers.set(`${route} (${caller === demo ? 'customer' : 'agent'})`, `${res.statusCode} ${res.body}`);
      }
    }
    const refusal = [...answers.values()][0]!;
    expect(refusal.startsWith('403 ')).toBe(true);
    expect(apiError.parse(JSON.parse(refusal.slice(4))).errors[0]!.code).toBe('forbidden');
    const different = [...answers]
      .filter(([, answer]) => answer !== refusal)
      .map(([route, a]) => `${route}: ${a}`);
    expect(different).toEqual([]);
  });
});
