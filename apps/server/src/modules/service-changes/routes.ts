import {
  customerIdParams,
  deliveryMethodEnrollment,
  dropRequest,
  enrollmentIdParams,
  enrollmentTimeline as enrollmentTimelineReply,
  reenrollment,
  reenrollOffers as reenrollOffersReply,
  reinstatementQuote as reinstatementQuoteReply,
  renewalOffersQuery,
  renewalRequest,
  serviceChangeParams,
  serviceChangeResponse,
  transferQuote as transferQuoteReply,
  transferQuoteQuery,
  transferServiceRequest,
  updateDeliveryMethodRequest,
} from '@myaccount/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../plugins/app-error.ts';
import { auditContextOf } from '../../plugins/audit.ts';
import { assertOwnCustomer, sessionOf } from '../../plugins/auth.ts';
import type { ChangeDeps } from './change-deps.ts';
import {
  enrollmentsFromBillingGroup,
  enrollmentsToChangeDelivery,
  updateDeliveryMethod,
} from './delivery.ts';
import { dropService } from './drop.ts';
import { transferService } from './transfer.ts';
import { transferQuote } from './transfer-quote.ts';
import { enrollmentTimeline } from './timeline.ts';
import { withdrawChange } from './withdraw.ts';
import { reenroll } from './reenroll.ts';
import { reenrollOffers } from './reenroll-offers.ts';
import { reinstate, reinstatementQuote } from './reinstate.ts';

const tags = ['enrollments'];
const security = [{ bearer: [], customerHash: [] }];
const writeResponses = { 200: serviceChangeResponse, ...errorResponses };

/** Spec §7 Enrollments: drop, transfer, bill delivery method and its two lists. */
export async function serviceChangeRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const onRequest = app.requireCustomer;
  const deps: ChangeDeps = { db: app.db, dispatch: (ids) => app.mailer.dispatch(ids) };

  app.post(
    '/v2/enrollments/:id/drop',
    {
      onRequest,
      schema: { tags, security, params: enrollmentIdParams, body: dropRequest, response: writeResponses },
    },
    async (request) => dropService(deps, auditContextOf(request), request.params.id, request.body),
  );

  app.post(
    '/v2/enrollments/:id/transfer-service',
    {
      onRequest,
      schema: {
        tags,
        security,
        params: enrollmentIdParams,
        body: transferServiceRequest,
        response: writeResponses,
      },
    },
    async (request) => transferService(deps, auditContextOf(request), request.params.id, request.body),
  );

  app.get(
    '/v2/enrollments/:id/transfer-quote',
    {
      onRequest,
      schema: {
        tags,
        security,
        params: enrollmentIdParams,
        querystring: transferQuoteQuery,
        response: { 200: transferQuoteReply, ...errorResponses },
      },
    },
    async (request) => transferQuote(app.db, sessionOf(request), request.params.id, request.query),
  );

  app.get(
    '/v2/enrollments/:id/timeline',
    {
      onRequest,
      schema: {
        tags,
        security,
        params: enrollmentIdParams,
        response: { 200: enrollmentTimelineReply, ...errorResponses },
      },
    },
    async (request) => enrollmentTimeline(app.db, sessionOf(request), request.params.id),
  );

  app.post(
    '/v2/enrollments/:id/service-changes/:changeId/withdraw',
    {
      onRequest,
      schema: { tags, security, params: serviceChangeParams, response: writeResponses },
    },
    async (request) =>
      withdrawChange(deps, auditContextOf(request), request.params.id, request.params.changeId),
  );

  app.get(
    '/v2/enrollments/:id/reenroll-offers',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'Offers to enrol again at the premise of an ended service, priced on the last 12 bills',
        params: enrollmentIdParams,
        querystring: renewalOffersQuery,
        response: { 200: reenrollOffersReply, ...errorResponses },
      },
    },
    async (request) =>
      reenrollOffers(app.db, sessionOf(request).customerId, request.params.id, request.query.languageId),
  );

  app.post(
    '/v2/enrollments/:id/reenroll',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'Enrols again on an offer, recording the document versions accepted',
        params: enrollmentIdParams,
        body: renewalRequest,
        response: { 201: reenrollment, ...errorResponses },
      },
    },
    async (request, reply) => {
      const done = await reenroll(deps, auditContextOf(request), request.params.id, request.body);
      return reply.code(201).send(done);
    },
  );

  app.get(
    '/v2/enrollments/:id/reinstatement',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'What reinstating the service would do, or why it cannot be reinstated',
        params: enrollmentIdParams,
        response: { 200: reinstatementQuoteReply, ...errorResponses },
      },
    },
    async (request) => reinstatementQuote(app.db, sessionOf(request), request.params.id),
  );

  app.post(
    '/v2/enrollments/:id/reinstate',
    {
      onRequest,
      schema: { tags, security, params: enrollmentIdParams, response: writeResponses },
    },
    async (request) => reinstate(deps, auditContextOf(request), request.params.id),
  );

  app.post(
    '/v2/enrollments/:id/update-billing-delivery-method',
    {
      onRequest,
      schema: {
        tags,
        security,
        params: enrollmentIdParams,
        body: updateDeliveryMethodRequest,
        response: writeResponses,
      },
    },
    async (request) => updateDeliveryMethod(deps, auditContextOf(request), request.params.id, request.body),
  );

  app.get(
    '/v1/customers/:customerId/enrollments-to-change-delivery-method',
    {
      onRequest,
      schema: {
        tags,
        security,
        params: customerIdParams,
        response: { 200: z.array(deliveryMethodEnrollment), ...errorResponses },
      },
    },
    async (request) => {
      const session = assertOwnCustomer(request, request.params.customerId);
      return enrollmentsToChangeDelivery(app.db, session.customerId);
    },
  );

  app.get(
    '/v1/enrollments/:id/enrollments-from-billing-group',
    {
      onRequest,
      schema: {
        tags,
        security,
        params: enrollmentIdParams,
        response: { 200: z.array(deliveryMethodEnrollment), ...errorResponses },
      },
    },
    async (request) => enrollmentsFromBillingGroup(app.db, sessionOf(request), request.params.id),
  );
}
