import {
  creditLetterParams,
  creditLetterReviewRequest,
  depositLetter,
  depositTracker,
  enrollmentIdParams,
} from '@myaccount/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses } from '../../plugins/app-error.ts';
import { auditContextOf } from '../../plugins/audit.ts';
import { sessionOf } from '../../plugins/auth.ts';
import { reviewLetter } from './review.ts';
import { getDepositTracker } from './service.ts';

const tags = ['enrollments'];
const security = [{ bearer: [], customerHash: [] }];

/** The deposit tracker and the support agent's credit-letter review (issue 15). */
export async function depositRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/v2/enrollments/:id/deposit',
    {
      onRequest: app.requireCustomer,
      schema: {
        tags,
        security,
        summary: 'The deposit: amount, status, credit-letter review and refund progress (null: none)',
        params: enrollmentIdParams,
        response: { 200: depositTracker.nullable(), ...errorResponses },
      },
    },
    async (request) => getDepositTracker(app.db, sessionOf(request).customerId, request.params.id),
  );

  app.post(
    '/v2/enrollments/:id/credit-letters/:letterId/review',
    {
      onRequest: app.requireCustomer,
      schema: {
        tags,
        security,
        summary: 'A support agent approves (waiving the deposit left) or rejects a pending credit letter',
        description:
          'Agent sessions only (403 `agent_only` otherwise). `reason` is required to reject. 409 `credit_letter_reviewed` for a letter already reviewed; 422 `deposit_not_pending` when no deposit is left to settle.',
        params: creditLetterParams,
        body: creditLetterReviewRequest,
        response: { 200: depositLetter, ...errorResponses },
      },
    },
    async (request) => {
      const { letter, mailIds } = await reviewLetter(
        app.db,
        auditContextOf(request),
        request.params.id,
        request.params.letterId,
        request.body,
      );
      app.mailer.dispatch(mailIds);
      return letter;
    },
  );
}
