import { addDays, apiError, createdApiToken, marketToday, payResponse, statement } from '@myaccount/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildTestApp, type TestApp, type TestSession } from '../../test/build-test-app.ts';
import { enrollmentIdsOf, methodsOf, payRequest } from '../../test/payment-helpers.ts';
import { servedRoutes } from '../../test/served-routes.ts';

/**
 * Decision 0008: every customer-scoped route that takes an enrollment id answers another
 * customer's id with the one answer, 404 `enrollment_not_found`, byte for byte the body an
 * id nobody owns gets. Routes that take a statement, payment or letter id answer another
 * customer's id like an unknown one too (404, same body). A new route with an id belongs here.
 */

let t: TestApp;
let demo: TestSession;
let solo: TestSession;
let demoEnrollment: number;
let soloEnrollment: number;
let demoCard: { customerProfileToken: string; paymentProfileToken: string };
let soloStatementToken: string;
let soloChargeId: number;
let soloLetterId: number;
/** Demo's personal API token (both scopes) for /v2/me; solo's token id for the revoke route. */
let demoApiToken: string;
let soloApiTokenId: number;
const UNKNOWN = 999_999;
/** The market's day (Chicago), which the routes validate against; UTC's runs ahead every evening. */
const today = marketToday();
const inTenDays = addDays(today, 10);

