import type { TFunction } from 'i18next';
import { ApiRequestError } from '../../lib/api-client';
import { fieldErrorText } from '../../lib/error-text';

export type FieldErrors = Record<string, string>;

/** The server's per-field problems (`errors[].field`), translated, so forms show them inline. */
export function serverFieldErrors(t: TFunction, error: unknown): FieldErrors {
  if (!(error instanceof ApiRequestError)) return {};
  const fields: FieldErrors = {};
  for (const item of error.errors) {
    if (item.field && !fields[item.field]) fields[item.field] = fieldErrorText(t, item);
  }
  return fields;
}

/** True when the failure is already shown next to a field. */
export const hasFieldErrors = (errors: FieldErrors) => Object.keys(errors).length > 0;
