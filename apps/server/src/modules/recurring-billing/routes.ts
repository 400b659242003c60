import {
  enrollmentIdParams,
  operationResult,
  recurringBilling,
  recurringBillingBody,
} from '@myaccount/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses } from '../../plugins/app-error.ts';
import { sessionOf } from '../../plugins/auth.ts';
import { disableRecurringBilling, enableRecurringBilling, getRecurringBilling } from './service.ts';
import { auditContextOf } from '../../plugins/audit.ts';

const tags = ['enrollments'];
const security = [{ bearer: [], customerHash: [] }];
const path = '/v2/enrollments/:id/recurring-billing';

/** Spec §7 autopay of an enrollment; the autopay job (jobs/autopay.ts) does the charging. */
export async function recurringBillingRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    path,
    {
      onRequest: app.requireCustomer,
      schema: {
        tags,
        security,
        params: enrollmentIdParams,
        response: { 200: recurringBilling.nullable(), ...errorResponses },
      },
    },
    async (request) => getRecurringBilling(app.db, request.params.id, sessionOf(request).customerId),
  );

  app.post(
    path,
    {
      onRequest: app.requireCustomer,
      schema: {
        tags,
        security,
        params: enrollmentIdParams,
        body: recurringBillingBody,
        response: { 200: operationResult, ...errorResponses },
      },
    },
    async (request) =>
      enableRecurringBilling(
        app.db,
        request.params.id,
        sessionOf(request).customerId,
        request.body,
        auditContextOf(request),
      ),
  );

  app.delete(
    path,
    {
      onRequest: app.requireCustomer,
      schema: {
        tags,
        security,
        params: enrollmentIdParams,
        response: { 200: operationResult, ...errorResponses },
      },
    },
    async (request) =>
      disableRecurringBilling(
        app.db,
        request.params.id,
        sessionOf(request).customerId,
        auditContextOf(request),
      ),
  );
}
