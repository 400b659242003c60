import { sql } from 'drizzle-orm';
import type { RouteOptions } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from '../../plugins/app-error.ts';
import { buildTestApp, type TestApp } from '../build-test-app.ts';
import { fuzz, type Harness, harnessOf } from './harness.ts';

// The fuzz harness's own test (issue 11 audit): a harness that misses a 5xx, a refused
// request's write or a polluted prototype would pass every route. Three routes, each broken in
// one of those ways, on a test app of their own; the harness must name each.
const routes: RouteOptions[] = [];
let t: TestApp;
let h: Harness;
beforeAll(async () => {
  t = await buildTestApp({ onRoute: (route) => void routes.push(route) });
  await t.db.execute(sql`CREATE TABLE fuzz_selftest (id serial PRIMARY KEY, note text)`);
  const app = t.app.withTypeProvider<ZodTypeProvider>();
  const body = z.object({ note: z.string().max(50_000), count: z.number().int().optional() });

  // Broken: an unexpected throw, which the error handler turns into a 500.
  app.post('/v2/fuzz-selftest/throws', { schema: { body } }, async (request) => {
    if (request.body.note !== 'fuzzfuzz') throw new Error('boom');
    return { ok: true };
  });
  // Broken: writes outside any transaction, then refuses.
  app.post('/v2/fuzz-selftest/writes-then-refuses', { schema: { body } }, async (request) => {
    await t.db.execute(
      sql`INSERT INTO fuzz_selftest (note) VALUES (${request.body.note.replace(/\0/g, '')})`,
    );
    throw new AppError('bad_request', 'The note is not acceptable.', { field: 'note' });
  });
  // Broken: a path-style setter that walks into `__proto__` (a classic pollution bug).
  app.get(
    '/v2/fuzz-selftest/pollutes',
    { schema: { querystring: z.object({ group: z.string().max(100) }) } },
    async (request) => {
      const bag: Record<string, Record<string, unknown>> = {};
      bag[request.query.group] ??= {};
      bag[request.query.group]!.polluted = true;
      return { ok: true };
    },
  );
  // Sound: refuses bad input with a 400 and writes nothing. The harness must stay quiet.
  app.post('/v2/fuzz-selftest/sound', { schema: { body } }, async () => ({ ok: true }));

  await t.app.ready();
  h = await harnessOf(t, routes, 11, '/v2/fuzz-selftest/');
});
afterAll(() => t.close());

describe('the fuzz harness catches what it is there to catch (issue 11)', () => {
  it('reports a 5xx, a refused write and a polluted prototype, each at its route', async () => {
    const { failures } = await fuzz(h, null);
    const at = (route: string) => failures.filter((f) => f.startsWith(route));

    expect(at('POST /v2/fuzz-selftest/throws ')).toContainEqual(expect.stringMatching(/\]: 500 /));
    expect(at('POST /v2/fuzz-selftest/writes-then-refuses')).toContainEqual(
      expect.stringMatching(/refused every probe yet changed fuzz_selftest/),
    );
    expect(at('GET /v2/fuzz-selftest/pollutes')).toEqual([
      'GET /v2/fuzz-selftest/pollutes: polluted Object.prototype.polluted',
    ]);
    expect(at('POST /v2/fuzz-selftest/sound')).toEqual([]);
    // The harness removed what the broken route set, so later routes are judged on their own.
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
