import {
  customerLoginResponse,
  loginRequest,
  loginResponse,
  logoutRequest,
  refreshRequest,
  refreshResponse,
} from '@myaccount/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../plugins/app-error.ts';
import { loginAgent, loginCustomer } from './service.ts';
import { revokeSession, rotateRefreshToken, signInClientOf as clientOf } from './sessions.ts';

const tags = ['auth'];

/** Spec §7 Auth: the two sign-in doors, refresh and logout. All public (no bearer token). */
export async function authRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = { db: app.db, tokens: app.tokens };

  app.post(
    '/v2/auth/login-myaccount',
    {
      schema: {
        tags,
        description:
          'A session; or, with two-step verification on, {twoStepRequired, twoStepToken} for /v2/auth/login-two-step.',
        body: loginRequest,
        response: { 200: customerLoginResponse, ...errorResponses },
      },
    },
    async (request) => {
      await app.rateLimits.enforce({ 'sign-in:ip': app.rateLimits.clientOf(request) });
      return loginCustomer({ ...deps, client: clientOf(request) }, request.body);
    },
  );

  app.post(
    '/v2/auth/login-customer-support',
    { schema: { tags, body: loginRequest, response: { 200: loginResponse, ...errorResponses } } },
    async (request) => {
      await app.rateLimits.enforce({ 'agent-sign-in:ip': app.rateLimits.clientOf(request) });
      return loginAgent({ ...deps, client: clientOf(request) }, request.body);
    },
  );

  // `Token` (the expired access token) is accepted for compatibility but not needed: the
  // refresh token alone identifies the session.
  app.post(
    '/v2/auth/refresh',
    { schema: { tags, body: refreshRequest, response: { 200: refreshResponse, ...errorResponses } } },
    async (request) => {
      await app.rateLimits.enforce({
        'refresh:ip': app.rateLimits.clientOf(request),
        'refresh:token': request.body.RefreshToken,
      });
      return rotateRefreshToken(app.db, app.tokens, request.body.RefreshToken);
    },
  );

  app.post(
    '/v2/auth/logout',
    { schema: { tags, body: logoutRequest, response: { 204: z.null(), ...errorResponses } } },
    async (request, reply) => {
      await revokeSession(app.db, request.body.RefreshToken);
      return reply.status(204).send(null);
    },
  );
}
