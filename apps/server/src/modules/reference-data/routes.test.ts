import {
  apiError,
  city,
  county,
  dropCode,
  ESIID_LOOKUP_LIMIT,
  meterLookupResult,
  state,
} from '@myaccount/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { premises, utilities } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp, type TestSession } from '../../test/build-test-app.ts';
import { addressPrefixCondition } from './repository.ts';

let t: TestApp;
let demo: TestSession;
beforeAll(async () => {
  t = await buildTestApp();
  demo = await t.login('demo');
});
afterAll(() => t.close());

const get = (url: string, headers: TestSession['headers'] = demo.headers) => t.app.inject({ url, headers });

describe('states, counties and cities', () => {
  it('lists states; those without markets are disabled', async () => {
    const res = await get('/v2/states');
    expect(res.statusCode).toBe(200);
    const states = z.array(state).parse(res.json());
    const texas = states.find((s) => s.code === 'TX')!;
    expect(texas).toMatchObject({ name: 'Texas', disabled: false });
    const oklahoma = states.find((s) => s.code === 'OK')!;
    expect(oklahoma).toMatchObject({ markets: [], disabled: true });
  });

  it('cascades Texas → Harris → Houston, and an unknown id is 404', async () => {
    const texas = z
      .array(state)
      .parse((await get('/v2/states')).json())
      .find((s) => s.code === 'TX')!;
    const counties = z.array(county).parse((await get(`/v2/counties/state/${texas.id_state}`)).json());
    const harris = counties.find((c) => c.name === 'Harris')!;
    expect(counties.map((c) => c.name)).toEqual([...counties.map((c) => c.name)].sort());
    const cities = z.array(city).parse((await get(`/v2/cities/county/${harris.id_county}`)).json());
    expect(cities.map((c) => c.name)).toContain('Houston');
    expect(cities.map((c) => c.name)).not.toContain('Dallas');

    for (const url of ['/v2/counties/state/99999', '/v2/cities/county/99999']) {
      const res = await get(url);
      expect(res.statusCode).toBe(404);
      apiError.parse(res.json());
    }
  });

  it('refuses a bad id with 400 naming it, and no session with 401', async () => {
    const bad = await get('/v2/counties/state/abc');
    expect(bad.statusCode).toBe(400);
    expect(apiError.parse(bad.json()).errors[0]!.field).toBe('stateId');
    expect((await get('/v2/cities/county/0')).statusCode).toBe(400);
    expect((await t.app.inject({ url: '/v2/states' })).statusCode).toBe(401);
  });
});

