import {
  loginResponse,
  twoStepEnrolmentCodeRequest,
  twoStepEnrolmentRequest,
  twoStepRecoveryCodes,
  twoStepSetup,
} from '@myaccount/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Env } from '../../config/env.ts';
import { errorResponses } from '../../plugins/app-error.ts';
import { signInClientOf } from '../auth/index.ts';
import { relyingPartyOf } from '../passkeys/index.ts';
import {
  confirmAtSignIn,
  type EnrolmentDeps,
  finishAtSignIn,
  setupAtSignIn,
} from './enrolment-at-sign-in.ts';

const tags = ['auth'];
const path = '/v2/auth/two-step-enrolment';

/**
 * Issue 17: the enrolment a brand's requirement puts between the password and the session.
 * Public (the enrolment token of the sign-in's answer is the credential), under the sign-in
 * door's rate limit like the code step.
 */
export function enrolmentAtSignInRoutes(
  fastify: FastifyInstance,
  env: Env,
  deps: Omit<EnrolmentDeps, 'client'>,
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const limited = async (request: FastifyRequest) => {
    await app.rateLimits.enforce({ 'sign-in:ip': app.rateLimits.clientOf(request) });
    return { ...deps, client: signInClientOf(request) };
  };

  app.post(
    `${path}/setup`,
    {
      schema: {
        tags,
        description: 'A QR code and manual key for the enrolment the brand requires at sign-in.',
        body: twoStepEnrolmentRequest,
        response: { 200: twoStepSetup, ...errorResponses },
      },
    },
    async (request) => {
      const ready = await limited(request);
      const { name } = await relyingPartyOf(env, app.db, request);
      return setupAtSignIn(ready, request.body.enrolmentToken, name);
    },
  );

  app.post(
    `${path}/confirm`,
    {
      schema: {
        tags,
        description: 'The first code turns two-step verification on; answers the recovery codes once.',
        body: twoStepEnrolmentCodeRequest,
        response: { 200: twoStepRecoveryCodes, ...errorResponses },
      },
    },
    async (request) => {
      const ready = await limited(request);
      const { enrolmentToken, code } = request.body;
      return confirmAtSignIn(ready, { requestId: request.id, ip: request.ip }, enrolmentToken, code);
    },
  );

  app.post(
    `${path}/finish`,
    {
      schema: {
        tags,
        description: 'The recovery codes are saved: spends the enrolment token and answers the session.',
        body: twoStepEnrolmentRequest,
        response: { 200: loginResponse, ...errorResponses },
      },
    },
    async (request) => finishAtSignIn(await limited(request), request.body.enrolmentToken),
  );
}
