import { customerIdParams, customerProfile, passwordChangeResponse } from '@myaccount/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../plugins/app-error.ts';
import { assertOwnCustomer } from '../../plugins/auth.ts';
import { changeOwnPassword, isPasswordForm, updateOwnProfile } from './service.ts';
import { auditContextOf } from '../../plugins/audit.ts';

const security = [{ bearer: [], customerHash: [] }];

/**
 * Spec §7: PUT /v2/customers/{customerId} takes two forms on one path. The body is checked
 * in the handler against the form it is, so each answers with its own field errors.
 */
export async function profileRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.put(
    '/v2/customers/:customerId',
    {
      onRequest: app.requireCustomer,
      schema: {
        tags: ['customers'],
        security,
        description:
          'Profile form {username, email, alternativeEmail, phone, notificationToEmail, ' +
          'notificationToAlternativeEmail, language, opted_marketing_coms} → the profile; or password ' +
          'form {password, newPassword} → a fresh session (every other session ends).',
        params: customerIdParams,
        body: z.looseObject({}),
        response: { 200: z.union([customerProfile, passwordChangeResponse]), ...errorResponses },
      },
    },
    async (request) => {
      const session = assertOwnCustomer(request, request.params.customerId);
      return isPasswordForm(request.body)
        ? changeOwnPassword(
            { db: app.db, tokens: app.tokens, dispatch: (ids) => app.mailer.dispatch(ids) },
            auditContextOf(request),
            session,
            request.body,
          )
        : updateOwnProfile(
            { db: app.db, dispatch: (ids) => app.mailer.dispatch(ids) },
            auditContextOf(request),
            session,
            request.body,
          );
    },
  );
}
