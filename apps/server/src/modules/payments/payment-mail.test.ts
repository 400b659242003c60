import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { customers, mailOutbox, notifications } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { readableMail, type SmtpSink, startSmtpSink } from '../../test/smtp-sink.ts';
import {
  VISA_DECLINE,
  VISA_OK,
  addThroughSandbox,
  enrollmentIdsOf,
  methodsOf,
  payRequest,
} from '../../test/payment-helpers.ts';

// Issue 14: a payment's outcome reaches the customer by mail through a real SMTP server, in
// their language, from the brand, to the addresses their preferences choose; once per payment.

let smtp: SmtpSink;
let t: TestApp;
beforeAll(async () => {
  smtp = await startSmtpSink();
  t = await buildTestApp({ env: { SMTP_URL: smtp.url, MAIL_DELIVERY_INTERVAL_SECONDS: '0' } });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});
beforeEach(() => {
  smtp.received.length = 0;
});

async function payAs(userName: string, amount: number) {
  const session = await t.login(userName);
  const [enrollment] = await enrollmentIdsOf(t, session);
  // A customer with no stored method adds a card first, as the browser does.
  const [method] = (await methodsOf(t, session)).length
    ? await methodsOf(t, session)
    : await addThroughSandbox(t, session, VISA_OK);
  const res = await payRequest(t, session, { idEnrollment: enrollment!, method: method!, amount });
  await t.app.mailer.idle();
  return { res, session };
}

describe('payment mail', () => {
  it('mails the receipt with its PDF in English from the brand, once, with the in-app notification', async () => {
    const { res, session } = await payAs('demo', 12.34);
    expect(res.statusCode).toBe(200);
    const { id_charge_transaction: id, transaction_id: confirmation } = res.json<{
      id_charge_transaction: number;
      transaction_id: string;
    }>();
    expect(smtp.received).toHaveLength(1);
    const mail = smtp.received[0]!;
    expect(mail.to).toEqual(['dana.rivera@example.com']);
    expect(mail.raw).toMatch(/^From: "?Brightline Energy"? <no-reply@brightline\.example>/m);
    const text = readableMail(mail.raw);
    expect(text).toMatch(/^Subject: Brightline Energy: Payment of \$\u00a012\.34 received/m);
    expect(text).toContain(`Confirmation number: ${confirmation}`);
    expect(text).toContain(`/payment/receipt/${id}`);
    expect(text).toMatch(
      /Content-Type: application\/pdf;\s+name=brightline-energy-payment-receipt-[\w-]+\.pdf/,
    );
    const pdf = /Content-Disposition: attachment;\s+filename=\S+\r?\n\r?\n([A-Za-z0-9+/=\r\n]+)/.exec(
      mail.raw,
    );
    expect(Buffer.from(pdf![1]!.replace(/\s/g, ''), 'base64').subarray(0, 5).toString()).toBe('%PDF-');

    const [note] = await t.db
      .select()
      .from(notifications)
      .where(eq(notifications.eventKey, `charge:${id}`));
    expect(note).toMatchObject({ customerId: session.customerId, kind: 'payment_confirmation' });

    // A replay of the same request announces nothing again.
    await t.app.mailer.deliverDue();
    expect(smtp.received).toHaveLength(1);
  });

  it('writes in Spanish to a customer who chose it', async () => {
    const { res } = await payAs('cliente', 5);
    expect(res.statusCode).toBe(200);
    expect(smtp.received).toHaveLength(1);
    const text = readableMail(smtp.received[0]!.raw);
    expect(text).toMatch(/^Subject: .*Recibimos su pago de \$\u00a05\.00/m);
    expect(text).toContain('Número de confirmación');
    expect(text).not.toContain('We received');
  });

  it('mails only the alternative address when only it is chosen, and nothing when neither is', async () => {
    const solo = await t.login('solo');
    await t.db
      .update(customers)
      .set({ alternativeEmail: 'sam.other@example.org', sendToMainEmail: false, sendToSecondaryEmail: true })
      .where(eq(customers.id, solo.customerId));
    await payAs('solo', 3);
    expect(smtp.received.map((m) => m.to)).toEqual([['sam.other@example.org']]);

    await t.db
      .update(customers)
      .set({ sendToMainEmail: true, sendToSecondaryEmail: true })
      .where(eq(customers.id, solo.customerId));
    smtp.received.length = 0;
    await payAs('solo', 4);
    expect(smtp.received.flatMap((m) => m.to).sort()).toEqual([
      'sam.other@example.org',
      'sam.patel@example.com',
    ]);

    await t.db
      .update(customers)
      .set({ sendToMainEmail: false, sendToSecondaryEmail: false })
      .where(eq(customers.id, solo.customerId));
    smtp.received.length = 0;
    const before = await t.db.select().from(mailOutbox);
    const { res } = await payAs('solo', 6);
    expect(res.statusCode).toBe(200);
    expect(smtp.received).toHaveLength(0);
    expect(await t.db.select().from(mailOutbox)).toHaveLength(before.length);
  });

  it('tells of a declined card by mail, without a receipt', async () => {
    const newbie = await t.login('newbie');
    const [declining] = await addThroughSandbox(t, newbie, VISA_DECLINE);
    const [enrollment] = await enrollmentIdsOf(t, newbie);
    const res = await payRequest(t, newbie, { idEnrollment: enrollment!, method: declining!, amount: 20 });
    expect(res.statusCode).toBe(422);
    await t.app.mailer.idle();
    expect(smtp.received).toHaveLength(1);
    const text = readableMail(smtp.received[0]!.raw);
    expect(text).toMatch(/^Subject: .*Your payment did not go through/m);
    expect(text).toContain('was declined and nothing was charged');
    expect(text).not.toContain('application/pdf');
  });
});
