import { apiError, enrollmentsByAddress, planDocument } from '@myaccount/contract';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { eq } from 'drizzle-orm';
import { plans } from '../../db/schema/index.ts';
import { buildPlanDocument } from './service.ts';
import { averageCents } from './texts/facts-label.ts';

let t: TestApp;
let powerPlan: { id: number; name: string; rate: number; fee: number };
let gasPlanId: number;
beforeAll(async () => {
  t = await buildTestApp();
  const demo = await t.login('demo');
  const res = await t.app.inject({
    url: `/v2/customers/${demo.customerId}/enrollments`,
    headers: demo.headers,
  });
  const plans = enrollmentsByAddress.parse(res.json()).flatMap((g) => g.enrollments.map((e) => e.plans[0]!));
  const power = plans.find((p) => p.commodities[0]!.name !== 'Gas' && p.monthly_fee > 0)!;
  powerPlan = { id: power.id_plan, name: power.name, rate: power.rate, fee: power.monthly_fee };
  gasPlanId = plans.find((p) => p.commodities[0]!.name === 'Gas')!.id_plan;
});
afterAll(() => t.close());

const list = (planId: number | string, languageId?: string) =>
  t.app.inject({
    url: `/v2/document-bundles/enrollment-documents/${planId}${languageId ? `?languageId=${languageId}` : ''}`,
  });

async function textOf(body: Buffer): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(body)), { mergePages: true });
  return text;
}

describe('GET /v2/document-bundles/enrollment-documents/:planId', () => {
  it('lists the three plan documents in English by default, without a session', async () => {
    const res = await list(powerPlan.id);
    expect(res.statusCode).toBe(200);
    const docs = z.array(planDocument).parse(res.json());
    expect(docs.map((d) => d.description)).toEqual([
      'Terms of Service',
      'Electricity Facts Label',
      'Your Rights as a Customer',
    ]);
    for (const d of docs) {
      expect(d.download_name).toMatch(/^[a-z0-9-]+-en\.pdf$/);
      expect(d.url).toContain(`/${powerPlan.id}/`);
    }
  });

  it('lists them in Spanish, and names the gas disclosure for a gas plan', async () => {
    const docs = z.array(planDocument).parse((await list(gasPlanId, 'es')).json());
    expect(docs.map((d) => d.description)).toEqual([
      'Términos de Servicio',
      'Información de Precios de Gas Natural',
      'Sus Derechos como Cliente',
    ]);
    expect(docs.every((d) => d.download_name.endsWith('-es.pdf'))).toBe(true);
  });

  it('answers 404 for an unknown plan and 400 naming the field for bad input', async () => {
    const unknown = await list(999_999);
    expect(unknown.statusCode).toBe(404);
    expect(apiError.parse(unknown.json()).errors[0]!.code).toBe('not_found');
    const badId = await list('abc');
    expect(apiError.parse(badId.json()).errors[0]!.field).toBe('planId');
    const badLanguage = await list(powerPlan.id, 'fr');
    expect(badLanguage.statusCode).toBe(400);
    expect(apiError.parse(badLanguage.json()).errors[0]!.field).toBe('languageId');
  });
});

describe('GET /v2/document-bundles/plan-documents/:planId/:kind', () => {
  it('serves every listed url as a named PDF with the plan’s own prices', async () => {
    const docs = z.array(planDocument).parse((await list(powerPlan.id)).json());
    for (const d of docs) {
      const res = await t.app.inject({ url: d.url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toContain(`filename="${d.download_name}"`);
      expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      const text = await textOf(res.rawPayload);
      expect(text).toContain(d.description);
    }
    const label = await textOf((await t.app.inject({ url: docs[1]!.url })).rawPayload);
    expect(label).toContain(powerPlan.name);
    expect(label).toContain(`${averageCents(powerPlan.rate, powerPlan.fee, 1000).toFixed(1)}¢`);
  });

  it('writes the Spanish document in Spanish', async () => {
    const url = `/v2/document-bundles/plan-documents/${powerPlan.id}/your-rights?languageId=es`;
    const text = await textOf((await t.app.inject({ url })).rawPayload);
    expect(text).toContain('Sus Derechos como Cliente');
    expect(text).toContain('Comisión de Servicios Públicos de Texas');
  });

  it('answers 404 for an unknown plan and 400 for an unknown kind', async () => {
    const unknown = await t.app.inject({ url: '/v2/document-bundles/plan-documents/999999/facts-label' });
    expect(unknown.statusCode).toBe(404);
    const kind = await t.app.inject({ url: `/v2/document-bundles/plan-documents/${powerPlan.id}/secrets` });
    expect(kind.statusCode).toBe(400);
    expect(apiError.parse(kind.json()).errors[0]!.field).toBe('kind');
  });
});

describe('buildPlanDocument', () => {
  it('renders once per plan version: a repeat is the same bytes, a price change a new document', async () => {
    const first = await buildPlanDocument(t.db, powerPlan.id, 'facts-label', 'en');
    const again = await buildPlanDocument(t.db, powerPlan.id, 'facts-label', 'en');
    expect(again.pdf).toBe(first.pdf);

    await t.db.update(plans).set({ rate: 0.111 }).where(eq(plans.idPlan, powerPlan.id));
    const repriced = await buildPlanDocument(t.db, powerPlan.id, 'facts-label', 'en');
    expect(repriced.pdf).not.toBe(first.pdf);
    expect(await textOf(repriced.pdf)).toContain('11.1¢ per kWh');
  });
});

describe('averageCents', () => {
  it('spreads the base charge over the usage', () => {
    expect(averageCents(0.129, 9.95, 1000)).toBe(13.9);
    expect(averageCents(0.129, 9.95, 500)).toBe(14.9);
    expect(averageCents(0.165, 0, 2000)).toBe(16.5);
  });
});
