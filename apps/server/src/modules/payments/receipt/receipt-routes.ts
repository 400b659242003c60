import { paymentReceipt, receiptParams, receiptPdfQuery } from '@myaccount/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { attachmentHeader } from '../../../pdf/render.ts';
import { errorResponses } from '../../../plugins/app-error.ts';
import { sessionOf } from '../../../plugins/auth.ts';
import { buildReceiptFile, getReceipt } from './receipt-service.ts';

const tags = ['payments'];
const security = [{ bearer: [], customerHash: [] }];

/** Issue 14: the receipt of an approved portal payment, as data for the screen and as a PDF. */
export async function receiptRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/v2/payments/receipt/:id',
    {
      onRequest: app.requireCustomer,
      schema: {
        tags,
        security,
        summary: 'The receipt of one approved payment the customer made in the portal',
        params: receiptParams,
        response: { 200: paymentReceipt, ...errorResponses },
      },
    },
    async (request) => getReceipt(app.db, request.params.id, sessionOf(request).customerId),
  );

  app.get(
    '/v2/payments/receipt-pdf/:id',
    {
      onRequest: app.requireCustomer,
      schema: {
        tags,
        security,
        summary: 'The same receipt as a PDF, in English or Spanish',
        params: receiptParams,
        querystring: receiptPdfQuery,
        produces: ['application/pdf'],
        // Fastify sends a Buffer as it is: this schema types the reply, it never serialises.
        response: { 200: z.instanceof(Buffer).describe('The receipt PDF'), ...errorResponses },
      },
    },
    async (request, reply) => {
      const customerId = sessionOf(request).customerId;
      await app.rateLimits.enforce({
        'receipt-pdf:ip': app.rateLimits.clientOf(request),
        'receipt-pdf:account': customerId,
      });
      const file = await buildReceiptFile(app.db, request.params.id, customerId, request.query.languageId);
      return (
        reply
          .type('application/pdf')
          .header('content-disposition', attachmentHeader(file.fileName))
          // A personal document: never kept by shared caches.
          .header('cache-control', 'private, no-store')
          .send(file.pdf)
      );
    },
  );
}
