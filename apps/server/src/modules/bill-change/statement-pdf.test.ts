import { billChange, type BillChange, statement } from '@myaccount/contract';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { money } from '../../pdf/format.ts';
import { buildTestApp, type TestApp, type TestSession } from '../../test/build-test-app.ts';
import { enrollmentIdsOf, type EnrollmentIds } from '../../test/billing-fixtures.ts';

/** Brief part 3: the statement PDF carries the change explanation, short, in en and es. */
let t: TestApp;
let demo: TestSession;
let cliente: TestSession;
let demoIds: EnrollmentIds;
let clienteId: number;
beforeAll(async () => {
  t = await buildTestApp();
  [demo, cliente] = await Promise.all([t.login('demo'), t.login('cliente')]);
  demoIds = await enrollmentIdsOf(t, demo);
  clienteId = (await enrollmentIdsOf(t, cliente)).all[0]!;
}, 180_000);
afterAll(() => t.close());

async function tokensOf(session: TestSession, id: number): Promise<string[]> {
  const res = await t.app.inject({ url: `/v2/billing/statements/${id}`, headers: session.headers });
  return z
    .array(statement)
    .parse(res.json())
    .map((s) => s.custStatementTkn);
}

const query = (token: string) => `?custStatementTkn=${encodeURIComponent(token)}`;

async function pdfText(session: TestSession, id: number, token: string): Promise<string> {
  const res = await t.app.inject({
    url: `/v2/billing/statements-pdf/${id}${query(token)}`,
    headers: session.headers,
  });
  expect(res.statusCode).toBe(200);
  const pdf = await getDocumentProxy(new Uint8Array(res.rawPayload));
  // One line per text line, so each driver can be read back on its own.
  return (await extractText(pdf, { mergePages: false })).text.join('\n');
}

async function changeOf(session: TestSession, id: number, token: string): Promise<BillChange> {
  const res = await t.app.inject({
    url: `/v2/billing/statement-change/${id}${query(token)}`,
    headers: session.headers,
  });
  return billChange.parse(res.json());
}

/** The signed amounts of the printed driver lines ("Weather: +$ 30.77 (400 kWh more)"), in cents. */
function driverCents(text: string, drivers: string[]): number[] {
  return drivers.map((name) => {
    const m = new RegExp(`${name}: ([+-])\\$ ([\\d,]+\\.\\d\\d)`).exec(text);
    expect(m, `${name} in the PDF`).not.toBeNull();
    const cents = Math.round(Number(m![2]!.replace(/,/g, '')) * 100);
    return m![1] === '-' ? -cents : cents;
  });
}

const labels = {
  en: {
    billing_days: 'Billing days',
    weather: 'Weather',
    usage: 'Other usage',
    estimated_read: 'Estimated read',
    plan_rate: 'Plan prices',
    delivery_tariff: 'Delivery charges',
    taxes: 'Taxes and fees rates',
    bill_credit: 'Bill credit',
    fees: 'Other fees',
    other: 'Other changes',
  },
  es: {
    billing_days: 'Días facturados',
    weather: 'Clima',
    usage: 'Otro consumo',
    estimated_read: 'Lectura estimada',
    plan_rate: 'Precios del plan',
    delivery_tariff: 'Cargos de entrega',
    taxes: 'Tasas de impuestos y cargos',
    bill_credit: 'Crédito en factura',
    fees: 'Otros cargos',
    other: 'Otros cambios',
  },
};

async function expectExplained(session: TestSession, id: number, language: 'en' | 'es') {
  const [latest] = await tokensOf(session, id);
  const [text, change] = await Promise.all([pdfText(session, id, latest!), changeOf(session, id, latest!)]);
  const previous = change.comparisons.find((c) => c.basis === 'previous')!;
  const l = labels[language];
  expect(text).toContain(language === 'en' ? 'Why your bill changed' : 'Por qué cambió su factura');
  const amount = money(Math.abs(previous.change));
  const word =
    previous.change > 0 ? (language === 'en' ? 'more' : 'más') : language === 'en' ? 'less' : 'menos';
  expect(text).toContain(`${language === 'en' ? 'This bill is' : 'Esta factura es'} ${amount} ${word}`);
  // The top drivers (at most three), then "other changes": the printed parts sum to the change.
  const moving = previous.drivers
    .filter((d) => Math.round(d.amount * 100) !== 0)
    .sort((a, b) => Math.abs(b.amount) - Math.abs(a.amount));
  const printed = moving.slice(0, 3).map((d) => l[d.code]);
  if (moving.length > 3) printed.push(l.other);
  const cents = driverCents(text, printed);
  expect(cents.reduce((a, b) => a + b, 0)).toBe(Math.round(previous.change * 100));
  expect(cents[0]).toBe(Math.round(moving[0]!.amount * 100));
  return text;
}

describe('the statement PDF explains the change from the previous bill', () => {
  it('in English for demo, the top drivers adding up to the change', async () => {
    const text = await expectExplained(demo, demoIds.electric[0]!, 'en');
    expect(text).toContain('kWh');
  });

  it('in Spanish (usted) for cliente', async () => {
    const text = await expectExplained(cliente, clienteId, 'es');
    expect(text).toContain('Su consumo, últimos 13 meses');
  });

  it('in gas units on a gas statement, never kWh', async () => {
    const text = await expectExplained(demo, demoIds.gas[0]!, 'en');
    expect(text).toContain('Natural Gas Statement');
    expect(text).toContain('CCF');
    expect(text).not.toContain('kWh');
  });

  it('leaves the section out of a first bill', async () => {
    const tokens = await tokensOf(demo, demoIds.electric[0]!);
    const text = await pdfText(demo, demoIds.electric[0]!, tokens.at(-1)!);
    expect(text).not.toContain('Why your bill changed');
  });
});
