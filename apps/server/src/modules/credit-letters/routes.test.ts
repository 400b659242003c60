import { apiError, CREDIT_LETTER_MAX_BYTES, creditLetter } from '@myaccount/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, creditLetters } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp, type TestSession } from '../../test/build-test-app.ts';
import { enrollmentIdsOf } from '../../test/enrollment-helpers.ts';

let t: TestApp;
let demo: TestSession;
let solo: TestSession;
let enrollmentId: number;
beforeAll(async () => {
  t = await buildTestApp();
  [demo, solo] = await Promise.all([t.login('demo'), t.login('solo')]);
  enrollmentId = (await enrollmentIdsOf(t.db, 'demo'))[0]!;
});
afterAll(() => t.close());

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46]);
const EXE = Buffer.from('MZ\x90\x00\x03\x00\x00\x00this program cannot be run in DOS mode');

/** A multipart/form-data body with one file part. */
function multipart(field: string, fileName: string, content: Buffer, type = 'application/pdf') {
  const boundary = '----letter-test-boundary';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\nContent-Type: ${type}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), content, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const upload = (session: TestSession, id: number, body: ReturnType<typeof multipart>) =>
  t.app.inject({
    method: 'POST',
    url: `/v2/enrollments/${id}/upload-credit-letter`,
    headers: { ...session.headers, ...body.headers },
    payload: body.payload,
  });

const pending = (session: TestSession, id: number) =>
  t.app.inject({ url: `/v2/enrollments/${id}/pending-credit-letter`, headers: session.headers });

async function letterCount() {
  return (await t.db.select().from(creditLetters).where(eq(creditLetters.enrollmentId, enrollmentId))).length;
}

describe('credit letters', () => {
  it('answers null while nothing is pending', async () => {
    const res = await pending(demo, enrollmentId);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toBeNull();
  });

  it('refuses a renamed .exe, plain text and a non-multipart body with 415, storing nothing', async () => {
    for (const body of [
      multipart('file', 'letter.pdf', EXE),
      multipart('file', 'letter.pdf', Buffer.from('hello')),
    ]) {
      const res = await upload(demo, enrollmentId, body);
      expect(res.statusCode).toBe(415);
      expect(apiError.parse(res.json()).errors[0]).toMatchObject({
        field: 'file',
        code: 'file_type_not_allowed',
      });
    }
    const json = await t.app.inject({
      method: 'POST',
      url: `/v2/enrollments/${enrollmentId}/upload-credit-letter`,
      headers: demo.headers,
      payload: { file: 'x' },
    });
    expect(json.statusCode).toBe(415);
    expect(await letterCount()).toBe(0);
  });

  it('refuses a file over 10 MB with 413 and accepts one of exactly 10 MB', async () => {
    const big = Buffer.concat([PDF, Buffer.alloc(CREDIT_LETTER_MAX_BYTES + 1 - PDF.length)]);
    const tooBig = await upload(demo, enrollmentId, multipart('file', 'big.pdf', big));
    expect(tooBig.statusCode).toBe(413);
    expect(apiError.parse(tooBig.json()).errors[0]!.code).toBe('file_too_large');
    expect(await letterCount()).toBe(0);
    const limit = await upload(
      demo,
      enrollmentId,
      multipart('file', 'limit.pdf', big.subarray(0, CREDIT_LETTER_MAX_BYTES)),
    );
    expect(limit.statusCode).toBe(201);
    await t.db.delete(creditLetters).where(eq(creditLetters.enrollmentId, enrollmentId));
  });

  it('refuses a missing file part with 400 and another customer’s enrollment with 404', async () => {
    const wrongField = await upload(demo, enrollmentId, multipart('document', 'letter.pdf', PDF));
    expect(wrongField.statusCode).toBe(400);
    expect(apiError.parse(wrongField.json()).errors[0]!.field).toBe('file');
    expect((await upload(solo, enrollmentId, multipart('file', 'letter.pdf', PDF))).statusCode).toBe(404);
    expect((await pending(solo, enrollmentId)).statusCode).toBe(404);
    expect(await letterCount()).toBe(0);
  });

  it('stores a PDF, PNG or JPEG by content whatever its name; the newest shows as pending and downloads', async () => {
    for (const [name, content] of [
      ['scan.png', PNG],
      ['photo.JPG', JPEG],
      ['../../Carta de crédito.pdf', PDF],
    ] as const) {
      const res = await upload(
        demo,
        enrollmentId,
        multipart('file', name, content, 'application/octet-stream'),
      );
      expect(res.statusCode).toBe(201);
      creditLetter.parse(res.json());
    }
    const letter = creditLetter.parse((await pending(demo, enrollmentId)).json());
    expect(letter).toMatchObject({ file_name: 'Carta de crédito.pdf', id_status: 1, first_name: 'Dana' });
    const [row] = await t.db
      .select()
      .from(creditLetters)
      .where(eq(creditLetters.idCustomerCreditLetters, letter.id_customer_credit_letters));
    expect(row!.contentType).toBe('application/pdf');
    expect(Buffer.from(row!.content).equals(PDF)).toBe(true);

    const file = await t.app.inject({ url: letter.url, headers: demo.headers });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload.equals(PDF)).toBe(true);
    expect((await t.app.inject({ url: letter.url, headers: solo.headers })).statusCode).toBe(404);
  });

  it('records an agent’s upload with the agent’s name', async () => {
    const agent = await t.loginAgent('demo');
    const res = await upload(agent, enrollmentId, multipart('file', 'a.pdf', PDF));
    expect(res.statusCode).toBe(201);
    const entries = await t.db.select().from(auditLog).where(eq(auditLog.action, 'credit-letter.upload'));
    expect(entries.some((e) => e.agentUserName === 'agent')).toBe(true);
  });
});
