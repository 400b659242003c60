import { customerIdParams, enrollmentsByAddress } from '@myaccount/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses } from '../../plugins/app-error.ts';
import { assertOwnCustomer } from '../../plugins/auth.ts';
import { listEnrollmentsByAddress } from './service.ts';

const tags = ['enrollments'];
const security = [{ bearer: [], customerHash: [] }];

export async function enrollmentRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/v2/customers/:customerId/enrollments',
    {
      // Authentication runs first (onRequest), so a bad id from a stranger is still 401.
      onRequest: app.requireCustomer,
      schema: {
        tags,
        security,
        params: customerIdParams,
        response: { 200: enrollmentsByAddress, ...errorResponses },
      },
    },
    async (request) => {
      const session = assertOwnCustomer(request, request.params.customerId);
      return listEnrollmentsByAddress(app.customerCache, app.db, session.customerId);
    },
  );
}
