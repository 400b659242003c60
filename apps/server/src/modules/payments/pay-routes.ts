import { apiError, duplicatePaymentError, idempotencyKey, payBody, payResponse } from '@myaccount/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../plugins/app-error.ts';
import { auditContextOf } from '../../plugins/audit.ts';
import { payWithIdempotencyKey } from './pay-service.ts';

export async function payRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/v2/payments/pay',
    {
      onRequest: app.requireCustomer,
      schema: {
        tags: ['payments'],
        security: [{ bearer: [], customerHash: [] }],
        description:
          'Charges a stored method. Requires an Idempotency-Key header: a retry with the same key and body answers the first response (header Idempotent-Replayed: true) and never charges twice. A refused or declined payment is 422 with errors[0].code naming why. A payment of the same amount on the same enrollment as one in the last 24 hours is 409 possible_duplicate_payment naming the earlier one, unless confirmDuplicate is true.',
        headers: z.object({ 'idempotency-key': idempotencyKey }),
        body: payBody,
        response: { 200: payResponse, 409: duplicatePaymentError, 422: apiError, ...errorResponses },
      },
    },
    async (request, reply) => {
      const outcome = await payWithIdempotencyKey(
        {
          db: app.db,
          gateway: app.paymentGateway,
          maxAmount: app.paymentSettings.maxAmount,
          dispatch: (ids) => app.mailer.dispatch(ids),
          log: request.log,
        },
        auditContextOf(request),
        request.headers['idempotency-key'],
        request.body,
      );
      if (outcome.replayed) reply.header('idempotent-replayed', 'true');
      return reply.status(outcome.status).send(outcome.body);
    },
  );
}
