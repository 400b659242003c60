import { type AddressGroup, type PaymentMethod } from '@myaccount/contract';
import { randomUUID } from 'node:crypto';
import type { TestApp, TestSession } from './build-test-app.ts';

/** The customer's enrollment ids in selector order. */
export async function enrollmentIdsOf(t: TestApp, session: TestSession): Promise<number[]> {
  const res = await t.app.inject({
    url: `/v2/customers/${session.customerId}/enrollments`,
    headers: session.headers,
  });
  return res.json<AddressGroup[]>().flatMap((g) => g.enrollments.map((e) => e.id_enrollment));
}

export async function methodsOf(t: TestApp, session: TestSession): Promise<PaymentMethod[]> {
  const res = await t.app.inject({
    url: `/v2/payments/payment-profile/by-customer/${session.customerId}`,
    headers: session.headers,
  });
  if (res.statusCode !== 200) throw new Error(`methods answered ${res.statusCode}`);
  return res.json<PaymentMethod[]>();
}

export interface PayInput {
  idEnrollment: number;
  method: PaymentMethod;
  amount: number;
  isDepositPayment?: boolean;
}

export function payRequest(
  t: TestApp,
  session: TestSession,
  input: PayInput,
  key: string | null = randomUUID(),
) {
  return t.app.inject({
    method: 'POST',
    url: '/v2/payments/pay',
    headers: { ...session.headers, ...(key === null ? {} : { 'idempotency-key': key }) },
    payload: {
      idEnrollment: input.idEnrollment,
      customerProfileToken: input.method.customerProfileToken,
      paymentProfileToken: input.method.paymentProfileToken,
      isDepositPayment: input.isDepositPayment ?? false,
      amount: input.amount,
    },
  });
}

export const COMMUNICATOR_URL = 'http://localhost/payments/iframe-communicator';

export async function hostedPage(
  t: TestApp,
  session: TestSession,
  body: Record<string, unknown> = {},
): Promise<{ token: string; addUrl: string; editUrl: string; gateway: number }> {
  const res = await t.app.inject({
    method: 'POST',
    url: `/v2/payments/payment-profile/hosted-profile-page-token/${session.customerId}`,
    headers: session.headers,
    payload: { iFrameCommunicatorUrl: COMMUNICATOR_URL, saveButtonText: 'Save', paymentType: 0, ...body },
  });
  if (res.statusCode !== 200) throw new Error(`hosted page answered ${res.statusCode}: ${res.body}`);
  return res.json();
}

export function postForm(t: TestApp, url: string, fields: Record<string, string>) {
  return t.app.inject({
    method: 'POST',
    url: new URL(url, 'http://localhost').pathname,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });
}

/** The message the hosted page relays to the communicator (its body's data-message). */
export function relayedMessage(html: string): URLSearchParams {
  const raw = /data-message="([^"]*)"/.exec(html)?.[1] ?? '';
  return new URLSearchParams(raw.replace(/&#38;/g, '&'));
}

export const VISA_OK = {
  method: '1',
  cardNumber: '4111 1111 1111 1111',
  expiry: '12/30',
  cvv: '123',
  cardName: 'Jordan Lee',
  zip: '76110',
};
export const VISA_DECLINE = { ...VISA_OK, cardNumber: '4000 0000 0000 0002' };
export const BANK_NSF = {
  method: '2',
  routingNumber: '021000021',
  accountNumber: '000123456789',
  accountType: 'checking',
  bankName: 'Jordan Lee',
};

/** Adds a method the way the browser does: hosted form, save, then tell the server. */
export async function addThroughSandbox(t: TestApp, session: TestSession, fields: Record<string, string>) {
  const page = await hostedPage(t, session);
  const saved = await postForm(t, `${SANDBOX_SAVE}`, { token: page.token, ...fields });
  if (saved.statusCode !== 200) throw new Error(`sandbox save answered ${saved.statusCode}`);
  const res = await t.app.inject({
    method: 'POST',
    url: '/v2/payments/payment-profile',
    headers: session.headers,
    payload: {
      id_customer: session.customerId,
      id_payment_customer_profile: null,
      payment_profile_token: null,
    },
  });
  if (res.statusCode !== 200) throw new Error(`save profile answered ${res.statusCode}: ${res.body}`);
  return res.json<PaymentMethod[]>();
}

export const SANDBOX_SAVE = '/sandbox-gateway/customer/save';
