import type { Env } from '../../config/env.ts';
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
  AUTHNET_ENDPOINTS,
  type AuthnetClient,
  type AuthnetMessages,
  createAuthnetClient,
  firstMessage,
} from './client.ts';

/** Seconds within which Authorize.Net refuses a second charge with the same invoice and amount. */
const DUPLICATE_WINDOW_SECONDS = '600';
const PAYMENT_OPTIONS = { 0: 'showAll', 1: 'showCreditCard', 2: 'showBankAccount' } as const;

interface CreditCardMasked {
  cardNumber: string;
  expirationDate: string;
  cardType?: string;
}
interface BankAccountMasked {
  accountType?: string;
  routingNumber: string;
  accountNumber: string;
}
interface AuthnetPaymentProfile {
  customerPaymentProfileId: string;
  payment: { creditCard?: CreditCardMasked; bankAccount?: BankAccountMasked };
}
interface TransactionResponse {
  responseCode?: string;
  transId?: string;
  errors?: { errorCode: string; errorText: string }[];
}

function ensureOk(name: string, messages: AuthnetMessages): void {
  if (messages.resultCode !== 'Ok') {
    const { code, text } = firstMessage(messages);
    throw new GatewayError(`Authorize.Net refused ${name}: ${code} ${text}`);
  }
}

export function toProfile(p: AuthnetPaymentProfile): GatewayPaymentProfile {
  const card = p.payment.creditCard;
  const bank = p.payment.bankAccount;
  return {
    paymentProfileToken: p.customerPaymentProfileId,
    paymentTypeId: card ? 1 : 2,
    cardType: card?.cardType ?? '',
    cardNumber: card?.cardNumber ?? '',
    cardExpirationDate: card?.expirationDate ?? '',
    routingNumber: bank?.routingNumber ?? '',
    accountNumber: bank?.accountNumber ?? '',
    accountType: bank?.accountType ?? '',
  };
}

/** Reads the charge outcome: 1 approved, 2 declined, 3 error, 4 held for review. */
export function toChargeResult(tr: TransactionResponse | undefined, messages: AuthnetMessages): ChargeResult {
  const error = tr?.errors?.[0];
  if (tr?.responseCode === '1') return { outcome: 'approved', transactionId: tr.transId ?? '' };
  // Error 11: a duplicate within the window: the first charge may well have gone through.
  if (error?.errorCode === '11')
    throw new GatewayError('Authorize.Net reports a duplicate transaction.', true);
  if (tr?.responseCode === '2' || tr?.responseCode === '4') {
    return {
      outcome: 'declined',
      reason: 'declined',
      message: error?.errorText ?? 'The payment was declined.',
      transactionId: tr.transId ?? '',
    };
  }
  const { code, text } = error ? { code: error.errorCode, text: error.errorText } : firstMessage(messages);
  throw new GatewayError(`Authorize.Net refused the charge: ${code} ${text}`);
}

/** The real gateway A (Authorize.Net CIM + hosted customer profile pages). */
export function createAuthorizeNetGateway(env: Env): PaymentGateway {
  const endpoints = AUTHNET_ENDPOINTS[env.AUTHNET_ENV];
  const client: AuthnetClient = createAuthnetClient(env.AUTHNET_API_URL ?? endpoints.api, {
    loginId: env.AUTHNET_LOGIN_ID ?? '',
    transactionKey: env.AUTHNET_TRANSACTION_KEY ?? '',
  });
  const validationMode = env.AUTHNET_ENV === 'production' ? 'liveMode' : 'testMode';

  return {
    kind: 'authorize-net',
    origin: endpoints.hosted,
    supports: (protocol) => protocol === 'A',

    async ensureCustomerProfile(merchantCustomerId, email) {
      const reply = await client.call<{ messages: AuthnetMessages; customerProfileId?: string }>(
        'createCustomerProfileRequest',
        { profile: { merchantCustomerId, description: 'My Account customer', email } },
      );
      if (reply.messages.resultCode === 'Ok' && reply.customerProfileId) return reply.customerProfileId;
      // E00039: the profile exists already; its id is only given in the message text.
      const { code, text } = firstMessage(reply.messages);
      const existing = code === 'E00039' ? /ID (\d+)/.exec(text)?.[1] : undefined;
      if (existing) return existing;
      throw new GatewayError(`Authorize.Net refused createCustomerProfile: ${code} ${text}`);
    },

    async hostedProfilePage(request: HostedPageRequest): Promise<HostedPage> {
      const reply = await client.call<{ messages: AuthnetMessages; token?: string }>(
        'getHostedProfilePageRequest',
        {
          customerProfileId: request.customerProfileToken,
          hostedProfileSettings: {
            setting: [
              { settingName: 'hostedProfileIFrameCommunicatorUrl', settingValue: request.communicatorUrl },
              { settingName: 'hostedProfileSaveButtonText', settingValue: request.saveButtonText },
              {
                settingName: 'hostedProfilePaymentOptions',
                settingValue: PAYMENT_OPTIONS[request.paymentType],
              },
              { settingName: 'hostedProfileValidationMode', settingValue: validationMode },
            ],
          },
        },
      );
      ensureOk('getHostedProfilePage', reply.messages);
      if (!reply.token) throw new GatewayError('Authorize.Net answered no hosted page token.');
      return {
        token: reply.token,
        addUrl: `${endpoints.hosted}/customer/addPayment`,
        editUrl: `${endpoints.hosted}/customer/editPayment`,
      };
    },

    async listPaymentProfiles(customerProfileToken) {
      const reply = await client.call<{
        messages: AuthnetMessages;
        profile?: { paymentProfiles?: AuthnetPaymentProfile[] };
      }>('getCustomerProfileRequest', {
        customerProfileId: customerProfileToken,
        unmaskExpirationDate: true,
      });
      ensureOk('getCustomerProfile', reply.messages);
      return (reply.profile?.paymentProfiles ?? []).map(toProfile);
    },

    async charge(request: ChargeRequest): Promise<ChargeResult> {
      const reply = await client.call<{
        messages: AuthnetMessages;
        transactionResponse?: TransactionResponse;
      }>('createTransactionRequest', {
        refId: request.invoiceNumber,
        transactionRequest: {
          transactionType: 'authCaptureTransaction',
          amount: (request.amountCents / 100).toFixed(2),
          profile: {
            customerProfileId: request.customerProfileToken,
            paymentProfile: { paymentProfileId: request.paymentProfileToken },
          },
          order: { invoiceNumber: request.invoiceNumber, description: request.description },
          transactionSettings: {
            setting: [{ settingName: 'duplicateWindow', settingValue: DUPLICATE_WINDOW_SECONDS }],
          },
        },
      });
      return toChargeResult(reply.transactionResponse, reply.messages);
    },

    async deletePaymentProfile(customerProfileToken, paymentProfileToken) {
      const reply = await client.call<{ messages: AuthnetMessages }>('deleteCustomerPaymentProfileRequest', {
        customerProfileId: customerProfileToken,
        customerPaymentProfileId: paymentProfileToken,
      });
      ensureOk('deleteCustomerPaymentProfile', reply.messages);
    },
  };
}
