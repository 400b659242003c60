import {
  acceptedRenewal,
  enrollmentIdParams,
  renewalOffers as renewalOffersReply,
  renewalOffersQuery,
  renewalRequest,
} from '@myaccount/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses } from '../../plugins/app-error.ts';
import { auditContextOf } from '../../plugins/audit.ts';
import { sessionOf } from '../../plugins/auth.ts';
import { acceptRenewal } from './accept.ts';
import { renewalOffers } from './offers.ts';

const tags = ['enrollments'];
const security = [{ bearer: [], customerHash: [] }];

/** Renewal in the portal (issue 15): offers priced on the customer's usage, and accepting one. */
export async function renewalRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/v2/enrollments/:id/renewal-offers',
    {
      onRequest: app.requireCustomer,
      schema: {
        tags,
        security,
        summary: 'Renewal offers priced on the customer’s last 12 billed cycles, with their documents',
        params: enrollmentIdParams,
        querystring: renewalOffersQuery,
        response: { 200: renewalOffersReply, ...errorResponses },
      },
    },
    async (request) =>
      renewalOffers(app.db, sessionOf(request).customerId, request.params.id, request.query.languageId),
  );

  app.post(
    '/v2/enrollments/:id/renewal',
    {
      onRequest: app.requireCustomer,
      schema: {
        tags,
        security,
        summary: 'Renews the contract on an offer, recording the document versions accepted',
        params: enrollmentIdParams,
        body: renewalRequest,
        response: { 201: acceptedRenewal, ...errorResponses },
      },
    },
    async (request, reply) => {
      const renewal = await acceptRenewal(app.db, auditContextOf(request), request.params.id, request.body);
      return reply.code(201).send(renewal);
    },
  );
}
