import type { PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import { passkeySignInOptions } from './api/login';

// The WebAuthn library loads on demand (issue 17): never with the sign-in page's first load.
const webauthn = () => import('@simplewebauthn/browser');

export async function browserSupportsWebAuthn(): Promise<boolean> {
  return (await webauthn()).browserSupportsWebAuthn();
}

/**
 * Asks the browser for a passkey of this site and answers its signed response. With
 * `autofill`, the request waits quietly for the customer to pick a passkey in the user-name
 * field's suggestions (conditional UI); it answers null where the browser cannot do that.
 * A new ceremony (the button) cancels a waiting one.
 */
export async function getPasskeyAssertion(autofill: boolean): Promise<unknown> {
  const lib = await webauthn();
  if (autofill && !(await lib.browserSupportsWebAuthnAutofill())) return null;
  const optionsJSON = (await passkeySignInOptions()) as unknown as PublicKeyCredentialRequestOptionsJSON;
  return lib.startAuthentication({ optionsJSON, useBrowserAutofill: autofill });
}

/** Ends a waiting autofill request (leaving the page). */
export async function cancelPasskeyRequest(): Promise<void> {
  (await webauthn()).WebAuthnAbortService.cancelCeremony();
}
