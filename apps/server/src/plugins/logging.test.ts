import { Writable } from 'node:stream';
import { createHash } from 'node:crypto';
import type { LoginResponse } from '@myaccount/contract';
import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agents, customers, mailOutbox, passwordResetTokens, refreshTokens } from '../db/schema/index.ts';
import { DEMO_PASSWORD } from '../db/seed/index.ts';
import { enrollmentIdsOf, methodsOf, payRequest } from '../test/payment-helpers.ts';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { loggableUrl } from './logging.ts';

// Issue 11: no token, hash, reset link or password in any log line, in any mode (README,
// Security). The app logs at trace level, and every line it writes is kept: under the default
// NODE_ENV (development) without SMTP, the mode that used to print reset mail, and under
// production, where the logger's options and the reset link's base differ.
function captureInto(lines: string[]) {
  return new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
      done();
    },
  });
}

const NEW_PASSWORD = 'Quartz-Meadow-Falcon-87';

describe('loggableUrl', () => {
  it('hides the values of credential-like query parameters only', () => {
    expect(loggableUrl('/v2/billing/statements-pdf/5?custStatementTkn=abc&x=1')).toBe(
      '/v2/billing/statements-pdf/5?custStatementTkn=[redacted]&x=1',
    );
    expect(loggableUrl('/reset-password?hash=abc')).toBe('/reset-password?hash=[redacted]');
    expect(loggableUrl('/v2/usage?startDate=2026-01-01')).toBe('/v2/usage?startDate=2026-01-01');
  });
});

describe.each(['development', 'production'] as const)(
  'no secret in the log, NODE_ENV=%s (issue 11)',
  (mode) => {
    const lines: string[] = [];
    let t: TestApp;
    beforeAll(async () => {
      t = await buildTestApp({ env: { NODE_ENV: mode, LOG_LEVEL: 'trace' }, logStream: captureInto(lines) });
    });
    afterAll(() => t.close());

    it(
      'signs in, refreshes, resets a password, pays and reads a statement without logging a secret',
      { timeout: 120_000 },
      async () => {
        const secrets = new Set<string>([DEMO_PASSWORD, NEW_PASSWORD, t.jwtSecret]);
        const login = async (password: string) => {
          const res = await t.app.inject({
            method: 'POST',
            url: '/v2/auth/login-myaccount',
            payload: { username: 'solo', password },
          });
          expect(res.statusCode).toBe(200);
          const body = res.json<LoginResponse>();
          for (const value of [body.token, body.refreshToken, body.customerHash]) secrets.add(value);
          return body;
        };

        const first = await login(DEMO_PASSWORD);
        const refreshed = await t.app.inject({
          method: 'POST',
          url: '/v2/auth/refresh',
          payload: { Token: first.token, RefreshToken: first.refreshToken },
        });
        expect(refreshed.statusCode).toBe(200);
        for (const value of Object.values(refreshed.json<Record<string, string>>()))
          secrets.add(String(value));

        // A wrong password is logged as a failure, never with the password tried.
        const wrong = 'Wrong-Guess-Password-1';
        secrets.add(wrong);
        await t.app.inject({
          method: 'POST',
          url: '/v2/auth/login-myaccount',
          payload: { username: 'solo', password: wrong },
        });

        const brandId = (await t.db.select().from(customers)).find((c) => c.userName === 'solo')!.brandId;
        const forgot = await t.app.inject({
          method: 'POST',
          url: '/v2/customers/forgot-password',
          headers: { host: 'localhost:3000' },
          payload: { brandId, username: 'solo', email: 'sam.patel@example.com' },
        });
        expect(forgot.statusCode).toBe(200);
        await t.app.mailer.idle();
        const [mail] = await t.db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(1);
        const link = /(http\S+reset-password\?hash=([A-Za-z0-9_-]+))/.exec(mail!.textBody)!;
        secrets.add(link[1]!).add(link[2]!);
        const check = await t.app.inject({
          method: 'POST',
          url: '/v2/customers/validate-reset-hash',
          payload: { hash: link[2] },
        });
        expect(check.json()).toEqual({ is_valid: true });
        const reset = await t.app.inject({
          method: 'POST',
          url: '/v2/customers/reset-password',
          payload: { SecurityToken: link[2], newPassword: NEW_PASSWORD },
        });
        expect(reset.statusCode).toBe(200);

        const session = await login(NEW_PASSWORD);
        const testSession = {
          token: session.token,
          refreshToken: session.refreshToken,
          customerHash: session.customerHash,
          customerId: JSON.parse(Buffer.from(session.token.split('.')[1]!, 'base64url').toString())
            .id as number,
          headers: { authorization: `Bearer ${session.token}`, 'x-customer-hash': session.customerHash },
        };
        const [enrollment] = await enrollmentIdsOf(t, testSession);
        const methods = await methodsOf(t, testSession);
        for (const m of methods) secrets.add(m.customerProfileToken).add(m.paymentProfileToken);
        const key = `log-test-${Date.now()}`;
        secrets.add(key);
        const paid = await payRequest(
          t,
          testSession,
          { idEnrollment: enrollment!, method: methods[0]!, amount: 12.34 },
          key,
        );
        expect(paid.statusCode).toBe(200);

        const statements = await t.app.inject({
          url: `/v2/billing/statements/${enrollment}`,
          headers: testSession.headers,
        });
        const [statement] = statements.json<{ custStatementTkn: string; id_statement: number }[]>();
        secrets.add(statement!.custStatementTkn);
        const pdf = await t.app.inject({
          url: `/v2/billing/statements-pdf/${enrollment}?custStatementTkn=${encodeURIComponent(statement!.custStatementTkn)}`,
          headers: testSession.headers,
        });
        expect(pdf.statusCode).toBe(200);

        // Every stored credential and its hash: argon2 hashes, refresh and reset token hashes.
        for (const row of await t.db.select().from(customers)) secrets.add(row.passwordHash);
        for (const row of await t.db.select().from(agents)) secrets.add(row.passwordHash);
        for (const row of await t.db.select().from(refreshTokens)) secrets.add(row.tokenHash);
        for (const row of await t.db.select().from(passwordResetTokens)) secrets.add(row.tokenHash);
        secrets.add(createHash('sha256').update(link[2]!).digest('hex'));

        await t.app.mailer.idle();
        // The capture works: requests were logged, with their URLs.
        expect(lines.length).toBeGreaterThan(20);
        expect(lines.some((line) => line.includes('/v2/customers/reset-password'))).toBe(true);
        expect(lines.some((line) => line.includes('custStatementTkn=[redacted]'))).toBe(true);
        const leaks = [...secrets]
          .filter((secret) => secret.length >= 8)
          .flatMap((secret) =>
            lines
              .filter((line) => line.includes(secret))
              .map((line) => `${secret.slice(0, 12)}… in ${line.slice(0, 160)}`),
          );
        expect(leaks).toEqual([]);
      },
    );
  },
);
