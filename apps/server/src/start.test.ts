import { randomBytes } from 'node:crypto';
import type { LoginResponse } from '@myaccount/contract';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.ts';
import { loadEnv } from './config/env.ts';
import { DEMO_PASSWORD } from './db/seed/index.ts';
import { prepareDatabase } from './start.ts';
import { decodeToken } from './test/build-test-app.ts';

const adminUrl = process.env.TEST_DATABASE_URL;
const name = `myaccount_start_${randomBytes(6).toString('hex')}`;

async function admin(statement: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

// Issue 11: two instances started at once on an empty PostgreSQL used to race through the
// migrations (one crashed with 23505 on pg_type) and the demo seed. PGlite is one process's
// own database, so the race exists only on PostgreSQL; CI sets TEST_DATABASE_URL.
describe.skipIf(!adminUrl)('two instances starting at once on an empty PostgreSQL', () => {
  beforeAll(() => admin(`CREATE DATABASE ${name}`));
  afterAll(() => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));

  it('both migrate, exactly one seeds, and both serve the same data', { timeout: 120_000 }, async () => {
    const url = new URL(adminUrl!);
    url.pathname = `/${name}`;
    const env = loadEnv({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATABASE_URL: url.toString(),
      JWT_SECRET: randomBytes(32).toString('hex'),
      WEB_DIST: '',
      SEED_DEMO: 'true',
    });

    const started = await Promise.allSettled([prepareDatabase(env), prepareDatabase(env)]);
    const instances = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
    try {
      expect(started.filter((s) => s.status === 'rejected')).toEqual([]);
      expect(instances.map((i) => i.seeded).sort()).toEqual([false, true]);

      const [a, b] = await Promise.all(instances.map(({ database }) => buildApp({ env, database })));
      try {
        // Signed in on one, served by the other: one database, one key, one demo data set.
        const login = await a!.inject({
          method: 'POST',
          url: '/v2/auth/login-myaccount',
          payload: { username: 'demo', password: DEMO_PASSWORD },
        });
        expect(login.statusCode).toBe(200);
        const session = login.json<LoginResponse>();
        const headers = { authorization: `Bearer ${session.token}`, 'x-customer-hash': session.customerHash };
        const customerId = decodeToken(session.token).id;
        const served = await Promise.all(
          [a!, b!].map((app) => app.inject({ url: `/v2/customers/${customerId}/enrollments`, headers })),
        );
        expect(served.map((r) => r.statusCode)).toEqual([200, 200]);
        expect(served[0]!.json()).toEqual(served[1]!.json());
      } finally {
        await Promise.all([a!.close(), b!.close()]);
      }
    } finally {
      await Promise.all(instances.map(({ database }) => database.close()));
    }
  });
});
