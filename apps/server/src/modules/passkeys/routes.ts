import {
  customerIdParams,
  loginResponse,
  passkey,
  passkeyIdParams,
  passkeyOptions,
  passkeyRegisterRequest,
  passkeyRenameRequest,
  passkeySignInRequest,
} from '@myaccount/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Env } from '../../config/env.ts';
import { errorResponses } from '../../plugins/app-error.ts';
import { assertOwnCustomer } from '../../plugins/auth.ts';
import { authenticationOptions, signInWithPasskey } from './authentication.ts';
import { listOwnPasskeys, removeOwnPasskey, renameOwnPasskey } from './manage.ts';
import { registerPasskey, registrationOptions } from './registration.ts';
import { relyingPartyOf } from './relying-party.ts';
import { auditContextOf } from '../../plugins/audit.ts';
import { signInClientOf } from '../auth/index.ts';

const security = [{ bearer: [], customerHash: [] }];

/**
 * Issue 17: a customer's passkeys (signed in, the customer in person: an agent gets 403) and
 * signing in with one (public; same rate limit per address as the password door).
 */
export async function passkeyRoutes(fastify: FastifyInstance, options: { env: Env }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const rp = (request: FastifyRequest) => relyingPartyOf(options.env, app.db, request);
  const deps = { db: app.db, dispatch: (ids: number[]) => app.mailer.dispatch(ids) };
  const own = { onRequest: app.requireCustomer };
  const tags = ['passkeys'];

  app.get(
    '/v2/customers/:customerId/passkeys',
    {
      ...own,
      schema: {
        tags,
        security,
        params: customerIdParams,
        response: { 200: z.array(passkey), ...errorResponses },
      },
    },
    async (request) => listOwnPasskeys(app.db, assertOwnCustomer(request, request.params.customerId)),
  );

  app.post(
    '/v2/customers/:customerId/passkeys/options',
    {
      ...own,
      schema: {
        tags,
        security,
        params: customerIdParams,
        response: { 200: passkeyOptions, ...errorResponses },
      },
    },
    async (request) =>
      registrationOptions(app.db, assertOwnCustomer(request, request.params.customerId), await rp(request)),
  );

  app.post(
    '/v2/customers/:customerId/passkeys',
    {
      ...own,
      schema: {
        tags,
        security,
        params: customerIdParams,
        body: passkeyRegisterRequest,
        response: { 200: passkey, ...errorResponses },
      },
    },
    async (request) => {
      const session = assertOwnCustomer(request, request.params.customerId);
      return registerPasskey(deps, auditContextOf(request), session, await rp(request), request.body);
    },
  );

  app.put(
    '/v2/customers/:customerId/passkeys/:passkeyId',
    {
      ...own,
      schema: {
        tags,
        security,
        params: passkeyIdParams,
        body: passkeyRenameRequest,
        response: { 200: passkey, ...errorResponses },
      },
    },
    async (request) => {
      const session = assertOwnCustomer(request, request.params.customerId);
      return renameOwnPasskey(
        app.db,
        auditContextOf(request),
        session,
        request.params.passkeyId,
        request.body.name,
      );
    },
  );

  app.delete(
    '/v2/customers/:customerId/passkeys/:passkeyId',
    {
      ...own,
      schema: { tags, security, params: passkeyIdParams, response: { 204: z.null(), ...errorResponses } },
    },
    async (request, reply) => {
      const session = assertOwnCustomer(request, request.params.customerId);
      await removeOwnPasskey(deps, auditContextOf(request), session, request.params.passkeyId);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/v2/auth/passkey-options',
    { schema: { tags: ['auth'], response: { 200: passkeyOptions, ...errorResponses } } },
    async (request) => {
      await app.rateLimits.enforce({ 'passkey-options:ip': app.rateLimits.clientOf(request) });
      return authenticationOptions(app.db, await rp(request));
    },
  );

  app.post(
    '/v2/auth/login-passkey',
    {
      schema: {
        tags: ['auth'],
        body: passkeySignInRequest,
        response: { 200: loginResponse, ...errorResponses },
      },
    },
    async (request) => {
      await app.rateLimits.enforce({ 'sign-in:ip': app.rateLimits.clientOf(request) });
      return signInWithPasskey(
        { db: app.db, tokens: app.tokens, client: signInClientOf(request) },
        await rp(request),
        request.body.credential,
      );
    },
  );
}
