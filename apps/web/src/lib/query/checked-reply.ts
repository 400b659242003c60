import type { ZodType } from 'zod';

/**
 * Checks a reply against the contract's schema in development and tests, and fails loudly
 * when the server and the contract disagree. Call it as
 * `checkedReply(reply, !import.meta.env.PROD && schema)`: in the production build the second
 * argument folds to `false`, so the schema, and zod with it, never reach the bundle (issue 18).
 * The reply itself is returned as it came, so development and production render the same value.
 */
export function checkedReply<T>(reply: T, schema: false | ZodType): T {
  if (schema === false) return reply;
  const result = schema.safeParse(reply);
  if (!result.success) {
    throw new ReplyMismatchError(result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`));
  }
  return reply;
}

export class ReplyMismatchError extends Error {
  constructor(readonly issues: string[]) {
    super(`The reply does not match the contract: ${issues.join('; ')}`);
    this.name = 'ReplyMismatchError';
  }
}

/**
 * The same check for a file download: the reply is a Blob of the media type the route sends
 * (a PDF, a CSV…), so an error page or a JSON answer is never handed to the customer as the
 * file. Call it as `checkedBlob(blob, !import.meta.env.PROD && 'application/pdf')`.
 */
export function checkedBlob(reply: Blob, mediaType: false | string): Blob {
  if (mediaType === false) return reply;
  // Not `instanceof Blob`: a test's fetch may answer with another realm's Blob.
  const type: unknown = (reply as { type?: unknown } | null)?.type;
  const received = typeof type === 'string' ? type.split(';')[0]!.trim() : typeof reply;
  if (received !== mediaType)
    throw new ReplyMismatchError([`media type: expected ${mediaType}, received ${received}`]);
  return reply;
}
