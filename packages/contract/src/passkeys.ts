import { z } from 'zod';
import { idParam } from './primitives.ts';

/**
 * Passkeys (issue 17). The ceremony options and responses are WebAuthn's JSON forms
 * (@simplewebauthn/browser produces and consumes them); the server checks every part that
 * matters itself, so here they are only bounded in size and shape.
 */
const b64url = z
  .string()
  .min(1)
  .max(4096)
  .regex(/^[\w-]*$/);

/** PublicKeyCredentialCreationOptionsJSON / RequestOptionsJSON, passed to the browser as is. */
export const passkeyOptions = z.looseObject({ challenge: z.string() });
export type PasskeyOptions = z.infer<typeof passkeyOptions>;

const credentialBase = {
  id: b64url,
  rawId: b64url,
  type: z.literal('public-key'),
  clientExtensionResults: z.looseObject({}),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
};

/** RegistrationResponseJSON, from startRegistration(). */
export const passkeyRegistrationResponse = z.object({
  ...credentialBase,
  response: z.looseObject({
    clientDataJSON: b64url,
    attestationObject: b64url,
    transports: z.array(z.string().max(32)).max(10).optional(),
  }),
});

/** AuthenticationResponseJSON, from startAuthentication(). */
export const passkeyAuthenticationResponse = z.object({
  ...credentialBase,
  response: z.looseObject({
    clientDataJSON: b64url,
    authenticatorData: b64url,
    signature: b64url,
    userHandle: b64url.optional(),
  }),
});
export type PasskeyAuthenticationResponse = z.infer<typeof passkeyAuthenticationResponse>;

export const passkeyName = z.string().trim().min(1).max(60);

export const passkeyRegisterRequest = z.object({
  credential: passkeyRegistrationResponse,
  /** The app proposes one ("Passkey 2") the customer can change later. */
  name: passkeyName,
});
export type PasskeyRegisterRequest = z.infer<typeof passkeyRegisterRequest>;

export const passkeyRenameRequest = z.object({ name: passkeyName });

export const passkeySignInRequest = z.object({ credential: passkeyAuthenticationResponse });

export const passkey = z.object({
  id: z.number().int(),
  name: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  /** Synced to the customer's other devices (a backed-up, multi-device credential). */
  synced: z.boolean(),
});
export type Passkey = z.infer<typeof passkey>;

export const passkeyIdParams = z.object({ customerId: idParam, passkeyId: idParam });
