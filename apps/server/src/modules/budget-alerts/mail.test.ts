import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { readableMail, type SmtpSink, startSmtpSink } from '../../test/smtp-sink.ts';
import { enrollmentIdsOf } from '../../test/billing-fixtures.ts';
import { runBudgetAlerts } from './job.ts';

// Issue 14: a budget alert is an event like the others: in the bell and by mail (through a
// real SMTP server) to the addresses the customer's preferences choose, once.
let smtp: SmtpSink;
let t: TestApp;
beforeAll(async () => {
  smtp = await startSmtpSink();
  t = await buildTestApp({ env: { SMTP_URL: smtp.url } });
}, 180_000);
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const delivered = async () => {
  await t.app.mailer.deliverDue();
  return smtp.received.map((m) => ({ to: m.to, text: readableMail(m.raw) }));
};

describe('budget alert mail', () => {
  it('goes to the only address chosen (the alternative one), in Spanish, once', async () => {
    const solo = await t.login('solo');
    await t.db
      .update(customers)
      .set({
        preferredLanguage: 'es',
        alternativeEmail: 'sam.alt@example.org',
        sendToMainEmail: false,
        sendToSecondaryEmail: true,
      })
      .where(eq(customers.id, solo.customerId));
    const id = (await enrollmentIdsOf(t, solo)).all[0]!;
    const set = await t.app.inject({
      method: 'PUT',
      url: `/v2/billing/budget/${id}`,
      headers: solo.headers,
      payload: { monthlyAmount: 1 },
    });
    expect(set.statusCode).toBe(200);

    expect(await runBudgetAlerts(t.db)).toBeGreaterThan(0);
    const mails = await delivered();
    const over = mails.filter((m) => /^Subject: .*Su factura podr/m.test(m.text));
    expect(over).toHaveLength(1);
    expect(over[0]!.to).toEqual(['sam.alt@example.org']);
    expect(mails.every((m) => m.to.every((a) => a === 'sam.alt@example.org'))).toBe(true);
    expect(over[0]!.text).toContain('más que su presupuesto mensual de $\u00a01.00');
    expect(over[0]!.text).toMatch(/Abrir Mi Cuenta: https:\/\/\S+\/usage/);

    const count = smtp.received.length;
    expect(await runBudgetAlerts(t.db)).toBe(0);
    expect(await delivered()).toHaveLength(count);
  });
});
