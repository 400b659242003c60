import { afterCommit } from './after-commit.ts';
import type { Db, Tx } from './client.ts';
import type { Listen } from './listen.ts';

/**
 * The channel migration 0030's triggers notify on commit: a customer's id when something kept
 * of that customer changed (a session ended, the customer's row, an enrollment moved or
 * removed, a notification), `*` when something every customer reads changed (configuration).
 */
export const customerChangeChannel = 'customer_change';

/** Enough for every customer signed in at once on one instance; past it the oldest go. */
const maxEntries = 20_000;

/**
 * Large answers kept as bytes (a year of 15-minute usage is about 140 KB of JSON) count by
 * their size against this budget; past it the oldest of them go, whoever they belong to.
 * About 450 such years, so the cache stays a small part of the process's memory.
 */
export const maxKeptBytes = 64 * 1024 * 1024;

interface Entry {
  value: unknown;
  expiresAt: number;
  /** The size of a large answer (findLarge), counted against maxKeptBytes. */
  bytes?: number;
}

/**
 * What requests read of a customer on nearly every call (their session is live, an enrollment
 * is theirs, their brand's configuration, their profile, notifications, enrollment list and
 * each enrollment's statement summary), kept so those reads need no round trip to the
 * database: each was one, the largest single cost of a fast route (README, benchmark). Entries
 * are grouped by customer, kept for `ttlMs` at most, and a read that found nothing is not kept.
 *
 * A change must still count at once, on every instance:
 * - whatever changes such an answer fires a trigger that NOTIFYs the customer's id (or `*`) on
 *   commit (migrations 0030–0032), and every instance drops that customer's entries (or all)
 *   as the notification arrives;
 * - the instance that made the change drops them as its transaction commits
 *   (`customerChanged`), so its next request cannot beat its own notification;
 * - a read that began before a drop is not kept (the epoch moved), since it may have seen the
 *   state before the change committed;
 * - while not listening (starting, or the connection lost) nothing is kept or trusted.
 */
export class CustomerCache {
  readonly #byCustomer = new Map<number, Map<string, Entry>>();
  /** The large byte entries in the order they were kept, for their budget. */
  readonly #large = new Map<Entry, { customerId: number; key: string }>();
  #size = 0;
  #bytes = 0;
  #epoch = 0;
  #live = false;

  constructor(
    private readonly ttlMs: number,
    private readonly byteBudget = maxKeptBytes,
  ) {}

  /**
   * The answer for `key` of the customer: kept while trusted, else `load`ed, and kept when
   * `worthKeeping` says so (by default: unless undefined).
   */
  find<T>(
    customerId: number,
    key: string,
    load: () => Promise<T>,
    worthKeeping: (found: T) => boolean = (found) => found !== undefined,
  ): Promise<T> {
    return this.#find(customerId, key, load, (found) => found !== undefined && worthKeeping(found) && {});
  }

