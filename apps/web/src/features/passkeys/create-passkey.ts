import type { PublicKeyCredentialCreationOptionsJSON } from '@simplewebauthn/browser';
import { passkeyRegistrationOptions } from './api';

/**
 * Asks the browser to make a passkey for this customer and answers its response. The WebAuthn
 * library loads on demand (issue 17), when a passkey is added.
 */
export async function createPasskey(customerId: number): Promise<unknown> {
  const { startRegistration } = await import('@simplewebauthn/browser');
  const optionsJSON = (await passkeyRegistrationOptions(
    customerId,
  )) as unknown as PublicKeyCredentialCreationOptionsJSON;
  return startRegistration({ optionsJSON });
}
