import { ApiRequestError } from '../../lib/api-client';

export type FieldErrors = Record<string, string>;

/** The server's per-field messages (`errors[].field`), so forms can show them inline. */
export function serverFieldErrors(error: unknown): FieldErrors {
  if (!(error instanceof ApiRequestError)) return {};
  const fields: FieldErrors = {};
  for (const item of error.errors) {
    if (item.field && !fields[item.field]) fields[item.field] = item.message;
  }
  return fields;
}

/** True when the failure is already shown next to a field. */
export const hasFieldErrors = (errors: FieldErrors) => Object.keys(errors).length > 0;
