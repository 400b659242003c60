import type {
  HostedProfilePage,
  HostedProfilePageRequest,
  PaymentMethod,
  SavePaymentProfileBody,
} from '@myaccount/contract';
import type { Db } from '../../db/client.ts';
import { GatewayError, type PaymentGateway } from '../../gateways/types.ts';
import { AppError } from '../../plugins/app-error.ts';
import { type AuditContext, recordAudit } from '../../plugins/audit.ts';
import { loadConfigurationParameters } from '../configuration/index.ts';
import {
  countLiveProfiles,
  findCustomerProfileToken,
  insertProfileOnce,
  isUsedByAutopay,
  lockOwnProfile,
  markDeleted,
  restoreDeleted,
  updateMaskedDetails,
} from './profiles-repository.ts';
import { findCustomerContact, findOwnProfile, findProfilesOfCustomer } from './repository.ts';

export function gatewayFailure(error: unknown): AppError {
  if (!(error instanceof GatewayError)) throw error;
  const message = 'The payment service is unavailable. Try again later.';
  return new AppError('business_rule', message, {
    errors: [{ code: 'gateway_error', message }],
    cause: error,
  });
}

export async function listPaymentMethods(db: Db, customerId: number): Promise<PaymentMethod[]> {
  const rows = await findProfilesOfCustomer(db, customerId);
  return rows.map(({ profile: p, autoPay }) => ({
    customerId: p.customerId,
    customerProfileToken: p.customerProfileToken,
    paymentProfileToken: p.paymentProfileToken,
    defaultPaymentProfile: p.defaultPaymentProfile,
    cardType: p.cardType,
    cardNumber: p.cardNumber,
    cardExpirationDate: p.cardExpirationDate,
    paymentTypeId: p.paymentTypeId === 2 ? 2 : 1,
    routingNumber: p.routingNumber,
    accountNumber: p.accountNumber,
    accountType: p.accountType,
    autoPayMethod: Boolean(autoPay),
  }));
}

/** Our customer's gateway profile, created at the gateway the first time it is needed. */
async function customerProfileOf(db: Db, gateway: PaymentGateway, customerId: number): Promise<string> {
  const known = await findCustomerProfileToken(db, customerId);
  if (known) return known;
  const contact = await findCustomerContact(db, customerId);
  try {
    return await gateway.ensureCustomerProfile(`myaccount-${customerId}`, contact?.email ?? '');
  } catch (error) {
    throw gatewayFailure(error);
  }
}

/**
 * A hosted-form session. The communicator must be on the portal's own origin (the gateway
 * will load it and it relays to the app); the protocol follows the customer's brand's
 * `payment_gateway`.
 */
export async function openHostedProfilePage(
  db: Db,
  gateway: PaymentGateway,
  customerId: number,
  body: HostedProfilePageRequest,
  ownOrigin: string,
): Promise<HostedProfilePage> {
  if (new URL(body.iFrameCommunicatorUrl).origin !== ownOrigin) {
    throw new AppError('bad_request', 'The communicator URL must be on this site.', {
      field: 'iFrameCommunicatorUrl',
    });
  }
  const config = await loadConfigurationParameters(db, customerId);
  const protocol = config.payment_gateway === 2 ? 'B' : 'A';
  if (!gateway.supports(protocol)) {
    throw new AppError('business_rule', 'The configured gateway does not offer this payment form.');
  }
  if (body.paymentProfileToken && !(await findOwnProfile(db, customerId, body.paymentProfileToken))) {
    throw new AppError('not_found', 'Payment method not found.');
  }
  const customerProfileToken = await customerProfileOf(db, gateway, customerId);
  try {
    const page = await gateway.hostedProfilePage({
      customerProfileToken,
      protocol,
      paymentType: body.paymentType,
      communicatorUrl: body.iFrameCommunicatorUrl,
      saveButtonText: body.saveButtonText,
    });
    return { ...page, gateway: config.payment_gateway };
  } catch (error) {
    throw gatewayFailure(error);
  }
}

/**
 * After the hosted form reports a save: the browser's message is only a hint, so the
 * gateway is asked what the customer profile holds, and only its tokens and masked values
 * are stored (new methods added, edited ones updated).
 */
export async function syncSavedProfiles(
  db: Db,
  gateway: PaymentGateway,
  customerId: number,
  body: SavePaymentProfileBody,
  audit: AuditContext,
): Promise<PaymentMethod[]> {
  if (body.id_customer !== customerId) throw new AppError('forbidden', 'This is not your account.');
  const customerProfileToken = await customerProfileOf(db, gateway, customerId);
  let atGateway;
  try {
    atGateway = await gateway.listPaymentProfiles(customerProfileToken);
  } catch (error) {
    throw gatewayFailure(error);
  }
  const hinted = body.payment_profile_token;
  if (hinted && !atGateway.some((p) => p.paymentProfileToken === hinted)) {
    throw new AppError('business_rule', 'The payment service has no such saved method.', {
      errors: [
        {
          code: 'profile_not_at_gateway',
          message: 'The payment service has no such saved method.',
          field: 'payment_profile_token',
        },
      ],
    });
  }
  await db.transaction(async (tx) => {
    let live = await countLiveProfiles(tx, customerId);
    for (const profile of atGateway) {
      if (await insertProfileOnce(tx, customerId, customerProfileToken, profile, live === 0)) {
        live += 1;
        await recordAudit(tx, audit, {
          action: 'payment-profile.add',
          entity: 'payment_profile',
          entityId: profile.paymentProfileToken,
        });
      } else {
        await updateMaskedDetails(tx, customerId, profile);
      }
    }
  });
  return listPaymentMethods(db, customerId);
}

/**
 * Deletes a stored method; refused while autopay uses it. The row is withdrawn first (in
 * the same transaction as the autopay check, so autopay cannot take it up meanwhile), then
 * the gateway deletes it; if the gateway fails, the row comes back and nothing changed.
 * No transaction stays open across the gateway call.
 */
export async function deletePaymentMethod(
  db: Db,
  gateway: PaymentGateway,
  customerId: number,
  paymentProfileToken: string,
  customerProfileToken: string,
  audit: AuditContext,
): Promise<{ succeeded: true; message: string }> {
  const profile = await db.transaction(async (tx) => {
    const row = await lockOwnProfile(tx, customerId, paymentProfileToken, customerProfileToken);
    if (!row) throw new AppError('not_found', 'Payment method not found.');
    if (await isUsedByAutopay(tx, row.id)) {
      const message =
        'This payment method pays your bills automatically. Turn off autopay or choose another method first.';
      throw new AppError('conflict', message, { errors: [{ code: 'used_by_autopay', message }] });
    }
    await markDeleted(tx, customerId, row.id, row.defaultPaymentProfile);
    return row;
  });
  try {
    await gateway.deletePaymentProfile(customerProfileToken, paymentProfileToken);
  } catch (error) {
    await db.transaction((tx) => restoreDeleted(tx, customerId, profile.id, profile.defaultPaymentProfile));
    throw gatewayFailure(error);
  }
  await db.transaction((tx) =>
    recordAudit(tx, audit, {
      action: 'payment-profile.delete',
      entity: 'payment_profile',
      entityId: paymentProfileToken,
    }),
  );
  return { succeeded: true, message: 'Payment method deleted.' };
}
