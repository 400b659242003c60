import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Env } from '../config/env.ts';
import { createGateway } from './index.ts';
import { adoptSeededProfiles } from './sandbox/adopt-seeded.ts';
import { sandboxGatewayRoutes } from './sandbox/routes.ts';
import type { PaymentGateway } from './types.ts';

declare module 'fastify' {
  interface FastifyInstance {
    paymentGateway: PaymentGateway;
    paymentSettings: { maxAmount: number };
  }
}

export interface GatewayPluginOptions {
  env: Env;
}

/** Shares the configured payment gateway; serves the sandbox's hosted pages when it is in use. */
export const gatewayPlugin = fp(
  async (app: FastifyInstance, options: GatewayPluginOptions) => {
    const gateway = createGateway(options.env, app.db);
    app.decorate('paymentGateway', gateway);
    app.decorate('paymentSettings', { maxAmount: options.env.PAYMENTS_MAX_AMOUNT });
    if (gateway.kind === 'sandbox') {
      await adoptSeededProfiles(app.db);
      await app.register(sandboxGatewayRoutes);
    }
  },
  { name: 'payment-gateway', dependencies: ['database'] },
);
