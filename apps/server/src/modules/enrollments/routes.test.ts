import { apiError, enrollmentsByAddress, isGas, marketToday } from '@myaccount/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.ts';
import { CustomerCache } from '../../db/customer-cache.ts';
import { enrollmentStatuses } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp, type TestSession } from '../../test/build-test-app.ts';
import { listEnrollmentsByAddress } from './service.ts';

let t: TestApp;
let demo: TestSession;
let solo: TestSession;
beforeAll(async () => {
  t = await buildTestApp();
  [demo, solo] = await Promise.all([t.login('demo'), t.login('solo')]);
});
afterAll(() => t.close());

const url = (customerId: number | string) => `/v2/customers/${customerId}/enrollments`;

describe('GET /v2/customers/:customerId/enrollments', () => {
  it('groups demo’s three enrollments under two service addresses', async () => {
    const res = await t.app.inject({ url: url(demo.customerId), headers: demo.headers });
    expect(res.statusCode).toBe(200);
    const groups = enrollmentsByAddress.parse(res.json());
    expect(groups).toHaveLength(2);
    expect(groups.map((g) => g.enrollments.length)).toEqual([1, 2]);

    const all = groups.flatMap((g) => g.enrollments);
    const ids = all.map((e) => e.id_enrollment);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    const gas = all.filter((e) => isGas(e.plans[0]!.commodities[0]!));
    expect(gas).toHaveLength(1);

    for (const group of groups) {
      expect(group.service_address.address_1).not.toBe('');
      expect(group.service_address.city).not.toBe('');
      for (const e of group.enrollments) {
        expect(e.service_address.address_1).toBe(group.service_address.address_1);
        expect(e.plans.length).toBeGreaterThan(0);
        expect(e.plans[0]!.utilities).toHaveLength(1);
        expect(e.enrollment_statuses.length).toBeGreaterThan(0);
        const times = e.enrollment_statuses.map((s) => Date.parse(s.changed_at));
        expect(times).toEqual([...times].sort((a, b) => b - a));
      }
    }
    // Gas and electricity at one premise keep their own LDC accounts.
    const [power, gasAtSecond] = groups[1]!.enrollments;
    expect(power!.service_address.ldc_account).not.toBe(gasAtSecond!.service_address.ldc_account);
  });

  it('prices the early-termination fee of ending today: none once the contract has ended', async () => {
    const res = await t.app.inject({ url: url(demo.customerId), headers: demo.headers });
    const all = enrollmentsByAddress.parse(res.json()).flatMap((g) => g.enrollments);
    const today = marketToday();
    for (const e of all) {
      const plan = e.plans[0]!;
      const inForce = e.contract_end_date !== null && today < e.contract_end_date;
      expect(e.early_termination_fee).toBe(
        inForce && plan.cancellation_fee > 0 ? plan.cancellation_fee : null,
      );
    }
    // The seed's gas contract began twelve months ago on a 12-month term: it has ended.
    const gas = all.find((e) => isGas(e.plans[0]!.commodities[0]!))!;
    expect(gas.contract_end_date! < today).toBe(true);
    expect(gas.plans[0]!.cancellation_fee).toBe(75);
    expect(gas.early_termination_fee).toBeNull();
    // Demo's Dallas contract (Green 24, $200 flat) still runs.
    expect(all[0]!.early_termination_fee).toBe(200);
  });

  it('answers status texts in the customer’s language (cliente reads Spanish)', async () => {
    const cliente = await t.login('cliente');
    const res = await t.app.inject({ url: url(cliente.customerId), headers: cliente.headers });
    expect(res.statusCode).toBe(200);
    const [group] = enrollmentsByAddress.parse(res.json());
    const status = group!.enrollments[0]!.enrollment_statuses[0]!;
    const [row] = await t.db
      .select()
      .from(enrollmentStatuses)
      .where(eq(enrollmentStatuses.idStatus, status.id_status));
    expect(row!.customerTextEs).not.toBe('');
    expect(row!.customerTextEs).not.toBe(row!.customerText);
    expect(status.customer_text).toBe(row!.customerTextEs);
  });

  it("refuses another customer's id with 403 and leaks nothing", async () => {
    const res = await t.app.inject({ url: url(demo.customerId), headers: solo.headers });
    expect(res.statusCode).toBe(403);
    expect(apiError.parse(res.json()).errors[0]!.code).toBe('forbidden');
    expect(res.body).not.toContain('ldc_account');
  });

  it('refuses a customer hash that is not the token’s with 403', async () => {
    const headers = { ...demo.headers, 'x-customer-hash': solo.customerHash };
    const res = await t.app.inject({ url: url(demo.customerId), headers });
    expect(res.statusCode).toBe(403);
    apiError.parse(res.json());
  });

  it('asks for a token with 401', async () => {
    const res = await t.app.inject({ url: url(demo.customerId) });
    expect(res.statusCode).toBe(401);
    expect(apiError.parse(res.json()).errors[0]!.code).toBe('unauthorized');
  });

  it('refuses a non-numeric id with 400 naming customerId', async () => {
    const res = await t.app.inject({ url: url('abc'), headers: demo.headers });
    expect(res.statusCode).toBe(400);
    expect(apiError.parse(res.json()).errors[0]!.field).toBe('customerId');
  });
});

describe('listEnrollmentsByAddress', () => {
  /** Counts the SELECT statements a call starts, through a proxy over the real database. */
  async function selectsFor(customerId: number): Promise<number> {
    let selects = 0;
    const counting = new Proxy(t.db, {
      get(target, prop, receiver) {
        if (prop === 'select') selects += 1;
        return Reflect.get(target, prop, receiver);
      },
    }) as Db;
    await listEnrollmentsByAddress(cache, counting, customerId);
    return selects;
  }
  // Never live, so it keeps nothing: every call reads.
  const cache = new CustomerCache(0);

  it('makes one query for one enrollment as for three', async () => {
    expect(await selectsFor(solo.customerId)).toBe(1);
    expect(await selectsFor(demo.customerId)).toBe(1);
  });
});
