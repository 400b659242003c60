import { apiError, statement, type Statement } from '@myaccount/contract';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { money } from '../../pdf/format.ts';
import { buildTestApp, type TestApp, type TestSession } from '../../test/build-test-app.ts';
import { enrollmentIdsOf, type EnrollmentIds } from '../../test/billing-fixtures.ts';

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
});
afterAll(() => t.close());

async function statementsOf(session: TestSession, id: number): Promise<Statement[]> {
  const res = await t.app.inject({ url: `/v2/billing/statements/${id}`, headers: session.headers });
  return z.array(statement).parse(res.json());
}

const pdfOf = (session: TestSession | null, id: number | string, token: string) =>
  t.app.inject({
    url: `/v2/billing/statements-pdf/${id}?custStatementTkn=${encodeURIComponent(token)}`,
    headers: session?.headers ?? {},
  });

async function textOf(body: Buffer): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(body));
  const { text } = await extractText(pdf, { mergePages: true });
  return text;
}

describe('GET /v2/billing/statements-pdf/:id', () => {
  it('answers a real PDF of the latest statement with its number, amount due and charges', async () => {
    const [latest] = await statementsOf(demo, demoIds.all[0]!);
    const res = await pdfOf(demo, demoIds.all[0]!, latest!.custStatementTkn);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="brightline-energy-statement-${latest!.custStatementNum}.pdf"; ` +
        `filename*=UTF-8''brightline-energy-statement-${latest!.custStatementNum}.pdf`,
    );
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const text = await textOf(res.rawPayload);
    expect(text).toContain(latest!.custStatementNum);
    expect(text).toContain('Amount due');
    expect(text).toContain(money(latest!.currentStmtBalance));
    expect(text).toContain('Brightline Energy');
    expect(text).toContain('4812 Swiss Ave');
    expect(text).toContain('10443720004812351');
    expect(text).toContain('Dana Rivera');
    expect(text).toContain('Energy Charge');
    expect(text).toContain('Your usage, last 13 months');
  });

  it('prints the charges of that statement, adding up to its current charges', async () => {
    const list = await statementsOf(demo, demoIds.all[0]!);
    const older = list[5]!;
    const res = await pdfOf(demo, demoIds.all[0]!, older.custStatementTkn);
    const text = await textOf(res.rawPayload);
    expect(text).toContain(older.custStatementNum);
    expect(text).toContain(`Total current charges ${money(older.totalStmtAmt)}`);
  });

  it('writes the statement in Spanish for a customer who prefers es (cliente)', async () => {
    const [latest] = await statementsOf(cliente, clienteId);
    const res = await pdfOf(cliente, clienteId, latest!.custStatementTkn);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain(
      `filename="voltio-power-estado-de-cuenta-${latest!.custStatementNum}.pdf"`,
    );
    const text = await textOf(res.rawPayload);
    expect(text).toContain('Total a pagar');
    expect(text).toContain('Cargo por energía');
    expect(text).toContain(latest!.custStatementNum);
    // Spanish dates are day/month/year.
    const [y, m, d] = latest!.delinquentDate.split('-');
    expect(text).toContain(`${d}/${m}/${y}`);
  });

  it("answers another enrollment's token exactly like an unknown token, with 404", async () => {
    const [clienteStatement] = await statementsOf(cliente, clienteId);
    const [gasStatement] = await statementsOf(demo, demoIds.gas[0]!);
    const [theirs, otherEnrollment, unknown] = await Promise.all([
      pdfOf(demo, demoIds.all[0]!, clienteStatement!.custStatementTkn),
      pdfOf(demo, demoIds.all[0]!, gasStatement!.custStatementTkn),
      pdfOf(demo, demoIds.all[0]!, 'no-such-token'),
    ]);
    for (const res of [theirs, otherEnrollment, unknown]) {
      expect(res.statusCode).toBe(404);
      expect(apiError.parse(res.json()).errors[0]!.code).toBe('not_found');
    }
    expect(theirs.body).toBe(unknown.body);
  });

  it("refuses cliente's enrollment id with the same 404 as an unknown one, token or not", async () => {
    const [clienteStatement] = await statementsOf(cliente, clienteId);
    const [theirs, unknown] = await Promise.all([
      pdfOf(demo, clienteId, clienteStatement!.custStatementTkn),
      pdfOf(demo, 999_999, clienteStatement!.custStatementTkn),
    ]);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.body).toBe(unknown.body);
    expect(theirs.body).not.toContain(clienteStatement!.custStatementNum);
  });

  it('refuses a missing token with 400 naming custStatementTkn', async () => {
    const res = await t.app.inject({
      url: `/v2/billing/statements-pdf/${demoIds.all[0]}`,
      headers: demo.headers,
    });
    expect(res.statusCode).toBe(400);
    expect(apiError.parse(res.json()).errors[0]!.field).toBe('custStatementTkn');
  });

  it('asks for a token with 401', async () => {
    const res = await pdfOf(null, demoIds.all[0]!, 'x');
    expect(res.statusCode).toBe(401);
  });
});
