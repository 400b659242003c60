import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import { isoCBOR } from '@simplewebauthn/server/helpers';

/**
 * A software passkey authenticator for API tests (issue 17): makes real WebAuthn registration
 * and assertion responses (ES256, "none" attestation) with node's crypto, so the server's
 * verification runs exactly as for a browser. Each instance holds one credential.
 */
export interface SoftAuthenticatorOptions {
  /** The origin the browser would report (scheme://host:port). */
  origin: string;
  /** The host the passkey is bound to; the origin's host unless a test lies about it. */
  rpId?: string;
}

const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();
const b64url = (data: Uint8Array) => Buffer.from(data).toString('base64url');

const FLAG_UP = 0x01;
const FLAG_UV = 0x04;
const FLAG_BE = 0x08;
const FLAG_BS = 0x10;
const FLAG_AT = 0x40;

export class SoftAuthenticator {
  readonly credentialId = randomBytes(16);
  private readonly keys: { privateKey: KeyObject; publicKey: KeyObject };
  private counter = 0;
  private userHandle = '';
  origin: string;
  rpId: string;
  /** Whether the device checked the person (PIN, biometrics); passkeys here require it. */
  userVerified = true;

  constructor(options: SoftAuthenticatorOptions) {
    this.origin = options.origin;
    this.rpId = options.rpId ?? new URL(options.origin).hostname;
    this.keys = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  }

  get id(): string {
    return b64url(this.credentialId);
  }

  private flags(extra = 0) {
    return FLAG_UP | (this.userVerified ? FLAG_UV : 0) | FLAG_BE | FLAG_BS | extra;
  }

  private authData(flags: number, attested?: Uint8Array): Buffer {
    const count = Buffer.alloc(4);
    count.writeUInt32BE(this.counter);
    return Buffer.concat([sha256(this.rpId), Buffer.from([flags]), count, attested ?? Buffer.alloc(0)]);
  }

  private clientData(type: 'webauthn.create' | 'webauthn.get', challenge: string): Buffer {
    return Buffer.from(JSON.stringify({ type, challenge, origin: this.origin, crossOrigin: false }));
  }

  /** A RegistrationResponseJSON for creation options ({challenge, user: {id}}). */
  register(options: { challenge: string; user?: { id: string } }) {
    this.userHandle = options.user?.id ?? '';
    const jwk = this.keys.publicKey.export({ format: 'jwk' });
    const coseKey = new Map<number, number | Uint8Array>([
      [1, 2], // kty: EC2
      [3, -7], // alg: ES256
      [-1, 1], // crv: P-256
      [-2, Buffer.from(jwk.x!, 'base64url')],
      [-3, Buffer.from(jwk.y!, 'base64url')],
    ]);
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(this.credentialId.length);
    const attested = Buffer.concat([Buffer.alloc(16), idLength, this.credentialId, isoCBOR.encode(coseKey)]);
    const attestationObject = isoCBOR.encode(
      new Map<string, unknown>([
        ['fmt', 'none'],
        ['attStmt', new Map()],
        ['authData', new Uint8Array(this.authData(this.flags(FLAG_AT), attested))],
      ]) as Parameters<typeof isoCBOR.encode>[0],
    );
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key' as const,
      clientExtensionResults: {},
      authenticatorAttachment: 'platform' as const,
      response: {
        clientDataJSON: b64url(this.clientData('webauthn.create', options.challenge)),
        attestationObject: b64url(attestationObject),
        transports: ['internal', 'hybrid'],
      },
    };
  }

  /** An AuthenticationResponseJSON signing the challenge; the counter advances each time. */
  assert(options: { challenge: string }) {
    this.counter += 1;
    const authenticatorData = this.authData(this.flags());
    const clientDataJSON = this.clientData('webauthn.get', options.challenge);
    const signature = sign(
      'sha256',
      Buffer.concat([authenticatorData, sha256(clientDataJSON)]),
      this.keys.privateKey,
    );
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key' as const,
      clientExtensionResults: {},
      authenticatorAttachment: 'platform' as const,
      response: {
        clientDataJSON: b64url(clientDataJSON),
        authenticatorData: b64url(authenticatorData),
        signature: b64url(signature),
        ...(this.userHandle ? { userHandle: this.userHandle } : {}),
      },
    };
  }

  /** Sets the signature counter, e.g. back in time as a cloned authenticator would. */
  setCounter(value: number) {
    this.counter = value;
  }
}
