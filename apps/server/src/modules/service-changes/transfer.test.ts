import {
  apiError,
  enrollmentsByAddress,
  serviceChangeResponse,
  transferQuote,
  type TransferServiceRequest,
} from '@myaccount/contract';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addresses,
  brandConfigurationOverrides,
  brands,
  enrollments,
  paymentProfiles,
  premises,
  recurringBilling,
} from '../../db/schema/index.ts';
import { buildTestApp, type TestApp, type TestSession } from '../../test/build-test-app.ts';
import { addDays, marketToday } from './dates.ts';
import { enrollmentIdsOf } from '../../test/enrollment-helpers.ts';

let t: TestApp;
let solo: TestSession;
let demo: TestSession;
let soloEnrollment: number;
let target: typeof premises.$inferSelect;
let soloCard: string;
let demoCard: string;
let dallasPlanId: number;
beforeAll(async () => {
  t = await buildTestApp();
  [solo, demo] = await Promise.all([t.login('solo'), t.login('demo')]);
  soloEnrollment = (await enrollmentIdsOf(t.db, 'solo'))[0]!;
  // A Dallas premise from the ESIID lookup table (solo lives in Houston).
  const [dallasPremise] = await t.db
    .select()
    .from(premises)
    .where(and(eq(premises.city, 'Dallas'), eq(premises.customerType, 'residential')))
    .limit(1);
  target = dallasPremise!;
  const profiles = await t.db.select().from(paymentProfiles).where(isNull(paymentProfiles.deletedAt));
  soloCard = profiles.find((p) => p.customerId === solo.customerId)!.paymentProfileToken;
  demoCard = profiles.find((p) => p.customerId === demo.customerId)!.paymentProfileToken;
  const res = await quote(solo, soloEnrollment, target.esiid);
  dallasPlanId = transferQuote.parse(res.json()).next.id_plan;
});

/** GET /v2/enrollments/:id/transfer-quote, as the review step asks before the transfer. */
const quote = (session: TestSession, id: number, esiid: string, moveOut = 14, moveIn = 14) =>
  t.app.inject({
    url: `/v2/enrollments/${id}/transfer-quote?esiid=${esiid}&moveOut=${addDays(today, moveOut)}&moveIn=${addDays(today, moveIn)}`,
    headers: session.headers,
  });
afterAll(() => t.close());

const today = marketToday();
function body(overrides: Partial<TransferServiceRequest> = {}): TransferServiceRequest {
  return {
    currentServiceEffectiveDate: addDays(today, 14),
    newServiceStartDate: addDays(today, 14),
    removeMeter: false,
    paymentProfileToken: soloCard,
    acceptedPlanId: dallasPlanId,
    serviceAddress: {
      address: target.address,
      address2: '',
      city: 'Dallas',
      county: 'Dallas',
      state: 'TX',
      zipcode: target.zipcode,
      ldcAccount: target.esiid,
    },
    ...overrides,
  };
}

const transfer = (session: TestSession, id: number, payload: object) =>
  t.app.inject({
    method: 'POST',
    url: `/v2/enrollments/${id}/transfer-service`,
    headers: session.headers,
    payload,
  });

async function enrollmentCount() {
  return (await t.db.select().from(enrollments)).length;
}

describe('GET /v2/enrollments/:id/transfer-quote', () => {
  it("puts the new address's plan, price and contract beside the current ones", async () => {
    const res = await quote(solo, soloEnrollment, target.esiid);
    expect(res.statusCode).toBe(200);
    const { current, next, gap } = transferQuote.parse(res.json());
    // Solo moves from Houston (CenterPoint) to Dallas (Oncor): the same plan, priced for Oncor.
    expect(next.plan_name).toBe(current.plan_name);
    expect(next.rate).not.toBe(current.rate);
    expect(next.contract_start_date).toBe(addDays(today, 14));
    // A fresh term starts: its last day is the day before the same date `terms` months on.
    const [y, m, d] = addDays(today, 14).split('-').map(Number);
    const end = new Date(Date.UTC(y!, m! - 1 + next.terms, d!) - 86_400_000).toISOString().slice(0, 10);
    expect(next.contract_end_date).toBe(end);
    expect(gap).toBeNull();
  });

  it('names the days without service between move-out and move-in', async () => {
    const res = await quote(solo, soloEnrollment, target.esiid, 10, 14);
    expect(transferQuote.parse(res.json()).gap).toEqual({
      first: addDays(today, 11),
      last: addDays(today, 13),
      days: 3,
    });
  });

  it("answers another customer's enrollment with 404 and an unknown ESIID with 422", async () => {
    const [demoFirst] = await enrollmentIdsOf(t.db, 'demo');
    const other = await quote(solo, demoFirst!, target.esiid);
    expect(other.statusCode).toBe(404);
    const unknown = await quote(solo, soloEnrollment, '10443720999999999');
    expect(unknown.statusCode).toBe(422);
    expect(apiError.parse(unknown.json()).errors[0]).toMatchObject({
      code: 'esiid_not_at_address',
      field: 'esiid',
    });
    expect((await quote(solo, soloEnrollment, 'abc')).statusCode).toBe(400);
  });
});

