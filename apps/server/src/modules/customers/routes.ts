import { customerIdParams, customerProfile } from '@myaccount/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError, errorResponses } from '../../plugins/app-error.ts';
import { assertOwnCustomer } from '../../plugins/auth.ts';
import { profileFor } from './repository.ts';

const tags = ['customers'];
const security = [{ bearer: [], customerHash: [] }];

export async function customerRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/v2/customers/:customerId/profile',
    {
      // Authentication runs first (onRequest), so a bad id from a stranger is still 401.
      onRequest: app.requireCustomer,
      schema: {
        tags,
        security,
        params: customerIdParams,
        response: { 200: customerProfile, ...errorResponses },
      },
    },
    async (request) => {
      const session = assertOwnCustomer(request, request.params.customerId);
      const profile = await profileFor(app.customerCache, app.db, session.customerId);
      if (!profile) throw new AppError('not_found', 'Customer not found.');
      return { ...profile, cc_un: session.agentUserName ?? '' };
    },
  );
}
