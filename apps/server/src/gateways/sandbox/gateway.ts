import { randomBytes, randomInt } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import {
  type ChargeRequest,
  type ChargeResult,
  GatewayError,
  type GatewayPaymentProfile,
  type HostedPage,
  type HostedPageRequest,
  type PaymentGateway,
} from '../types.ts';
import {
  type SandboxProfileRow,
  findLiveProfile,
  findLiveProfiles,
  insertPageToken,
  insertTransactionOnce,
  markProfileDeleted,
  upsertCustomerProfile,
} from './repository.ts';

/** Where the sandbox serves its hosted pages on our server. */
export const SANDBOX_PREFIX = '/sandbox-gateway';
export const SANDBOX_ADD_PATH = `${SANDBOX_PREFIX}/customer/addPayment`;
export const SANDBOX_EDIT_PATH = `${SANDBOX_PREFIX}/customer/editPayment`;
/** A hosted-form token lives 15 minutes, like Authorize.Net's. */
const PAGE_TOKEN_TTL_MS = 15 * 60_000;

export function toGatewayProfile(row: SandboxProfileRow): GatewayPaymentProfile {
  return {
    paymentProfileToken: row.paymentProfileToken,
    paymentTypeId: row.paymentTypeId === 2 ? 2 : 1,
    cardType: row.cardType,
    cardNumber: row.maskedCardNumber,
    cardExpirationDate: row.cardExpiration,
    routingNumber: row.maskedRoutingNumber,
    accountNumber: row.maskedAccountNumber,
    accountType: row.accountType,
  };
}

export function newPaymentProfileToken(): string {
  return `sbx-pay-${randomInt(1_000_000_000, 9_999_999_999)}`;
}

/**
 * The built-in gateway: its pages are served by our server (sandbox/routes.ts) and it keeps
 * its vault in its own tables. `configuredOrigin` serves the pages from another host name
 * (e.g. http://gateway.localhost:3000) so the iframe is truly cross-origin; when empty the
 * pages are on the portal's own origin, taken from the (validated) communicator URL.
 */
export function createSandboxGateway(db: Db, configuredOrigin: string): PaymentGateway {
  return {
    kind: 'sandbox',
    origin: configuredOrigin,
    supports: () => true,

    async ensureCustomerProfile(merchantCustomerId) {
      return upsertCustomerProfile(db, merchantCustomerId, `sbx-cust-${randomInt(100_000_000, 999_999_999)}`);
    },

    async hostedProfilePage(request: HostedPageRequest): Promise<HostedPage> {
      const token = randomBytes(24).toString('base64url');
      await insertPageToken(db, {
        token,
        customerProfileToken: request.customerProfileToken,
        protocol: request.protocol,
        paymentType: request.paymentType,
        communicatorUrl: request.communicatorUrl,
        saveButtonText: request.saveButtonText,
        expiresAt: new Date(Date.now() + PAGE_TOKEN_TTL_MS),
      });
      const origin = configuredOrigin || new URL(request.communicatorUrl).origin;
      return { token, addUrl: `${origin}${SANDBOX_ADD_PATH}`, editUrl: `${origin}${SANDBOX_EDIT_PATH}` };
    },

    async listPaymentProfiles(customerProfileToken) {
      return (await findLiveProfiles(db, customerProfileToken)).map(toGatewayProfile);
    },

    async charge(request: ChargeRequest): Promise<ChargeResult> {
      const profile = await findLiveProfile(db, request.customerProfileToken, request.paymentProfileToken);
      if (!profile) throw new GatewayError('The payment profile is not on file at the gateway.');
      const outcome = profile.outcome;
      const { row } = await insertTransactionOnce(db, {
        paymentProfileToken: request.paymentProfileToken,
        invoiceNumber: request.invoiceNumber,
        amount: request.amountCents / 100,
        result: outcome === 'approve' ? 'approved' : 'declined',
        reasonCode: outcome === 'approve' ? '' : outcome,
      });
      const transactionId = `sbx-tx-${row.transactionId}`;
      if (row.result === 'approved') return { outcome: 'approved', transactionId };
      return row.reasonCode === 'insufficient_funds'
        ? {
            outcome: 'declined',
            reason: 'insufficient_funds',
            message: 'The bank account has insufficient funds.',
            transactionId,
          }
        : { outcome: 'declined', reason: 'declined', message: 'The payment was declined.', transactionId };
    },

    async deletePaymentProfile(customerProfileToken, paymentProfileToken) {
      if (!(await markProfileDeleted(db, customerProfileToken, paymentProfileToken))) {
        throw new GatewayError('The payment profile is not on file at the gateway.');
      }
    },
  };
}