describe('POST /v2/enrollments/:id/transfer-service — refusals create nothing', () => {
  it('refuses terms the customer did not confirm (another plan than the quote) with 409', async () => {
    const before = await enrollmentCount();
    const res = await transfer(solo, soloEnrollment, body({ acceptedPlanId: dallasPlanId + 1 }));
    expect(res.statusCode).toBe(409);
    expect(apiError.parse(res.json()).errors[0]!.code).toBe('transfer_terms_changed');
    expect(await enrollmentCount()).toBe(before);
  });

  it("answers another customer's enrollment with 404", async () => {
    const [demoFirst] = await enrollmentIdsOf(t.db, 'demo');
    const before = await enrollmentCount();
    expect((await transfer(solo, demoFirst!, body())).statusCode).toBe(404);
    expect(await enrollmentCount()).toBe(before);
  });

  it('refuses an ESIID that is not the premise at the address (422 naming it)', async () => {
    const [elsewhere] = await t.db.select().from(premises).where(eq(premises.city, 'Laredo')).limit(1);
    for (const serviceAddress of [
      { ...body().serviceAddress, ldcAccount: elsewhere!.esiid },
      { ...body().serviceAddress, zipcode: '75001' },
      { ...body().serviceAddress, ldcAccount: '10443720999999999' },
    ]) {
      const res = await transfer(solo, soloEnrollment, body({ serviceAddress }));
      expect(res.statusCode).toBe(422);
      expect(apiError.parse(res.json()).errors[0]!.field).toBe('serviceAddress.ldcAccount');
    }
  });

  it('refuses a start before the current end, a move-out outside the window, a state without market', async () => {
    const early = await transfer(solo, soloEnrollment, body({ newServiceStartDate: addDays(today, 13) }));
    expect(early.statusCode).toBe(422);
    expect(apiError.parse(early.json()).errors[0]!.field).toBe('newServiceStartDate');
    const late = await transfer(
      solo,
      soloEnrollment,
      body({ currentServiceEffectiveDate: addDays(today, 45), newServiceStartDate: addDays(today, 45) }),
    );
    expect(apiError.parse(late.json()).errors[0]!.field).toBe('currentServiceEffectiveDate');
    const oklahoma = await transfer(
      solo,
      soloEnrollment,
      body({ serviceAddress: { ...body().serviceAddress, state: 'Oklahoma' } }),
    );
    expect(oklahoma.statusCode).toBe(422);
    expect(apiError.parse(oklahoma.json()).errors[0]!.field).toBe('serviceAddress.state');
  });

  it('refuses a stored card for the new service when the brand takes only bank accounts for autopay', async () => {
    const [brightline] = await t.db.select().from(brands).where(eq(brands.systemName, 'brightline'));
    const override = { brandId: brightline!.idSite, name: 'available_payment_types_recurring_billing' };
    await t.db.transaction((tx) => tx.insert(brandConfigurationOverrides).values({ ...override, value: 2 }));
    try {
      const before = await enrollmentCount();
      const res = await transfer(solo, soloEnrollment, body());
      expect(res.statusCode).toBe(422);
      const error = apiError.parse(res.json()).errors[0]!;
      expect(error).toMatchObject({ code: 'payment_method_not_for_autopay', field: 'paymentProfileToken' });
      expect(await enrollmentCount()).toBe(before);
    } finally {
      await t.db.transaction((tx) =>
        tx
          .delete(brandConfigurationOverrides)
          .where(
            and(
              eq(brandConfigurationOverrides.brandId, override.brandId),
              eq(brandConfigurationOverrides.name, override.name),
            ),
          ),
      );
    }
  });

  it("refuses another customer's stored payment method and malformed input", async () => {
    const card = await transfer(solo, soloEnrollment, body({ paymentProfileToken: demoCard }));
    expect(card.statusCode).toBe(400);
    expect(apiError.parse(card.json()).errors[0]!.field).toBe('paymentProfileToken');
    const zip = await transfer(
      solo,
      soloEnrollment,
      body({ serviceAddress: { ...body().serviceAddress, zipcode: '7520' } }),
    );
    expect(apiError.parse(zip.json()).errors[0]!.field).toBe('serviceAddress.zipcode');
    const esiid = await transfer(
      solo,
      soloEnrollment,
      body({ serviceAddress: { ...body().serviceAddress, ldcAccount: '' } }),
    );
    expect(apiError.parse(esiid.json()).errors[0]!.field).toBe('serviceAddress.ldcAccount');
  });
});

