import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { withAfterCommit } from '../db/after-commit.ts';
import type { Database, Db } from '../db/client.ts';
import { type CustomerCache, openCustomerCache } from '../db/customer-cache.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    databaseKind: Database['kind'];
    /** What requests check of a customer (session, enrollment ownership, configuration), kept (db/customer-cache.ts). */
    customerCache: CustomerCache;
  }
}

/**
 * Shares the open database with every route. The caller opened it and closes it after the
 * app (server.ts, the test helper); this plugin closes only its own listening for changes. Its
 * transactions take after-commit hooks (db/after-commit.ts).
 */
export const databasePlugin = fp(
  async (app: FastifyInstance, options: { database: Database; cacheSeconds: number }) => {
    const db = withAfterCommit(options.database.db);
    app.decorate('db', db);
    app.decorate('databaseKind', options.database.kind);
    const customers = await openCustomerCache(db, options.database.listen, options.cacheSeconds);
    app.decorate('customerCache', customers.cache);
    app.addHook('onClose', () => customers.close());
  },
  { name: 'database' },
);
