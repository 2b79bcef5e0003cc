// Makes the database (opened and migrated by the caller) available as `app.db`.
import fp from 'fastify-plugin';
import type { Database, DatabaseHandle } from '../../db/client';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    database: DatabaseHandle;
  }
}

export interface DbOptions {
  database: DatabaseHandle;
}

export default fp<DbOptions>(
  (app, options, done) => {
    app.decorate('database', options.database);
    app.decorate('db', options.database.db);
    done();
  },
  { name: 'db' },
);
