import { z } from 'zod';

/** One reason a request failed; `field` names the input at fault when there is one. */
export const apiErrorItem = z.object({
  code: z.string(),
  message: z.string(),
  field: z.string().optional(),
});

/** Every non-2xx answer has this body, and `errors` is never empty (DESIGN §4). */
export const apiError = z.object({
  message: z.string(),
  errors: z.array(apiErrorItem).min(1),
  requestId: z.string().optional(),
});

export type ApiErrorItem = z.infer<typeof apiErrorItem>;
export type ApiError = z.infer<typeof apiError>;

/** Machine-readable error codes shared by the server and the app. */
export const errorCodes = [
  'bad_request',
  'invalid_json',
  'unauthorized',
  'token_expired',
  'forbidden',
  'not_found',
  'conflict',
  'payload_too_large',
  'unsupported_media_type',
  'business_rule',
  'too_many_requests',
  'internal',
] as const;
export type ErrorCode = (typeof errorCodes)[number];
