import { brand } from '@myaccount/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../plugins/app-error.ts';
import { listActiveBrands } from './repository.ts';

/** Public: the sign-in page needs the brand (title, logo, theme) before anyone signs in. */
export async function brandRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/v2/brands/',
    { schema: { tags: ['brands'], response: { 200: z.array(brand), ...errorResponses } } },
    async () => listActiveBrands(app.db),
  );
}
