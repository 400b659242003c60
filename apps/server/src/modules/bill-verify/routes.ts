import { billVerification, enrollmentIdParams, statementPdfQuery } from '@myaccount/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses } from '../../plugins/app-error.ts';
import { sessionOf } from '../../plugins/auth.ts';
import { checkOwnEnrollment } from '../enrollments/index.ts';
import { verifyStatement } from './service.ts';

export async function billVerifyRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/v2/billing/statement-verify/:id',
    {
      onRequest: app.requireCustomer,
      schema: {
        tags: ['billing'],
        security: [{ bearer: [], customerHash: [] }],
        summary:
          'Verify a statement: every charge line recomputed from the meter reads, the plan and the rates in force, beside what was billed',
        params: enrollmentIdParams,
        querystring: statementPdfQuery,
        response: { 200: billVerification, ...errorResponses },
      },
    },
    async (request) => {
      await checkOwnEnrollment(app.customerCache, app.db, sessionOf(request).customerId, request.params.id);
      return verifyStatement(app.db, request.params.id, request.query.custStatementTkn);
    },
  );
}
