import { brand, pickBrand } from '@myaccount/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { brands as brandsTable } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('GET /v2/brands/', () => {
  it('lists both active brands without signing in', async () => {
    const res = await t.app.inject({ url: '/v2/brands/' });
    expect(res.statusCode).toBe(200);
    const brands = z.array(brand).parse(res.json());
    expect(brands.map((b) => b.system_name).sort()).toEqual(['brightline', 'voltio']);
    expect(pickBrand(brands, 'localhost:3000')?.formal_name).toBe('Brightline Energy LLC');
    expect(pickBrand(brands, 'voltio.localhost:3000')?.theme).toBe('storm-theme');
  });

  it('offers the theme customizer only where the brand enables it (spec §2: disabled by default)', async () => {
    const read = async () =>
      z
        .array(brand)
        .parse((await t.app.inject({ url: '/v2/brands/' })).json())
        .map((b) => [b.system_name, b.customizer_enabled]);
    expect(await read()).toEqual([
      ['brightline', false],
      ['voltio', false],
    ]);
    await t.db
      .update(brandsTable)
      .set({ customizerEnabled: true })
      .where(eq(brandsTable.systemName, 'voltio'));
    try {
      expect(await read()).toEqual([
        ['brightline', false],
        ['voltio', true],
      ]);
    } finally {
      await t.db
        .update(brandsTable)
        .set({ customizerEnabled: false })
        .where(eq(brandsTable.systemName, 'voltio'));
    }
  });

  it('answers without the trailing slash too', async () => {
    expect((await t.app.inject({ url: '/v2/brands' })).statusCode).toBe(200);
  });
});
