import { documentLanguageQuery, planDocument, planDocumentParams, planIdParams } from '@myaccount/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { attachmentHeader } from '../../pdf/render.ts';
import { errorResponses } from '../../plugins/app-error.ts';
import { buildPlanDocument, listPlanDocuments } from './service.ts';

const tags = ['documents'];

/**
 * Public, like the brand list: plan documents (terms, facts label, your rights) describe a
 * product anyone may buy and Texas rules require them to be publicly available; they hold
 * nothing about a customer. No session also lets the app offer them as plain links
 * (docs/decisions/0005-plan-documents-are-public.md).
 */
export async function documentRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/v2/document-bundles/enrollment-documents/:planId',
    {
      schema: {
        tags,
        summary: 'The documents of a plan, with download links, in English or Spanish',
        params: planIdParams,
        querystring: documentLanguageQuery,
        response: { 200: z.array(planDocument), ...errorResponses },
      },
    },
    async (request) => listPlanDocuments(app.db, request.params.planId, request.query.languageId),
  );

  app.get(
    '/v2/document-bundles/plan-documents/:planId/:kind',
    {
      schema: {
        tags,
        summary: 'One plan document as a PDF',
        params: planDocumentParams,
        querystring: documentLanguageQuery,
        produces: ['application/pdf'],
        // Fastify sends a Buffer as it is: this schema types the reply, it never serialises.
        response: { 200: z.instanceof(Buffer).describe('The document PDF'), ...errorResponses },
      },
    },
    async (request, reply) => {
      const { planId, kind } = request.params;
      const file = await buildPlanDocument(app.db, planId, kind, request.query.languageId);
      return (
        reply
          .type('application/pdf')
          .header('content-disposition', attachmentHeader(file.fileName))
          // Generated from the plan's current data: cache briefly, revalidate after a price change.
          .header('cache-control', 'public, max-age=300')
          .send(file.pdf)
      );
    },
  );
}
