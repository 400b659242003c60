import { and, desc, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  customers,
  dropReasonCodes,
  enrollments,
  notifications,
  statements,
  utilities,
} from '../../db/schema/index.ts';
import { announceBillsReady } from '../../jobs/bill-ready.ts';
import { buildTestApp, type TestApp, type TestSession } from '../../test/build-test-app.ts';
import { readableMail, type SmtpSink, startSmtpSink } from '../../test/smtp-sink.ts';
import { addDays, marketToday } from '../service-changes/index.ts';
import { enrollmentIdsOf } from '../../test/enrollment-helpers.ts';

// Issue 14: service changes, an agent's changes and a new statement reach the customer by mail
// (through a real SMTP server) and in the app, in their language, once per event.

let smtp: SmtpSink;
let t: TestApp;
let demo: TestSession;
beforeAll(async () => {
  smtp = await startSmtpSink();
  t = await buildTestApp({ env: { SMTP_URL: smtp.url } });
  demo = await t.login('demo');
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});
beforeEach(() => {
  smtp.received.length = 0;
});

const delivered = async () => {
  await t.app.mailer.idle();
  await t.app.mailer.deliverDue();
  return smtp.received.map((m) => ({ to: m.to, text: readableMail(m.raw) }));
};
const subjectOf = (text: string) => /^Subject: (.*)$/m.exec(text)?.[1];

const setDelivery = (session: TestSession, id: number, method: 1 | 2) =>
  t.app.inject({
    method: 'POST',
    url: `/v2/enrollments/${id}/update-billing-delivery-method`,
    headers: session.headers,
    payload: { id_method_delivery: method },
  });

describe('service change mail', () => {
  it('tells of a switch to paperless and back, each once, with the service address', async () => {
    const id = (await enrollmentIdsOf(t.db, 'demo'))[1]!;
    await t.db.update(enrollments).set({ idMethodDelivery: 1 }).where(eq(enrollments.idEnrollment, id));
    expect((await setDelivery(demo, id, 2)).statusCode).toBe(200);
    expect((await setDelivery(demo, id, 2)).statusCode).toBe(200); // no change: no mail
    const mails = await delivered();
    expect(mails.map((m) => [m.to, subjectOf(m.text)])).toEqual([
      [['dana.rivera@example.com'], 'Brightline Energy: Paperless billing is on'],
    ]);
    expect(mails[0]!.text).toMatch(/Your bills for .+ will now arrive by e-mail/);
    expect(mails[0]!.text).toContain('https://myaccount.brightline.example/service/paperless');
  });

  it('tells of a scheduled end of service with its date', async () => {
    const dallas = (await enrollmentIdsOf(t.db, 'demo'))[0]!;
    const [reason] = await t.db
      .select({ id: dropReasonCodes.id })
      .from(dropReasonCodes)
      .innerJoin(utilities, eq(utilities.idUtility, dropReasonCodes.utilityId))
      .where(and(eq(dropReasonCodes.code, 'MOV'), eq(utilities.formalName, 'Oncor Electric Delivery')));
    const date = addDays(marketToday(), 10);
    const res = await t.app.inject({
      method: 'POST',
      url: `/v2/enrollments/${dallas}/drop`,
      headers: demo.headers,
      payload: { effectiveDate: date, reasonCodeId: reason!.id, removeMeter: false },
    });
    expect(res.statusCode).toBe(200);
    const [mail] = await delivered();
    expect(subjectOf(mail!.text)).toBe('Brightline Energy: Your service is scheduled to end');
    const [y, m, d] = date.split('-');
    const shown = `${m}/${d}/${y}`; // the contract's date format for English
    expect(mail!.text).toContain(`is scheduled to end on ${shown}`);
    const [note] = await t.db
      .select()
      .from(notifications)
      .where(eq(notifications.customerId, demo.customerId))
      .orderBy(desc(notifications.idNotification))
      .limit(1);
    expect(note).toMatchObject({ kind: 'drop_scheduled', params: { date } });
  });
});

describe('agent change mail', () => {
  it('tells the customer once a day that a named agent changed the account', async () => {
    const agent = await t.loginAgent('demo');
    const id = (await enrollmentIdsOf(t.db, 'demo'))[1]!;
    expect((await setDelivery(agent, id, 1)).statusCode).toBe(200);
    expect((await setDelivery(agent, id, 2)).statusCode).toBe(200);
    const subjects = (await delivered()).map((m) => subjectOf(m.text));
    expect(subjects.filter((s) => s?.includes('support agent'))).toEqual([
      'Brightline Energy: A support agent updated your account',
    ]);
    expect(subjects.filter((s) => s?.includes('Paperless') || s?.includes('by mail'))).toHaveLength(2);
    const mail = smtp.received.map((m) => readableMail(m.raw)).find((m) => m.includes('support agent'))!;
    expect(mail).toContain('Support Agent, a customer-support agent, made changes to your account');
  });
});

describe('bill ready job', () => {
  it('announces a new statement of a paperless customer once, in Spanish, with a link to it', async () => {
    const [cliente] = await t.db.select().from(customers).where(eq(customers.userName, 'cliente'));
    const [enrollment] = await enrollmentIdsOf(t.db, 'cliente');
    await t.db
      .update(enrollments)
      .set({ idMethodDelivery: 2 })
      .where(eq(enrollments.idEnrollment, enrollment!));
    const [latest] = await t.db
      .select()
      .from(statements)
      .where(eq(statements.enrollmentId, enrollment!))
      .orderBy(desc(statements.mailingDate))
      .limit(1);
    await t.db.update(statements).set({ mailingDate: marketToday() }).where(eq(statements.id, latest!.id));

    expect(await announceBillsReady(t.db)).toBeGreaterThan(0);
    expect(await announceBillsReady(t.db)).toBe(0);
    const mine = (await delivered()).filter((m) => m.to.includes(cliente!.email));
    expect(mine).toHaveLength(1);
    expect(subjectOf(mine[0]!.text)).toBe('Voltio Power: Su factura está lista');
    expect(mine[0]!.text).toContain('Su factura de Voltio Power para');
    expect(mine[0]!.text).toContain(
      `https://micuenta.voltio.example/billing?statement=${encodeURIComponent(latest!.custStatementNum)}`,
    );
    const notes = await t.db
      .select()
      .from(notifications)
      .where(like(notifications.eventKey, `bill-ready:${latest!.id}`));
    expect(notes).toHaveLength(1);
  });
});
