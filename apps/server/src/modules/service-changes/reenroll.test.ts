import {
  addDays,
  apiError,
  enrollmentTimeline,
  marketToday,
  type ReenrollOffers,
  reenrollment,
  reenrollOffers,
} from '@myaccount/contract';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  brandConfigurationOverrides,
  brands,
  enrollmentPlans,
  enrollments,
  enrollmentStatuses,
  mailOutbox,
  notifications,
  reenrollments,
} from '../../db/schema/index.ts';
import { buildTestApp, type TestApp, type TestSession } from '../../test/build-test-app.ts';
import { sumCents } from '../rating/index.ts';
import { enrollmentIdsOf } from '../../test/enrollment-helpers.ts';

let t: TestApp;
let former: TestSession;
/** former's Plano house: dropped 8 days ago, re-enrol offered, winback on (the seed). */
let house: number;
/** former's Houston apartment: a drop scheduled in 12 days. */
let apartment: number;
beforeAll(async () => {
  t = await buildTestApp();
  former = await t.login('former');
  const ids = await enrollmentIdsOf(t.db, 'former');
  house = ids[0]!;
  apartment = ids[1]!;
});
afterAll(() => t.close());

const url = (id: number) => `/v2/enrollments/${id}/reenroll-offers?languageId=en`;
const read = async (id: number, session = former): Promise<ReenrollOffers> => {
  const res = await t.app.inject({ url: url(id), headers: session.headers });
  expect(res.statusCode, res.body).toBe(200);
  return reenrollOffers.parse(res.json());
};
const accept = (id: number, payload: object, session = former) =>
  t.app.inject({ method: 'POST', url: `/v2/enrollments/${id}/reenroll`, headers: session.headers, payload });
const reasonOf = (res: { json(): unknown }) => apiError.parse(res.json()).errors[0]!.code;
const acceptanceOf = (offer: ReenrollOffers['offers'][number]) => ({
  planId: offer.id_plan,
  documents: offer.documents.map((d) => ({ kind: d.kind, version: d.version })),
  accepted: true,
});
const setFlags = (id: number, flags: Partial<typeof enrollments.$inferInsert>) =>
  t.db.update(enrollments).set(flags).where(eq(enrollments.idEnrollment, id));

describe('re-enrolment offers', () => {
  it('prices the premise’s plans on the customer’s own last 12 bills, from tomorrow, and flags the winback offer', async () => {
    const quote = await read(house);
    expect(quote).toMatchObject({ eligible: true, reason: null, months_rated: 12 });
    expect(quote.start_date).toBe(addDays(marketToday(), 1));
    expect(quote.ended_on).toBe(addDays(marketToday(), -8));
    expect(quote.service_address).toContain('6140 Coit Rd');
    expect(quote.offers.map((o) => o.plan_name).sort()).toEqual([
      'Brightline Green 24',
      'Brightline Saver 12',
    ]);
    for (const offer of [...quote.offers, quote.month_to_month!]) {
      expect(offer.annual_cost).toBe(sumCents(offer.months.map((m) => m.cost)));
    }
    const costs = quote.offers.map((o) => o.annual_cost!);
    expect(costs).toEqual([...costs].sort((a, b) => a - b));
    expect(quote.offers.map((o) => o.winback)).toEqual([true, false]);
    for (const offer of quote.offers) {
      expect(offer.contract_start_date).toBe(quote.start_date);
      expect(offer.documents.map((d) => d.kind)).toEqual(['terms-of-service', 'facts-label', 'your-rights']);
    }
  });

  it('shows the winback offer only where the enrollment has winbackProcess', async () => {
    await setFlags(house, { winbackProcess: false });
    try {
      const quote = await read(house);
      expect(quote.offers.length).toBeGreaterThan(0);
      expect(quote.offers.some((o) => o.winback)).toBe(false);
    } finally {
      await setFlags(house, { winbackProcess: true });
    }
  });

  it('refuses a service that has not ended, and one the brand does not offer again', async () => {
    await setFlags(apartment, { showReEnroll: true });
    expect(await read(apartment)).toMatchObject({ eligible: false, reason: 'service_not_ended', offers: [] });
    await setFlags(apartment, { showReEnroll: false });
    expect((await read(apartment)).reason).toBe('reenroll_not_offered');

    // The brand's parameter off: refused even where the enrollment's flag is on.
    const [brand] = await t.db.select().from(brands).where(eq(brands.systemName, 'brightline'));
    await t.db.insert(brandConfigurationOverrides).values({
      brandId: brand!.idSite,
      name: 'my_account_reenroll_option',
      value: false,
    });
    try {
      expect((await read(house)).reason).toBe('reenroll_not_offered');
      const quote = await read(house);
      const res = await accept(house, {
        planId: 1,
        documents: [{ kind: 'facts-label', version: 'x' }],
        accepted: true,
      });
      expect(res.statusCode).toBe(422);
      expect(reasonOf(res)).toBe('reenroll_not_offered');
      expect(quote.offers).toEqual([]);
    } finally {
      await t.db
        .delete(brandConfigurationOverrides)
        .where(
          and(
            eq(brandConfigurationOverrides.brandId, brand!.idSite),
            eq(brandConfigurationOverrides.name, 'my_account_reenroll_option'),
          ),
        );
    }
  });

  it('answers another customer’s ended enrollment like an unknown one, and writes nothing', async () => {
    const solo = await t.login('solo');
    const quote = await read(house);
    const get = await t.app.inject({ url: url(house), headers: solo.headers });
    expect(get.statusCode).toBe(404);
    expect(reasonOf(get)).toBe('enrollment_not_found');
    const post = await accept(house, acceptanceOf(quote.offers[0]!), solo);
    expect(post.statusCode).toBe(404);
    expect(await t.db.select().from(reenrollments)).toEqual([]);
  });

  it('refuses a plan not offered, changed documents and a missing tick', async () => {
    const quote = await read(house);
    const offer = quote.offers[0]!;
    const notOffered = await accept(house, { ...acceptanceOf(offer), planId: quote.month_to_month!.id_plan });
    expect(notOffered.statusCode).toBe(422);
    expect(reasonOf(notOffered)).toBe('offer_not_available');
    const stale = acceptanceOf(offer);
    stale.documents[0] = { ...stale.documents[0]!, version: '0000000000000000' };
    const changed = await accept(house, stale);
    expect(changed.statusCode).toBe(409);
    expect(reasonOf(changed)).toBe('renewal_terms_changed');
    const unticked = await accept(house, { ...acceptanceOf(offer), accepted: false });
    expect(unticked.statusCode).toBe(400);
    expect(await t.db.select().from(reenrollments)).toEqual([]);
  });
});

