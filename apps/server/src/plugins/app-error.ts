import { type AccountErrorCode, apiError, type ApiErrorItem, type ErrorCode } from '@myaccount/contract';

/** One HTTP status per error code (DESIGN §4); every route throws these, never raw statuses. */
export const statusByCode: Record<ErrorCode, number> = {
  bad_request: 400,
  invalid_json: 400,
  unauthorized: 401,
  token_expired: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  business_rule: 422,
  too_many_requests: 429,
  internal: 500,
};

const defaultMessages: Record<ErrorCode, string> = {
  bad_request: 'The request is invalid.',
  invalid_json: 'The request body is not valid JSON.',
  unauthorized: 'Authentication is required.',
  token_expired: 'The access token has expired.',
  forbidden: 'You are not allowed to do this.',
  not_found: 'Not found.',
  conflict: 'The request conflicts with the current state.',
  payload_too_large: 'The request body is too large.',
  unsupported_media_type: 'The request content type is not supported.',
  business_rule: 'The request was refused by a business rule.',
  too_many_requests: 'Too many requests. Try again later.',
  internal: 'Something went wrong on our side.',
};

export interface AppErrorOptions {
  field?: string;
  /** The item's code when a precise reason exists (the app translates it); else `code`. */
  reason?: AccountErrorCode;
  /** Extra items after the first; the body's `errors` list is never empty. */
  errors?: ApiErrorItem[];
  /** Seconds, sent as the Retry-After header (429). */
  retryAfter?: number;
  cause?: unknown;
}

/** The error every route and service throws; the error handler turns it into the wire shape. */
export class AppError extends Error {
  override name = 'AppError';
  readonly code: ErrorCode;
  readonly statusCode: number;
  readonly items: ApiErrorItem[];
  readonly retryAfter: number | undefined;

  constructor(code: ErrorCode, message: string = defaultMessages[code], options: AppErrorOptions = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.code = code;
    this.statusCode = statusByCode[code];
    const first: ApiErrorItem = {
      code: options.reason ?? code,
      message,
      ...(options.field ? { field: options.field } : {}),
    };
    this.items = options.errors?.length ? options.errors : [first];
    this.retryAfter = options.retryAfter;
  }
}

/**
 * A request refused by a business rule (422) with the rule's own code, e.g. a payment above
 * the maximum or a method autopay does not accept; `field` names the input it is about.
 */
export function refusal(code: string, message: string, field?: string): AppError {
  return new AppError('business_rule', message, { errors: [{ code, message, ...(field ? { field } : {}) }] });
}

export function defaultMessage(code: ErrorCode): string {
  return defaultMessages[code];
}

/** Error responses for route schemas (OpenAPI docs; the body is checked on the way out). */
export const errorResponses = { '4xx': apiError, '5xx': apiError } as const;
