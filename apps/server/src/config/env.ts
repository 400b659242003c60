import { isIP } from 'node:net';
import { z } from 'zod';

/**
 * Every setting the server reads, validated once at start (DESIGN §3). A bad value stops
 * the process with one line naming the variable, never a stack trace.
 */
const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default('0.0.0.0'),
    /** Where embedded PGlite keeps its files; ignored when DATABASE_URL is set. */
    DATA_DIR: z.string().default('./data'),
    /** postgres://… switches from embedded PGlite to a PostgreSQL server. */
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
      .optional(),
    /**
     * Connections the server keeps to PostgreSQL (ignored with PGlite, which has one). Chosen
     * by measurement (README, Benchmarks: 200 sessions at pool sizes 5, 10 and 20).
     */
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
    /**
     * HS256 key for access tokens. Without it, PGlite generates one and keeps it in
     * DATA_DIR/jwt-secret; with DATABASE_URL it is required (every instance must share it),
     * except under NODE_ENV=test where each process makes a random one.
     */
    JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    /**
     * Seals the authenticator apps' secrets (two-step verification) in the database. Same
     * rules as JWT_SECRET: generated into DATA_DIR with PGlite, required with DATABASE_URL.
     */
    TWO_STEP_KEY: z.string().min(32, 'must be at least 32 characters').optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /** Seconds a shutdown may take to finish requests and close the database before the process exits anyway. */
    SHUTDOWN_GRACE_SECONDS: z.coerce.number().int().min(1).max(120).default(10),
    /** Seed the demo data into an empty database at start. */
    SEED_DEMO: z
      .enum(['true', 'false'])
      .default('true')
      .transform((v) => v === 'true'),
    /** Built web app to serve; empty disables static serving (API only). */
    WEB_DIST: z.string().optional(),
    /** smtp://user:pass@host:port or smtps://…: send mail through it. Unset: mail stays in the outbox. */
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
      .optional(),
    /** Sender of outgoing mail, e.g. `Brightline Energy <no-reply@brightline.example>`. */
    MAIL_FROM: z.string().min(3).optional(),
    /** Seconds between delivery passes over the mail queue (retries; 0 = off). Off under NODE_ENV=test unless set. */
    MAIL_DELIVERY_INTERVAL_SECONDS: z.coerce.number().int().min(0).optional(),
    /** Payments: `sandbox` (built-in test gateway, the default) or `authorize-net`. */
    PAYMENT_GATEWAY: z.enum(['sandbox', 'authorize-net']).default('sandbox'),
    AUTHNET_LOGIN_ID: z.string().min(1).optional(),
    AUTHNET_TRANSACTION_KEY: z.string().min(1).optional(),
    AUTHNET_ENV: z.enum(['sandbox', 'production']).default('sandbox'),
    /** Overrides the Authorize.Net API URL (tests point it at a local stub). */
    AUTHNET_API_URL: z.url({ protocol: /^https?$/ }).optional(),
    /** Serve the sandbox gateway's pages from another origin (e.g. http://gateway.localhost:3000). */
    SANDBOX_GATEWAY_ORIGIN: z
      .url({ protocol: /^https?$/ })
      .transform((u) => new URL(u).origin)
      .optional(),
    /** Largest single payment, in dollars. */
    PAYMENTS_MAX_AMOUNT: z.coerce.number().positive().max(1_000_000).default(10_000),
    /** Seconds between runs of the posting job (0 = off). Off under NODE_ENV=test unless set. */
    PAYMENTS_POSTING_INTERVAL_SECONDS: z.coerce.number().int().min(0).optional(),
    /** Seconds between runs of the autopay job (0 = off). Off under NODE_ENV=test unless set. */
    PAYMENTS_AUTOPAY_INTERVAL_SECONDS: z.coerce.number().int().min(0).optional(),
    /** Seconds between runs of the budget alerts job (0 = off). Off under NODE_ENV=test unless set. */
    BUDGET_ALERTS_INTERVAL_SECONDS: z.coerce.number().int().min(0).optional(),
    /**
     * Which proxies to believe about the client address (X-Forwarded-For): `false` (default:
     * the socket's peer is the client), `true` (any), a hop count, or a comma-separated list of
     * proxy addresses / CIDRs. Rate limits per IP key on the address this yields.
     */
    TRUST_PROXY: z
      .string()
      .trim()
      .default('false')
      .transform(parseTrustProxy)
      .pipe(
        z.union([
          z.boolean(),
          z.number().int().min(1),
          z.array(z.string().refine(isProxyAddress, 'must list IP addresses or CIDRs')).min(1),
        ]),
      ),
    /**
     * How many password hashes (argon2id, 64 MiB each) run at once in this process; others
     * queue. Default: the number of cores.
     */
    PASSWORD_CHECK_CONCURRENCY: z.coerce.number().int().min(1).max(64).optional(),
    /**
     * How long a checked session is trusted without reading it again (plugins/auth.ts). Ending a
     * session reaches every instance through PostgreSQL's NOTIFY, so this only bounds a missed
     * one. 0 reads every request's session: for a connection pooler that drops LISTEN.
     */
    SESSION_CACHE_SECONDS: z.coerce.number().int().min(0).max(300).default(30),
    /** Multiplies every rate limit's allowance (2 = twice as many requests); 0 turns limits off. */
    RATE_LIMIT_FACTOR: z.coerce.number().min(0).max(1000).default(1),
    /**
     * PEM files of the certificate (with its chain) and of its private key: with both set the
     * server speaks HTTPS itself, HTTP/2 to browsers that offer it and HTTP/1.1 to the rest
     * (config/tls.ts). Unset: plain HTTP, for a deployment behind a proxy that ends TLS.
     */
    TLS_CERT_FILE: z.string().min(1).optional(),
    TLS_KEY_FILE: z.string().min(1).optional(),
  })
  .superRefine((env, ctx) => {
    if (env.PAYMENT_GATEWAY === 'authorize-net') {
      for (const name of ['AUTHNET_LOGIN_ID', 'AUTHNET_TRANSACTION_KEY'] as const) {
        if (!env[name])
          ctx.addIssue({
            code: 'custom',
            path: [name],
            message: 'is required when PAYMENT_GATEWAY=authorize-net',
          });
      }
    }
    const [cert, key] = [env.TLS_CERT_FILE, env.TLS_KEY_FILE];
    if (Boolean(cert) !== Boolean(key)) {
      ctx.addIssue({
        code: 'custom',
        path: [cert ? 'TLS_KEY_FILE' : 'TLS_CERT_FILE'],
        message: `is required when ${cert ? 'TLS_CERT_FILE' : 'TLS_KEY_FILE'} is set (HTTPS needs both)`,
      });
    }
    for (const key of ['JWT_SECRET', 'TWO_STEP_KEY'] as const) {
      if (env.DATABASE_URL && !env[key] && env.NODE_ENV !== 'test') {
        ctx.addIssue({
          code: 'custom',
          path: [key],
          message: 'is required when DATABASE_URL is set (all server instances must share it)',
        });
      }
    }
  });

export type Env = z.infer<typeof envSchema>;

/** proxy-addr's names for address ranges, accepted beside addresses and CIDRs. */
const proxyRangeNames = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyAddress(part: string): boolean {
  const [address = '', bits] = part.split('/');
  return proxyRangeNames.has(part) || (isIP(address) !== 0 && (bits === undefined || /^\d{1,3}$/.test(bits)));
}

function parseTrustProxy(value: string): boolean | number | string[] {
  if (value === 'false' || value === '') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value);
  return value.split(',').map((part) => part.trim());
}

export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = envSchema.safeParse(source);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0]!;
  throw new ConfigError(`Invalid configuration: ${issue.path.join('.')} ${issue.message}`);
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}
