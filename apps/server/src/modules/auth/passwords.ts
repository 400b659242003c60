import argon2 from 'argon2';

/** argon2id with the library's defaults (64 MiB, t=3, p=4). */
export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, { type: argon2.argon2id });
}

/** False for a wrong password and for an unreadable stored hash (never throws). */
export async function verifyPassword(storedHash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(storedHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the same work as a real check for a user that does not exist, so response time
 * does not reveal which user names are registered. Always false.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword('no-such-user-dummy-password');
  await verifyPassword(await dummyHash, password);
  return false;
}
