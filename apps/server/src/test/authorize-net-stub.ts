import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/*
 * A local stand-in for the Authorize.Net JSON API, strict where the real one is: element
 * order per the XSD (a misordered request gets E00003, as Authorize.Net answers), the
 * merchant credentials, and a UTF-8 BOM before every reply. Test-only.
 */

type Json = Record<string, unknown>;

/** Element order of the XSD, for the elements this adapter sends. */
const ORDER: Record<string, string[]> = {
  createCustomerProfileRequest: ['merchantAuthentication', 'refId', 'profile', 'validationMode'],
  'createCustomerProfileRequest.profile': [
    'merchantCustomerId',
    'description',
    'email',
    'paymentProfiles',
    'shipToList',
    'profileType',
  ],
  getHostedProfilePageRequest: [
    'merchantAuthentication',
    'refId',
    'customerProfileId',
    'hostedProfileSettings',
  ],
  getCustomerProfileRequest: [
    'merchantAuthentication',
    'refId',
    'customerProfileId',
    'merchantCustomerId',
    'email',
    'unmaskExpirationDate',
    'includeIssuerInfo',
  ],
  createTransactionRequest: ['merchantAuthentication', 'clientId', 'refId', 'transactionRequest'],
  'createTransactionRequest.transactionRequest': [
    'transactionType',
    'amount',
    'currencyCode',
    'payment',
    'profile',
    'solution',
    'callId',
    'terminalNumber',
    'authCode',
    'refTransId',
    'splitTenderId',
    'order',
    'lineItems',
    'tax',
    'duty',
    'shipping',
    'taxExempt',
    'poNumber',
    'customer',
    'billTo',
    'shipTo',
    'customerIP',
    'cardholderAuthentication',
    'retail',
    'employeeId',
    'transactionSettings',
    'userFields',
  ],
  'createTransactionRequest.transactionRequest.profile': [
    'createProfile',
    'customerProfileId',
    'paymentProfile',
    'shippingProfileId',
  ],
  'createTransactionRequest.transactionRequest.order': ['invoiceNumber', 'description'],
  deleteCustomerPaymentProfileRequest: [
    'merchantAuthentication',
    'refId',
    'customerProfileId',
    'customerPaymentProfileId',
  ],
  merchantAuthentication: ['name', 'transactionKey'],
};

/** The first element out of XSD order, or null when the order is right. */
export function orderViolation(path: string, value: unknown): string | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const expected =
    ORDER[path] ?? (path.endsWith('merchantAuthentication') ? ORDER.merchantAuthentication : undefined);
  const keys = Object.keys(value);
  if (expected) {
    let last = -1;
    for (const key of keys) {
      const at = expected.indexOf(key);
      if (at < 0) return `${path}.${key} is not allowed`;
      if (at < last) return `${path}.${key} is out of order`;
      last = at;
    }
  }
  for (const key of keys) {
    const inner = orderViolation(`${path}.${key}`, (value as Json)[key]);
    if (inner) return inner;
  }
  return null;
}

interface StoredProfile {
  customerPaymentProfileId: string;
  payment: Json;
}

export interface AuthnetStub {
  url: string;
  calls: { name: string; body: Json }[];
  /** Stored payment profiles per customer profile id. */
  profiles: Map<string, StoredProfile[]>;
  close(): Promise<void>;
}

const ok = { resultCode: 'Ok', message: [{ code: 'I00001', text: 'Successful.' }] };
const error = (code: string, text: string) => ({ resultCode: 'Error', message: [{ code, text }] });

export async function startAuthnetStub(loginId: string, transactionKey: string): Promise<AuthnetStub> {
  const calls: AuthnetStub['calls'] = [];
  const profiles = new Map<string, StoredProfile[]>();
  const customers = new Map<string, string>();
  const invoices = new Set<string>();
  let nextId = 500_000;

  function answer(name: string, body: Json): Json {
    const auth = body.merchantAuthentication as Json | undefined;
    if (auth?.name !== loginId || auth?.transactionKey !== transactionKey) {
      return {
        messages: error('E00007', 'User authentication failed due to invalid authentication values.'),
      };
    }
    switch (name) {
      case 'createCustomerProfileRequest': {
        const merchantId = String((body.profile as Json).merchantCustomerId);
        const existing = customers.get(merchantId);
        if (existing)
          return { messages: error('E00039', `A duplicate record with ID ${existing} already exists.`) };
        const id = String((nextId += 1));
        customers.set(merchantId, id);
        profiles.set(id, []);
        return { customerProfileId: id, messages: ok };
      }
      case 'getHostedProfilePageRequest':
        return { token: `hosted-${body.customerProfileId}-${(nextId += 1)}`, messages: ok };
      case 'getCustomerProfileRequest': {
        const list = profiles.get(String(body.customerProfileId));
        if (!list) return { messages: error('E00040', 'The record cannot be found.') };
        return {
          profile: { customerProfileId: body.customerProfileId, paymentProfiles: list },
          messages: ok,
        };
      }
      case 'createTransactionRequest': {
        const tr = body.transactionRequest as Json;
        const invoice = String((tr.order as Json).invoiceNumber);
        const profileId = String(((tr.profile as Json).paymentProfile as Json).paymentProfileId);
        if (invoices.has(invoice)) {
          return {
            transactionResponse: {
              responseCode: '3',
              errors: [{ errorCode: '11', errorText: 'A duplicate transaction has been submitted.' }],
            },
            messages: error('E00027', 'The transaction was unsuccessful.'),
          };
        }
        invoices.add(invoice);
        const transId = String((nextId += 1));
        if (profileId.startsWith('decline')) {
          return {
            transactionResponse: {
              responseCode: '2',
              transId,
              errors: [{ errorCode: '2', errorText: 'This transaction has been declined.' }],
            },
            messages: error('E00027', 'The transaction was unsuccessful.'),
          };
        }
        return {
          transactionResponse: {
            responseCode: '1',
            transId,
            messages: [{ code: '1', description: 'This transaction has been approved.' }],
          },
          messages: ok,
        };
      }
      case 'deleteCustomerPaymentProfileRequest': {
        const list = profiles.get(String(body.customerProfileId)) ?? [];
        const at = list.findIndex((p) => p.customerPaymentProfileId === body.customerPaymentProfileId);
        if (at < 0) return { messages: error('E00040', 'The record cannot be found.') };
        list.splice(at, 1);
        return { messages: ok };
      }
      default:
        return { messages: error('E00003', `Unknown element ${name}.`) };
    }
  }

  const server: Server = createServer((req, res) => {
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (raw += chunk));
    req.on('end', () => {
      let reply: Json;
      try {
        const parsed = JSON.parse(raw) as Json;
        const [name] = Object.keys(parsed);
        const body = parsed[name!] as Json;
        calls.push({ name: name!, body });
        const violation = orderViolation(name!, body);
        reply = violation
          ? { messages: error('E00003', `The element order is invalid: ${violation}.`) }
          : answer(name!, body);
      } catch {
        reply = { messages: error('E00003', 'Invalid JSON.') };
      }
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
      res.end(`\uFEFF${JSON.stringify(reply)}`);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/xml/v1/request.api`,
    calls,
    profiles,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
