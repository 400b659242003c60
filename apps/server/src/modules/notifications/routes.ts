import {
  customerIdParams,
  notification,
  notificationIdParams,
  notificationList,
  notificationsQuery,
} from '@myaccount/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses } from '../../plugins/app-error.ts';
import { assertOwnCustomer, sessionOf } from '../../plugins/auth.ts';
import { listNotifications, markNotificationRead } from './service.ts';

const tags = ['notifications'];
const security = [{ bearer: [], customerHash: [] }];

export async function notificationRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/v2/notifications/by-customer/:customerId',
    {
      // Authentication runs first (onRequest), so bad input from a stranger is still 401.
      onRequest: app.requireCustomer,
      schema: {
        tags,
        security,
        params: customerIdParams,
        querystring: notificationsQuery,
        response: { 200: notificationList, ...errorResponses },
      },
    },
    async (request) => {
      const session = assertOwnCustomer(request, request.params.customerId);
      return listNotifications(
        app.customerCache,
        app.db,
        session.customerId,
        request.query.unreadOnly === 'true',
      );
    },
  );

  app.put(
    '/v2/notifications/:id/read',
    {
      onRequest: app.requireCustomer,
      schema: {
        tags,
        security,
        params: notificationIdParams,
        response: { 200: notification, ...errorResponses },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      return markNotificationRead(app.db, request.params.id, {
        customerId: session.customerId,
        agentUserName: session.agentUserName,
        requestId: request.id,
      });
    },
  );
}
