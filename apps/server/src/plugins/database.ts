import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database, Db } from '../db/client.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    databaseKind: Database['kind'];
  }
}

/**
 * Shares the open database with every route. The caller opened it and closes it after the
 * app (server.ts, the test helper), so this plugin adds no onClose hook.
 */
export const databasePlugin = fp(
  async (app: FastifyInstance, options: { database: Database }) => {
    app.decorate('db', options.database.db);
    app.decorate('databaseKind', options.database.kind);
  },
  { name: 'database' },
);
