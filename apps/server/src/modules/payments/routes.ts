import {
  chargeTransactionsQuery,
  enrollmentIdParams,
  opsAdminTotal,
  opsAdminTotalQuery,
  paymentHistoryEntry,
  pendingPayment,
} from '@myaccount/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../plugins/app-error.ts';
import { sessionOf } from '../../plugins/auth.ts';
import { listChargeTransactions, listPaymentHistory, totalOpsAdminPayments } from './history-service.ts';
import { communicatorRoutes } from './communicator.ts';
import { payRoutes } from './pay-routes.ts';
import { profileRoutes } from './profile-routes.ts';
import { receiptRoutes } from './receipt/receipt-routes.ts';

export const tags = ['payments'];
export const security = [{ bearer: [], customerHash: [] }];

/** Spec §7 Payments: history and pending charges here, methods and pay in their own files. */
export async function paymentRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/v2/payments/history-by-enrollment/:id',
    {
      onRequest: app.requireCustomer,
      schema: {
        tags,
        security,
        params: enrollmentIdParams,
        response: { 200: z.array(paymentHistoryEntry), ...errorResponses },
      },
    },
    async (request) => listPaymentHistory(app.db, request.params.id, sessionOf(request).customerId),
  );

  app.get(
    '/v2/payments/charge-transaction/by-enrollment/:id',
    {
      onRequest: app.requireCustomer,
      schema: {
        tags,
        security,
        params: enrollmentIdParams,
        querystring: chargeTransactionsQuery,
        response: { 200: z.array(pendingPayment), ...errorResponses },
      },
    },
    async (request) =>
      listChargeTransactions(app.db, request.params.id, sessionOf(request).customerId, request.query),
  );

  app.get(
    '/v2/payments/charge-transaction/by-enrollment/:id/total-opsadmin-payments',
    {
      onRequest: app.requireCustomer,
      schema: {
        tags,
        security,
        params: enrollmentIdParams,
        querystring: opsAdminTotalQuery,
        response: { 200: opsAdminTotal, ...errorResponses },
      },
    },
    async (request) =>
      totalOpsAdminPayments(app.db, request.params.id, sessionOf(request).customerId, request.query),
  );

  await app.register(profileRoutes);
  await app.register(payRoutes);
  await app.register(receiptRoutes);
  await app.register(communicatorRoutes);
}
