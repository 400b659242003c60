import {
  apiError,
  enrollmentTimeline,
  marketToday,
  type RenewalOffers,
  renewalOffers,
} from '@myaccount/contract';
import { and, asc, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, plans, renewals, statements } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp, type TestSession } from '../../test/build-test-app.ts';
import { sumCents } from '../rating/index.ts';
import { enrollmentIdsOf } from '../../test/enrollment-helpers.ts';

let t: TestApp;
let demo: TestSession;
/** demo's Houston power: renewable, its contract ends within two months (the seed). */
let rentalId: number;
beforeAll(async () => {
  t = await buildTestApp();
  demo = await t.login('demo');
  rentalId = (await enrollmentIdsOf(t.db, 'demo'))[1]!;
});
afterAll(() => t.close());

const offersUrl = (id: number, lang = 'en') => `/v2/enrollments/${id}/renewal-offers?languageId=${lang}`;
const read = async (session: TestSession, id: number): Promise<RenewalOffers> => {
  const res = await t.app.inject({ url: offersUrl(id), headers: session.headers });
  expect(res.statusCode).toBe(200);
  return renewalOffers.parse(res.json());
};
const accept = (session: TestSession, id: number, payload: object) =>
  t.app.inject({ method: 'POST', url: `/v2/enrollments/${id}/renewal`, headers: session.headers, payload });
const reasonOf = (res: { json(): unknown }) => apiError.parse(res.json()).errors[0]!.code;
const acceptanceOf = (offer: RenewalOffers['offers'][number]) => ({
  planId: offer.id_plan,
  documents: offer.documents.map((d) => ({ kind: d.kind, version: d.version })),
  accepted: true,
});

