import {
  apiError,
  paymentHistoryEntry,
  paymentReceipt,
  payResponse,
  pendingPayment,
  type PaymentMethod,
} from '@myaccount/contract';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { postCapturedCharges } from '../../../jobs/posting.ts';
import { buildTestApp, type TestApp, type TestSession } from '../../../test/build-test-app.ts';
import {
  VISA_DECLINE,
  addThroughSandbox,
  enrollmentIdsOf,
  methodsOf,
  payRequest,
} from '../../../test/payment-helpers.ts';

let t: TestApp;
let solo: TestSession;
let demo: TestSession;
let soloEnrollment: number;
let soloCard: PaymentMethod;
let paid: z.infer<typeof payResponse>;
beforeAll(async () => {
  t = await buildTestApp();
  [solo, demo] = await Promise.all([t.login('solo'), t.login('demo')]);
  soloEnrollment = (await enrollmentIdsOf(t, solo))[0]!;
  soloCard = (await methodsOf(t, solo))[0]!;
  const res = await payRequest(t, solo, { idEnrollment: soloEnrollment, method: soloCard, amount: 25 });
  paid = payResponse.parse(res.json());
});
afterAll(() => t.close());

const get = (session: TestSession, url: string) => t.app.inject({ url, headers: session.headers });

async function pdfText(body: Buffer): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(body));
  return (await extractText(pdf, { mergePages: true })).text;
}

describe('GET /v2/payments/receipt/:id', () => {
  it('answers the approved payment with its confirmation number, masked method, address and time', async () => {
    const res = await get(solo, `/v2/payments/receipt/${paid.id_charge_transaction}`);
    expect(res.statusCode).toBe(200);
    const receipt = paymentReceipt.parse(res.json());
    expect(receipt).toMatchObject({
      id_charge_transaction: paid.id_charge_transaction,
      confirmationNumber: paid.transaction_id,
      amount: 25,
      isDepositPayment: false,
      enrollment: { id_enrollment: soloEnrollment },
    });
    expect(receipt.confirmationNumber).not.toBe('');
    expect(receipt.paymentMethod.cardNumber.slice(-4)).toBe(soloCard.cardNumber.slice(-4));
    // Masked as stored: never more than the last four digits.
    expect(receipt.paymentMethod.cardNumber).not.toMatch(/\d{5,}/);
    expect(receipt.enrollment.serviceAddress).toMatch(/\S+, \S+/);
    expect(Date.now() - new Date(receipt.date).getTime()).toBeLessThan(5 * 60_000);
  });

  it("answers another customer's payment exactly like an unknown one (404), and a decline has no receipt", async () => {
    const theirs = await get(demo, `/v2/payments/receipt/${paid.id_charge_transaction}`);
    const unknown = await get(demo, '/v2/payments/receipt/999999');
    expect(theirs.statusCode).toBe(404);
    expect(apiError.parse(theirs.json())).toEqual(apiError.parse(unknown.json()));
    const theirPdf = await get(demo, `/v2/payments/receipt-pdf/${paid.id_charge_transaction}`);
    expect(theirPdf.statusCode).toBe(404);
    expect(theirPdf.json()).toEqual(unknown.json());

    const declining = (await addThroughSandbox(t, solo, VISA_DECLINE)).find((m) =>
      m.cardNumber.endsWith('0002'),
    )!;
    const declined = await payRequest(t, solo, {
      idEnrollment: soloEnrollment,
      method: declining,
      amount: 5,
    });
    expect(declined.statusCode).toBe(422);
    const pending = await get(solo, `/v2/payments/charge-transaction/by-enrollment/${soloEnrollment}`);
    const charge = z
      .array(pendingPayment)
      .parse(pending.json())
      .find((p) => p.status === 'declined');
    expect(charge).toBeDefined();
    expect((await get(solo, `/v2/payments/receipt/${charge!.id_charge_transaction}`)).statusCode).toBe(404);
  });

  it('refuses a bad id with 400 and a stranger with 401', async () => {
    expect((await get(solo, '/v2/payments/receipt/abc')).statusCode).toBe(400);
    expect((await get(solo, '/v2/payments/receipt-pdf/0')).statusCode).toBe(400);
    expect(
      (await t.app.inject({ url: `/v2/payments/receipt/${paid.id_charge_transaction}` })).statusCode,
    ).toBe(401);
    expect(
      (await get(solo, `/v2/payments/receipt-pdf/${paid.id_charge_transaction}?languageId=fr`)).statusCode,
    ).toBe(400);
  });
});

describe('GET /v2/payments/receipt-pdf/:id', () => {
  it('is a real PDF with the same facts, in English', async () => {
    const res = await get(solo, `/v2/payments/receipt-pdf/${paid.id_charge_transaction}?languageId=en`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['content-disposition']).toContain('payment-receipt-');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(res.rawPayload);
    expect(text).toContain('Payment receipt');
    expect(text).toContain(paid.transaction_id);
    expect(text).toContain('$ 25.00');
    expect(text).toContain(`ending ${soloCard.cardNumber.slice(-4)}`);
    expect(text).toMatch(/C[SD]T/);
  });

  it('in Spanish when asked', async () => {
    const res = await get(solo, `/v2/payments/receipt-pdf/${paid.id_charge_transaction}?languageId=es`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('recibo-de-pago-');
    const text = await pdfText(res.rawPayload);
    expect(text).toContain('Recibo de pago');
    expect(text).toContain('Número de confirmación');
    expect(text).toContain(`terminada en ${soloCard.cardNumber.slice(-4)}`);
    expect(text).toContain('Gracias por su pago.');
  });
});

describe('confirmation numbers in the lists', () => {
  it('pending shows the transaction id, and history keeps it once the payment is posted', async () => {
    const pending = await get(
      solo,
      `/v2/payments/charge-transaction/by-enrollment/${soloEnrollment}?sentToBillingSystem=false&hasBeenCaptured=true`,
    );
    const row = z
      .array(pendingPayment)
      .parse(pending.json())
      .find((p) => p.id_charge_transaction === paid.id_charge_transaction);
    expect(row?.transaction_id).toBe(paid.transaction_id);

    await postCapturedCharges(t.db);
    const history = z
      .array(paymentHistoryEntry)
      .parse((await get(solo, `/v2/payments/history-by-enrollment/${soloEnrollment}`)).json());
    expect(history.filter((h) => h.confirmationNumber === paid.transaction_id)).toHaveLength(1);
    // Payments the billing system reported itself carry none.
    expect(history.some((h) => h.confirmationNumber === null)).toBe(true);
  });
});