function multipartPdf() {
  const boundary = 'ownership-matrix';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="letter.pdf"\r\nContent-Type: application/pdf\r\n\r\n`;
  return {
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([
      Buffer.from(head),
      Buffer.from('%PDF-1.4\n%%EOF\n'),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  };
}

beforeAll(async () => {
  t = await buildTestApp();
  [demo, solo] = await Promise.all([t.login('demo'), t.login('solo')]);
  demoEnrollment = (await enrollmentIdsOf(t, demo))[0]!;
  soloEnrollment = (await enrollmentIdsOf(t, solo))[0]!;
  demoCard = (await methodsOf(t, demo))[0]!;
  const soloCard = (await methodsOf(t, solo))[0]!;
  // Solo's own statement, payment and letter ids, made and read the way solo would.
  const statements = await t.app.inject({
    url: `/v2/billing/statements/${soloEnrollment}`,
    headers: solo.headers,
  });
  soloStatementToken = z.array(statement).parse(statements.json())[0]!.custStatementTkn;
  const paid = await payRequest(t, solo, { idEnrollment: soloEnrollment, method: soloCard, amount: 5 });
  soloChargeId = payResponse.parse(paid.json()).id_charge_transaction;
  const letter = multipartPdf();
  const uploaded = await t.app.inject({
    method: 'POST',
    url: `/v2/enrollments/${soloEnrollment}/upload-credit-letter`,
    headers: { ...solo.headers, ...letter.headers },
    payload: letter.payload,
  });
  expect(uploaded.statusCode, uploaded.body).toBe(201);
  soloLetterId = uploaded.json<{ id_customer_credit_letters: number }>().id_customer_credit_letters;
  const token = (s: TestSession) =>
    t.app.inject({
      method: 'POST',
      url: `/v2/customers/${s.customerId}/api-tokens`,
      headers: s.headers,
      payload: { name: 'Ownership matrix', scopes: ['usage', 'billing'], expiresInDays: 30 },
    });
  const [demoToken, soloToken] = await Promise.all([token(demo), token(solo)]);
  demoApiToken = createdApiToken.parse(demoToken.json()).token;
  soloApiTokenId = createdApiToken.parse(soloToken.json()).id;
});
afterAll(() => t.close());

interface Call {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  payload?: object | Buffer;
  headers?: Record<string, string>;
  /** Sent with demo's personal API token instead of the session (the /v2/me read API). */
  apiToken?: true;
}

/** Every customer-scoped route with an enrollment id, called with the id `id`. */
const enrollmentRoutes: Record<string, (id: number) => Call> = {
  'GET /v2/billing/statement-summary/:id': (id) => ({
    method: 'GET',
    url: `/v2/billing/statement-summary/${id}`,
  }),
  'GET /v2/billing/charges/:id': (id) => ({ method: 'GET', url: `/v2/billing/charges/${id}` }),
  'GET /v2/billing/statements/:id': (id) => ({ method: 'GET', url: `/v2/billing/statements/${id}` }),
  'GET /v2/billing/usage-history/:id': (id) => ({ method: 'GET', url: `/v2/billing/usage-history/${id}` }),
  'GET /v2/billing/statements-pdf/:id': (id) => ({
    method: 'GET',
    url: `/v2/billing/statements-pdf/${id}?custStatementTkn=${encodeURIComponent(soloStatementToken)}`,
  }),
  'POST /v2/billing/usage-smt-history/:id': (id) => ({
    method: 'POST',
    url: `/v2/billing/usage-smt-history/${id}`,
    payload: { startDate: today, endDate: today, period: 'daily' },
  }),
  'GET /v2/billing/statement-change/:id': (id) => ({
    method: 'GET',
    url: `/v2/billing/statement-change/${id}?custStatementTkn=${encodeURIComponent(soloStatementToken)}`,
  }),
  'GET /v2/billing/statement-verify/:id': (id) => ({
    method: 'GET',
    url: `/v2/billing/statement-verify/${id}?custStatementTkn=${encodeURIComponent(soloStatementToken)}`,
  }),
  'GET /v2/billing/bill-projection/:id': (id) => ({
    method: 'GET',
    url: `/v2/billing/bill-projection/${id}`,
  }),
  'GET /v2/billing/budget/:id': (id) => ({ method: 'GET', url: `/v2/billing/budget/${id}` }),
  'PUT /v2/billing/budget/:id': (id) => ({
    method: 'PUT',
    url: `/v2/billing/budget/${id}`,
    payload: { monthlyAmount: 100 },
  }),
  'GET /v2/payment-help/:id/extension': (id) => ({ method: 'GET', url: `/v2/payment-help/${id}/extension` }),
  'POST /v2/payment-help/:id/extension': (id) => ({
    method: 'POST',
    url: `/v2/payment-help/${id}/extension`,
    payload: { days: 3 },
  }),
  'GET /v2/payment-help/:id/deferred-plan': (id) => ({
    method: 'GET',
    url: `/v2/payment-help/${id}/deferred-plan`,
  }),
  'POST /v2/payment-help/:id/deferred-plan': (id) => ({
    method: 'POST',
    url: `/v2/payment-help/${id}/deferred-plan`,
    payload: { installments: 3, amount: 100 },
  }),
  'GET /v2/payment-help/:id/average-billing': (id) => ({
    method: 'GET',
    url: `/v2/payment-help/${id}/average-billing`,
  }),
  'POST /v2/payment-help/:id/average-billing': (id) => ({
    method: 'POST',
    url: `/v2/payment-help/${id}/average-billing`,
    payload: { monthlyAmount: 100 },
  }),
  'DELETE /v2/payment-help/:id/average-billing': (id) => ({
    method: 'DELETE',
    url: `/v2/payment-help/${id}/average-billing`,
  }),
  'GET /v2/data-export/smt-csv/:id': (id) => ({
    method: 'GET',
    url: `/v2/data-export/smt-csv/${id}?startDate=${today}&endDate=${today}`,
  }),
  'GET /v2/data-export/espi/:id': (id) => ({
    method: 'GET',
    url: `/v2/data-export/espi/${id}?startDate=${today}&endDate=${today}`,
  }),
  'GET /v2/data-export/coverage/:id': (id) => ({ method: 'GET', url: `/v2/data-export/coverage/${id}` }),
  'GET /v2/payments/history-by-enrollment/:id': (id) => ({
    method: 'GET',
    url: `/v2/payments/history-by-enrollment/${id}`,
  }),
  'GET /v2/payments/charge-transaction/by-enrollment/:id': (id) => ({
    method: 'GET',
    url: `/v2/payments/charge-transaction/by-enrollment/${id}`,
  }),
  'GET /v2/payments/charge-transaction/by-enrollment/:id/total-opsadmin-payments': (id) => ({
    method: 'GET',
    url: `/v2/payments/charge-transaction/by-enrollment/${id}/total-opsadmin-payments`,
  }),
  'POST /v2/payments/pay': (id) => ({
    method: 'POST',
    url: '/v2/payments/pay',
    headers: { 'idempotency-key': `ownership-${id}-${Math.random()}` },
    payload: {
      idEnrollment: id,
      amount: 5,
      customerProfileToken: demoCard.customerProfileToken,
      paymentProfileToken: demoCard.paymentProfileToken,
      isDepositPayment: false,
    },
  }),
  'GET /v2/enrollments/:id/recurring-billing': (id) => ({
    method: 'GET',
    url: `/v2/enrollments/${id}/recurring-billing`,
  }),
  'POST /v2/enrollments/:id/recurring-billing': (id) => ({
    method: 'POST',
    url: `/v2/enrollments/${id}/recurring-billing`,
    payload: {
      customer_profile_token: demoCard.customerProfileToken,
      payment_profile_token: demoCard.paymentProfileToken,
      date_from: today,
    },
  }),
  'DELETE /v2/enrollments/:id/recurring-billing': (id) => ({
    method: 'DELETE',
    url: `/v2/enrollments/${id}/recurring-billing`,
  }),
  'GET /v2/enrollments/:id/pending-credit-letter': (id) => ({
    method: 'GET',
    url: `/v2/enrollments/${id}/pending-credit-letter`,
  }),
  'POST /v2/enrollments/:id/upload-credit-letter': (id) => {
    const letter = multipartPdf();
    return {
      method: 'POST',
      url: `/v2/enrollments/${id}/upload-credit-letter`,
      headers: letter.headers,
      payload: letter.payload,
    };
  },
  'GET /v2/enrollments/:id/credit-letters/:letterId/file': (id) => ({
    method: 'GET',
    url: `/v2/enrollments/${id}/credit-letters/${soloLetterId}/file`,
  }),
  'GET /v2/enrollments/:id/deposit': (id) => ({ method: 'GET', url: `/v2/enrollments/${id}/deposit` }),
  'POST /v2/enrollments/:id/credit-letters/:letterId/review': (id) => ({
    method: 'POST',
    url: `/v2/enrollments/${id}/credit-letters/${soloLetterId}/review`,
    payload: { decision: 'approve' },
  }),
  'POST /v2/enrollments/:id/drop': (id) => ({
    method: 'POST',
    url: `/v2/enrollments/${id}/drop`,
    payload: { effectiveDate: inTenDays, reasonCodeId: 1, removeMeter: false },
  }),
  'POST /v2/enrollments/:id/transfer-service': (id) => ({
    method: 'POST',
    url: `/v2/enrollments/${id}/transfer-service`,
    payload: {
      currentServiceEffectiveDate: inTenDays,
      newServiceStartDate: inTenDays,
      removeMeter: false,
      acceptedPlanId: 1,
      serviceAddress: {
        address: '1 Main St',
        city: 'Dallas',
        state: 'TX',
        zipcode: '75201',
        ldcAccount: '1'.repeat(17),
      },
    },
  }),
  'GET /v2/enrollments/:id/transfer-quote': (id) => ({
    method: 'GET',
    url: `/v2/enrollments/${id}/transfer-quote?esiid=${'1'.repeat(17)}&moveOut=${inTenDays}&moveIn=${inTenDays}`,
  }),
  'GET /v2/enrollments/:id/timeline': (id) => ({
    method: 'GET',
    url: `/v2/enrollments/${id}/timeline`,
  }),
  'GET /v2/enrollments/:id/renewal-offers': (id) => ({
    method: 'GET',
    url: `/v2/enrollments/${id}/renewal-offers`,
  }),
  'POST /v2/enrollments/:id/renewal': (id) => ({
    method: 'POST',
    url: `/v2/enrollments/${id}/renewal`,
    payload: { planId: 1, documents: [{ kind: 'facts-label', version: 'x' }], accepted: true },
  }),
  'GET /v2/enrollments/:id/reenroll-offers': (id) => ({
    method: 'GET',
    url: `/v2/enrollments/${id}/reenroll-offers`,
  }),
  'POST /v2/enrollments/:id/reenroll': (id) => ({
    method: 'POST',
    url: `/v2/enrollments/${id}/reenroll`,
    payload: { planId: 1, documents: [{ kind: 'facts-label', version: 'x' }], accepted: true },
  }),
  'GET /v2/enrollments/:id/reinstatement': (id) => ({
    method: 'GET',
    url: `/v2/enrollments/${id}/reinstatement`,
  }),
  'POST /v2/enrollments/:id/reinstate': (id) => ({
    method: 'POST',
    url: `/v2/enrollments/${id}/reinstate`,
  }),
  'POST /v2/enrollments/:id/service-changes/:changeId/withdraw': (id) => ({
    method: 'POST',
    url: `/v2/enrollments/${id}/service-changes/1/withdraw`,
  }),
  'POST /v2/enrollments/:id/update-billing-delivery-method': (id) => ({
    method: 'POST',
    url: `/v2/enrollments/${id}/update-billing-delivery-method`,
    payload: { id_method_delivery: 1 },
  }),
  'POST /v2/enrollments/:id/update-billing-delivery-method (a listed id)': (id) => ({
    method: 'POST',
    url: `/v2/enrollments/${demoEnrollment}/update-billing-delivery-method`,
    payload: { id_method_delivery: 1, billing_group_enrollment_ids: [id] },
  }),
  'GET /v2/me/enrollments/:id/statements': (id) => ({
    method: 'GET',
    url: `/v2/me/enrollments/${id}/statements`,
    apiToken: true,
  }),
  'GET /v2/me/enrollments/:id/intervals': (id) => ({
    method: 'GET',
    url: `/v2/me/enrollments/${id}/intervals?startDate=${today}&endDate=${today}`,
    apiToken: true,
  }),
  'GET /v2/me/enrollments/:id/espi': (id) => ({
    method: 'GET',
    url: `/v2/me/enrollments/${id}/espi?startDate=${today}&endDate=${today}`,
    apiToken: true,
  }),
  'GET /v1/enrollments/:id/enrollments-from-billing-group': (id) => ({
    method: 'GET',
    url: `/v1/enrollments/${id}/enrollments-from-billing-group`,
  }),
};

const send = (session: TestSession, call: Call) =>
  t.app.inject({
    method: call.method,
    url: call.url,
    headers: {
      ...(call.apiToken ? { authorization: `Bearer ${demoApiToken}` } : session.headers),
      ...call.headers,
    },
    ...(call.payload === undefined ? {} : { payload: call.payload }),
  });

describe('another customer’s enrollment id: one answer on every route (decision 0008)', () => {
  it.each(Object.entries(enrollmentRoutes))('%s', async (_name, route) => {
    const theirs = await send(demo, route(soloEnrollment));
    const unknown = await send(demo, route(UNKNOWN));
    expect(theirs.statusCode, theirs.body).toBe(404);
    expect(apiError.parse(theirs.json()).errors[0]!.code).toBe('enrollment_not_found');
    expect(theirs.body).toBe(unknown.body);
  });
});

/** Routes with an id that is not an enrollment's: their own cases below. */
const otherIdRoutes = [
  'GET /v2/payments/receipt/:id',
  'GET /v2/payments/receipt-pdf/:id',
  'DELETE /v2/customers/:customerId/api-tokens/:id',
  // The caller's own notification list; another customer's notification id answers 404 (its tests).
  'PUT /v2/notifications/:id/read',
];

it('covers every route the app serves with an :id, so a new one cannot be left out', () => {
  const withId = servedRoutes(t.app).filter((r) => r.includes('/:id'));
  expect(withId.length).toBeGreaterThan(25);
  const covered = new Set([...Object.keys(enrollmentRoutes), ...otherIdRoutes]);
  expect(withId.filter((r) => !covered.has(r))).toEqual([]);
});

describe('another customer’s statement, payment and letter ids answer like unknown ones', () => {
  const cases: Record<string, (id: string) => Call> = {
    'GET statements-pdf': (tkn) => ({
      method: 'GET',
      url: `/v2/billing/statements-pdf/${demoEnrollment}?custStatementTkn=${encodeURIComponent(tkn)}`,
    }),
    'GET statement-change': (tkn) => ({
      method: 'GET',
      url: `/v2/billing/statement-change/${demoEnrollment}?custStatementTkn=${encodeURIComponent(tkn)}`,
    }),
    'GET statement-verify': (tkn) => ({
      method: 'GET',
      url: `/v2/billing/statement-verify/${demoEnrollment}?custStatementTkn=${encodeURIComponent(tkn)}`,
    }),
  };
  it.each(Object.entries(cases))('%s with solo’s statement token', async (_name, route) => {
    const theirs = await send(demo, route(soloStatementToken));
    const unknown = await send(demo, route('no-such-statement'));
    expect(theirs.statusCode, theirs.body).toBe(404);
    expect(theirs.body).toBe(unknown.body);
  });

  it.each(['receipt', 'receipt-pdf'])('GET %s with solo’s payment id', async (path) => {
    const theirs = await send(demo, { method: 'GET', url: `/v2/payments/${path}/${soloChargeId}` });
    const unknown = await send(demo, { method: 'GET', url: `/v2/payments/${path}/${UNKNOWN}` });
    expect(theirs.statusCode, theirs.body).toBe(404);
    expect(theirs.body).toBe(unknown.body);
    // The owner still gets it, so the 404 above is about ownership, not a broken route.
    expect(
      (await send(solo, { method: 'GET', url: `/v2/payments/${path}/${soloChargeId}` })).statusCode,
    ).toBe(200);
  });

  it('DELETE an API token with solo’s token id under demo’s account', async () => {
    const revoke = (id: number) => ({
      method: 'DELETE' as const,
      url: `/v2/customers/${demo.customerId}/api-tokens/${id}`,
    });
    const theirs = await send(demo, revoke(soloApiTokenId));
    const unknown = await send(demo, revoke(UNKNOWN));
    expect(theirs.statusCode, theirs.body).toBe(404);
    expect(theirs.body).toBe(unknown.body);
  });

  it('GET a credit-letter file with solo’s letter id under demo’s enrollment', async () => {
    const file = (id: number) => ({
      method: 'GET' as const,
      url: `/v2/enrollments/${demoEnrollment}/credit-letters/${id}/file`,
    });
    const theirs = await send(demo, file(soloLetterId));
    const unknown = await send(demo, file(UNKNOWN));
    expect(theirs.statusCode, theirs.body).toBe(404);
    expect(theirs.body).toBe(unknown.body);
  });

  it('POST a credit-letter review with solo’s letter id, by an agent acting for demo', async () => {
    const agent = await t.loginAgent('demo');
    const review = (id: number) => ({
      method: 'POST' as const,
      url: `/v2/enrollments/${demoEnrollment}/credit-letters/${id}/review`,
      payload: { decision: 'reject', reason: 'Unreadable' },
    });
    const theirs = await send(agent, review(soloLetterId));
    const unknown = await send(agent, review(UNKNOWN));
    expect(theirs.statusCode, theirs.body).toBe(404);
    expect(apiError.parse(theirs.json()).errors[0]!.code).toBe('credit_letter_not_found');
    expect(theirs.body).toBe(unknown.body);
  });
});
