import type { z } from 'zod';
import { AppError } from '../../plugins/app-error.ts';

/**
 * Validates a body against one of several schemas chosen by the handler (one route takes
 * two forms), answering 400 with one item per problem, each naming its field.
 */
export function parseBody<S extends z.ZodType>(schema: S, body: unknown): z.infer<S> {
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  const errors = parsed.error.issues.map((issue) => {
    const field = issue.path.map(String).join('.');
    return { code: 'bad_request', message: issue.message, ...(field ? { field } : {}) };
  });
  throw new AppError('bad_request', 'The request is invalid.', { errors });
}
