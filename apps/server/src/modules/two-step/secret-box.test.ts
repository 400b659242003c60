import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, twoStepSecrets } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { createSecretBox, sealPlainSecrets } from './secret-box.ts';

// Issue 17: authenticator secrets are sealed at rest (AES-256-GCM under TWO_STEP_KEY).
const key = 'k'.repeat(32);
const secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

describe('the secret box', () => {
  it('opens what it sealed, and seals the same secret differently each time (fresh nonce)', () => {
    const box = createSecretBox(key);
    const a = box.seal(secret);
    const b = box.seal(secret);
    expect(a).not.toBe(b);
    expect(box.open(a)).toBe(secret);
    expect(box.open(b)).toBe(secret);
  });

  it('refuses another key, a changed value and a value that was never sealed', () => {
    const sealed = createSecretBox(key).seal(secret);
    expect(() => createSecretBox('x'.repeat(32)).open(sealed)).toThrow();
    const body = Buffer.from(sealed.slice(3), 'base64url');
    body[body.length - 1]! ^= 1;
    expect(() => createSecretBox(key).open(`v1:${body.toString('base64url')}`)).toThrow();
    expect(() => createSecretBox(key).open(secret)).toThrow(/not sealed/);
  });
});

describe('secrets stored before sealing', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('are sealed once at start, open to the same secret, and a second pass changes nothing', async () => {
    const [solo] = await t.db.select().from(customers).where(eq(customers.userName, 'solo'));
    await t.db.insert(twoStepSecrets).values({ customerId: solo!.id, secret, enabledAt: new Date() });
    const box = createSecretBox(key);
    expect(await sealPlainSecrets(t.db, box)).toBe(1);
    const [row] = await t.db.select().from(twoStepSecrets).where(eq(twoStepSecrets.customerId, solo!.id));
    expect(row!.secret).not.toContain(secret);
    expect(box.open(row!.secret)).toBe(secret);
    expect(await sealPlainSecrets(t.db, box)).toBe(0);
    const [again] = await t.db.select().from(twoStepSecrets).where(eq(twoStepSecrets.customerId, solo!.id));
    expect(again!.secret).toBe(row!.secret);
  });
});
