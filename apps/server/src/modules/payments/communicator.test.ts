import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from '../../plugins/external.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { COMMUNICATOR_PATH, communicatorPage, communicatorPolicy } from './communicator.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('IFrameCommunicator page', () => {
  it('is served with its own policy: only its own script, framed by us and the gateway only', async () => {
    const res = await t.app.inject({ url: COMMUNICATOR_PATH });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toMatch(/script-src 'sha256-[A-Za-z0-9+/=]+'/);
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).not.toContain('unsafe-inline');
    expect(res.headers['x-frame-options']).toBeUndefined();
  });

  it('names the gateway origin for the message check and the frame-ancestors', () => {
    const html = communicatorPage('https://test.authorize.net');
    expect(html).toContain('data-gateway-origin="https://test.authorize.net"');
    expect(communicatorPolicy('https://test.authorize.net')).toContain(
      "frame-ancestors 'self' https://test.authorize.net",
    );
  });

  it('never writes message content into the page: it parses with URLSearchParams and posts to its own origin', () => {
    const html = communicatorPage('');
    expect(html).toContain('new URLSearchParams(raw)');
    expect(html).toContain('postMessage(');
    expect(html).not.toMatch(/innerHTML|document\.write|insertAdjacentHTML/);
    expect(html).toContain('event.origin !== gateway');
  });
});

describe('app Content-Security-Policy', () => {
  it('allows exactly the gateway origin in frame-src and form-action', () => {
    const policy = contentSecurityPolicy('https://accept.authorize.net').directives;
    expect(policy.frameSrc).toEqual(["'self'", 'https://accept.authorize.net']);
    expect(policy.formAction).toEqual(["'self'", 'https://accept.authorize.net']);
    expect(contentSecurityPolicy('').directives.frameSrc).toEqual(["'self'"]);
  });

  it('is what the app sends (sandbox on our own origin: self only)', async () => {
    const res = await t.app.inject({ url: '/v2/brands/' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("frame-src 'self'");
    expect(csp).toContain("form-action 'self'");
  });
});
