import { ApiRequestError } from '../../lib/api-error';

/** The server's own sentence for a refused change (422 etc.), or the generic wording. */
export function serverMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiRequestError && error.status > 0) {
    return error.errors[0]?.message ?? error.message;
  }
  return fallback;
}