describe('GET /v2/miscellaneous/esiid-by-address', () => {
  const lookup = (query: string) => get(`/v2/miscellaneous/esiid-by-address?${query}`);

  it('finds demo’s Houston premise by a lower-case prefix', async () => {
    const res = await lookup('customerType=&pbisFull=false&zipCode=77008&address=2317%20harv');
    expect(res.statusCode).toBe(200);
    expect(z.array(meterLookupResult).parse(res.json())).toEqual([
      { esiid: '10089010023170081', address: '2317 Harvard St', zipcode: '77008' },
    ]);
  });

  it('narrows by ZIP code', async () => {
    const [any] = await t.db.select().from(premises).limit(1);
    const prefix = encodeURIComponent(any!.address.slice(0, 4));
    const inZip = z
      .array(meterLookupResult)
      .parse((await lookup(`address=${prefix}&zipCode=${any!.zipcode}`)).json());
    expect(inZip.map((p) => p.esiid)).toContain(any!.esiid);
    expect(inZip.every((p) => p.zipcode === any!.zipcode)).toBe(true);
    const otherZip = z
      .array(meterLookupResult)
      .parse((await lookup(`address=${prefix}&zipCode=00000`)).json());
    expect(otherZip).toEqual([]);
  });

  it('caps a broad search at 20 results, in address order', async () => {
    await t.db.insert(premises).values(
      Array.from({ length: 30 }, (_, i) => ({
        esiid: `1999999000000${String(i).padStart(4, '0')}`,
        address: `777 Cap Test Ln Apt ${String(i).padStart(2, '0')}`,
        city: 'Houston',
        zipcode: '77006',
      })),
    );
    const rows = z.array(meterLookupResult).parse((await lookup('address=777%20cap%20%20test')).json());
    expect(rows).toHaveLength(ESIID_LOOKUP_LIMIT);
    expect(rows[0]!.address).toBe('777 Cap Test Ln Apt 00');
    expect(rows.map((r) => r.address)).toEqual([...rows.map((r) => r.address)].sort());
  });

  it('treats % and _ as plain characters', async () => {
    const res = await lookup('address=%25%25%25');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
  });

  it('refuses a too-short address and a malformed ZIP with 400 naming the field', async () => {
    const short = await lookup('address=2');
    expect(short.statusCode).toBe(400);
    expect(apiError.parse(short.json()).errors[0]!.field).toBe('address');
    const zip = await lookup('address=2317&zipCode=7700');
    expect(zip.statusCode).toBe(400);
    expect(apiError.parse(zip.json()).errors[0]!.field).toBe('zipCode');
    expect((await lookup('address=2317&customerType=martian')).statusCode).toBe(400);
    expect((await t.app.inject({ url: '/v2/miscellaneous/esiid-by-address?address=2317' })).statusCode).toBe(
      401,
    );
  });

  it('is served by the prefix index (plan with sequential scans disabled)', async () => {
    const plan = await t.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const query = tx.select().from(premises).where(addressPrefixCondition('2317 harv')).toSQL();
      // node-postgres answers {rows}, PGlite answers {rows} too; stringify covers both.
      return JSON.stringify(await tx.execute(sql.raw(`explain ${inline(query.sql, query.params)}`)));
    });
    expect(plan).toContain('premises_address_prefix');
  });
});

/** EXPLAIN takes no bind parameters; inline the (test-controlled) string parameters. */
function inline(text: string, params: unknown[]): string {
  return text.replace(/\$(\d+)/g, (_, i: string) => `'${String(params[Number(i) - 1]).replace(/'/g, "''")}'`);
}

describe('GET /v2/utilities/utility-drop-codes/', () => {
  it('lists the customer-selectable codes of a utility, in the asked language', async () => {
    const [oncor] = await t.db
      .select()
      .from(utilities)
      .where(eq(utilities.formalName, 'Oncor Electric Delivery'));
    const res = await get(
      `/v2/utilities/utility-drop-codes/?utilityId=${oncor!.idUtility}&selectableByCustomer=true`,
    );
    expect(res.statusCode).toBe(200);
    const codes = z.array(dropCode).parse(res.json());
    expect(codes.map((c) => c.code)).toEqual(['MOV', 'SWP', 'PRC', 'SVC', 'OTH']);
    expect(codes[0]!.description).toBe('Moving');

    const all = z
      .array(dropCode)
      .parse(
        (await get(`/v2/utilities/utility-drop-codes/?utilityId=${oncor!.idUtility}&languageId=es`)).json(),
      );
    expect(all.map((c) => c.code)).toContain('NPY');
    expect(all[0]!.description).toBe('Mudanza');
  });

  it('answers Spanish to cliente by default, [] for an unknown utility, 400 without utilityId', async () => {
    const cliente = await t.login('cliente');
    const [aep] = await t.db.select().from(utilities).where(eq(utilities.formalName, 'AEP Texas Central'));
    const es = z
      .array(dropCode)
      .parse(
        (await get(`/v2/utilities/utility-drop-codes/?utilityId=${aep!.idUtility}`, cliente.headers)).json(),
      );
    expect(es[0]!.description).toBe('Mudanza');
    expect((await get('/v2/utilities/utility-drop-codes/?utilityId=99999')).json()).toEqual([]);
    const missing = await get('/v2/utilities/utility-drop-codes/');
    expect(missing.statusCode).toBe(400);
    expect(apiError.parse(missing.json()).errors[0]!.field).toBe('utilityId');
  });
});