describe('POST /v2/enrollments/:id/transfer-service — success', () => {
  it('ends the current service, starts a pending one at the looked-up premise with autopay; a retry is 409', async () => {
    const billingAddress = { address: 'PO Box 42', city: 'Houston', state: 'TX', zipcode: '77001' };
    const res = await transfer(solo, soloEnrollment, body({ billingAddress }));
    expect(res.statusCode).toBe(200);
    const { id_enrollment: newId } = serviceChangeResponse.parse(res.json());
    expect(newId).toBeGreaterThan(soloEnrollment);

    const list = await t.app.inject({
      url: `/v2/customers/${solo.customerId}/enrollments`,
      headers: solo.headers,
    });
    const all = enrollmentsByAddress.parse(list.json()).flatMap((g) => g.enrollments);
    const moved = all.find((e) => e.id_enrollment === newId)!;
    expect(moved.service_address).toMatchObject({
      ldc_account: target.esiid,
      correspondence_zip: target.zipcode,
    });
    expect(moved.billing_address.address_1).toBe('PO Box 42');
    expect(moved.contract_start_date).toBe(addDays(today, 14));
    expect(moved.enrollment_statuses[0]!.name).toBe('Pending');
    expect(all.find((e) => e.id_enrollment === soloEnrollment)!.enrollment_statuses[0]!.name).toBe(
      'Pending Drop',
    );
    const [autopay] = await t.db
      .select()
      .from(recurringBilling)
      .where(eq(recurringBilling.enrollmentId, newId!));
    expect(autopay!.dateFrom).toBe(addDays(today, 14));

    // A second transfer while this one is pending: refused from either end, nothing created.
    const before = await enrollmentCount();
    const again = await transfer(solo, soloEnrollment, body());
    expect(again.statusCode).toBe(409);
    expect(apiError.parse(again.json()).errors[0]!.code).toBe('already_scheduled_to_end');
    const fromNew = await transfer(solo, newId!, body());
    expect(fromNew.statusCode).toBe(422);
    expect(apiError.parse(fromNew.json()).errors[0]!.code).toBe('service_not_active');
    expect(await enrollmentCount()).toBe(before);
  });

  it('uses the service address as billing address when none is sent (spec §5)', async () => {
    const [demoFirst] = await enrollmentIdsOf(t.db, 'demo');
    const [other] = await t.db.select().from(premises).where(eq(premises.city, 'Katy')).limit(1);
    const serviceAddress = {
      ...body().serviceAddress,
      address: other!.address,
      city: 'Katy',
      county: 'Harris',
      zipcode: other!.zipcode,
      ldcAccount: other!.esiid,
    };
    const katy = transferQuote.parse((await quote(demo, demoFirst!, other!.esiid)).json());
    const res = await transfer(
      demo,
      demoFirst!,
      body({ serviceAddress, paymentProfileToken: null, acceptedPlanId: katy.next.id_plan }),
    );
    expect(res.statusCode).toBe(200);
    const { id_enrollment: newId } = serviceChangeResponse.parse(res.json());
    const [row] = await t.db.select().from(enrollments).where(eq(enrollments.idEnrollment, newId!));
    expect(row!.billingAddressId).toBe(row!.serviceAddressId);
    const [address] = await t.db.select().from(addresses).where(eq(addresses.id, row!.serviceAddressId));
    expect(address!.ldcAccount).toBe(other!.esiid);
    expect(
      await t.db.select().from(recurringBilling).where(eq(recurringBilling.enrollmentId, newId!)),
    ).toHaveLength(0);
  });
});
