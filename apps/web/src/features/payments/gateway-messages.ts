import { GATEWAY_B_BANK_SAVE_MARKER, GATEWAY_B_CARD_SAVE_MARKER } from '@myaccount/contract';

/** Payment purposes (spec §3): 1 deposit, 2 one-time payment, 3 recurring billing, 4 refund. */
export type PaymentPurpose = 1 | 2 | 3 | 4;
/** 0 both, 1 credit card, 2 bank account. */
export type AllowedTypes = 0 | 1 | 2;

/** The `source` the communicator page puts on what it relays (server: communicator.ts). */
export const COMMUNICATOR_SOURCE = 'myaccount-gateway';
export const COMMUNICATOR_PATH = '/payments/iframe-communicator';

export type GatewayMessage =
  | { kind: 'saved'; paymentType: 1 | 2 | null; fields: Record<string, string> }
  | { kind: 'transactResponse'; response: unknown }
  | { kind: 'resize'; width: number; height: number }
  | { kind: 'cancel' };

/**
 * Spec §4 "Gateway messages": an action containing the card or bank save marker becomes
 * successfulSave with that type; A's own successfulSave has no type; transactResponse
 * passes the response on; resizeWindow passes width and height; cancel closes.
 */
export function interpretGatewayMessage(fields: Record<string, string>): GatewayMessage | null {
  const action = fields.action ?? fields.operation ?? '';
  if (action.includes(GATEWAY_B_CARD_SAVE_MARKER)) return { kind: 'saved', paymentType: 1, fields };
  if (action.includes(GATEWAY_B_BANK_SAVE_MARKER)) return { kind: 'saved', paymentType: 2, fields };
  switch (action) {
    case 'successfulSave':
      return { kind: 'saved', paymentType: null, fields };
    case 'cancel':
      return { kind: 'cancel' };
    case 'resizeWindow': {
      const width = Number(fields.width);
      const height = Number(fields.height);
      return Number.isFinite(width) && Number.isFinite(height) ? { kind: 'resize', width, height } : null;
    }
    case 'transactResponse': {
      const raw = fields.response ?? fields.transactionResponse ?? '';
      try {
        return { kind: 'transactResponse', response: JSON.parse(raw) };
      } catch {
        return null;
      }
    }
    default:
      return null;
  }
}

/**
 * Only messages the communicator relayed from our own origin count; anything else posted
 * to the window (another origin, another shape) is ignored.
 */
export function relayedFields(
  event: Pick<MessageEvent, 'origin' | 'data'>,
  ownOrigin: string,
): Record<string, string> | null {
  if (event.origin !== ownOrigin) return null;
  const data = event.data as { source?: unknown; fields?: unknown } | null;
  if (!data || data.source !== COMMUNICATOR_SOURCE || typeof data.fields !== 'object' || data.fields === null)
    return null;
  const fields: Record<string, string> = {};
  for (const [key, value] of Object.entries(data.fields)) if (typeof value === 'string') fields[key] = value;
  return fields;
}

/** Spec §4 "Payment type choice": card when both or card only are allowed, else bank. */
export function defaultPaymentType(allowed: AllowedTypes): 1 | 2 {
  return allowed === 2 ? 2 : 1;
}

/** Which configuration parameter lists the allowed types of a purpose. */
export function allowedTypesFor(
  purpose: PaymentPurpose,
  config: {
    available_payment_types_deposits: AllowedTypes;
    available_payment_types_one_time_payments: AllowedTypes;
    available_payment_types_recurring_billing: AllowedTypes;
  } | null,
): AllowedTypes {
  if (!config) return 0;
  if (purpose === 1) return config.available_payment_types_deposits;
  if (purpose === 3) return config.available_payment_types_recurring_billing;
  return config.available_payment_types_one_time_payments;
}

/** The radio pair shows when both types are allowed and the gateway is not gateway A. */
export function showsTypeChoice(allowed: AllowedTypes, gateway: 1 | 2): boolean {
  return allowed === 0 && gateway !== 1;
}
