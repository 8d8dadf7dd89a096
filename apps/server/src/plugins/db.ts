import fp from 'fastify-plugin';
import type { Db, DbDialect } from '../db/database';
import type { DatabaseHandle } from '../db/create-db';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    dbDialect: DbDialect;
    dbLocation: string;
  }
}

export interface DbPluginOptions {
  handle: DatabaseHandle;
  // False when the caller (a test) owns the connection.
  closeOnStop: boolean;
}

/** Makes the database available as app.db and closes it on shutdown. */
export const dbPlugin = fp<DbPluginOptions>(
  async (app, { handle, closeOnStop }) => {
    app.decorate('db', handle.db);
    app.decorate('dbDialect', handle.dialect);
    app.decorate('dbLocation', handle.location);
    if (closeOnStop) app.addHook('onClose', () => handle.db.destroy());
  },
  { name: 'db' },
);
