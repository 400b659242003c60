import { PGlite, type QueryOptions, type Results, type Transaction } from '@electric-sql/pglite';

/** Lets the event loop run once: timers, new connections and request bodies get their turn. */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * PGlite, but every query and transaction starts on a fresh turn of the event loop.
 *
 * Why: PGlite runs each query synchronously in WebAssembly and hands its single connection to
 * the next waiting query through promise callbacks. While queries are queued, that chain runs
 * from one microtask to the next and the event loop never reaches its I/O phase: no new
 * connection is accepted, no request is read and no timer fires until the queue is empty. Under
 * 200 concurrent sessions the queue never emptied, so a third of the connections waited in the
 * listen backlog until their clients timed out (bench/sessions.ts, 2026-11-26: 26 timeouts in
 * 60 s on a quiet machine). Waiting for `setImmediate` first puts every query behind the I/O
 * that arrived meanwhile; it costs one event-loop turn per query.
 *
 * Queries inside a transaction run on PGlite's transaction handle, not through these methods,
 * so a transaction is never interleaved with other work.
 */
export class FairPGlite extends PGlite {
  override async query<T>(query: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    await nextTurn();
    return super.query<T>(query, params, options);
  }

  override async exec(query: string, options?: QueryOptions): Promise<Results[]> {
    await nextTurn();
    return super.exec(query, options);
  }

  override async transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    await nextTurn();
    return super.transaction(callback);
  }
}
