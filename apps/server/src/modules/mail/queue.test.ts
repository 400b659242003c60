import { inArray } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../../config/env.ts';
import { mailOutbox } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { type SmtpSink, startSmtpSink } from '../../test/smtp-sink.ts';
import { createMailer } from './mailer.ts';
import { backoffSeconds, MAX_ATTEMPTS, queueMail, queueMailOnce } from './outbox.ts';

// Issue 14: the outbox is a real queue — retries with backoff, dead after MAX_ATTEMPTS, one
// message per event, safe with two instances, and exactly once across an SMTP server crash.
let t: TestApp;
let smtp: SmtpSink;
const mailers: ReturnType<typeof createMailer>[] = [];
beforeAll(async () => {
  t = await buildTestApp();
  smtp = await startSmtpSink();
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});
afterEach(async () => {
  for (const mailer of mailers.splice(0)) {
    await mailer.idle();
    mailer.close();
  }
  // Each test counts only its own messages: earlier ones are out of the queue.
  await t.db.update(mailOutbox).set({ sentAt: new Date() });
});

const silent = pino({ level: 'silent' });
function mailerTo(url: string) {
  const mailer = createMailer(t.db, loadEnv({ NODE_ENV: 'test', SMTP_URL: url }), silent, 'x <x@localhost>');
  mailers.push(mailer);
  return mailer;
}

async function queueMany(count: number, tag: string): Promise<number[]> {
  return t.db.transaction(async (tx) => {
    const ids: number[] = [];
    for (let i = 0; i < count; i++)
      ids.push(
        await queueMail(tx, { to: `c${i}@example.com`, subject: `${tag} ${i}`, text: 'hello', html: '' }),
      );
    return ids;
  });
}

const rows = (ids: number[]) => t.db.select().from(mailOutbox).where(inArray(mailOutbox.id, ids));
const subjectsReceived = (tag: string) =>
  smtp.received.map((m) => /^Subject: (.*)$/m.exec(m.raw)?.[1]?.trim()).filter((s) => s?.startsWith(tag));
const inSeconds = (seconds: number) => () => new Date(Date.now() + seconds * 1000);

describe('the mail queue', () => {
  it('delivers every message exactly once across an SMTP server crash mid-batch', async () => {
    const ids = await queueMany(10, 'crash');
    const mailer = mailerTo(smtp.url);
    const crashed = smtp.dieOnMessage(4);
    const firstPass = await mailer.deliverDue();
    await crashed;
    expect(firstPass).toBe(3);

    // While the server is down the rest wait for their backoff, not sent and not lost.
    const waiting = (await rows(ids)).filter((r) => r.sentAt === null);
    expect(waiting).toHaveLength(7);
    const failed = waiting.find((r) => r.lastError !== null)!;
    expect(failed.attempts).toBe(1);
    expect(failed.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + (backoffSeconds(1) - 5) * 1000);
    expect(await mailer.deliverDue()).toBe(0);

    await smtp.restart();
    expect(await mailer.deliverDue(inSeconds(backoffSeconds(1) + 1))).toBe(7);
    const received = subjectsReceived('crash');
    expect(received).toHaveLength(10);
    expect(new Set(received).size).toBe(10);
    expect((await rows(ids)).every((r) => r.sentAt !== null)).toBe(true);
  });

  it('retries with exponential backoff and gives up after MAX_ATTEMPTS, keeping the last error', async () => {
    expect([1, 2, 3, 4].map(backoffSeconds)).toEqual([30, 60, 120, 240]);
    const [id] = await queueMany(1, 'dead');
    // Port 9 on loopback: nothing listens, every try is refused at once.
    const mailer = mailerTo('smtp://127.0.0.1:9');
    let clock = 0;
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      await mailer.deliverDue(inSeconds(clock));
      const [row] = await rows([id!]);
      expect(row!.attempts).toBe(attempt);
      // Not due again before its backoff has passed.
      await mailer.deliverDue(inSeconds(clock + backoffSeconds(attempt) - 5));
      expect((await rows([id!]))[0]!.attempts).toBe(attempt);
      clock += backoffSeconds(attempt) + 1;
    }
    await mailer.deliverDue(inSeconds(clock + 86_400));
    const [dead] = await rows([id!]);
    expect(dead!.attempts).toBe(MAX_ATTEMPTS);
    expect(dead!.sentAt).toBeNull();
    expect(dead!.lastError).toMatch(/ECONNREFUSED|connect/i);
  });

  it('never sends a message twice when two instances drain the queue at once', async () => {
    const ids = await queueMany(12, 'pair');
    const [a, b] = [mailerTo(smtp.url), mailerTo(smtp.url)];
    const [sentByA, sentByB] = await Promise.all([a.deliverDue(), b.deliverDue()]);
    expect(sentByA + sentByB).toBe(12);
    const received = subjectsReceived('pair');
    expect(received).toHaveLength(12);
    expect(new Set(received).size).toBe(12);
    expect((await rows(ids)).every((r) => r.sentAt !== null && r.attempts === 1)).toBe(true);
  });

  it('queues one message per event, however often the event is announced', async () => {
    const mail = { to: 'once@example.com', subject: 'once', text: 'hello', html: '' };
    const first = await t.db.transaction((tx) => queueMailOnce(tx, 'test-event:1', mail));
    const again = await t.db.transaction((tx) => queueMailOnce(tx, 'test-event:1', mail));
    const other = await t.db.transaction((tx) => queueMailOnce(tx, 'test-event:2', mail));
    expect(first).toEqual(expect.any(Number));
    expect(again).toBeNull();
    expect(other).not.toBe(first);
    expect(await rows([first!, other!])).toHaveLength(2);
  });
});