  /**
   * As `find`, for a large answer already written out (a reply's JSON as bytes, sent as they
   * are): kept within the byte budget, `sizeOf` it counting against it, the oldest such
   * answers going first. One larger than the budget is not kept.
   */
  findLarge<T>(
    customerId: number,
    key: string,
    load: () => Promise<T>,
    sizeOf: (found: T) => number,
  ): Promise<T> {
    return this.#find(customerId, key, load, (found) => {
      const bytes = sizeOf(found);
      return bytes <= this.byteBudget && { bytes };
    });
  }

  /**
   * The kept answer while trusted, else `load`s it; keeps it when `keepAs` says how (false:
   * not at all) and no change to the customer committed while it was read.
   */
  async #find<T>(
    customerId: number,
    key: string,
    load: () => Promise<T>,
    keepAs: (found: T) => false | Pick<Entry, 'bytes'>,
  ): Promise<T> {
    const entry = this.#byCustomer.get(customerId)?.get(key);
    if (entry && this.#live && entry.expiresAt > Date.now()) return entry.value as T;
    const epoch = this.#epoch;
    const found = await load();
    const kept = this.#live && this.#epoch === epoch && keepAs(found);
    if (kept) this.#keep(customerId, key, { ...kept, value: found, expiresAt: Date.now() + this.ttlMs });
    return found;
  }

  /** Drops every entry of the customer. */
  forgetCustomer(customerId: number): void {
    this.#epoch += 1;
    const entries = this.#byCustomer.get(customerId);
    if (!entries) return;
    this.#size -= entries.size;
    for (const entry of entries.values()) this.#forgetLarge(entry);
    this.#byCustomer.delete(customerId);
  }

  /** Drops every entry. */
  forgetAll(): void {
    this.#epoch += 1;
    this.#byCustomer.clear();
    this.#large.clear();
    this.#size = 0;
    this.#bytes = 0;
  }

  /** Whether notifications are arriving; whatever is kept is dropped both ways. */
  setLive(live: boolean): void {
    this.#live = live;
    this.forgetAll();
  }

  get size(): number {
    return this.#size;
  }

  /** The size of the large answers kept (findLarge). */
  get bytes(): number {
    return this.#bytes;
  }

  #keep(customerId: number, key: string, entry: Entry) {
    if (this.#size >= maxEntries) {
      const oldest = this.#byCustomer.keys().next().value;
      if (oldest !== undefined) this.forgetCustomer(oldest);
    }
    let entries = this.#byCustomer.get(customerId);
    if (!entries) this.#byCustomer.set(customerId, (entries = new Map()));
    const replaced = entries.get(key);
    if (replaced) this.#forgetLarge(replaced);
    else this.#size += 1;
    entries.set(key, entry);
    if (entry.bytes === undefined) return;
    this.#large.set(entry, { customerId, key });
    this.#bytes += entry.bytes;
    for (const [oldest, where] of this.#large) {
      if (this.#bytes <= this.byteBudget) break;
      this.#forgetLarge(oldest);
      const owner = this.#byCustomer.get(where.customerId)!;
      owner.delete(where.key);
      this.#size -= 1;
      if (owner.size === 0) this.#byCustomer.delete(where.customerId);
    }
  }

  /** Takes a large entry out of the budget's count (its customer's map is the caller's). */
  #forgetLarge(entry: Entry) {
    if (entry.bytes === undefined || !this.#large.delete(entry)) return;
    this.#bytes -= entry.bytes;
  }
}

/** The caches of the apps open on each database (two in tests that share one). */
const cachesOf = new WeakMap<Db, Set<CustomerCache>>();

/**
 * A customer cache for an app on `db`, fed by the database's notifications. With `ttlSeconds`
 * 0 it never trusts what it kept (every check reads) and does not listen.
 */
export async function openCustomerCache(
  db: Db,
  listen: Listen,
  ttlSeconds: number,
): Promise<{ cache: CustomerCache; close(): Promise<void> }> {
  const cache = new CustomerCache(ttlSeconds * 1000);
  if (ttlSeconds === 0) return { cache, close: async () => undefined };
  let caches = cachesOf.get(db);
  if (!caches) cachesOf.set(db, (caches = new Set()));
  caches.add(cache);
  const stop = await listen(customerChangeChannel, {
    message(payload) {
      const customerId = Number(payload);
      if (payload !== '' && Number.isSafeInteger(customerId)) cache.forgetCustomer(customerId);
      else cache.forgetAll(); // `*`, or not ours to parse: drop everything, keep listening
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
 * Call where a write changes what is kept of a customer (a session ended, their row, a
 * notification): this instance's caches drop the customer's entries once `q`'s transaction
 * commits, so the writer's next read sees its write. Other instances hear of it from the
 * database's trigger.
 */
export function customerChanged(q: Db | Tx, customerId: number): void {
  afterCommit(q, (db) => {
    for (const cache of cachesOf.get(db) ?? []) cache.forgetCustomer(customerId);
  });
}
