import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../../config/env.ts';
import { GatewayError, type PaymentGateway } from '../types.ts';
import { type AuthnetMessages, createAuthnetClient, stripBom } from './client.ts';
import { createAuthorizeNetGateway } from './gateway.ts';
import { type AuthnetStub, startAuthnetStub } from '../../test/authorize-net-stub.ts';

let stub: AuthnetStub;
let gateway: PaymentGateway;
beforeAll(async () => {
  stub = await startAuthnetStub('login-id', 'transaction-key');
  gateway = createAuthorizeNetGateway(
    loadEnv({
      NODE_ENV: 'test',
      PAYMENT_GATEWAY: 'authorize-net',
      AUTHNET_LOGIN_ID: 'login-id',
      AUTHNET_TRANSACTION_KEY: 'transaction-key',
      AUTHNET_API_URL: stub.url,
    }),
  );
});
afterAll(() => stub.close());

const lastCall = () => stub.calls.at(-1)!;

describe('Authorize.Net adapter against a strict local stub', () => {
  it('the stub refuses elements out of XSD order (so the tests below mean something)', async () => {
    const client = createAuthnetClient(stub.url, { loginId: 'login-id', transactionKey: 'transaction-key' });
    const reply = await client.call<{ messages: AuthnetMessages }>('deleteCustomerPaymentProfileRequest', {
      customerPaymentProfileId: '1',
      customerProfileId: '2',
    });
    expect(reply.messages.resultCode).toBe('Error');
    expect(reply.messages.message[0]!.text).toContain('out of order');
  });

  it('strips the UTF-8 BOM the API puts before its JSON', () => {
    expect(stripBom('\uFEFF{"a":1}')).toBe('{"a":1}');
    expect(stripBom('{"a":1}')).toBe('{"a":1}');
  });

  it('creates the customer profile once; a repeat reads the id out of E00039', async () => {
    const id = await gateway.ensureCustomerProfile('myaccount-7', 'dana@example.com');
    expect(id).toMatch(/^\d+$/);
    expect(await gateway.ensureCustomerProfile('myaccount-7', 'dana@example.com')).toBe(id);
  });

  it('asks for a hosted profile page with the communicator, Save text, payment options and test mode', async () => {
    const id = await gateway.ensureCustomerProfile('myaccount-8', '');
    const page = await gateway.hostedProfilePage({
      customerProfileToken: id,
      protocol: 'A',
      paymentType: 1,
      communicatorUrl: 'https://myaccount.example/payments/iframe-communicator',
      saveButtonText: 'Save',
    });
    expect(page.token).toContain('hosted-');
    expect(page.addUrl).toBe('https://test.authorize.net/customer/addPayment');
    expect(page.editUrl).toBe('https://test.authorize.net/customer/editPayment');
    const settings = (
      lastCall().body.hostedProfileSettings as { setting: { settingName: string; settingValue: string }[] }
    ).setting;
    expect(Object.fromEntries(settings.map((s) => [s.settingName, s.settingValue]))).toEqual({
      hostedProfileIFrameCommunicatorUrl: 'https://myaccount.example/payments/iframe-communicator',
      hostedProfileSaveButtonText: 'Save',
      hostedProfilePaymentOptions: 'showCreditCard',
      hostedProfileValidationMode: 'testMode',
    });
    expect(gateway.supports('B')).toBe(false);
  });

  it('reads stored methods (masked) with getCustomerProfile', async () => {
    const id = await gateway.ensureCustomerProfile('myaccount-9', '');
    stub.profiles.set(id, [
      {
        customerPaymentProfileId: '901',
        payment: { creditCard: { cardNumber: 'XXXX1111', expirationDate: '2030-12', cardType: 'Visa' } },
      },
      {
        customerPaymentProfileId: '902',
        payment: {
          bankAccount: { accountType: 'checking', routingNumber: 'XXXX0021', accountNumber: 'XXXX6789' },
        },
      },
    ]);
    const profiles = await gateway.listPaymentProfiles(id);
    expect(profiles).toEqual([
      expect.objectContaining({
        paymentProfileToken: '901',
        paymentTypeId: 1,
        cardNumber: 'XXXX1111',
        cardExpirationDate: '2030-12',
        cardType: 'Visa',
      }),
      expect.objectContaining({
        paymentProfileToken: '902',
        paymentTypeId: 2,
        routingNumber: 'XXXX0021',
        accountNumber: 'XXXX6789',
        accountType: 'checking',
      }),
    ]);
    expect(lastCall().body.unmaskExpirationDate).toBe(true);
  });

  it('charges a profile with invoice number and duplicate window; declines and duplicates are told apart', async () => {
    const approved = await gateway.charge({
      customerProfileToken: '1',
      paymentProfileToken: '901',
      amountCents: 2500,
      invoiceNumber: 'MA1',
      description: 'Payment',
    });
    expect(approved).toMatchObject({ outcome: 'approved' });
    const tr = lastCall().body.transactionRequest as Record<string, unknown>;
    expect(tr.amount).toBe('25.00');
    expect(tr.order).toEqual({ invoiceNumber: 'MA1', description: 'Payment' });
    expect(tr.transactionSettings).toEqual({
      setting: [{ settingName: 'duplicateWindow', settingValue: '600' }],
    });

    const declined = await gateway.charge({
      customerProfileToken: '1',
      paymentProfileToken: 'decline-1',
      amountCents: 100,
      invoiceNumber: 'MA2',
      description: 'Payment',
    });
    expect(declined).toMatchObject({
      outcome: 'declined',
      reason: 'declined',
      message: 'This transaction has been declined.',
    });

    const duplicate = gateway.charge({
      customerProfileToken: '1',
      paymentProfileToken: '901',
      amountCents: 2500,
      invoiceNumber: 'MA1',
      description: 'Payment',
    });
    await expect(duplicate).rejects.toMatchObject({ name: 'GatewayError', outcomeUnknown: true });
  });

  it('deletes a payment profile, and reports one it does not know', async () => {
    const id = await gateway.ensureCustomerProfile('myaccount-10', '');
    stub.profiles.set(id, [
      {
        customerPaymentProfileId: '990',
        payment: { creditCard: { cardNumber: 'XXXX4444', expirationDate: 'XXXX' } },
      },
    ]);
    await gateway.deletePaymentProfile(id, '990');
    expect(stub.profiles.get(id)).toEqual([]);
    await expect(gateway.deletePaymentProfile(id, '990')).rejects.toBeInstanceOf(GatewayError);
  });

  it('turns bad credentials and an unreachable API into gateway errors', async () => {
    const wrong = createAuthorizeNetGateway(
      loadEnv({
        NODE_ENV: 'test',
        PAYMENT_GATEWAY: 'authorize-net',
        AUTHNET_LOGIN_ID: 'x',
        AUTHNET_TRANSACTION_KEY: 'y',
        AUTHNET_API_URL: stub.url,
      }),
    );
    await expect(wrong.listPaymentProfiles('1')).rejects.toThrow(/E00007/);
    const down = createAuthorizeNetGateway(
      loadEnv({
        NODE_ENV: 'test',
        PAYMENT_GATEWAY: 'authorize-net',
        AUTHNET_LOGIN_ID: 'x',
        AUTHNET_TRANSACTION_KEY: 'y',
        AUTHNET_API_URL: 'http://127.0.0.1:1/',
      }),
    );
    await expect(down.listPaymentProfiles('1')).rejects.toBeInstanceOf(GatewayError);
  });

  it('refuses to start without credentials', () => {
    expect(() => loadEnv({ PAYMENT_GATEWAY: 'authorize-net' })).toThrow(/AUTHNET_LOGIN_ID/);
  });
});
