import {
  accountActivityPage,
  accountActivityQuery,
  type AccountActivityPage,
  customerIdParams,
} from '@myaccount/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses } from '../../plugins/app-error.ts';
import { assertOwnCustomer } from '../../plugins/auth.ts';
import { findActivityPage } from './repository.ts';

/**
 * Issue 14: the account's trail as its owner (or the agent acting for them) reads it: sign-ins,
 * changes, payments, each agent's actions by name. Another customer's id is 403.
 */
export async function accountActivityRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/v2/customers/:customerId/account-activity',
    {
      onRequest: app.requireCustomer,
      schema: {
        tags: ['customers'],
        security: [{ bearer: [], customerHash: [] }],
        params: customerIdParams,
        querystring: accountActivityQuery,
        response: { 200: accountActivityPage, ...errorResponses },
      },
    },
    async (request): Promise<AccountActivityPage> => {
      const { customerId } = assertOwnCustomer(request, request.params.customerId);
      const { page, pageSize } = request.query;
      const { rows, total } = await findActivityPage(app.db, customerId, page, pageSize);
      return {
        items: rows.map((r) => ({
          id: r.id,
          at: r.at.toISOString(),
          action: r.action,
          entity: r.entity,
          entityId: r.entityId,
          agent: r.agentUserName ? r.agentName?.trim() || r.agentUserName : null,
          details: r.details as Record<string, unknown>,
        })),
        page,
        pageSize,
        total,
      };
    },
  );
}
