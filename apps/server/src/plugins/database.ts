import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { withAfterCommit } from '../db/after-commit.ts';
import type { Database, Db } from '../db/client.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    databaseKind: Database['kind'];
  }
}

/**
 * Shares the open database with every route. The caller opened it and closes it after the
 * app (server.ts, the test helper), so this plugin adds no onClose hook. Its transactions take
 * after-commit hooks (db/after-commit.ts).
 */
export const databasePlugin = fp(
  async (app: FastifyInstance, options: { database: Database }) => {
    app.decorate('db', withAfterCommit(options.database.db));
    app.decorate('databaseKind', options.database.kind);
  },
  { name: 'database' },
);