describe('renewal offers', () => {
  it('prices every contract plan on the customer’s own last 12 billed cycles, cheapest first, figures reconciled', async () => {
    const quote = await read(demo, rentalId);
    expect(quote).toMatchObject({ eligible: true, reason: null, months_rated: 12, pending: null });
    expect(quote.days_left).toBeGreaterThanOrEqual(0);
    const billed = await t.db
      .select({ start: statements.periodStart, end: statements.periodEnd, usage: statements.usage })
      .from(statements)
      .where(eq(statements.enrollmentId, rentalId))
      .orderBy(desc(statements.periodEnd))
      .limit(12);
    const usage = billed.reduce((a, b) => a + b.usage, 0);
    expect(quote.offers.map((o) => o.plan_name).sort()).toEqual([
      'Brightline Green 24',
      'Brightline Saver 12',
    ]);
    for (const offer of [...quote.offers, quote.month_to_month!]) {
      expect(offer.months.map((m) => m.period_start)).toEqual(billed.map((b) => b.start).reverse());
      expect(offer.usage_total).toBeCloseTo(usage, 3);
      // annual cost = sum of the rated months; ¢/kWh = cost ÷ kWh, rounded once to 0.1 ¢.
      expect(offer.annual_cost).toBe(sumCents(offer.months.map((m) => m.cost)));
      const cents = Math.round(offer.annual_cost! * 100);
      expect(offer.cents_per_unit).toBe(Math.round((cents * 10) / offer.usage_total) / 10);
    }
    const costs = quote.offers.map((o) => o.annual_cost!);
    expect(costs).toEqual([...costs].sort((a, b) => a - b));
    expect(quote.month_to_month).toMatchObject({ plan_name: 'Brightline Flex Monthly', terms: 1 });
    // Each offer starts the day after the current contract ends and carries its three documents.
    for (const offer of quote.offers) {
      expect(offer.contract_start_date > quote.contract_end_date!).toBe(true);
      expect(offer.documents.map((d) => d.kind)).toEqual(['terms-of-service', 'facts-label', 'your-rights']);
      expect(offer.documents.every((d) => /^[0-9a-f]{16}$/.test(d.version))).toBe(true);
    }
  });

  it('gives the documents in Spanish another version', async () => {
    const en = await read(demo, rentalId);
    const res = await t.app.inject({ url: offersUrl(rentalId, 'es'), headers: demo.headers });
    const es = renewalOffers.parse(res.json());
    expect(es.offers[0]!.documents[0]!.version).not.toBe(en.offers[0]!.documents[0]!.version);
    expect(es.offers[0]!.documents[0]!.url).toContain('languageId=es');
  });

  it('answers a service that is not renewable with the reason and no offers; accepting is refused', async () => {
    const solo = await t.login('solo');
    const soloId = (await enrollmentIdsOf(t.db, 'solo'))[0]!;
    expect(await read(solo, soloId)).toMatchObject({ eligible: false, reason: 'not_renewable', offers: [] });
    const quote = await read(demo, rentalId);
    const res = await accept(solo, soloId, acceptanceOf(quote.offers[0]!));
    expect(res.statusCode).toBe(422);
    expect(reasonOf(res)).toBe('not_renewable');
  });

  it('answers another customer’s enrollment id like an unknown one (404), and writes nothing', async () => {
    const solo = await t.login('solo');
    const quote = await read(demo, rentalId);
    const get = await t.app.inject({ url: offersUrl(rentalId), headers: solo.headers });
    expect(get.statusCode).toBe(404);
    expect(reasonOf(get)).toBe('enrollment_not_found');
    const post = await accept(solo, rentalId, acceptanceOf(quote.offers[0]!));
    expect(post.statusCode).toBe(404);
    expect(reasonOf(post)).toBe('enrollment_not_found');
    expect(await t.db.select().from(renewals).where(eq(renewals.enrollmentId, rentalId))).toEqual([]);
  });

  it('refuses a plan that is not offered, changed documents and a missing acceptance', async () => {
    const quote = await read(demo, rentalId);
    const offer = quote.offers[0]!;
    const notOffered = await accept(demo, rentalId, {
      ...acceptanceOf(offer),
      planId: quote.month_to_month!.id_plan,
    });
    expect(notOffered.statusCode).toBe(422);
    expect(reasonOf(notOffered)).toBe('offer_not_available');
    const stale = acceptanceOf(offer);
    stale.documents[1] = { ...stale.documents[1]!, version: '0000000000000000' };
    const changed = await accept(demo, rentalId, stale);
    expect(changed.statusCode).toBe(409);
    expect(reasonOf(changed)).toBe('renewal_terms_changed');
    const missing = await accept(demo, rentalId, { ...acceptanceOf(offer), documents: [stale.documents[0]] });
    expect(missing.statusCode).toBe(409);
    const unticked = await accept(demo, rentalId, { ...acceptanceOf(offer), accepted: false });
    expect(unticked.statusCode).toBe(400);
    expect(await t.db.select().from(renewals).where(eq(renewals.enrollmentId, rentalId))).toEqual([]);
  });

  it('records the renewal with the accepted document versions, audits it, shows it on the timeline and takes one', async () => {
    const quote = await read(demo, rentalId);
    const offer = quote.offers[0]!;
    const [first, second] = await Promise.all([
      accept(demo, rentalId, acceptanceOf(offer)),
      accept(demo, rentalId, acceptanceOf(offer)),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([201, 409]);
    const rows = await t.db.select().from(renewals).where(eq(renewals.enrollmentId, rentalId));
    expect(rows).toHaveLength(1);
    const [plan] = await t.db.select().from(plans).where(eq(plans.idPlan, offer.id_plan));
    expect(rows[0]).toMatchObject({
      planId: offer.id_plan,
      startDate: offer.contract_start_date,
      endDate: offer.contract_end_date,
      status: 'scheduled',
      annualCost: offer.annual_cost,
      centsPerUnit: offer.cents_per_unit,
      acceptedOn: marketToday(),
      agentUserName: null,
    });
    expect(rows[0]!.documents).toEqual(
      offer.documents.map((d) => ({ kind: d.kind, version: d.version, language: 'en' })),
    );
    expect(plan!.name).toBe(offer.plan_name);
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'service.renewal.accept'), eq(auditLog.entityId, String(rentalId))))
      .orderBy(asc(auditLog.id));
    expect(audits).toHaveLength(1);

    const after = await read(demo, rentalId);
    expect(after).toMatchObject({ eligible: false, reason: 'renewal_pending', offers: [] });
    expect(after.pending).toMatchObject({
      plan_name: offer.plan_name,
      start_date: offer.contract_start_date,
    });
    const again = await accept(demo, rentalId, acceptanceOf(offer));
    expect(again.statusCode).toBe(409);
    expect(reasonOf(again)).toBe('renewal_pending');

    const timeline = await t.app.inject({
      url: `/v2/enrollments/${rentalId}/timeline`,
      headers: demo.headers,
    });
    expect(enrollmentTimeline.parse(timeline.json()).renewals).toEqual([after.pending]);
  });
});

describe('plans that require autopay', () => {
  it('are offered only to a service that pays by autopay', async () => {
    const cliente = await t.login('cliente');
    const id = (await enrollmentIdsOf(t.db, 'cliente'))[0]!;
    const quote = await read(cliente, id);
    expect(quote.offers.map((o) => o.plan_name)).toEqual(['Voltio Fijo 12']);
    expect(quote.month_to_month?.plan_name).toBe('Voltio Libre Mensual');
  });
});
