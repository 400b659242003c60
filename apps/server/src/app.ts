import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type RouteOptions } from 'fastify';
import type { Env } from './config/env.ts';
import { serverProtocol } from './config/tls.ts';
import type { Database } from './db/client.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { billingRoutes } from './modules/billing/routes.ts';
import { billChangeRoutes } from './modules/bill-change/routes.ts';
import { billVerifyRoutes } from './modules/bill-verify/routes.ts';
import { billProjectionRoutes } from './modules/bill-projection/routes.ts';
import { budgetAlertsJobPlugin } from './modules/budget-alerts/plugin.ts';
import { budgetRoutes } from './modules/budget-alerts/routes.ts';
import { paymentHelpRoutes } from './modules/payment-help/routes.ts';
import { dataExportRoutes } from './modules/data-export/routes.ts';
import { apiTokenRoutes, meRoutes } from './modules/personal-api/index.ts';
import { accountAccessRoutes } from './modules/account-access/index.ts';
import { brandRoutes } from './modules/brands/routes.ts';
import { configurationRoutes } from './modules/configuration/routes.ts';
import { customerRoutes } from './modules/customers/routes.ts';
import { documentRoutes } from './modules/documents/routes.ts';
import { enrollmentRoutes } from './modules/enrollments/routes.ts';
import { notificationRoutes } from './modules/notifications/routes.ts';
import { accountActivityRoutes } from './modules/account-activity/index.ts';
import { accountRecoveryRoutes } from './modules/account-recovery/routes.ts';
import { devMailboxEnabled, devMailboxRoutes, mailPlugin } from './modules/mail/index.ts';
import { profileRoutes } from './modules/profile/routes.ts';
import { passkeyRoutes } from './modules/passkeys/routes.ts';
import { twoStepRoutes } from './modules/two-step/routes.ts';
import { linkAccountsRoutes } from './modules/link-accounts/routes.ts';
import { serviceChangeRoutes } from './modules/service-changes/routes.ts';
import { renewalRoutes } from './modules/renewals/routes.ts';
import { creditLetterRoutes } from './modules/credit-letters/routes.ts';
import { depositRoutes } from './modules/deposits/routes.ts';
import { referenceDataRoutes } from './modules/reference-data/routes.ts';
import { authPlugin } from './plugins/auth.ts';
import { databasePlugin } from './plugins/database.ts';
import { clientErrorHandler, errorsPlugin, frameworkErrorHandler } from './plugins/errors.ts';
import { edgeValidationPlugin } from './plugins/edge-validation.ts';
import { rateLimitPlugin } from './plugins/rate-limit/plugin.ts';
import { externalPlugin } from './plugins/external.ts';
import { loggerOptions } from './plugins/logging.ts';
import { gatewayOrigin } from './gateways/index.ts';
import { gatewayPlugin } from './gateways/plugin.ts';
import { paymentRoutes } from './modules/payments/routes.ts';
import { recurringBillingRoutes } from './modules/recurring-billing/routes.ts';
import { paymentJobsPlugin } from './jobs/plugin.ts';
import { webAppPlugin } from './plugins/web-app.ts';

export interface BuildAppOptions {
  env: Env;
  /** Opened (and later closed) by the caller. */
  database: Database;
  /** A ready logger (tests, bench); by default pino at env.LOG_LEVEL. */
  logger?: FastifyBaseLogger;
  /** Where the default logger writes (tests read every line); stdout by default. */
  logStream?: NodeJS.WritableStream;
  /** Sees every route as it is registered: the fuzz suite walks the route table with it. */
  onRoute?: (route: RouteOptions) => void;
}

export const BODY_LIMIT = 1024 * 1024;

/** TRUST_PROXY as a hop count: believe that many proxies nearest to us (Fastify's own rule for a number). */
const trustHops = (hops: number) => (_address: string, hop: number) => hop < hops;

/**
 * Assembles the app in a fixed order: external plugins (validation, security headers,
 * docs) → app plugins (database, errors, auth) → feature routes → the web app last, so its
 * fallback never shadows an API path.
 */
export async function buildApp({
  env,
  database,
  logger,
  logStream,
  onRoute,
}: BuildAppOptions): Promise<FastifyInstance> {
  // Over HTTPS (TLS_CERT_FILE) the server is an HTTP/2 one whose requests and replies keep the
  // HTTP/1 API (Node's compatibility layer): every route and plugin runs unchanged on either,
  // so the instance keeps the HTTP/1 types.
  const app = Fastify({
    ...(serverProtocol(env) as object),
    ...(logger ? { loggerInstance: logger } : { logger: loggerOptions(env.LOG_LEVEL, logStream) }),
    bodyLimit: BODY_LIMIT,
    genReqId: () => randomUUID(),
    routerOptions: { ignoreTrailingSlash: true },
    // Raw HTTP and routing failures answer in our error shape too (issue 11).
    clientErrorHandler,
    frameworkErrors: frameworkErrorHandler,
    // Who the client is, for per-IP rate limits: only proxies the operator named are believed.
    trustProxy: typeof env.TRUST_PROXY === 'number' ? trustHops(env.TRUST_PROXY) : env.TRUST_PROXY,
  });

  if (onRoute) app.addHook('onRoute', onRoute);

  await app.register(externalPlugin, {
    gatewayOrigin: gatewayOrigin(env),
    // Production trusts the compiled serializers; everywhere else replies are also checked against the contract.
    checkReplies: env.NODE_ENV !== 'production',
  });

  await app.register(databasePlugin, { database, cacheSeconds: env.SESSION_CACHE_SECONDS });
  await app.register(errorsPlugin);
  await app.register(edgeValidationPlugin);
  await app.register(authPlugin, { env });
  await app.register(rateLimitPlugin, { env });

  await app.register(authRoutes);
  await app.register(customerRoutes);
  await app.register(brandRoutes);
  await app.register(configurationRoutes);
  await app.register(enrollmentRoutes);
  await app.register(notificationRoutes);
  await app.register(accountActivityRoutes);
  await app.register(billingRoutes);
  await app.register(billChangeRoutes);
  await app.register(billVerifyRoutes);
  await app.register(billProjectionRoutes);
  await app.register(budgetRoutes);
  await app.register(paymentHelpRoutes);
  await app.register(dataExportRoutes);
  await app.register(apiTokenRoutes);
  await app.register(meRoutes);
  await app.register(accountAccessRoutes);
  await app.register(documentRoutes);
  await app.register(referenceDataRoutes);
  await app.register(mailPlugin, { env });
  if (devMailboxEnabled(env)) await app.register(devMailboxRoutes);
  await app.register(accountRecoveryRoutes, { env });
  await app.register(profileRoutes);
  await app.register(passkeyRoutes, { env });
  await app.register(twoStepRoutes, { env });
  await app.register(linkAccountsRoutes);
  await app.register(serviceChangeRoutes);
  await app.register(renewalRoutes);
  await app.register(creditLetterRoutes);
  await app.register(depositRoutes);

  await app.register(gatewayPlugin, { env });
  await app.register(paymentRoutes);
  await app.register(recurringBillingRoutes);
  await app.register(paymentJobsPlugin, { env });
  await app.register(budgetAlertsJobPlugin, { env });

  await app.register(webAppPlugin, { webDist: env.WEB_DIST });

  // Not ready()-ed here: listen()/inject() do that, and tests may add a route first.
  return app;
}
