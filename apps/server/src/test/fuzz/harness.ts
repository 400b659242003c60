import { apiError } from '@myaccount/contract';
import type { RouteOptions } from 'fastify';
import { enrollmentIdsOf } from '../payment-helpers.ts';
import type { TestApp, TestSession } from '../build-test-app.ts';
import { type Probe, probesOf } from './probes.ts';
import { allBodyFieldNames, type FuzzTarget, fuzzTargets, type OwnIds } from './route-table.ts';
import { changedTables, type Fingerprint, fingerprint, nextTransactionId, userTables } from './state.ts';
import { seededRandom } from './values.ts';

/**
 * The fuzz harness (issue 11), apart from the suite so that its own test can run it on
 * deliberately broken routes: a harness that misses a 5xx, a write or a polluted prototype
 * would let every route pass.
 */
export interface Harness {
  t: TestApp;
  targets: FuzzTarget[];
  tables: string[];
  freeBodyNames: string[];
  seed: number;
  /** Fuzz only the routes whose path contains this (FUZZ_ROUTE, while fixing one). */
  only: string;
}

/** Reads the route table and the tables to watch; call after the app is ready. */
export async function harnessOf(
  t: TestApp,
  routes: RouteOptions[],
  seed: number,
  only = '',
): Promise<Harness> {
  const targets = fuzzTargets(routes);
  return {
    t,
    targets,
    tables: await userTables(t.db),
    freeBodyNames: allBodyFieldNames(targets),
    seed,
    only,
  };
}

const isApi = (url: string) => /^\/v\d\//.test(url);

/** Each request from its own address, so per-address limits never hide a route's behaviour. */
let requestNumber = 0;
const nextAddress = () => {
  requestNumber++;
  return `10.${(requestNumber >> 16) & 255}.${(requestNumber >> 8) & 255}.${requestNumber & 255}`;
};

/** The problems of one answer: a 5xx, or an API error outside the documented shape. */
function problemsOf(probe: Probe, res: { statusCode: number; body: string }): string[] {
  if (res.statusCode >= 500) return [`${res.statusCode} ${res.body.slice(0, 200)}`];
  if (res.statusCode < 400 || !isApi(probe.url)) return [];
  let body: unknown = res.body;
  try {
    body = JSON.parse(res.body);
  } catch {
    // Not JSON: fails the shape check below.
  }
  return apiError.safeParse(body).success ? [] : [`not in the error shape: ${res.body.slice(0, 200)}`];
}

/**
 * A route that set a property on Object.prototype (the `__proto__` probes' aim): reported,
 * then removed, so that later routes are judged on their own.
 */
function pollution(): string[] {
  const found = Object.getOwnPropertyNames(Object.prototype).filter((name) => !PRISTINE.has(name));
  for (const name of found) delete (Object.prototype as Record<string, unknown>)[name];
  return found.map((name) => `polluted Object.prototype.${name}`);
}
const PRISTINE = new Set(Object.getOwnPropertyNames(Object.prototype));

/** Watches the database: what changed since the last look (cheap when nothing was written). */
async function stateWatch(h: Harness) {
  let baseline: Fingerprint = await fingerprint(h.t.db, h.tables);
  let lastXid = await nextTransactionId(h.t.db);
  return async (): Promise<string[]> => {
    const xid = await nextTransactionId(h.t.db);
    if (xid === lastXid) return [];
    lastXid = xid;
    const now = await fingerprint(h.t.db, h.tables);
    const changed = changedTables(baseline, now);
    baseline = now;
    return changed;
  };
}

/**
 * Runs every target's probes (`share` of them, a seeded draw, when less than 1) and checks
 * each answer, then the database and Object.prototype once per route; a route that accepted
 * some probe and changed the database is replayed probe by probe, so only a refused probe's
 * change is a failure. `stop` (the test's signal) ends the run when the test times out: a
 * pass left running would write under the next pass's watch and be blamed on its routes.
 */
export async function fuzz(
  h: Harness,
  signIn: (() => Promise<TestSession>) | null,
  share = 1,
  stop?: AbortSignal,
) {
  const { t } = h;
  const failures: string[] = [];
  let requests = 0;
  let session = signIn ? await signIn() : null;
  const ids: OwnIds = session
    ? { customerId: session.customerId, enrollmentId: (await enrollmentIdsOf(t, session))[0]! }
    : { customerId: 1, enrollmentId: 1 };
  const changes = await stateWatch(h);

  const send = (target: FuzzTarget, probe: Probe) => {
    requests++;
    return t.app.inject({
      method: target.method as 'GET',
      url: probe.url,
      headers: { ...probe.headers, ...(session?.headers ?? {}) },
      remoteAddress: nextAddress(),
      ...(probe.payload === undefined ? {} : { payload: probe.payload }),
    });
  };

  for (const [index, target] of h.targets.entries()) {
    if (stop?.aborted) break;
    if (!target.url.includes(h.only)) continue;
    if (session && signIn) {
      // A probe may have ended the session (logout, password change): fuzz on signed in.
      const alive = await t.app.inject({
        url: `/v2/customers/${session.customerId}/profile`,
        headers: session.headers,
      });
      if (alive.statusCode === 401) session = await signIn();
    }
    await changes();
    const where = `${target.method} ${target.url}`;
    const random = seededRandom(h.seed * 1000 + index);
    const probes = [...probesOf(target, ids, random, h.freeBodyNames)].filter(
      (_, i) => i === 0 || random() < share,
    );
    let accepted = false;
    for (const probe of probes) {
      if (stop?.aborted) break;
      const res = await send(target, probe);
      for (const problem of problemsOf(probe, res)) failures.push(`${where} [${probe.what}]: ${problem}`);
      if (res.statusCode < 400) accepted = true;
    }
    for (const problem of pollution()) failures.push(`${where}: ${problem}`);
    const changed = await changes();
    if (changed.length === 0) continue;
    if (!accepted || target.method === 'GET') {
      failures.push(
        `${where}: refused every probe${target.method === 'GET' ? ' (a read)' : ''} yet changed ${changed}`,
      );
      continue;
    }
    // Some probe was accepted and may rightly have written: replay, checking after each one.
    for (const probe of probes) {
      const res = await send(target, probe);
      const after = await changes();
      if (res.statusCode >= 400 && after.length > 0)
        failures.push(`${where} [${probe.what}]: refused (${res.statusCode}) yet changed ${after}`);
    }
  }
  return { failures, requests };
}
