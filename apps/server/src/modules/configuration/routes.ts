import { configurationParameters } from '@myaccount/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses } from '../../plugins/app-error.ts';
import { sessionOf } from '../../plugins/auth.ts';
import { configurationFor } from './repository.ts';

export async function configurationRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/v2/configuration-parameters',
    {
      onRequest: app.requireCustomer,
      schema: {
        tags: ['configuration'],
        security: [{ bearer: [], customerHash: [] }],
        response: { 200: configurationParameters, ...errorResponses },
      },
    },
    async (request) => configurationFor(app.customerCache, app.db, sessionOf(request).customerId),
  );
}
