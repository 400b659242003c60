import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import type { LoginResponse } from '@myaccount/contract';
import type { FastifyInstance } from 'fastify';
import { drizzle } from 'drizzle-orm/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp, type BuildAppOptions } from '../app.ts';
import { loadEnv } from '../config/env.ts';
import { openDatabase, type Database, type Db } from '../db/client.ts';
import { listenOnPglite } from '../db/listen.ts';
import * as schema from '../db/schema/index.ts';
import { AGENT_PASSWORD, DEMO_PASSWORD, seedDemo } from '../db/seed/index.ts';

export interface TestSession {
  token: string;
  refreshToken: string;
  customerHash: string;
  customerId: number;
  /** Authorization + X-Customer-Hash, ready for app.inject. */
  headers: { authorization: string; 'x-customer-hash': string };
}

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  /** The open database, for a second app on the same one (`sameDatabaseAs`). */
  database: Database;
  /** The HS256 key of this app, for forging expired or tampered tokens in tests. */
  jwtSecret: string;
  login(user: string, password?: string): Promise<TestSession>;
  loginAgent(customer: string, agent?: string, password?: string): Promise<TestSession>;
  close(): Promise<void>;
}

/** The `id` claim, read without verifying (the server checks it; tests only need the id). */
export function decodeToken(token: string): { id: number; cc_un: string; sub: string; sid: string } {
  return JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8'));
}

function sessionFrom(body: LoginResponse | { token: string; refreshToken: string; customerHash: string }) {
  return {
    token: body.token,
    refreshToken: body.refreshToken,
    customerHash: body.customerHash,
    customerId: decodeToken(body.token).id,
    headers: { authorization: `Bearer ${body.token}`, 'x-customer-hash': body.customerHash },
  };
}

/** In-memory PGlite from the seeded snapshot of global-setup.ts (same casing as client.ts). */
async function openSnapshot(file: string): Promise<Database> {
  const client = new PGlite({ loadDataDir: new Blob([readFileSync(file)]) });
  const db = drizzle(client, { schema, casing: 'snake_case' }) as unknown as Db;
  return { db, kind: 'pglite', listen: listenOnPglite(client), close: () => client.close() };
}

/**
 * A fresh PostgreSQL database per call when TEST_DATABASE_URL names an admin connection (CI
 * runs the same suite there), copied from global-setup's seeded template and dropped again on
 * close; otherwise in-memory PGlite. Answers whether it still needs the demo seed.
 */
async function openTestDatabase(): Promise<{ database: Database; seeded: boolean }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const snapshot = inject('pgliteSnapshot');
    if (snapshot) return { database: await openSnapshot(snapshot), seeded: true };
    return { database: await openDatabase({}), seeded: false };
  }
  const name = `myaccount_test_${randomBytes(6).toString('hex')}`;
  const template = inject('pgTemplate');
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString() });
  return {
    seeded: Boolean(template),
    database: {
      ...database,
      async close() {
        await database.close();
        const dropper = new pg.Client({ connectionString: adminUrl });
        await dropper.connect();
        await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await dropper.end();
      },
    },
  };
}

export interface TestAppOptions {
  /** Settings over the test defaults (e.g. SMTP_URL of a local test mail server). */
  env?: Record<string, string>;
  /** Another instance on that app's database (closed by that app, not this one). */
  sameDatabaseAs?: TestApp;
  /** Sees every route as it is registered (the fuzz suite). */
  onRoute?: BuildAppOptions['onRoute'];
  /** Where the app's log lines go (the log-secret test). */
  logStream?: BuildAppOptions['logStream'];
}

/**
 * The real app on a migrated, demo-seeded database, driven with app.inject. Rate limits are
 * 20× the production allowance unless `env` sets RATE_LIMIT_FACTOR: every request of a test
 * file comes from one address, and the rate-limit tests set the real factor themselves.
 */
export async function buildTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const shared = options.sameDatabaseAs?.database;
  const { database, seeded } = shared ? { database: shared, seeded: true } : await openTestDatabase();
  try {
    if (!seeded) await seedDemo(database.db, { passwordCost: 'test' });
    const jwtSecret = randomBytes(32).toString('hex');
    const env = loadEnv({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      JWT_SECRET: jwtSecret,
      // Set, like JWT_SECRET, so a test that runs the app as development or production on
      // PostgreSQL (where neither key may be generated) still starts.
      TWO_STEP_KEY: randomBytes(32).toString('hex'),
      WEB_DIST: '',
      RATE_LIMIT_FACTOR: '20',
      ...options.env,
    });
    const app = await buildApp({ env, database, onRoute: options.onRoute, logStream: options.logStream });

    async function signIn(url: string, payload: object): Promise<TestSession> {
      const response = await app.inject({ method: 'POST', url, payload });
      if (response.statusCode !== 200)
        throw new Error(`${url} answered ${response.statusCode}: ${response.body}`);
      return sessionFrom(response.json<LoginResponse>());
    }

    return {
      app,
      db: database.db,
      database,
      jwtSecret,
      login: (username, password = DEMO_PASSWORD) =>
        signIn('/v2/auth/login-myaccount', { username, password }),
      loginAgent: (customer, agent = 'agent', password = AGENT_PASSWORD) =>
        signIn('/v2/auth/login-customer-support', {
          username: customer,
          password,
          cc_un: agent,
          customer_un: customer,
          isCC: true,
        }),
      async close() {
        await app.close();
        if (!shared) await database.close();
      },
    };
  } catch (error) {
    if (!shared) await database.close();
    throw error;
  }
}
