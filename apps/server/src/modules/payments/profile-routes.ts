import {
  customerIdParams,
  deletePaymentProfileQuery,
  hostedProfilePage,
  hostedProfilePageRequest,
  paymentMethod,
  paymentProfileTokenParams,
  operationResult,
  savePaymentProfileBody,
} from '@myaccount/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../plugins/app-error.ts';
import { assertOwnCustomer, sessionOf } from '../../plugins/auth.ts';
import {
  deletePaymentMethod,
  listPaymentMethods,
  openHostedProfilePage,
  syncSavedProfiles,
} from './profiles-service.ts';
import { auditContextOf } from '../../plugins/audit.ts';

const tags = ['payments'];
const security = [{ bearer: [], customerHash: [] }];

/** The origin the browser used to reach us; the communicator URL must match it. */
export function ownOrigin(request: FastifyRequest): string {
  // Through URL, so an explicit default port (localhost:80) compares equal.
  return new URL(`${request.protocol}://${request.host}`).origin;
}

export async function profileRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/v2/payments/payment-profile/by-customer/:customerId',
    {
      onRequest: app.requireCustomer,
      schema: {
        tags,
        security,
        params: customerIdParams,
        response: { 200: z.array(paymentMethod), ...errorResponses },
      },
    },
    async (request) =>
      listPaymentMethods(app.db, assertOwnCustomer(request, request.params.customerId).customerId),
  );

  app.post(
    '/v2/payments/payment-profile/hosted-profile-page-token/:customerId',
    {
      onRequest: app.requireCustomer,
      schema: {
        tags,
        security,
        params: customerIdParams,
        body: hostedProfilePageRequest,
        response: { 200: hostedProfilePage, ...errorResponses },
      },
    },
    async (request) => {
      const session = assertOwnCustomer(request, request.params.customerId);
      return openHostedProfilePage(
        app.db,
        app.paymentGateway,
        session.customerId,
        request.body,
        ownOrigin(request),
      );
    },
  );

  app.post(
    '/v2/payments/payment-profile',
    {
      onRequest: app.requireCustomer,
      schema: {
        tags,
        security,
        body: savePaymentProfileBody,
        response: { 200: z.array(paymentMethod), ...errorResponses },
      },
    },
    async (request) =>
      syncSavedProfiles(
        app.db,
        app.paymentGateway,
        sessionOf(request).customerId,
        request.body,
        auditContextOf(request),
      ),
  );

  app.delete(
    '/v2/payments/payment-profile/:paymentProfileToken',
    {
      onRequest: app.requireCustomer,
      schema: {
        tags,
        security,
        params: paymentProfileTokenParams,
        querystring: deletePaymentProfileQuery,
        response: { 200: operationResult, ...errorResponses },
      },
    },
    async (request) =>
      deletePaymentMethod(
        app.db,
        app.paymentGateway,
        sessionOf(request).customerId,
        request.params.paymentProfileToken,
        request.query.customerProfileToken,
        auditContextOf(request),
      ),
  );
}
