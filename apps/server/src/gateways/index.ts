import type { Env } from '../config/env.ts';
import type { Db } from '../db/client.ts';
import { createAuthorizeNetGateway } from './authorize-net/gateway.ts';
import { createSandboxGateway } from './sandbox/gateway.ts';
import type { PaymentGateway } from './types.ts';

export type { PaymentGateway } from './types.ts';

/** The gateway the configuration names (README, Configuration). */
export function createGateway(env: Env, db: Db): PaymentGateway {
  return env.PAYMENT_GATEWAY === 'authorize-net'
    ? createAuthorizeNetGateway(env)
    : createSandboxGateway(db, env.SANDBOX_GATEWAY_ORIGIN ?? '');
}

/** The origin hosted pages come from, for the CSP; '' means our own origin ('self'). */
export function gatewayOrigin(env: Env): string {
  if (env.PAYMENT_GATEWAY === 'authorize-net') return createAuthorizeNetGateway(env).origin;
  return env.SANDBOX_GATEWAY_ORIGIN ?? '';
}
