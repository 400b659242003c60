import { codesOf, commodityCode, nameOf, notificationKinds, type ServerNameKind } from '@myaccount/contract';
import type { ChargeCode } from '@myaccount/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChargeCode as RatedChargeCode } from '../../modules/rating/index.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';

/** Compile-time: every code the rating engine can write is one the contract can word. */
const everyRatedCodeIsWorded: RatedChargeCode extends ChargeCode ? true : never = true;

/**
 * Issue 10 §5: every name the seed gives a customer to read reaches them in their language.
 * Walks what the demo data stored — not the seed's source — so a row written without a code
 * (or with one the contract cannot word) fails here before any screen shows English.
 */
let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp();
});
afterAll(() => testApp.close());

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  const result = await testApp.db.execute(query);
  return (result as unknown as { rows: T[] }).rows;
}

/** Each distinct (code, server text) pair must have a code that is worded in both languages. */
function untranslated(kind: ServerNameKind, pairs: { code: string; text: string }[]): string[] {
  expect(pairs.length, kind).toBeGreaterThan(0);
  return pairs
    .filter(({ code, text }) => text.trim() !== '' || code !== '')
    .filter(({ code }) => !nameOf(kind, code, 'en') || !nameOf(kind, code, 'es'))
    .map(({ code, text }) => `${kind}: "${text}" (code "${code}")`);
}

describe('seeded names', () => {
  it('word every commodity, status, charge line and usage annotation by a known code', async () => {
    const commodities = await rows<{ name: string }>(sql`select distinct name from commodities`);
    const statuses = await rows<{ code: string; text: string }>(
      sql`select distinct code, name as text from enrollment_statuses`,
    );
    const charges = await rows<{ code: string; text: string }>(
      sql`select distinct code, type_desc as text from charges`,
    );
    const annotations = await rows<{ code: string; text: string }>(
      sql`select distinct annotation_code as code, annotation as text from usage_records`,
    );
    expect([
      ...untranslated(
        'commodity',
        commodities.map((c) => ({ code: commodityCode(c), text: c.name })),
      ),
      ...untranslated('enrollmentStatus', statuses),
      ...untranslated('charge', charges),
      ...untranslated('usageAnnotation', annotations),
    ]).toEqual([]);
    // Both commodities and an estimated read are in the demo data, so the walk saw them.
    expect(commodities).toHaveLength(codesOf('commodity').length);
    expect(everyRatedCodeIsWorded).toBe(true);
    expect(annotations.some((a) => a.code === 'estimated_read')).toBe(true);
  });

  it('stores every notification by a kind the app can word', async () => {
    const kinds = await rows<{ kind: string; subject: string }>(
      sql`select distinct kind, subject from notifications`,
    );
    expect(kinds.length).toBeGreaterThan(0);
    expect(kinds.filter((k) => !(notificationKinds as string[]).includes(k.kind))).toEqual([]);
  });

  it('gives every renewal alert its own Spanish wording', async () => {
    const alerts = await rows<{ formal_name: string; en: string; es: string }>(
      sql`select formal_name, renewal_alert_text as en, renewal_alert_text_es as es from utilities where renewal_alert`,
    );
    expect(alerts.length).toBeGreaterThan(0);
    expect(
      alerts.filter((a) => a.en.trim() && (!a.es.trim() || a.es === a.en)).map((a) => a.formal_name),
    ).toEqual([]);
  });

  it('gives every account-number label with words a Spanish wording', async () => {
    const labels = await rows<{ en: string; es: string }>(
      sql`select distinct wizard_ldc_label as en, wizard_ldc_label_es as es from utilities`,
    );
    // ESIID is a term, not English: it reads the same in Spanish.
    expect(labels.filter((l) => /[a-z]/.test(l.en) && !l.es.trim()).map((l) => l.en)).toEqual([]);
  });

  it('gives every drop reason its own Spanish wording', async () => {
    const reasons = await rows<{ code: string; description: string; description_es: string }>(
      sql`select distinct code, description, description_es from drop_reason_codes`,
    );
    expect(reasons.length).toBeGreaterThan(0);
    expect(
      reasons
        .filter((r) => !r.description_es.trim() || r.description_es === r.description)
        .map((r) => r.code),
    ).toEqual([]);
  });
});
