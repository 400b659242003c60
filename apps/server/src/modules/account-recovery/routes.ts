import {
  forgotPasswordRequest,
  forgotUsernameRequest,
  passwordStrengthRequest,
  passwordStrengthResponse,
  recoveryResponse,
  resetPasswordRequest,
  validateResetHashRequest,
  validateResetHashResponse,
} from '@myaccount/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Env } from '../../config/env.ts';
import { errorResponses } from '../../plugins/app-error.ts';
import { siteBase } from '../brands/index.ts';
import { passwordScore } from './password-policy.ts';
import {
  forgotPassword,
  forgotUsername,
  type RecoveryDeps,
  resetPassword,
  STALE_REQUEST_MS,
  sweepRecoveryRequests,
  validateResetHash,
} from './service.ts';

const tags = ['account recovery'];

/**
 * Spec §7 Customers: forgot password / user name, reset hash check, reset, and the strength
 * meter's score. All public.
 */
export async function accountRecoveryRoutes(fastify: FastifyInstance, options: { env: Env }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = (request: FastifyRequest): RecoveryDeps => ({
    db: app.db,
    later: (task) => app.mailer.later(task),
    // Reset links point at the brand's own site (or, in the demo, the loopback host asked).
    linkBase: (brand) => siteBase(options.env, request, brand),
  });

  // Requests answered by a process that stopped before doing their work (issue 11): picked
  // up once the server is ready and every half minute after.
  const sweep = () => app.mailer.later(() => sweepRecoveryRequests(app.db));
  const timer = setInterval(sweep, STALE_REQUEST_MS);
  timer.unref();
  app.addHook('onReady', async () => sweep());
  app.addHook('onClose', async () => clearInterval(timer));

  app.post(
    '/v2/customers/forgot-password',
    { schema: { tags, body: forgotPasswordRequest, response: { 200: recoveryResponse, ...errorResponses } } },
    async (request) => {
      await app.rateLimits.enforce({
        'forgot-password:ip': app.rateLimits.clientOf(request),
        'forgot-password:account': request.body.username,
      });
      return forgotPassword(deps(request), request.body);
    },
  );

  app.post(
    '/v2/customers/forgot-username',
    { schema: { tags, body: forgotUsernameRequest, response: { 200: recoveryResponse, ...errorResponses } } },
    async (request) => {
      await app.rateLimits.enforce({
        'forgot-username:ip': app.rateLimits.clientOf(request),
        'forgot-username:account': request.body.email,
      });
      return forgotUsername(deps(request), request.body);
    },
  );

  app.post(
    '/v2/customers/validate-reset-hash',
    {
      schema: {
        tags,
        body: validateResetHashRequest,
        response: { 200: validateResetHashResponse, ...errorResponses },
      },
    },
    async (request) => {
      await app.rateLimits.enforce({
        'validate-reset-hash:ip': app.rateLimits.clientOf(request),
        'validate-reset-hash:token': request.body.hash,
      });
      return validateResetHash(app.db, request.body.hash);
    },
  );

  app.post(
    '/v2/customers/reset-password',
    { schema: { tags, body: resetPasswordRequest, response: { 200: recoveryResponse, ...errorResponses } } },
    async (request) => {
      await app.rateLimits.enforce({
        'reset-password:ip': app.rateLimits.clientOf(request),
        'reset-password:token': request.body.SecurityToken,
      });
      return resetPassword(app.db, (ids) => app.mailer.dispatch(ids), request.body, {
        requestId: request.id,
        ip: request.ip,
      });
    },
  );

  // Public: the reset page has no session. The password is scored and forgotten, never stored or logged.
  app.post(
    '/v2/customers/password-strength',
    {
      schema: {
        tags,
        body: passwordStrengthRequest,
        response: { 200: passwordStrengthResponse, ...errorResponses },
      },
    },
    async (request) => {
      await app.rateLimits.enforce({ 'password-strength:ip': app.rateLimits.clientOf(request) });
      return { score: passwordScore(request.body.password, request.body.userInputs) };
    },
  );
}
