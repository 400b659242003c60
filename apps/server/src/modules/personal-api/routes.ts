import {
  apiToken,
  apiTokenIdParams,
  createApiTokenBody,
  createdApiToken,
  customerIdParams,
} from '@myaccount/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../plugins/app-error.ts';
import { assertOwnCustomer } from '../../plugins/auth.ts';
import { createApiToken, listApiTokens, revokeApiToken } from './service.ts';
import { auditContextOf } from '../../plugins/audit.ts';

const tags = ['personal-api'];
const security = [{ bearer: [], customerHash: [] }];

/** A customer's own management of their personal API tokens (signed in to the portal). */
export async function apiTokenRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/v2/customers/:customerId/api-tokens',
    {
      onRequest: app.requireCustomer,
      schema: {
        tags,
        security,
        summary: 'Personal API tokens the customer holds (never the tokens themselves)',
        params: customerIdParams,
        response: { 200: z.array(apiToken), ...errorResponses },
      },
    },
    async (request) =>
      listApiTokens(app.db, assertOwnCustomer(request, request.params.customerId).customerId),
  );

  app.post(
    '/v2/customers/:customerId/api-tokens',
    {
      onRequest: app.requireCustomer,
      schema: {
        tags,
        security,
        summary: 'Create a read-only personal API token; the answer is the only time it is shown',
        params: customerIdParams,
        body: createApiTokenBody,
        response: { 201: createdApiToken, ...errorResponses },
      },
    },
    async (request, reply) => {
      assertOwnCustomer(request, request.params.customerId);
      const created = await createApiToken(app.db, auditContextOf(request), request.body);
      // The token is a secret: no cache anywhere may keep this answer.
      return reply.code(201).header('cache-control', 'no-store').send(created);
    },
  );

  app.delete(
    '/v2/customers/:customerId/api-tokens/:id',
    {
      onRequest: app.requireCustomer,
      schema: {
        tags,
        security,
        summary: 'Revoke a personal API token: it stops working on its next request',
        params: customerIdParams.extend(apiTokenIdParams.shape),
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      assertOwnCustomer(request, request.params.customerId);
      await revokeApiToken(app.db, auditContextOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
}
