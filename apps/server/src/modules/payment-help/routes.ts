import {
  averageBillingRequest,
  averageBillingStatus,
  deferredPlan,
  deferredPlanRequest,
  deferredPlanStatus,
  enrollmentIdParams,
  extensionRequest,
  extensionStatus,
  paymentExtension,
} from '@myaccount/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses } from '../../plugins/app-error.ts';
import { sessionOf } from '../../plugins/auth.ts';
import { requireOwnEnrollment } from '../enrollments/index.ts';
import { getAverageBillingStatus, joinAverageBilling, leaveAverageBilling } from './average-billing.ts';
import { acceptDeferredPlan, getDeferredPlanStatus } from './deferred-plan.ts';
import { getExtensionStatus, requestExtension } from './extension.ts';
import { auditContextOf } from '../../plugins/audit.ts';

const tags = ['payment-help'];
const security = [{ bearer: [], customerHash: [] }];

/** Help when money is short (issue 15). Every route checks the enrollment is the customer's. */
export async function paymentHelpRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/v2/payment-help/:id/extension',
    {
      onRequest: app.requireCustomer,
      schema: {
        tags,
        security,
        summary: 'Whether the current bill’s due date may be extended, and why not',
        params: enrollmentIdParams,
        response: { 200: extensionStatus, ...errorResponses },
      },
    },
    async (request) => {
      const { customerId } = sessionOf(request);
      await requireOwnEnrollment(app.db, customerId, request.params.id);
      return getExtensionStatus(app.db, customerId, request.params.id);
    },
  );

  app.post(
    '/v2/payment-help/:id/extension',
    {
      onRequest: app.requireCustomer,
      schema: {
        tags,
        security,
        summary: 'Moves the current bill’s due date by up to the configured number of days',
        params: enrollmentIdParams,
        body: extensionRequest,
        response: { 201: paymentExtension, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { customerId } = sessionOf(request);
      await requireOwnEnrollment(app.db, customerId, request.params.id);
      const granted = await requestExtension(
        app.db,
        auditContextOf(request),
        customerId,
        request.params.id,
        request.body.days,
      );
      return reply.status(201).send(granted);
    },
  );

  app.get(
    '/v2/payment-help/:id/deferred-plan',
    {
      onRequest: app.requireCustomer,
      schema: {
        tags,
        security,
        summary: 'The deferred payment plan running, or whether one may be set up and its schedules',
        params: enrollmentIdParams,
        response: { 200: deferredPlanStatus, ...errorResponses },
      },
    },
    async (request) => {
      const { customerId } = sessionOf(request);
      await requireOwnEnrollment(app.db, customerId, request.params.id);
      return getDeferredPlanStatus(app.db, customerId, request.params.id);
    },
  );

  app.post(
    '/v2/payment-help/:id/deferred-plan',
    {
      onRequest: app.requireCustomer,
      schema: {
        tags,
        security,
        summary: 'Spreads the overdue balance over monthly instalments added to the next bills',
        params: enrollmentIdParams,
        body: deferredPlanRequest,
        response: { 201: deferredPlan, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { customerId } = sessionOf(request);
      await requireOwnEnrollment(app.db, customerId, request.params.id);
      const plan = await acceptDeferredPlan(
        app.db,
        auditContextOf(request),
        customerId,
        request.params.id,
        request.body,
      );
      return reply.status(201).send(plan);
    },
  );

  const averageRoute = '/v2/payment-help/:id/average-billing';
  const averageSchema = { tags, security, params: enrollmentIdParams };

  app.get(
    averageRoute,
    {
      onRequest: app.requireCustomer,
      schema: {
        ...averageSchema,
        summary: 'Average (budget) billing: enrolled or not, and the amount from the last bills',
        response: { 200: averageBillingStatus, ...errorResponses },
      },
    },
    async (request) => {
      const { customerId } = sessionOf(request);
      await requireOwnEnrollment(app.db, customerId, request.params.id);
      return getAverageBillingStatus(app.db, customerId, request.params.id);
    },
  );

  app.post(
    averageRoute,
    {
      onRequest: app.requireCustomer,
      schema: {
        ...averageSchema,
        summary: 'Joins average billing at the levelized amount shown',
        body: averageBillingRequest,
        response: { 200: averageBillingStatus, ...errorResponses },
      },
    },
    async (request) => {
      const { customerId } = sessionOf(request);
      await requireOwnEnrollment(app.db, customerId, request.params.id);
      return joinAverageBilling(
        app.db,
        auditContextOf(request),
        request.params.id,
        request.body.monthlyAmount,
      );
    },
  );

  app.delete(
    averageRoute,
    {
      onRequest: app.requireCustomer,
      schema: {
        ...averageSchema,
        summary: 'Leaves average billing; the difference is settled on the next bill',
        response: { 200: averageBillingStatus, ...errorResponses },
      },
    },
    async (request) => {
      const { customerId } = sessionOf(request);
      await requireOwnEnrollment(app.db, customerId, request.params.id);
      return leaveAverageBilling(app.db, auditContextOf(request), request.params.id);
    },
  );
}
