import { accountAccess, customerIdParams, sessionIdParams } from '@myaccount/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../plugins/app-error.ts';
import { assertOwnCustomer } from '../../plugins/auth.ts';
import { endAccountSession, getAccountAccess } from './service.ts';
import { auditContextOf } from '../../plugins/audit.ts';

const tags = ['account-access'];
const security = [{ bearer: [], customerHash: [] }];

/** "Who has access to my data" (issue 16): sessions of the last 90 days and linked accounts. */
export async function accountAccessRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/v2/customers/:customerId/access',
    {
      onRequest: app.requireCustomer,
      schema: {
        tags,
        security,
        summary: 'Sessions opened on the account in the last 90 days (own and agents’), and linked accounts',
        params: customerIdParams,
        response: { 200: accountAccess, ...errorResponses },
      },
    },
    async (request) => getAccountAccess(app.db, assertOwnCustomer(request, request.params.customerId)),
  );

  app.delete(
    '/v2/customers/:customerId/access/sessions/:sessionId',
    {
      onRequest: app.requireCustomer,
      schema: {
        tags,
        security,
        summary: 'End one session of the account; it is refused from its next request',
        params: customerIdParams.extend(sessionIdParams.shape),
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      assertOwnCustomer(request, request.params.customerId);
      await endAccountSession(app.db, auditContextOf(request), request.params.sessionId);
      return reply.code(204).send(null);
    },
  );
}
