import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brands } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { queueMail } from './outbox.ts';

// Issue 14: without SMTP_URL in development, the outbox is readable as the customer would see
// it — only there, and only from this machine.
let dev: TestApp;
beforeAll(async () => {
  dev = await buildTestApp({ env: { NODE_ENV: 'development' } });
});
afterAll(() => dev.close());

const local = (url: string) => dev.app.inject({ url, remoteAddress: '127.0.0.1' });

describe('the development mailbox', () => {
  it('lists a reset mail and shows it with its link, never cached', async () => {
    const [brand] = await dev.db.select().from(brands).limit(1);
    const asked = await dev.app.inject({
      method: 'POST',
      url: '/v2/customers/forgot-password',
      headers: { host: 'localhost:3000' },
      payload: { brandId: brand!.idSite, username: 'demo', email: 'dana.rivera@example.com' },
    });
    expect(asked.statusCode).toBe(200);
    await dev.app.mailer.idle();

    const list = await local('/dev/mailbox');
    expect(list.statusCode).toBe(200);
    expect(list.headers['content-type']).toMatch(/^text\/html/);
    expect(list.headers['cache-control']).toBe('no-store');
    expect(list.body).toContain('dana.rivera@example.com');
    const href = /href="(\/dev\/mailbox\/\d+)">[^<]*reset your password/.exec(list.body);
    expect(href).not.toBeNull();

    const message = await local(href![1]!);
    expect(message.statusCode).toBe(200);
    expect(message.headers['cache-control']).toBe('no-store');
    expect(message.body).toMatch(/http:\/\/localhost:3000\/reset-password\?hash=[\w-]{20,}/);
    expect(message.body).toContain('sandbox="allow-popups allow-popups-to-escape-sandbox"');
  });

  it('keeps a script in a message inert: escaped inside the sandboxed frame', async () => {
    const id = await dev.db.transaction((tx) =>
      queueMail(tx, {
        to: 'x@example.com',
        subject: 'Hi <b>',
        text: 'hi',
        html: '<script>alert(1)</script>',
      }),
    );
    const message = await local(`/dev/mailbox/${id}`);
    expect(message.body).not.toContain('<script');
    expect(message.body).not.toContain('<b>');
    expect(message.body).toContain('srcdoc="&lt;base target=&quot;_blank&quot;&gt;&lt;script&gt;');
  });

  it('answers another machine, an unknown message and a bad id in the error shape', async () => {
    const remote = await dev.app.inject({ url: '/dev/mailbox', remoteAddress: '192.0.2.7' });
    expect(remote.statusCode).toBe(404);
    expect(remote.json().errors[0].code).toBe('not_found');
    expect((await local('/dev/mailbox/2147483647')).statusCode).toBe(404);
    const tooBig = await local('/dev/mailbox/2147483648');
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.json().errors[0].code).toBeDefined();
  });

  it('does not exist outside development or with SMTP_URL set', async () => {
    const settings: Record<string, string>[] = [
      { NODE_ENV: 'production' },
      { NODE_ENV: 'development', SMTP_URL: 'smtp://127.0.0.1:9' },
    ];
    for (const env of settings) {
      const other = await buildTestApp({ env, sameDatabaseAs: dev });
      try {
        const res = await other.app.inject({ url: '/dev/mailbox', remoteAddress: '127.0.0.1' });
        expect(res.statusCode).toBe(404);
      } finally {
        await other.close();
      }
    }
  });
});
