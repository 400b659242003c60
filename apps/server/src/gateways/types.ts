/**
 * What the portal asks of a payment gateway (DESIGN §4). Implementations: the built-in
 * sandbox (both protocols) and the Authorize.Net adapter (protocol A). The portal never
 * sees a full card or bank number: only tokens and the masked values answered here.
 */

/** A: Authorize.Net hosted customer profile; B: one hosted form per payment type. */
export type GatewayProtocol = 'A' | 'B';

export interface GatewayPaymentProfile {
  paymentProfileToken: string;
  /** 1 = credit card, 2 = bank account. */
  paymentTypeId: 1 | 2;
  cardType: string;
  /** Masked, e.g. XXXX1111. */
  cardNumber: string;
  /** YYYY-MM, or XXXX when the gateway masks it. */
  cardExpirationDate: string;
  routingNumber: string;
  accountNumber: string;
  accountType: string;
}

export interface HostedPageRequest {
  customerProfileToken: string;
  protocol: GatewayProtocol;
  /** 0 both, 1 card, 2 bank. Protocol B serves one type per form. */
  paymentType: 0 | 1 | 2;
  communicatorUrl: string;
  saveButtonText: string;
}

export interface HostedPage {
  token: string;
  addUrl: string;
  editUrl: string;
}

export interface ChargeRequest {
  customerProfileToken: string;
  paymentProfileToken: string;
  /** Whole cents, so no float ever reaches a gateway. */
  amountCents: number;
  /** Unique per charge: the gateway refuses a second charge with the same one. */
  invoiceNumber: string;
  description: string;
}

export type ChargeResult =
  | { outcome: 'approved'; transactionId: string }
  | {
      outcome: 'declined';
      reason: 'declined' | 'insufficient_funds';
      message: string;
      transactionId: string;
    };

/** The gateway could not be reached or answered an error: nothing is known to be charged. */
export class GatewayError extends Error {
  override name = 'GatewayError';
  constructor(
    message: string,
    /** True when the charge may have happened (timeout after sending, duplicate refusal). */
    readonly outcomeUnknown = false,
  ) {
    super(message);
  }
}

export interface PaymentGateway {
  readonly kind: 'sandbox' | 'authorize-net';
  /** Origin of the hosted pages, e.g. https://test.authorize.net (CSP frame-src / form-action). */
  readonly origin: string;
  supports(protocol: GatewayProtocol): boolean;
  /** The gateway profile of our customer, created on first use (idempotent). */
  ensureCustomerProfile(merchantCustomerId: string, email: string): Promise<string>;
  hostedProfilePage(request: HostedPageRequest): Promise<HostedPage>;
  /** Every stored method of the customer profile, as the gateway knows them. */
  listPaymentProfiles(customerProfileToken: string): Promise<GatewayPaymentProfile[]>;
  charge(request: ChargeRequest): Promise<ChargeResult>;
  deletePaymentProfile(customerProfileToken: string, paymentProfileToken: string): Promise<void>;
}

/** XXXX + the last four digits, the only form of a number we keep or show. */
export function maskNumber(digits: string): string {
  return `XXXX${digits.slice(-4)}`;
}
