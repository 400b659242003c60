import {
  customerIdParams,
  loginResponse,
  twoStepCodeRequest,
  twoStepRecoveryCodes,
  twoStepSetup,
  twoStepSignInRequest,
  twoStepStatus,
} from '@myaccount/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Env } from '../../config/env.ts';
import { errorResponses } from '../../plugins/app-error.ts';
import { auditContextOf } from '../../plugins/audit.ts';
import { assertOwnCustomer } from '../../plugins/auth.ts';
import { resolveTwoStepKey, signInClientOf } from '../auth/index.ts';
import { relyingPartyOf } from '../passkeys/index.ts';
import { confirmEnrolment, disableTwoStep, startEnrolment, twoStepStatusOf } from './enrolment.ts';
import { enrolmentAtSignInRoutes } from './enrolment-routes.ts';
import { createSecretBox, sealPlainSecrets } from './secret-box.ts';
import { completeSecondStep } from './sign-in.ts';

const security = [{ bearer: [], customerHash: [] }];

/**
 * Issue 17: two-step verification with an authenticator app. The customer in person turns it
 * on (QR, first code, recovery codes) or off (a current code); an agent gets 403. The code step
 * of a sign-in is public, under the sign-in door's rate limit.
 */
export async function twoStepRoutes(fastify: FastifyInstance, options: { env: Env }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const box = createSecretBox(resolveTwoStepKey(options.env, app.databaseKind));
  const deps = { db: app.db, box, dispatch: (ids: number[]) => app.mailer.dispatch(ids) };
  // Secrets stored before they were sealed are sealed once, before the first request.
  app.addHook('onReady', async () => {
    const sealed = await sealPlainSecrets(app.db, box);
    if (sealed > 0) app.log.info({ sealed }, 'sealed two-step secrets stored in plain text');
  });
  enrolmentAtSignInRoutes(app, options.env, { ...deps, tokens: app.tokens });
  const own = { onRequest: app.requireCustomer };
  const tags = ['two-step verification'];
  const path = '/v2/customers/:customerId/two-step';

  app.get(
    path,
    {
      ...own,
      schema: {
        tags,
        security,
        params: customerIdParams,
        response: { 200: twoStepStatus, ...errorResponses },
      },
    },
    async (request) => twoStepStatusOf(app.db, assertOwnCustomer(request, request.params.customerId)),
  );

  app.post(
    `${path}/setup`,
    {
      ...own,
      schema: {
        tags,
        security,
        params: customerIdParams,
        response: { 200: twoStepSetup, ...errorResponses },
      },
    },
    async (request) => {
      const session = assertOwnCustomer(request, request.params.customerId);
      // The app lists the code under the brand's name, as the passkey dialogs show it.
      const { name } = await relyingPartyOf(options.env, app.db, request);
      return startEnrolment(deps, session, name);
    },
  );

  app.post(
    path,
    {
      ...own,
      schema: {
        tags,
        security,
        params: customerIdParams,
        body: twoStepCodeRequest,
        response: { 200: twoStepRecoveryCodes, ...errorResponses },
      },
    },
    async (request) => {
      const session = assertOwnCustomer(request, request.params.customerId);
      return confirmEnrolment(deps, auditContextOf(request), session, request.body.code);
    },
  );

  app.post(
    `${path}/off`,
    {
      ...own,
      schema: {
        tags,
        security,
        params: customerIdParams,
        body: twoStepCodeRequest,
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      const session = assertOwnCustomer(request, request.params.customerId);
      await disableTwoStep(deps, auditContextOf(request), session, request.body.code);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/v2/auth/login-two-step',
    {
      schema: {
        tags: ['auth'],
        body: twoStepSignInRequest,
        response: { 200: loginResponse, ...errorResponses },
      },
    },
    async (request) => {
      await app.rateLimits.enforce({ 'sign-in:ip': app.rateLimits.clientOf(request) });
      return completeSecondStep(
        { db: app.db, box, tokens: app.tokens, client: signInClientOf(request) },
        request.body.twoStepToken,
        request.body.code,
      );
    },
  );
}
