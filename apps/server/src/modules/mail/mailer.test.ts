import { Writable } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../../config/env.ts';
import { mailOutbox } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { createMailer } from './mailer.ts';
import { queueMail } from './outbox.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

function capturingLogger() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  return { log: pino({ level: 'info' }, stream), text: () => lines.join('') };
}

const secretMail = {
  to: 'x@example.com',
  subject: 'Reset',
  text: 'open /reset-password?hash=SECRET-TOKEN',
  html: '',
};

async function queue() {
  return t.db.transaction((tx) => queueMail(tx, secretMail));
}

describe('mailer without SMTP_URL', () => {
  it('names the message but never logs its body in development either (issue 11), and keeps it unsent', async () => {
    const { log, text } = capturingLogger();
    const mailer = createMailer(t.db, loadEnv({ NODE_ENV: 'development' }), log, 'x <x@localhost>');
    const id = await queue();
    mailer.dispatch([id]);
    await mailer.idle();
    expect(text()).toContain(`"mailId":${id}`);
    expect(text()).not.toContain('SECRET-TOKEN');
    const [row] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    expect(row!.sentAt).toBeNull();
  });

  it('never logs the body in production', async () => {
    const { log, text } = capturingLogger();
    const mailer = createMailer(t.db, loadEnv({ NODE_ENV: 'production' }), log, 'x <x@localhost>');
    const id = await queue();
    mailer.dispatch([id]);
    await mailer.idle();
    expect(text()).toContain(`"mailId":${id}`);
    expect(text()).not.toContain('SECRET-TOKEN');
  });
});

describe('a queued message', () => {
  it('is due by the clock the mailer claims with: its time has no part finer than that clock', async () => {
    // The claim compares with `new Date()`, whole milliseconds. A due time with microseconds
    // (the database's now()) falls after a claim made in the same millisecond, right after the
    // commit, and the message then waits for the retry job (CI run 61). Queue and claim rarely
    // share a millisecond here, so the test looks at the time itself, for twenty messages.
    for (let i = 0; i < 20; i++) {
      const id = await queue();
      const claimAt = new Date();
      const result = await t.db.execute(
        sql`select next_attempt_at <= ${claimAt.toISOString()}::timestamptz as due,
                   next_attempt_at = date_trunc('milliseconds', next_attempt_at) as whole_ms
            from mail_outbox where id = ${id}`,
      );
      // Both drivers answer with `rows`; the Db type names neither.
      const { rows } = result as unknown as { rows: { due: boolean; whole_ms: boolean }[] };
      expect(rows, `message ${i + 1}`).toEqual([{ due: true, whole_ms: true }]);
    }
  });
});

describe('mailer with an unreachable SMTP server', () => {
  it('records the failure on the row for a later retry', async () => {
    const { log } = capturingLogger();
    // Port 9 (discard) on loopback: nothing listens, the connection is refused at once.
    const mailer = createMailer(
      t.db,
      loadEnv({ NODE_ENV: 'test', SMTP_URL: 'smtp://127.0.0.1:9' }),
      log,
      'x <x@localhost>',
    );
    // Only this message is due: a pass stops at the first unreachable-server failure.
    await t.db.update(mailOutbox).set({ sentAt: new Date() });
    const id = await queue();
    mailer.dispatch([id]);
    await mailer.idle();
    mailer.close();
    const [row] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    expect(row!.sentAt).toBeNull();
    expect(row!.attempts).toBeGreaterThanOrEqual(1);
    expect(row!.lastError).not.toBeNull();
    expect(row!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());
  });
});
