import { billChange, enrollmentIdParams, statementPdfQuery } from '@myaccount/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses } from '../../plugins/app-error.ts';
import { sessionOf } from '../../plugins/auth.ts';
import { checkOwnEnrollment } from '../enrollments/index.ts';
import { explainStatement } from './service.ts';

export async function billChangeRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/v2/billing/statement-change/:id',
    {
      onRequest: app.requireCustomer,
      schema: {
        tags: ['billing'],
        security: [{ bearer: [], customerHash: [] }],
        summary:
          'Why a statement differs from the previous one and the same cycle last year: drivers that sum to the change',
        params: enrollmentIdParams,
        querystring: statementPdfQuery,
        response: { 200: billChange, ...errorResponses },
      },
    },
    async (request) => {
      await checkOwnEnrollment(app.customerCache, app.db, sessionOf(request).customerId, request.params.id);
      return explainStatement(app.db, request.params.id, request.query.custStatementTkn);
    },
  );
}
