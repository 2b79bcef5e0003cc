// The sessions module (decision 016): the session repository and the sessions
// on the app, which the auth plugin asks whether a token's session is still
// open (its session gate); logout and "sign out everywhere" under the API prefix.
import fp from 'fastify-plugin';
import { apiBase } from '@rosto/contract/endpoints';
import { CustomerCache } from '../../cache/customer-cache';
import { type SessionRepository, createSessionRepository } from './repository';
import sessionsRoutes from './routes';
import { type Sessions, createSessions } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    sessionRepository: SessionRepository;
    /** Starts, checks and ends sessions (the auth plugin's session gate). */
    sessions: Sessions;
  }
}

/** A few sessions per customer (phone, tablet); a standing is some 200 bytes. */
const SESSION_CACHE = { maxCustomers: 50_000, maxEntriesPerCustomer: 4, maxAgeMs: 60_000 };

export default fp(
  async (app) => {
    const repository = createSessionRepository(app.db, app.customerChanges);
    const sessions = createSessions({
      repository,
      clock: app.clock,
      signToken: app.signSessionToken,
      ttlMs: app.config.session.ttlMs,
      idleTimeoutMs: app.config.session.idleTimeoutMs,
      cache: new CustomerCache(app.customerChanges, SESSION_CACHE),
    });
    app.setSessionGate(sessions);
    app.decorate('sessionRepository', repository);
    app.decorate('sessions', sessions);
    await app.register(sessionsRoutes, { prefix: apiBase });
  },
  { name: 'sessions', dependencies: ['db', 'customer-changes', 'clock', 'auth'] },
);
