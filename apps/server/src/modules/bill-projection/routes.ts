import { billProjectionReply, enrollmentIdParams, hasEnded } from '@myaccount/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses } from '../../plugins/app-error.ts';
import { sessionOf } from '../../plugins/auth.ts';
import { findStatusCode, checkOwnEnrollment } from '../enrollments/index.ts';
import { findBillHelp, nextBillOf } from '../payment-help/index.ts';
import { projectBill } from './service.ts';

/** The open cycle's bill so far and its projected bill (issue 12 §4). */
export async function billProjectionRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/v2/billing/bill-projection/:id',
    {
      onRequest: app.requireCustomer,
      schema: {
        tags: ['billing'],
        security: [{ bearer: [], customerHash: [] }],
        summary:
          'Bill-to-date of the open cycle from the interval reads since the last meter read, and the projected bill at its end with a range',
        params: enrollmentIdParams,
        response: { 200: billProjectionReply, ...errorResponses },
      },
    },
    async (request) => {
      await checkOwnEnrollment(app.customerCache, app.db, sessionOf(request).customerId, request.params.id);
      // A service that has ended has no open cycle to project: its final bill is the billing
      // system's, not a month of usage at the old rate.
      if (hasEnded((await findStatusCode(app.db, request.params.id)) ?? undefined))
        return { projection: null };
      const [projection, help] = await Promise.all([
        projectBill(app.db, request.params.id),
        findBillHelp(app.db, request.params.id),
      ]);
      // The likely bill as issued: a plan's instalment and average billing's adjustment added.
      return {
        projection: projection && { ...projection, nextBill: nextBillOf(projection.projectedBill.mid, help) },
      };
    },
  );
}
