import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { eq, not, like } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { twoStepSecrets } from '../../db/schema/index.ts';

/**
 * Authenticator secrets at rest (issue 17): whoever reads the database, a backup or a log of
 * a query must not be able to compute a customer's codes. Each secret is sealed with
 * AES-256-GCM under the server's two-step key, with a fresh 96-bit nonce; the tag makes a
 * changed or swapped value fail to open rather than yield a wrong secret.
 * Stored form: `v1:` + base64url(nonce ‖ tag ‖ ciphertext).
 */
export interface SecretBox {
  seal(secret: string): string;
  open(stored: string): string;
}

const VERSION = 'v1:';
const NONCE_BYTES = 12;
const TAG_BYTES = 16;

/** `key` is any string of 32 characters or more (TWO_STEP_KEY); SHA-256 makes it 256 bits. */
export function createSecretBox(key: string): SecretBox {
  const aesKey = createHash('sha256').update(key).digest();
  return {
    seal(secret) {
      const nonce = randomBytes(NONCE_BYTES);
      const cipher = createCipheriv('aes-256-gcm', aesKey, nonce);
      const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
      return VERSION + Buffer.concat([nonce, cipher.getAuthTag(), sealed]).toString('base64url');
    },
    open(stored) {
      if (!stored.startsWith(VERSION)) throw new Error('two-step secret is not sealed');
      const raw = Buffer.from(stored.slice(VERSION.length), 'base64url');
      const decipher = createDecipheriv('aes-256-gcm', aesKey, raw.subarray(0, NONCE_BYTES));
      decipher.setAuthTag(raw.subarray(NONCE_BYTES, NONCE_BYTES + TAG_BYTES));
      return Buffer.concat([
        decipher.update(raw.subarray(NONCE_BYTES + TAG_BYTES)),
        decipher.final(),
      ]).toString('utf8');
    },
  };
}

/**
 * Seals secrets stored before sealing existed (plain base32), once, at start; a sealed value
 * is left alone, so running it again or on two instances changes nothing. One transaction.
 */
export async function sealPlainSecrets(db: Db, box: SecretBox): Promise<number> {
  return db.transaction(async (tx) => {
    const plain = await tx
      .select({ customerId: twoStepSecrets.customerId, secret: twoStepSecrets.secret })
      .from(twoStepSecrets)
      .where(not(like(twoStepSecrets.secret, `${VERSION}%`)))
      .for('update');
    for (const row of plain) {
      await tx
        .update(twoStepSecrets)
        .set({ secret: box.seal(row.secret) })
        .where(eq(twoStepSecrets.customerId, row.customerId));
    }
    return plain.length;
  });
}
