import { afterCommit } from '../../db/after-commit.ts';
import type { Db, Tx } from '../../db/client.ts';
import type { Listen } from '../../db/listen.ts';

/** What a request needs of a live session's customer; nothing secret beyond the hash it must match. */
export interface SessionCustomer {
  id: number;
  userName: string;
  customerHash: string;
}

/** The channel that migration 0029's triggers notify with a customer id. */
export const sessionChangeChannel = 'session_change';

/** Enough for every customer signed in at once on one instance; past it the oldest go. */
const maxEntries = 20_000;

interface Entry {
  customer: SessionCustomer;
  expiresAt: number;
}

/**
 * Sessions found live, kept so that an authenticated request needs no session read: the read
 * was a round trip to the database on every request, the largest single cost of a fast
 * route (README, benchmark). Only live sessions are kept, for `ttlMs` at most.
 *
 * Ending a session must still end it at once, on every instance:
 * - whatever ends one (a revoked refresh token, a customer's user name, hash or link changed,
 *   a row deleted) fires a trigger that NOTIFYs the customer's id on commit (migration 0029),
 *   and every instance drops that customer's entries as the notification arrives;
 * - the instance that made the change drops them as its transaction commits
 *   (`sessionsChanged`), so its next request cannot beat its own notification;
 * - a read that began before a drop is not kept (the epoch moved), since it may have seen the
 *   session before the change committed;
 * - while not listening (starting, or the connection lost) nothing is kept or trusted.
 */
export class SessionCache {
  readonly #byCustomer = new Map<number, Map<string, Entry>>();
  #size = 0;
  #epoch = 0;
  #live = false;

  constructor(private readonly ttlMs: number) {}

  /** The session's customer: from the cache while it is trusted, else `load`ed (and kept if live). */
  async find(
    customerId: number,
    sessionId: string,
    load: () => Promise<(SessionCustomer & { live: boolean }) | undefined>,
  ): Promise<SessionCustomer | undefined> {
    const entry = this.#byCustomer.get(customerId)?.get(sessionId);
    if (entry && this.#live && entry.expiresAt > Date.now()) return entry.customer;
    const epoch = this.#epoch;
    const found = await load();
    if (!found?.live) return undefined;
    const customer = { id: found.id, userName: found.userName, customerHash: found.customerHash };
    if (this.#live && this.#epoch === epoch) this.#keep(customerId, sessionId, customer);
    return customer;
  }

  /** Drops every kept session of the customer. */
  forgetCustomer(customerId: number): void {
    this.#epoch += 1;
    const sessions = this.#byCustomer.get(customerId);
    if (!sessions) return;
    this.#size -= sessions.size;
    this.#byCustomer.delete(customerId);
  }

  /** Drops every kept session. */
  forgetAll(): void {
    this.#epoch += 1;
    this.#byCustomer.clear();
    this.#size = 0;
  }

  /** Whether notifications are arriving; whatever is kept is dropped both ways. */
  setLive(live: boolean): void {
    this.#live = live;
    this.forgetAll();
  }

  get size(): number {
    return this.#size;
  }

  #keep(customerId: number, sessionId: string, customer: SessionCustomer) {
    if (this.#size >= maxEntries) {
      const oldest = this.#byCustomer.keys().next().value;
      if (oldest !== undefined) this.forgetCustomer(oldest);
    }
    let sessions = this.#byCustomer.get(customerId);
    if (!sessions) this.#byCustomer.set(customerId, (sessions = new Map()));
    if (!sessions.has(sessionId)) this.#size += 1;
    sessions.set(sessionId, { customer, expiresAt: Date.now() + this.ttlMs });
  }
}

/** The caches of the apps open on each database (two in tests that share one). */
const cachesOf = new WeakMap<Db, Set<SessionCache>>();

/**
 * A session cache for an app on `db`, fed by the database's notifications. With `ttlSeconds`
 * 0 it never trusts what it kept (every request reads its session) and does not listen.
 */
export async function openSessionCache(
  db: Db,
  listen: Listen,
  ttlSeconds: number,
): Promise<{ cache: SessionCache; close(): Promise<void> }> {
  const cache = new SessionCache(ttlSeconds * 1000);
  if (ttlSeconds === 0) return { cache, close: async () => undefined };
  let caches = cachesOf.get(db);
  if (!caches) cachesOf.set(db, (caches = new Set()));
  caches.add(cache);
  const stop = await listen(sessionChangeChannel, {
    message(payload) {
      const customerId = Number(payload);
      if (Number.isSafeInteger(customerId)) cache.forgetCustomer(customerId);
      else cache.forgetAll(); // not ours to parse: drop everything, keep listening
    },
    live: (isLive) => cache.setLive(isLive),
  });
  return {
    cache,
    async close() {
      caches.delete(cache);
      await stop();
    },
  };
}

/**
 * Call where a write can end a customer's sessions (revocation, user name, link): this
 * instance's caches drop them once `q`'s transaction commits. Other instances hear of it
 * from the database's trigger.
 */
export function sessionsChanged(q: Db | Tx, customerId: number): void {
  afterCommit(q, (db) => {
    for (const cache of cachesOf.get(db) ?? []) cache.forgetCustomer(customerId);
  });
}