describe('re-enrolling', () => {
  it('creates one pending enrollment at the premise with the documents accepted, audited, on its timeline', async () => {
    const quote = await read(house);
    const offer = quote.offers[0]!;
    const [first, second] = await Promise.all([
      accept(house, acceptanceOf(offer)),
      accept(house, acceptanceOf(offer)),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([201, 422]);
    const refused = first.statusCode === 422 ? first : second;
    expect(reasonOf(refused)).toBe('premise_has_service');
    const done = reenrollment.parse((first.statusCode === 201 ? first : second).json());
    expect(done).toMatchObject({
      plan_name: offer.plan_name,
      start_date: quote.start_date,
      end_date: offer.contract_end_date,
      annual_cost: offer.annual_cost,
      winback: true,
    });

    const [created] = await t.db
      .select({ e: enrollments, code: enrollmentStatuses.code })
      .from(enrollments)
      .innerJoin(enrollmentStatuses, eq(enrollmentStatuses.idStatus, enrollments.idStatus))
      .where(eq(enrollments.idEnrollment, done.id_enrollment));
    const [old] = await t.db.select().from(enrollments).where(eq(enrollments.idEnrollment, house));
    expect(created!.code).toBe('pending');
    expect(created!.e).toMatchObject({
      customerId: old!.customerId,
      serviceAddressId: old!.serviceAddressId,
      contractStartDate: quote.start_date,
      contractEndDate: offer.contract_end_date,
      isActive: true,
    });
    const plansOfNew = await t.db
      .select()
      .from(enrollmentPlans)
      .where(eq(enrollmentPlans.enrollmentId, done.id_enrollment));
    expect(plansOfNew).toMatchObject([{ planId: offer.id_plan, startDate: quote.start_date }]);
    const rows = await t.db.select().from(reenrollments);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      fromEnrollmentId: house,
      enrollmentId: done.id_enrollment,
      planId: offer.id_plan,
      winback: true,
      acceptedOn: marketToday(),
      annualCost: offer.annual_cost,
    });
    expect(rows[0]!.documents).toEqual(
      offer.documents.map((d) => ({ kind: d.kind, version: d.version, language: 'en' })),
    );
    const audits = await t.db.select().from(auditLog).where(eq(auditLog.action, 'service.reenroll.accept'));
    expect(audits).toHaveLength(1);
    // Told once, in the app and by mail: the plan, the first day and the contract's end.
    const notes = await t.db
      .select()
      .from(notifications)
      .where(
        and(eq(notifications.customerId, former.customerId), eq(notifications.kind, 'reenroll_scheduled')),
      );
    expect(notes).toHaveLength(1);
    expect(notes[0]!.params).toMatchObject({
      plan: offer.plan_name,
      date: quote.start_date,
      endDate: offer.contract_end_date,
    });
    const mails = await t.db
      .select()
      .from(mailOutbox)
      .where(like(mailOutbox.eventKey, `reenroll:${rows[0]!.id}:%`));
    expect(mails.length).toBeGreaterThan(0);
    expect(mails[0]!.subject).toBe('Brightline Energy: Welcome back: your service is set to start');
    expect(mails[0]!.textBody).toContain(offer.plan_name);
    expect(mails[0]!.textBody).toContain('6140 Coit Rd');

    const res = await t.app.inject({
      url: `/v2/enrollments/${done.id_enrollment}/timeline`,
      headers: former.headers,
    });
    const timeline = enrollmentTimeline.parse(res.json());
    expect(timeline.changes).toMatchObject([
      { kind: 're_enroll', status: 'scheduled', effective_date: quote.start_date, can_withdraw: false },
    ]);
    expect(timeline.stages.find((s) => s.stage === 'active')).toMatchObject({ reached: false });
    const withdraw = await t.app.inject({
      method: 'POST',
      url: `/v2/enrollments/${done.id_enrollment}/service-changes/${timeline.changes[0]!.id}/withdraw`,
      headers: former.headers,
    });
    expect(withdraw.statusCode).toBe(422);
    expect(reasonOf(withdraw)).toBe('change_not_withdrawable');

    // Now the premise has a pending service: no second re-enrolment.
    expect(await read(house)).toMatchObject({ eligible: false, reason: 'premise_has_service' });
  });
});
