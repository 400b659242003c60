import { customerIdParams, linkAccountsRequest, linkAccountsResponse } from '@myaccount/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses } from '../../plugins/app-error.ts';
import { assertOwnCustomer } from '../../plugins/auth.ts';
import { linkAccount } from './service.ts';
import { auditContextOf } from '../../plugins/audit.ts';

/** Spec §7: POST /v2/customers/{customerId}/link-accounts → {succeeded, message}. */
export async function linkAccountsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/v2/customers/:customerId/link-accounts',
    {
      onRequest: app.requireCustomer,
      schema: {
        tags: ['customers'],
        security: [{ bearer: [], customerHash: [] }],
        params: customerIdParams,
        body: linkAccountsRequest,
        response: { 200: linkAccountsResponse, ...errorResponses },
      },
    },
    async (request) => {
      const session = assertOwnCustomer(request, request.params.customerId);
      await app.rateLimits.enforce({
        'link-accounts:ip': app.rateLimits.clientOf(request),
        'link-accounts:account': session.customerId,
      });
      return linkAccount(app.db, auditContextOf(request), session, request.body);
    },
  );
}
