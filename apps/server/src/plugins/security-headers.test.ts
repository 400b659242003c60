import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { contentSecurityPolicy } from './external.ts';
import { securityHeaders } from './security-headers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('security headers', () => {
  it('are helmet’s, computed once: our CSP and helmet’s defaults', () => {
    const headers = new Map(
      securityHeaders({ contentSecurityPolicy: contentSecurityPolicy('') }).map(([name, value]) => [
        name.toLowerCase(),
        value,
      ]),
    );
    expect(headers.get('content-security-policy')).toBe(
      "default-src 'self';base-uri 'self';script-src 'self';style-src 'self' 'unsafe-inline';" +
        "img-src 'self' data:;font-src 'self' data:;connect-src 'self';frame-src 'self';" +
        "form-action 'self';frame-ancestors 'self';object-src 'none'",
    );
    expect(headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(headers.get('cross-origin-opener-policy')).toBe('same-origin');
    expect(headers.get('referrer-policy')).toBe('no-referrer');
  });

  it('are on every reply: a read, an error and an unknown path', async () => {
    const expected = securityHeaders({ contentSecurityPolicy: contentSecurityPolicy('') });
    for (const url of ['/v2/brands/', '/v2/configuration-parameters', '/v2/no-such-route']) {
      const res = await t.app.inject({ url });
      for (const [name, value] of expected)
        expect(res.headers[name.toLowerCase()], `${url} ${name}`).toBe(value);
    }
  });
});
